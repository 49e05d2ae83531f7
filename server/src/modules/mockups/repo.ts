import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mockupCache, mockupRenders, type RenderedImage } from '../../db/schema';

export type RenderRow = typeof mockupRenders.$inferSelect;
export type NewRenderRow = typeof mockupRenders.$inferInsert;
export type CacheRow = typeof mockupCache.$inferSelect;

export async function insertRender(db: Db, row: NewRenderRow) {
  const [created] = await db.insert(mockupRenders).values(row).returning();
  return created!;
}

export async function findRender(db: Db, id: string) {
  const [row] = await db.select().from(mockupRenders).where(eq(mockupRenders.id, id));
  return row ?? null;
}

/** A company's render by id; another company's id is the same as a missing one. */
export async function findCompanyRender(db: Db, companyId: number, id: string) {
  const [row] = await db
    .select()
    .from(mockupRenders)
    .where(and(eq(mockupRenders.companyId, companyId), eq(mockupRenders.id, id)));
  return row ?? null;
}

/** The company's newest render of the same design that is still queued or running. */
export async function findInFlight(db: Db, companyId: number, cacheKey: string) {
  const [row] = await db
    .select()
    .from(mockupRenders)
    .where(
      and(
        eq(mockupRenders.companyId, companyId),
        eq(mockupRenders.cacheKey, cacheKey),
        inArray(mockupRenders.status, ['queued', 'running']),
      ),
    )
    .orderBy(desc(mockupRenders.createdAt))
    .limit(1);
  return row ?? null;
}

export async function updateRender(db: Db, id: string, patch: Partial<NewRenderRow>) {
  const [row] = await db
    .update(mockupRenders)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(mockupRenders.id, id))
    .returning();
  return row ?? null;
}

/** Appends one finished preview (the builder shows previews as they arrive). */
export async function addPreview(db: Db, id: string, preview: RenderedImage, progress: number) {
  await db
    .update(mockupRenders)
    .set({
      previews: sql`${mockupRenders.previews} || ${JSON.stringify([preview])}::jsonb`,
      progress,
      updatedAt: new Date(),
    })
    .where(eq(mockupRenders.id, id));
}

export async function findCached(db: Db, cacheKey: string) {
  const [row] = await db.select().from(mockupCache).where(eq(mockupCache.cacheKey, cacheKey));
  return row ?? null;
}

export async function saveCached(db: Db, row: typeof mockupCache.$inferInsert) {
  await db.insert(mockupCache).values(row).onConflictDoNothing();
}
