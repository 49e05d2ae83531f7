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
 * `/api/catalog/images/{id}-{w}.webp` a smaller copy. Other URLs (a shop's own images) are kept.
 */
export const CATALOG_IMAGE_WIDTHS = [200, 400, 600, 800] as const;
export function sizedImage(url: string, width: (typeof CATALOG_IMAGE_WIDTHS)[number]) {
  const m = /^(.*\/api\/catalog\/images\/[a-z0-9]+)\.png$/.exec(url);
  return m ? `${m[1]}-${width}.webp` : url;
}
