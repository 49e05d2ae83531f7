import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hashKey, newKey, prefixOf } from './keys';
import { apiKeys, credentialRevocations } from './tables';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** The company's keys that still work. */
export async function countLiveKeys(db: Db, companyId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(apiKeys)
    .where(and(eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt)));
  return row?.n ?? 0;
}

/**
 * Runs `fn` in a transaction that holds the company's key lock, so two requests making keys at
 * the same moment cannot both pass the count.
 */
export function withCompanyKeyLock<T>(db: Db, companyId: number, fn: (tx: Db) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEY_LOCK}, ${companyId})`);
    return fn(tx);
  });
}
/** The first half of the advisory lock's key: what is locked (a company's API keys). */
const KEY_LOCK = 0x61706b; // 'apk'

/**
 * Revokes the company's keys made up to now that someone may hold: every live key but one never
 * shown (the sign-up key before the Stores page first shows it: nobody has it, and only the next
 * reader of the page will). A key being shown at this moment holds its row lock, so it is
 * revoked once the showing is done. The number revoked.
 */
export async function revokeKeysMadeUpToNow(db: Db, companyId: number) {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt), isNull(apiKeys.reveal)))
    .returning({ id: apiKeys.id });
  return rows.length;
}

export type RevocationRow = typeof credentialRevocations.$inferSelect;

export async function insertRevocation(db: Db, r: typeof credentialRevocations.$inferInsert) {
  await db.insert(credentialRevocations).values(r);
}

/** The latest revocation the company has not dismissed, if any. */
export async function openRevocation(db: Db, companyId: number): Promise<RevocationRow | null> {
  const [row] = await db
    .select()
    .from(credentialRevocations)
    .where(and(eq(credentialRevocations.companyId, companyId), isNull(credentialRevocations.dismissedAt)))
    .orderBy(desc(credentialRevocations.id))
    .limit(1);
  return row ?? null;
}

export async function dismissRevocations(db: Db, companyId: number) {
  await db
    .update(credentialRevocations)
    .set({ dismissedAt: sql`now()` })
    .where(and(eq(credentialRevocations.companyId, companyId), isNull(credentialRevocations.dismissedAt)));
}

/** Stores a new key (hashed) and answers its row and the whole key, which is never readable again. */
export async function insertKey(
  db: Db,
  k: { companyId: number; name: string; createdBy: number | null; reveal?: boolean },
) {
  const key = newKey();
  const [row] = await db
    .insert(apiKeys)
    .values({
      companyId: k.companyId,
      name: k.name,
      prefix: prefixOf(key),
      keyHash: hashKey(key),
      reveal: k.reveal ? key : null,
      createdBy: k.createdBy,
    })
    .returning();
  return { row: row!, key };
}

export async function listKeys(db: Db, companyId: number) {
  return db.select().from(apiKeys).where(eq(apiKeys.companyId, companyId)).orderBy(asc(apiKeys.id));
}

/**
 * Takes the keys still waiting to be shown and clears them, under a row lock: two pages loading at
 * once cannot both receive a key (RETURNING would only give the cleared value, hence the read first).
 */
export async function takeReveals(db: Db, companyId: number) {
  return db.transaction(async (tx) => {
    const waiting = await tx
      .select({ id: apiKeys.id, reveal: apiKeys.reveal })
      .from(apiKeys)
      .where(and(eq(apiKeys.companyId, companyId), isNotNull(apiKeys.reveal)))
      .for('update');
    if (!waiting.length) return new Map<number, string>();
    await tx
      .update(apiKeys)
      .set({ reveal: null })
      .where(
        inArray(
          apiKeys.id,
          waiting.map((w) => w.id),
        ),
      );
    return new Map(waiting.map((w) => [w.id, w.reveal!]));
  });
}

export async function renameKey(db: Db, companyId: number, id: number, name: string) {
  const [row] = await db
    .update(apiKeys)
    .set({ name })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.companyId, companyId)))
    .returning();
  return row ?? null;
}

export async function revokeKey(db: Db, companyId: number, id: number, at: Date) {
  // Revoking again keeps the first date.
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, ${at.toISOString()}::timestamptz)`, reveal: null })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.companyId, companyId)))
    .returning();
  return row ?? null;
}

/** The live (not revoked) key with this hash. */
export async function findLiveKey(db: Db, keyHash: string) {
  const [row] = await db
    .select({ id: apiKeys.id, companyId: apiKeys.companyId, lastUsedAt: apiKeys.lastUsedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)));
  return row ?? null;
}

export async function touchKey(db: Db, id: number, at: Date) {
  await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, id));
}

/** Who made the key (null: nobody recorded, or no such key of the company). */
export async function keyMaker(db: Db, keyId: number, companyId: number): Promise<number | null> {
  const [key] = await db
    .select({ createdBy: apiKeys.createdBy })
    .from(apiKeys)
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.companyId, companyId)));
  return key?.createdBy ?? null;
}
