import type { Layer } from '@pressrun/domain';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productTemplates, type TemplateImageRef } from './tables';

export type TemplateRow = typeof productTemplates.$inferSelect;

// Every query takes the session's company id: another company's template simply does not exist.
const own = (companyId: number, id: number) =>
  and(eq(productTemplates.companyId, companyId), eq(productTemplates.id, id));

/** Templates that have a preview, newest first. */
export function listWithPreview(db: Db, companyId: number) {
  return db
    .select()
    .from(productTemplates)
    .where(and(eq(productTemplates.companyId, companyId), isNotNull(productTemplates.previewKey)))
    .orderBy(desc(productTemplates.createdAt), desc(productTemplates.id));
}

/** Drafts still waiting for a render to finish (they get their preview when it has). */
export function listAwaitingPreview(db: Db, companyId: number) {
  return db
    .select()
    .from(productTemplates)
    .where(
      and(
        eq(productTemplates.companyId, companyId),
        isNull(productTemplates.previewKey),
        isNotNull(productTemplates.mockupId),
      ),
    )
    .orderBy(asc(productTemplates.id));
}

/** Removes drafts left without a preview since `before` (the builder was abandoned). */
export function deleteAbandoned(db: Db, companyId: number, before: Date) {
  return db
    .delete(productTemplates)
    .where(
      and(
        eq(productTemplates.companyId, companyId),
        isNull(productTemplates.previewKey),
        lt(productTemplates.updatedAt, before),
      ),
    )
    .returning({ id: productTemplates.id });
}

export async function findOne(db: Db, companyId: number, id: number): Promise<TemplateRow | null> {
  const [row] = await db.select().from(productTemplates).where(own(companyId, id));
  return row ?? null;
}

export async function insert(
  db: Db,
  values: { companyId: number; sku: string; layers: Layer[]; name?: string | null; description?: string },
) {
  const [row] = await db.insert(productTemplates).values(values).returning();
  return row!;
}

export interface TemplatePatch {
  name?: string | null;
  description?: string;
  layers?: Layer[];
  status?: string;
  mockupId?: string | null;
  previewKey?: string | null;
  mockups?: TemplateImageRef[];
  printFile?: TemplateImageRef | null;
}

export async function update(db: Db, companyId: number, id: number, patch: TemplatePatch) {
  const [row] = await db
    .update(productTemplates)
    .set({ ...patch, updatedAt: new Date() })
    .where(own(companyId, id))
    .returning();
  return row ?? null;
}

/** Deletes the template; its row as it was, or null when there was none. */
export async function remove(db: Db, companyId: number, id: number): Promise<TemplateRow | null> {
  const [row] = await db.delete(productTemplates).where(own(companyId, id)).returning();
  return row ?? null;
}

/** How many templates the company has (the dashboard checklist asks for at least one). */
export function countWithPreview(db: Db, companyId: number) {
  return db.$count(
    productTemplates,
    and(eq(productTemplates.companyId, companyId), isNotNull(productTemplates.previewKey)),
  );
}

/** Which of these renders templates point at (any company's: render ids are unique). */
export async function heldRenderIds(db: Db, renderIds: string[]): Promise<Set<string>> {
  if (!renderIds.length) return new Set();
  const rows = await db
    .selectDistinct({ id: productTemplates.mockupId })
    .from(productTemplates)
    .where(inArray(productTemplates.mockupId, renderIds));
  return new Set(rows.map((r) => r.id!));
}

/** Which of these stored images templates show: as preview, as a mockup at an angle, or as the print file. */
export async function heldImageKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  // One pass over the templates, each unfolded into the keys it holds.
  const res = await db.execute(sql`
    select distinct held.key as key
    from ${productTemplates} t
    cross join lateral (
      select t.preview_key as key
      union all select t.print_file ->> 'key'
      union all select m ->> 'key' from jsonb_array_elements(t.mockups) m
    ) held
    where held.key in (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})`);
  return new Set((res as unknown as { rows: Array<{ key: string }> }).rows.map((r) => r.key));
}

/** Which of these flat preview keys the company's templates show (the cleanup's question). */
export async function shownPreviewKeys(db: Db, companyId: number, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db
    .select({ key: productTemplates.previewKey })
    .from(productTemplates)
    .where(and(eq(productTemplates.companyId, companyId), inArray(productTemplates.previewKey, keys)));
  return new Set(rows.map((r) => r.key!));
}

/** The company's templates among `ids` (others' and missing ones are simply absent). */
export function findMany(db: Db, companyId: number, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select()
    .from(productTemplates)
    .where(and(eq(productTemplates.companyId, companyId), inArray(productTemplates.id, ids)));
}
