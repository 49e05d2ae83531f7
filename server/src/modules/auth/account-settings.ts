import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { randomToken, sha256 } from '../../lib/session';
import { users, userTokens } from './tables';

/** The purpose of the one-time tokens mailed to a new address (user_tokens also keeps auth's). */
export const CHANGE_EMAIL = 'change_email';
/** Links mailed to the old address (verify it, reset its password) stop working once it is replaced. */
const OLD_ADDRESS_PURPOSES = ['verify_email', 'reset_password'];

export type AccountRow = Awaited<ReturnType<typeof findAccount>>;

export async function findAccount(db: Db, userId: number) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      pendingEmail: users.pendingEmail,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Whether another user has this address already. */
export async function emailInUse(db: Db, email: string, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return !!row;
}

export interface AccountChanges {
  firstName?: string;
  lastName?: string;
  username?: string;
  phone?: string;
  pendingEmail?: string | null;
}

export async function updateAccount(db: Db, userId: number, set: AccountChanges) {
  if (Object.keys(set).length) await db.update(users).set(set).where(eq(users.id, userId));
}

/** Uses up the user's unused change links, so only the newest one (for the address asked last) works. */
export async function useUpChangeTokens(db: Db, userId: number) {
  await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(userTokens.userId, userId), eq(userTokens.purpose, CHANGE_EMAIL), isNull(userTokens.usedAt)),
    );
}

/** A new change link (older ones stop working); the raw token goes into the mail, its hash is kept. */
export async function createChangeToken(db: Db, userId: number, ttlMs: number) {
  await useUpChangeTokens(db, userId);
  const token = randomToken(32);
  await db.insert(userTokens).values({
    userId,
    purpose: CHANGE_EMAIL,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/**
 * Opens a change link: the token is used up and the pending address becomes the email, verified
 * (opening the link proves it), in one statement each inside the caller's transaction, so two
 * clicks cannot both succeed. The new email, or null when the link is unknown, used, expired or
 * its change was cancelled. Another user taking the address meanwhile fails on the unique index.
 */
export async function confirmChange(
  tx: Db,
  token: string,
): Promise<{ userId: number; email: string } | null> {
  const [used] = await tx
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userTokens.tokenHash, sha256(token)),
        eq(userTokens.purpose, CHANGE_EMAIL),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: userTokens.userId });
  if (!used) return null;
  const [changed] = await tx
    .update(users)
    .set({ email: sql`${users.pendingEmail}`, pendingEmail: null, emailVerified: true })
    .where(and(eq(users.id, used.userId), sql`${users.pendingEmail} is not null`))
    .returning({ userId: users.id, email: users.email });
  if (!changed) return null;
  await tx
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userTokens.userId, changed.userId),
        inArray(userTokens.purpose, OLD_ADDRESS_PURPOSES),
        isNull(userTokens.usedAt),
      ),
    );
  return changed;
}
