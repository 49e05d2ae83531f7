import { z } from 'zod';
import { MAX_INPUT, MSG } from '../messages';

/** metrics values (spec part 1 §2): '3' marks a new arrival, '4' a best seller. */
export const METRIC = { newArrival: '3', bestSeller: '4' } as const;

/** The catalogue sidebar (spec part 1 §2): its groups and their sub-collections, in order. */
export const CATALOG_GROUPS: ReadonlyArray<{ name: string; children: readonly string[] }> = [
  {
    name: 'Drinkware',
    children: ['Coffee Mugs', 'Travel Mugs', 'Water Bottles', 'Shot Glasses', 'Lattes', 'Beer Steins', 'Enamel Cups'],
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

const intParam = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** Query of the product list: filters, search and pagination. */
export const catalogListQuerySchema = z.object({
  collection: z.string().trim().max(100, 'Unknown collection.').optional(),
  metrics: z.enum(['3', '4'], { error: "metrics must be '3' (new arrivals) or '4' (best sellers)." }).optional(),
  search: z.string().trim().max(MAX_INPUT, MSG.maxLength).optional(),
  page: intParam(1, 10_000, 'page must be a whole number from 1.').default(1),
  pageSize: intParam(1, 100, 'pageSize must be a whole number from 1 to 100.').default(48),
});
export type CatalogListQuery = z.infer<typeof catalogListQuerySchema>;

/** The search form (spec part 1 §1, §9): one required query of at most 256 characters. */
export const searchQuerySchema = z.object({
  q: z.string({ error: MSG.searchRequired }).trim().min(1, MSG.searchRequired).max(MAX_INPUT, MSG.maxLength),
});

export const skuParamSchema = z.object({
  sku: z.string().trim().min(1, MSG.productNotFound).max(64, MSG.productNotFound),
});
