import { asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema/platform';
import { randomToken } from '../../lib/session';
import type { CatalogInput, VariantInput } from './model';
import { catalogFamilies, catalogFeatured, catalogImages, catalogSkuRemaps, catalogVariants } from './tables';

export type VariantRow = typeof catalogVariants.$inferSelect;
export type FamilyRow = typeof catalogFamilies.$inferSelect;

/** The catalogue's version: changes on every seed or import, so every API process reloads. */
const VERSION_KEY = 'catalog.version';

export async function readVersion(db: Db): Promise<string> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, VERSION_KEY));
  return row?.value ?? '';
}

export async function loadCatalog(db: Db) {
  const [families, variants, remaps, featured, version] = await Promise.all([
    db.select().from(catalogFamilies).orderBy(asc(catalogFamilies.position), asc(catalogFamilies.id)),
    db.select().from(catalogVariants).orderBy(asc(catalogVariants.position), asc(catalogVariants.sku)),
    db.select().from(catalogSkuRemaps),
    db.select().from(catalogFeatured).orderBy(asc(catalogFeatured.position)),
    readVersion(db),
  ]);
  return { families, variants, remaps, featured, version };
}

export async function countVariants(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(catalogVariants);
  return row?.n ?? 0;
}

const toRow = (v: VariantInput, familyId: number) => ({
  sku: v.sku,
  familyId,
  product: v.product,
  type: v.type,
  variantName: v.variantName,
  variantUrl: v.variantUrl,
  colorName: v.colorName,
  colorHex: v.colorHex,
  colorUrl: v.colorUrl,
  price: v.price,
  shippingUs: v.shippingUs,
  shippingIntl: v.shippingIntl,
  shippingExpedited: v.shippingExpedited,
  material: v.material,
  dimensions: v.dimensions,
  bodyDescription: v.bodyDescription,
  bullets: v.bullets,
  printWidthPx: v.printArea.widthPx,
  printHeightPx: v.printArea.heightPx,
  printDpi: v.printArea.dpi,
  printBleedPx: v.printArea.bleedPx,
  mockupShape: v.mockupShape,
  drawing: v.drawing,
  images: v.images,
  mockup: v.mockup as Record<string, unknown> | null,
  isDefault: v.isDefault,
  metrics: v.metrics,
  collections: v.collections,
  hidden: v.hidden,
  position: v.position,
});

/**
 * Writes a catalogue in one transaction. 'replace' makes the stored catalogue exactly the input
 * (variants, remaps and featured not in it are removed); 'merge' adds and updates only.
 */
export async function writeCatalog(db: Db, input: CatalogInput, mode: 'replace' | 'merge') {
  await db.transaction(async (tx) => {
    const familySlugs = [...new Set(input.variants.map((v) => v.family))];
    const familyIds = new Map<string, number>();
    for (const [i, slug] of familySlugs.entries()) {
      const name =
        input.variants.find((v) => v.family === slug && v.familyName)?.familyName ??
        input.variants.find((v) => v.family === slug)!.product;
      const [row] = await tx
        .insert(catalogFamilies)
        .values({ slug, name, position: i })
        .onConflictDoUpdate({ target: catalogFamilies.slug, set: { name, position: i } })
        .returning({ id: catalogFamilies.id });
      familyIds.set(slug, row!.id);
    }
    const skus = input.variants.map((v) => v.sku);
    if (mode === 'replace') {
      if (skus.length) await tx.delete(catalogVariants).where(notInArray(catalogVariants.sku, skus));
      else await tx.delete(catalogVariants);
    }
    // Batches keep each statement's parameter count well under PostgreSQL's limit.
    for (let i = 0; i < input.variants.length; i += 100) {
      const batch = input.variants.slice(i, i + 100).map((v) => toRow(v, familyIds.get(v.family)!));
      await tx
        .insert(catalogVariants)
        .values(batch)
        .onConflictDoUpdate({
          target: catalogVariants.sku,
          set: Object.fromEntries(
            Object.keys(batch[0]!)
              .filter((k) => k !== 'sku')
              .map((k) => [k, sql.raw(`excluded.${columnName(k)}`)]),
          ),
        });
    }
    if (mode === 'replace') {
      await tx.delete(catalogSkuRemaps);
      await tx.delete(catalogFeatured);
      // Families left without variants go too.
      await tx.execute(
        sql`delete from catalog_families f where not exists (select 1 from catalog_variants v where v.family_id = f.id)`,
      );
    }
    for (const r of input.remaps)
      await tx
        .insert(catalogSkuRemaps)
        .values({ fromSku: r.from, toSku: r.to })
        .onConflictDoUpdate({ target: catalogSkuRemaps.fromSku, set: { toSku: r.to } });
    if (input.featured.length) {
      if (mode === 'merge') await tx.delete(catalogFeatured);
      await tx
        .insert(catalogFeatured)
        .values(input.featured.map((sku, position) => ({ sku, position })))
        .onConflictDoUpdate({ target: catalogFeatured.sku, set: { position: sql`excluded.position` } });
    }
    await tx
      .insert(settings)
      .values({ key: VERSION_KEY, value: randomToken(12) })
      .onConflictDoUpdate({ target: settings.key, set: { value: randomToken(12) } });
  });
}

/** drizzle property → column name (camelCase → snake_case), for the upsert's excluded.* list. */
const columnName = (prop: string) => prop.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export async function readImage(db: Db, id: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ png: catalogImages.png })
    .from(catalogImages)
    .where(eq(catalogImages.id, id));
  return row?.png ?? null;
}

export async function storedImageIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: catalogImages.id })
    .from(catalogImages)
    .where(inArray(catalogImages.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function storeImage(db: Db, id: string, png: Buffer) {
  await db.insert(catalogImages).values({ id, png }).onConflictDoNothing();
}
