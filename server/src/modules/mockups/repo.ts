import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type ListingImage,
  type ListingRequestState,
  mockupCache,
  mockupRenders,
  type RenderedImage,
} from './tables';

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

// --- listing renders ---------------------------------------------------------------------------

/**
 * Asks for a background's listing renders on a render (a failed request is asked again), under
 * the row's lock. Answers the row after the change and whether this call queued the request, so
 * exactly one caller queues its job: the render job queues what it finds when it marks the render
 * done (also under the lock), this queues only requests made after that.
 */
export async function requestListing(db: Db, id: string, background: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(mockupRenders).where(eq(mockupRenders.id, id)).for('update');
    if (!row) return null;
    const existing = row.listingRequests.find((r) => r.background === background);
    if (existing && existing.status !== 'failed') return { row, queued: false };
    const requests: ListingRequestState[] = existing
      ? row.listingRequests.map((r) => (r.background === background ? { background, status: 'queued' } : r))
      : [...row.listingRequests, { background, status: 'queued' }];
    const [updated] = await tx
      .update(mockupRenders)
      .set({ listingRequests: requests, updatedAt: new Date() })
      .where(eq(mockupRenders.id, id))
      .returning();
    return { row: updated!, queued: true };
  });
}

/** Sets the status of a background's listing request (and, when given, its images at once). */
export async function setListingStatus(
  db: Db,
  id: string,
  background: string,
  status: ListingRequestState['status'],
  images?: ListingImage[],
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(mockupRenders).where(eq(mockupRenders.id, id)).for('update');
    if (!row) return null;
    const requests = row.listingRequests.map((r) =>
      r.background === background ? { background, status } : r,
    );
    const known = new Set(row.listings.map((l) => l.key));
    const listings = [...row.listings, ...(images ?? []).filter((l) => !known.has(l.key))];
    const [updated] = await tx
      .update(mockupRenders)
      .set({ listingRequests: requests, listings, updatedAt: new Date() })
      .where(eq(mockupRenders.id, id))
      .returning();
    return updated ?? null;
  });
}

/** Appends one finished listing render (the builder shows them as they arrive), once. */
export async function addListing(db: Db, id: string, image: ListingImage) {
  await db
    .update(mockupRenders)
    .set({
      listings: sql`case when ${mockupRenders.listings} @> ${JSON.stringify([{ key: image.key }])}::jsonb
        then ${mockupRenders.listings} else ${mockupRenders.listings} || ${JSON.stringify([image])}::jsonb end`,
      updatedAt: new Date(),
    })
    .where(eq(mockupRenders.id, id));
}

/**
 * Files a background's listing renders with the design's cache entry, in place of any it had on
 * that background (older views drawn before the set changed).
 */
export async function saveCachedListings(db: Db, cacheKey: string, images: ListingImage[]) {
  if (!images.length) return;
  const background = images[0]!.background;
  await db
    .update(mockupCache)
    .set({
      listings: sql`coalesce((select jsonb_agg(e) from jsonb_array_elements(${mockupCache.listings}) e
        where e->>'background' <> ${background}), '[]'::jsonb) || ${JSON.stringify(images)}::jsonb`,
    })
    .where(eq(mockupCache.cacheKey, cacheKey));
}

export async function findCached(db: Db, cacheKey: string) {
  const [row] = await db.select().from(mockupCache).where(eq(mockupCache.cacheKey, cacheKey));
  return row ?? null;
}

export async function saveCached(db: Db, row: typeof mockupCache.$inferInsert) {
  await db.insert(mockupCache).values(row).onConflictDoNothing();
}

// --- cleanup of old renders (cleanup.ts) -------------------------------------------------------

/** Renders made before `cutoff`, in id order after `afterId` (ids, unlike times, page exactly). */
export function oldRenders(db: Db, cutoff: Date, afterId: string, limit: number) {
  return db
    .select({
      id: mockupRenders.id,
      cacheKey: mockupRenders.cacheKey,
      previews: mockupRenders.previews,
      printFile: mockupRenders.printFile,
      listings: mockupRenders.listings,
    })
    .from(mockupRenders)
    .where(and(lt(mockupRenders.createdAt, cutoff), gt(mockupRenders.id, afterId)))
    .orderBy(asc(mockupRenders.id))
    .limit(limit);
}

export async function deleteRenders(db: Db, ids: string[]) {
  if (ids.length) await db.delete(mockupRenders).where(inArray(mockupRenders.id, ids));
}

/** Which of these cache keys still have a render, or a cache entry. */
export async function cacheKeysInUse(db: Db, cacheKeys: string[]): Promise<Set<string>> {
  if (!cacheKeys.length) return new Set();
  const renders = await db
    .selectDistinct({ key: mockupRenders.cacheKey })
    .from(mockupRenders)
    .where(inArray(mockupRenders.cacheKey, cacheKeys));
  const cached = await db
    .select({ key: mockupCache.cacheKey })
    .from(mockupCache)
    .where(inArray(mockupCache.cacheKey, cacheKeys));
  return new Set([...renders, ...cached].map((r) => r.key));
}

const noRenderLeft = sql`not exists (select 1 from ${mockupRenders} r where r.cache_key = ${mockupCache.cacheKey})`;

/** Cache entries made before `cutoff` that no render shows any more, in key order after `afterKey`. */
export function unusedCacheEntries(db: Db, cutoff: Date, afterKey: string, limit: number) {
  return db
    .select()
    .from(mockupCache)
    .where(and(lt(mockupCache.createdAt, cutoff), gt(mockupCache.cacheKey, afterKey), noRenderLeft))
    .orderBy(asc(mockupCache.cacheKey))
    .limit(limit);
}

/**
 * Deletes cache entries, checking once more that no render has come to show them meanwhile (a
 * request for the same design); answers the ones it deleted.
 */
export async function deleteUnusedCacheEntries(db: Db, cacheKeys: string[]) {
  if (!cacheKeys.length) return [];
  return db
    .delete(mockupCache)
    .where(and(inArray(mockupCache.cacheKey, cacheKeys), noRenderLeft))
    .returning();
}
