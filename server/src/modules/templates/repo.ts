import type { Layer } from '@pressrun/domain';
import { and, asc, desc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productTemplates, type TemplateImageRef } from '../../db/schema';

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
