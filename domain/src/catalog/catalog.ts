/** metrics values: '3' marks a new arrival, '4' a best seller. */
export const METRIC = { newArrival: '3', bestSeller: '4' } as const;

/** The catalogue sidebar: its groups and their sub-collections, in order. */
export const CATALOG_GROUPS: ReadonlyArray<{ name: string; children: readonly string[] }> = [
  {
    name: 'Drinkware',
    children: [
      'Coffee Mugs',
      'Travel Mugs',
      'Water Bottles',
      'Shot Glasses',
      'Lattes',
      'Beer Steins',
      'Enamel Cups',
    ],
  },
  { name: 'Accessories', children: [] },
  { name: 'Home & Office', children: [] },
];

/** 'Home & Office' → 'home-office': collection names in URLs. */
export const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The product page path: /product/{sku}/{variant_url}-{color_url}. */
export const productPath = (p: { sku: string; variantUrl: string; colorUrl: string }) =>
  `/product/${encodeURIComponent(p.sku)}/${p.variantUrl}-${p.colorUrl}`;

/**
 * Drawn catalogue images come in sizes: `/api/catalog/images/{id}.png` is the 1000 px original,
 * `/api/catalog/images/{id}-{w}.webp` a WebP copy at that width (1000 too: the same picture at a
 * fraction of the PNG's bytes). Other URLs (a shop's own images) are kept.
 */
export const CATALOG_IMAGE_WIDTHS = [200, 400, 600, 800, 1000] as const;
export type CatalogImageWidth = (typeof CATALOG_IMAGE_WIDTHS)[number];
const DRAWN = /^(.*\/api\/catalog\/images\/[a-z0-9]+)\.png$/;
export function sizedImage(url: string, width: CatalogImageWidth) {
  const m = DRAWN.exec(url);
  return m ? `${m[1]}-${width}.webp` : url;
}
/** The `srcset` of a drawn image at the given widths; undefined for any other image (one size only). */
export function catalogSrcSet(url: string, widths: readonly CatalogImageWidth[]) {
  return DRAWN.test(url) ? widths.map((w) => `${sizedImage(url, w)} ${w}w`).join(', ') : undefined;
}
