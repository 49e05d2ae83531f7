import type { Db } from '../../db/client';
import { catalogVariants } from './tables';

/**
 * Each sku's product type, as staff's production console weighs a parcel by it: a subquery (alias
 * "catalog_variants") to left join by sku (a sku no longer sold has none), flattened by PostgreSQL.
 */
export const variantTypes = (db: Db) =>
  db
    .select({ sku: catalogVariants.sku, type: catalogVariants.type })
    .from(catalogVariants)
    .as('catalog_variants');
