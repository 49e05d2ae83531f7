import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
} from '@mantine/core';

// Brand palette: ink navy #1d3557, press red #e63946, steel blue #457b9d, paper #f8f9fa.
// Every shade that carries text reaches WCAG AA (4.5:1) on white, on paper and on the light tints it
// sits on (docs/business-rules.md, accessibility): the brand red and steel blue themselves are kept
// for marks and large shapes, and text uses the slightly deeper shade 5 and up.
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
  '#e63946', // the brand red: marks, not text (4.2:1 on white)
  '#d42a37', // buttons and red text: white on it 5.0:1
  '#c22330',
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
  '#386a8a', // links and small labels: 5.5:1 on paper, 5.2:1 on the navy tint (brand #457b9d: 4.4 on paper)
  '#33678a',
  '#2d6a8f',
  '#215e80',
  '#0b5172',
];

/** Mantine's teal with a deeper shade 8, so 'Done' badges (light variant) read 5.1:1 on their tint. */
const teal: MantineColorsTuple = [
  ...DEFAULT_THEME.colors.teal.slice(0, 8),
  '#06704f',
  '#055c41',
] as unknown as MantineColorsTuple;

/**
 * Mantine's grey secondary text (#868e96, 3.3:1 on white), placeholders (#adb5bd, 2.1:1) and
 * error red (#fa5252, 3.3:1) fall under 4.5:1; these reach it on white, paper and the light tints.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#59636e', // 6.1:1 on white, 5.8:1 on paper, 5.5:1 on the navy tint
    '--mantine-color-placeholder': '#636c76', // 5.3:1 on white
    '--mantine-color-error': '#c92a2a', // 5.4:1 on white
    // A disabled button's label stays readable (5.1:1 on the disabled grey) while a page loads.
    '--mantine-color-disabled-color': '#5c636a',
  },
  dark: {},
});

export const BRAND = { navy: '#1d3557', press: '#e63946', steel: '#457b9d', paper: '#f8f9fa' } as const;

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: 8,
  colors: { navy, press, steel, teal },
  fontFamily: '"Inter Variable", Inter, system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
  headings: {
    fontFamily: '"Inter Variable", Inter, system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  // Mantine's transitions (menus, modals, drawers) are skipped for people who ask for less motion.
  respectReducedMotion: true,
  // Focus rings for keyboard users only, never hidden.
  focusRing: 'auto',
  black: '#1d3557',
  components: {
    Anchor: { defaultProps: { c: 'steel.5' } },
    Button: { defaultProps: { fw: 600 } },
    // A field's error is announced when it appears; the field points at it (aria-describedby).
    InputWrapper: { defaultProps: { errorProps: { role: 'alert' } } },
    // Every dialog's × is named for screen readers.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});
