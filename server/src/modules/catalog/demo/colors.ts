/** The colours the demo catalogue uses: a name, a swatch hex and the url slug (color_url). */
export interface Colour {
  name: string;
  hex: string;
  url: string;
}

const c = (name: string, hex: string): Colour => ({
  name,
  hex,
  url: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
});

export const COLOURS = {
  white: c('White', '#ffffff'),
  black: c('Black', '#1f2023'),
  red: c('Red', '#c62f2f'),
  royal: c('Royal Blue', '#2a5db0'),
  navy: c('Navy', '#1b2a4a'),
  lightBlue: c('Light Blue', '#8ec5e8'),
  pink: c('Pink', '#f2a2bf'),
  orange: c('Orange', '#f08a24'),
  yellow: c('Yellow', '#f5cf3a'),
  green: c('Green', '#2e8b57'),
  lightGreen: c('Light Green', '#9fd07f'),
  maroon: c('Maroon', '#74202c'),
  silver: c('Silver', '#c3c9ce'),
  teal: c('Teal', '#2a9d8f'),
  blush: c('Blush Pink', '#f7cad6'),
  mint: c('Mint', '#bfe6d3'),
  lavender: c('Lavender', '#cdbfe8'),
  natural: c('Natural', '#d9c7a3'),
  cork: c('Cork', '#b07a4a'),
  frosted: c('Frosted', '#f2f5f7'),
  clear: c('Clear', '#eef3f6'),
  purple: c('Purple', '#6a4c93'),
} as const;

export type ColourKey = keyof typeof COLOURS;

/** Accent mugs: 12 colours for the 11 oz … */
export const MUG_11OZ_COLOURS: ColourKey[] = [
  'white',
  'black',
  'red',
  'royal',
  'navy',
  'lightBlue',
  'pink',
  'orange',
  'yellow',
  'green',
  'lightGreen',
  'maroon',
];

/** … and 11 for the 15 oz (no maroon in the larger size). */
export const MUG_15OZ_COLOURS: ColourKey[] = MUG_11OZ_COLOURS.filter((k) => k !== 'maroon');
