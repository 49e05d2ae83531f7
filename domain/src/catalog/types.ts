import type { MockupShape } from '../mockups/render';

// What the catalogue API answers. Money is integer cents; the UI shows it with formatMoney.

/** One tile on the catalogue, search and home pages. */
export interface CatalogTile {
  sku: string;
  product: string;
  variantName: string;
  colorName: string;
  collections: string[];
  /** '3' new arrival, '4' best seller, '' neither */
  metrics: string;
  /** the product page: /product/{sku}/{variant_url}-{color_url} */
  url: string;
  imageUrl: string;
  /** 'Starting at': the lowest price among the family's variants, in cents */
  price: number;
  /** swatches of the family's colours (hex), for the dots under a tile */
  colors: string[];
}

/** The home page's featured products. */
export interface FeaturedProduct {
  sku: string;
  product: string;
  collections: string[];
  url: string;
  imageUrl: string;
  /** 'Starting at' price in cents */
  price: number;
}

export interface ProductImages {
  /** the catalogue picture (handle on the right for mugs; straight on otherwise) */
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
 * Where a design goes in the product images. For round shapes `area` is the visible body
 * rectangle in the blank image (the body sits at the same place in every angle image) and each
 * view's `centerU` tells which part of the wrap faces the viewer: the wrap runs from u = 0 to
 * u = 1 starting next to the handle; 0° shows u = 0.5 in the middle (handle hidden behind),
 * 90° shows the handle on the RIGHT and centres u = 0.75, 270° shows it on the LEFT and centres
 * u = 0.25. `curve` is the rims' ellipse ry ÷ rx. For flat shapes `area` is the print rectangle
 * in the 0° image and each view has an affine `matrix` [a, b, c, d, e, f]
 * (x' = a·x + c·y + e, y' = b·x + d·y + f) taking the 0° image into that view.
 */
export interface ProductMockup {
  shape: MockupShape;
  imageWidth: number;
  imageHeight: number;
  area: { x: number; y: number; width: number; height: number };
  curve: number;
  views: Array<{
    angle: 0 | 90 | 270;
    centerU?: number;
    matrix?: [number, number, number, number, number, number];
  }>;
  /** Round shapes: the body's radius in image pixels at the area's top and bottom (tapered bodies). */
  radiusTop?: number;
  radiusBottom?: number;
  /**
   * Round shapes: degrees of the circumference the print covers (print width ÷ the body's real
   * circumference). Less than 360 leaves a bare strip centred on the handle, or on the seam.
   */
  arcDegrees?: number;
  /** Flat shapes: the printable face; print outside it is not shown (see PrintMask). */
  mask?: PrintMask;
}

/**
 * The printable face of a flat product in its straight-on image, as SVG path data in image pixels:
 * the print shows inside `face` (a round coaster, a pad's rounded corners) and not inside any of
 * the `cutouts` (a key ring's hole, a luggage tag's strap slot).
 */
export interface PrintMask {
  face: string;
  cutouts?: string[];
}

/** A row of the variant dropdown and the colour swatches. */
export interface VariantOption {
  sku: string;
  variantName: string;
  variantUrl: string;
  colorName: string;
  colorHex: string;
  colorUrl: string;
  price: number;
  url: string;
  imageUrl: string;
}

/** The product page's product. */
export interface ProductDetail {
  sku: string;
  product: string;
  type: string;
  variantName: string;
  variantUrl: string;
  colorName: string;
  colorHex: string;
  colorUrl: string;
  price: number;
  shippingUs: number;
  shippingIntl: number;
  shippingExpedited: number;
  material: string;
  dimensions: string;
  bodyDescription: string;
  /** the visible bullet points (bullet_pt … bullet_pt_5 without the '-' ones) */
  bullets: string[];
  /** 'width/height' in pixels, as in the import's imprint_dimensions column */
  imprintDimensions: string;
  printArea: PrintArea;
  mockupShape: MockupShape;
  mockup: ProductMockup;
  images: ProductImages;
  isDefault: boolean;
  metrics: string;
  collections: string[];
  hidden: boolean;
  url: string;
  family: { slug: string; name: string };
  /** set when an old sku was asked for (21108-3 → 21108) */
  remappedFrom: string | null;
}

export interface ProductResponse {
  product: ProductDetail;
  /** the family's variants for the dropdown and swatches (hidden skus left out) */
  variants: VariantOption[];
}

export interface CatalogListResponse {
  products: CatalogTile[];
  total: number;
  page: number;
  pageSize: number;
}
