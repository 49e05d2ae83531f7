import type { MockupShape } from '../images/types';
import type { VariantInput } from '../model';
import { COLOURS, type ColourKey } from './colors';

/** Dollars to cents, for readable seed data. */
export const usd = (dollars: number) => Math.round(dollars * 100);

export interface ColourSeed {
  sku: string;
  colour: ColourKey;
  /** overrides the size's price (accent colours cost a little more than white) */
  price?: number;
  /** the tile shown on the catalogue page (_default '1'); one per family */
  default?: boolean;
  /** kept out of the variant dropdown (the legacy poster sizes) */
  hidden?: boolean;
}

export interface SizeSeed {
  name: string;
  url: string;
  /** passed to the drawing (proportions) */
  size?: string;
  dimensions: string;
  price: number;
  /** print area in inches at a DPI, from the product's print-file guide */
  print: { w: number; h: number; dpi: number; bleed?: number };
  colours: ColourSeed[];
}

export interface FamilySeed {
  slug: string;
  name: string;
  type: string;
  collections: string[];
  metrics?: '3' | '4';
  kind: string;
  shape: MockupShape;
  material: string;
  description: string;
  bullets: string[];
  shipping: { us: number; intl: number; expedited: number };
  sizes: SizeSeed[];
}

/** Expands a family into one catalogue row per size and colour, the way the catalogue stores them. */
export function expandFamily(f: FamilySeed, position: number): VariantInput[] {
  const bullets = [...f.bullets, '-', '-', '-', '-', '-'].slice(0, 5) as VariantInput['bullets'];
  const rows: VariantInput[] = [];
  for (const size of f.sizes) {
    for (const c of size.colours) {
      const colour = COLOURS[c.colour];
      const dpi = size.print.dpi;
      rows.push({
        sku: c.sku,
        family: f.slug,
        familyName: f.name,
        product: f.name,
        type: f.type,
        variantName: size.name,
        variantUrl: size.url,
        colorName: colour.name,
        colorHex: colour.hex,
        colorUrl: colour.url,
        price: usd(c.price ?? size.price),
        shippingUs: usd(f.shipping.us),
        shippingIntl: usd(f.shipping.intl),
        shippingExpedited: usd(f.shipping.expedited),
        material: f.material,
        dimensions: size.dimensions,
        bodyDescription: f.description,
        bullets,
        printArea: {
          widthPx: Math.round(size.print.w * dpi),
          heightPx: Math.round(size.print.h * dpi),
          dpi,
          bleedPx: Math.round((size.print.bleed ?? 0.125) * dpi),
        },
        mockupShape: f.shape,
        drawing: { kind: f.kind, size: size.size, color: colour.hex },
        images: null,
        mockup: null,
        isDefault: Boolean(c.default),
        metrics: f.metrics ?? '',
        collections: f.collections,
        hidden: Boolean(c.hidden),
        position: position * 100 + rows.length,
      });
    }
  }
  return rows;
}
