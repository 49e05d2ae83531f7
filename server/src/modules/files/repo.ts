import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { artworkFiles } from './tables';

export type ArtworkRow = typeof artworkFiles.$inferSelect;
export type NewArtworkRow = typeof artworkFiles.$inferInsert;

// Every query is scoped by the session's company id, except the cleanup's knownKeys.

export async function insertMany(db: Db, rows: NewArtworkRow[]) {
  if (!rows.length) return [];
  return db.insert(artworkFiles).values(rows).returning();
}

/** Newest first; the id breaks ties between files of one upload. */
export function listByCompany(db: Db, companyId: number) {
  return db
    .select()
    .from(artworkFiles)
    .where(eq(artworkFiles.companyId, companyId))
    .orderBy(desc(artworkFiles.createdAt), desc(artworkFiles.id));
}

export async function findOne(db: Db, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(artworkFiles)
    .where(and(eq(artworkFiles.companyId, companyId), eq(artworkFiles.id, id)));
  return row ?? null;
}

export function findByIds(db: Db, companyId: number, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select()
    .from(artworkFiles)
    .where(and(eq(artworkFiles.companyId, companyId), inArray(artworkFiles.id, ids)));
}

export function findByKeys(db: Db, companyId: number, keys: string[]) {
  if (!keys.length) return Promise.resolve([]);
  return db
    .select()
    .from(artworkFiles)
    .where(and(eq(artworkFiles.companyId, companyId), inArray(artworkFiles.storageKey, keys)));
}

export async function rename(db: Db, companyId: number, id: number, name: string | null) {
  const [row] = await db
    .update(artworkFiles)
    .set({ name })
    .where(and(eq(artworkFiles.companyId, companyId), eq(artworkFiles.id, id)))
    .returning();
  return row ?? null;
}

export async function remove(db: Db, companyId: number, id: number) {
  const [row] = await db
    .delete(artworkFiles)
    .where(and(eq(artworkFiles.companyId, companyId), eq(artworkFiles.id, id)))
    .returning();
  return row ?? null;
}

const folderOf = (key: string) => key.slice(0, key.lastIndexOf('/') + 1);

/**
 * Which of these storage keys a record still names, for the cleanup (across companies: it looks
 * at the store, not at one company's files). An artwork's thumbnail shares its folder, so a key is
 * known when its folder holds a recorded artwork; the caller passes a folder's keys together.
 */
export async function knownKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db
    .select({ key: artworkFiles.storageKey })
    .from(artworkFiles)
    .where(inArray(artworkFiles.storageKey, keys));
  const folders = new Set(rows.map((r) => folderOf(r.key)));
  return new Set(keys.filter((k) => folders.has(folderOf(k))));
}
