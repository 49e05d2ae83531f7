import type { ProductDetail } from '@pressrun/domain';
import type { ListingProduct, ListingScene } from './engine/listing';

/** The demo catalogue's families and the scene each is photographed in. */
const FAMILY_SCENES: Record<string, { scene: ListingScene; variant?: string }> = {
  'ceramic-coffee-mug': { scene: 'mug' },
  'jumbo-coffee-mug': { scene: 'mug' },
  'color-changing-mug': { scene: 'mug', variant: 'magic' },
  'espresso-cup-and-saucer': { scene: 'espresso' },
  'stainless-travel-mug': { scene: 'travel-mug' },
  'skinny-tumbler': { scene: 'tumbler' },
  'stainless-water-bottle': { scene: 'bottle', variant: 'cola' },
  'aluminum-sports-bottle': { scene: 'bottle', variant: 'sports' },
  'kids-water-bottle': { scene: 'bottle', variant: 'kids' },
  'frosted-shot-glass': { scene: 'shot-glass', variant: 'glass' },
  'ceramic-shot-glass': { scene: 'shot-glass', variant: 'ceramic' },
  'ceramic-latte-mug': { scene: 'latte' },
  'frosted-glass-latte-mug': { scene: 'latte', variant: 'glass' },
  'ceramic-beer-stein': { scene: 'stein' },
  'frosted-glass-beer-mug': { scene: 'stein', variant: 'glass' },
  'enamel-camp-mug': { scene: 'enamel' },
  'premium-matte-poster': { scene: 'poster' },
  'mouse-pad': { scene: 'mouse-pad' },
  'hardboard-coaster': { scene: 'coaster' },
  'throw-pillow': { scene: 'pillow' },
  'ceramic-photo-tile': { scene: 'tile' },
  'aluminum-photo-panel': { scene: 'panel' },
  'hardboard-keychain': { scene: 'keychain' },
  'sublimation-tote-bag': { scene: 'tote' },
  'aluminum-luggage-tag': { scene: 'luggage-tag' },
  'neoprene-can-cooler': { scene: 'can-cooler' },
};

/** Families of an imported catalogue: the scene named by the product's words, else by its shape. */
function guessScene(p: ProductDetail): { scene: ListingScene; variant?: string } {
  const words = `${p.family.slug} ${p.type} ${p.product}`.toLowerCase();
  const has = (re: RegExp) => re.test(words);
  if (p.mockupShape === 'flat') {
    if (has(/tote|bag/)) return { scene: 'tote' };
    if (has(/pillow|cushion/)) return { scene: 'pillow' };
    if (has(/coaster/)) return { scene: 'coaster' };
    if (has(/mouse|desk mat|mat\b/)) return { scene: 'mouse-pad' };
    if (has(/tile/)) return { scene: 'tile' };
    if (has(/key ?chain|keyring/)) return { scene: 'keychain' };
    if (has(/tag/)) return { scene: 'luggage-tag' };
    if (has(/panel|metal|alumin/)) return { scene: 'panel' };
    const inches = Math.max(p.printArea.widthPx, p.printArea.heightPx) / p.printArea.dpi;
    return { scene: inches >= 8 ? 'poster' : 'tile' };
  }
  if (p.mockupShape === 'bottle') return { scene: 'bottle', variant: 'cola' };
  if (p.mockupShape === 'tumbler') {
    if (has(/shot/)) return { scene: 'shot-glass' };
    if (has(/cooler|koozie|sleeve/)) return { scene: 'can-cooler' };
    return { scene: 'tumbler' };
  }
  if (has(/travel/)) return { scene: 'travel-mug' };
  if (has(/latte/)) return { scene: 'latte' };
  if (has(/stein|beer/)) return { scene: 'stein' };
  if (has(/enamel|camp/)) return { scene: 'enamel' };
  if (has(/espresso|demitasse/)) return { scene: 'espresso' };
  return { scene: 'mug' };
}

const num = (v: string) => (v.includes('/') ? Number(v.split('/')[0]) / Number(v.split('/')[1]) : Number(v));

/**
 * The product's real size from its dimensions text ('3.8 in tall × 3.2 in diameter', '9.25 × 7.75
 * in, 1/8 in thick', '15 in wide × 16 in tall', '3.75 in diameter'); null where it says none.
 */
export function parseDimensions(text: string): ListingProduct['size'] | null {
  const t = text.replace(/(\d)\s*x\s*(\d)/g, '$1 × $2');
  const thick = /([\d./]+)\s*in thick/.exec(t);
  const depth = thick ? num(thick[1]!) : undefined;
  const round = /([\d.]+)\s*in tall\s*×\s*([\d.]+)\s*in (top )?diameter/.exec(t);
  if (round) {
    const d = Number(round[2]);
    return round[3] ? { width: d, height: Number(round[1]), top: d } : { width: d, height: Number(round[1]) };
  }
  const wideTall = /([\d.]+)\s*in wide\s*×\s*([\d.]+)\s*in tall/.exec(t);
  if (wideTall) return { width: Number(wideTall[1]), height: Number(wideTall[2]), depth };
  const rect = /([\d.]+)\s*(?:in\s*)?×\s*([\d.]+)\s*in/.exec(t);
  if (rect) return { width: Number(rect[1]), height: Number(rect[2]), depth };
  const disc = /([\d.]+)\s*in diameter/.exec(t);
  if (disc) return { width: Number(disc[1]), height: Number(disc[1]), depth };
  return null;
}

/**
 * How the listing renderer draws a catalogue product: its family's scene, the variant's colour and
 * the real size (from the dimensions text, else from the print area).
 */
export function listingProductOf(p: ProductDetail): ListingProduct {
  const known = FAMILY_SCENES[p.family.slug] ?? guessScene(p);
  let variant = known.variant;
  const words = `${p.variantUrl} ${p.material}`.toLowerCase();
  if (!variant && /\bround\b/.test(words)) variant = 'round';
  if (!variant && /\bsquare\b/.test(words)) variant = 'square';
  if (!variant && /desk-mat|\bxl\b/.test(words)) variant = 'xl';
  if (!variant && /frosted|glass/.test(p.material.toLowerCase()) && p.mockupShape !== 'flat')
    variant = 'glass';
  if (!variant && /heat-sensitive|colou?r-changing|magic/.test(p.material.toLowerCase())) variant = 'magic';
  const printIn = {
    width: p.printArea.widthPx / p.printArea.dpi,
    height: p.printArea.heightPx / p.printArea.dpi,
  };
  let size = parseDimensions(p.dimensions);
  if (!size) {
    if (p.mockupShape === 'flat') size = { width: printIn.width, height: printIn.height };
    else {
      const arc = p.mockup.arcDegrees ?? 360;
      const diameter = printIn.width / (Math.PI * (arc / 360));
      size = { width: diameter, height: printIn.height + 0.5 };
    }
  }
  return { scene: known.scene, color: p.colorHex, size, ...(variant ? { variant } : {}) };
}
