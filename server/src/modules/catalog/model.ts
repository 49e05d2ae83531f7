import type { DrawingSpec, MockupGeometry, MockupShape } from './images/types';

/** Product images: the catalogue picture and the three angle views (import columns: blank_img_url, render_*). */
export interface ProductImages {
  blank: string;
  render0: string;
  render90: string;
  render270: string;
}

export interface PrintArea {
  widthPx: number;
  heightPx: number;
  dpi: number;
  bleedPx: number;
}

/**
 * One catalogue row as the seed and the importer hand it to the store: a variant (size × colour)
 * of a product family, carrying every field a catalogue row has.
 */
export interface VariantInput {
  sku: string;
  /** family slug: the variants of one product share it (the variant dropdown lists them) */
  family: string;
  familyName?: string;
  product: string;
  type: string;
  variantName: string;
  variantUrl: string;
  colorName: string;
  colorHex: string;
  colorUrl: string;
  /** cents */
  price: number;
  shippingUs: number;
  shippingIntl: number;
  shippingExpedited: number;
  material: string;
  dimensions: string;
  bodyDescription: string;
  /** bullet_pt … bullet_pt_5; '-' means hidden */
  bullets: [string, string, string, string, string];
  printArea: PrintArea;
  mockupShape: MockupShape;
  /** images drawn by the server (null when the row brings its own image URLs) */
  drawing: DrawingSpec | null;
  images: ProductImages | null;
  /** placement for own images; drawn images compute it from the drawing */
  mockup: MockupGeometry | null;
  /** _default '1': the row listed on the catalogue page */
  isDefault: boolean;
  /** '3' new arrival, '4' best seller, '' neither */
  metrics: '' | '3' | '4';
  collections: string[];
  /** kept out of the variant dropdown */
  hidden: boolean;
  position: number;
}

export interface CatalogInput {
  variants: VariantInput[];
  remaps: Array<{ from: string; to: string }>;
  featured: string[];
}
