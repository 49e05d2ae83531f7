import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Brand palette: ink navy #1d3557, press red #e63946, steel blue #457b9d, paper #f8f9fa.
const navy: MantineColorsTuple = [
  '#eef3f9',
  '#d9e2ee',
  '#afc2db',
  '#83a0c7',
  '#5f84b6',
  '#4872ab',
  '#3b63a0',
  '#2e4f84',
  '#1d3557',
  '#14263f',
];
const press: MantineColorsTuple = [
  '#ffe9eb',
  '#ffd2d5',
  '#f9a3a9',
  '#f4717a',
  '#ef4752',
  '#e63946',
  '#d42a37',
  '#bc1f2c',
  '#a81825',
  '#92101c',
];
const steel: MantineColorsTuple = [
  '#ebf4f9',
  '#d8e6ef',
  '#acccdf',
  '#7eb0cf',
  '#5a99c2',
  '#457b9d',
  '#3a7ba3',
  '#2d6a8f',
  '#215e80',
  '#0b5172',
];

export const BRAND = { navy: '#1d3557', press: '#e63946', steel: '#457b9d', paper: '#f8f9fa' } as const;

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: 8,
  colors: { navy, press, steel },
  fontFamily: 'Inter, system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
  headings: {
    fontFamily: 'Inter, system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  black: '#1d3557',
  components: {
    Anchor: { defaultProps: { c: 'steel.5' } },
    Button: { defaultProps: { fw: 600 } },
  },
});
