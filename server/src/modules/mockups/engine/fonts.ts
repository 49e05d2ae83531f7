import { createRequire } from 'node:module';
import { DEFAULT_FONT, LAYER_FONTS, type LayerFont } from '@pressrun/domain';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);

/** npm package (under @fontsource) of each layer font; the files ship with the app, no network. */
const PACKAGE: Record<LayerFont, string> = {
  Inter: 'inter',
  Oswald: 'oswald',
  'Playfair Display': 'playfair-display',
  Pacifico: 'pacifico',
};
const SUBSETS = ['latin', 'latin-ext'] as const;

const loaded = new Map<LayerFont, fontkit.Font[]>();

function open(pkg: string, subset: string): fontkit.Font {
  const file = require.resolve(`@fontsource/${pkg}/files/${pkg}-${subset}-400-normal.woff`);
  return fontkit.openSync(file) as fontkit.Font;
}

export const fontFamily = (family: string | undefined): LayerFont =>
  (LAYER_FONTS as readonly string[]).includes(family ?? '') ? (family as LayerFont) : DEFAULT_FONT;

/**
 * The fonts a family draws with, in order of preference: its own subsets, then Inter's as a fallback
 * for characters the family lacks. Parsed once per process.
 */
export function fontsFor(family: string | undefined): fontkit.Font[] {
  const f = fontFamily(family);
  let fonts = loaded.get(f);
  if (!fonts) {
    const own = SUBSETS.map((s) => open(PACKAGE[f], s));
    fonts = f === DEFAULT_FONT ? own : [...own, ...fontsFor(DEFAULT_FONT)];
    loaded.set(f, fonts);
  }
  return fonts;
}
