import { z } from 'zod';
import { MAX_INPUT, MSG } from '../messages';

// Kept apart from catalog.ts so pages that only need the helpers never load zod.

const intParam = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** Query of the product list: filters, search and pagination. */
export const catalogListQuerySchema = z.object({
  collection: z.string().trim().max(100, 'Unknown collection.').optional(),
  metrics: z
    .enum(['3', '4'], { error: "metrics must be '3' (new arrivals) or '4' (best sellers)." })
    .optional(),
  search: z.string().trim().max(MAX_INPUT, MSG.maxLength).optional(),
  page: intParam(1, 10_000, 'page must be a whole number from 1.').default(1),
  pageSize: intParam(1, 100, 'pageSize must be a whole number from 1 to 100.').default(48),
});
export type CatalogListQuery = z.infer<typeof catalogListQuerySchema>;

/** The search form: one required query of at most 256 characters. */
export const searchQuerySchema = z.object({
  q: z.string({ error: MSG.searchRequired }).trim().min(1, MSG.searchRequired).max(MAX_INPUT, MSG.maxLength),
});

export const skuParamSchema = z.object({
  sku: z.string().trim().min(1, MSG.productNotFound).max(64, MSG.productNotFound),
});
