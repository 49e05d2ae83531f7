import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { randomToken, sha256 } from '../../lib/session';
import { issueAccountKey } from '../api-keys';
import { companies, logins, refreshTokens, users, userTokens } from './tables';

export type UserRow = typeof users.$inferSelect;
export type UserWithCompany = UserRow & { companyName: string };
export type TokenPurpose = 'verify_email' | 'reset_password';

const userWithCompany = { user: users, companyName: companies.name };

export async function findUserByEmail(db: Db, email: string): Promise<UserWithCompany | null> {
  const [row] = await db
    .select(userWithCompany)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.email, email));
  return row ? { ...row.user, companyName: row.companyName } : null;
}

export async function findUserById(db: Db, id: number): Promise<UserWithCompany | null> {
  const [row] = await db
    .select(userWithCompany)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, id));
  return row ? { ...row.user, companyName: row.companyName } : null;
}

export interface NewAccount {
  companyName: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  phone: string;
  countryCode: string;
  state: string;
}

/** A company and its first user (the owner), together or not at all. */
export async function createAccount(db: Db, a: NewAccount): Promise<UserWithCompany> {
  return db.transaction(async (tx) => {
    const [company] = await tx.insert(companies).values({ name: a.companyName }).returning();
    const [user] = await tx
      .insert(users)
      .values({
        companyId: company!.id,
        username: a.username,
        firstName: a.firstName,
        lastName: a.lastName,
        email: a.email,
        passwordHash: a.passwordHash,
        phone: a.phone,
        countryCode: a.countryCode,
        state: a.state,
        role: '1',
      })
      .returning();
    // The free API key the home page promises, made with the account or not at all.
    await issueAccountKey(tx, company!.id, user!.id);
    return { ...user!, companyName: company!.name };
  });
}

/** Marks the user's email verified; true when it was not verified before (the first verification). */
export async function markEmailVerified(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailVerified: true })
    .where(and(eq(users.id, userId), eq(users.emailVerified, false)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * Makes a user a staff admin unless they already hold a staff role (one set by hand stays as it
 * is); the role the user has afterwards.
 */
export async function grantStaffAdmin(db: Db, userId: number): Promise<string | null> {
  await db
    .update(users)
    .set({ staffRole: 'admin' })
    .where(and(eq(users.id, userId), isNull(users.staffRole)));
  const [row] = await db.select({ staffRole: users.staffRole }).from(users).where(eq(users.id, userId));
  return row?.staffRole ?? null;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

// ── one-time mailed tokens ────────────────────────────────────────────────────────────────────

/** Stores a new token (hashed) and returns the raw value that goes into the mail. */
export async function createUserToken(db: Db, userId: number, purpose: TokenPurpose, ttlMs: number) {
  const token = randomToken(32);
  await db.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/** Uses a token up in one statement (so two clicks cannot both succeed); its user id, or null. */
export async function consumeUserToken(db: Db, purpose: TokenPurpose, token: string): Promise<number | null> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userTokens.tokenHash, sha256(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: userTokens.userId });
  return row?.userId ?? null;
}

/** Uses up a user's unused tokens of one purpose, so older links in the mailbox stop working. */
export async function useUpTokens(db: Db, userId: number, purpose: TokenPurpose) {
  await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}

// ── logins and refresh tokens ─────────────────────────────────────────────────────────────────

export async function recordLogin(
  db: Db,
  l: { companyId: number; userId: number; familyId: string; ip: string | null; userAgent: string | null },
) {
  await db.insert(logins).values(l);
}

export async function insertRefreshToken(
  db: Db,
  t: { token: string; familyId: string; userId: number; expiresAt: Date },
) {
  await db.insert(refreshTokens).values({
    tokenHash: sha256(t.token),
    familyId: t.familyId,
    userId: t.userId,
    expiresAt: t.expiresAt,
  });
}

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function findRefreshToken(db: Db, token: string): Promise<RefreshTokenRow | null> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)));
  return row ?? null;
}

/** Marks a refresh token used if it still is usable; false when someone else got there first. */
export async function claimRefreshToken(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.id, id),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/** Ends a login: every token of its family stops working and the login gets its logout time. */
export async function endFamily(db: Db, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  await db
    .update(logins)
    .set({ logoutTime: sql`now()` })
    .where(and(eq(logins.familyId, familyId), isNull(logins.logoutTime)));
}

/**
 * Ends every login of a user (after a password reset, or the first verification) but `keep` (the
 * session that verified, when it is the user's own); the families it ended.
 */
export async function endAllSessions(db: Db, userId: number, keep: string | null = null): Promise<string[]> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keep ? ne(refreshTokens.familyId, keep) : undefined,
      ),
    );
  const ended = await db
    .update(logins)
    .set({ logoutTime: sql`now()` })
    .where(
      and(eq(logins.userId, userId), isNull(logins.logoutTime), keep ? ne(logins.familyId, keep) : undefined),
    )
    .returning({ familyId: logins.familyId });
  return ended.map((l) => l.familyId);
}

/** Whether the login that owns this refresh family is still signed in (not logged out or revoked). */
export async function isLoginLive(db: Db, familyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: logins.id })
    .from(logins)
    .where(and(eq(logins.familyId, familyId), isNull(logins.logoutTime)))
    .limit(1);
  return !!row;
}

/** The user as ordering needs them, with their company's terms and resale certificate; null when unknown. */
export async function findOrderer(db: Db, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      emailVerified: users.emailVerified,
      termBalance: companies.termBalance,
      resaleCertificateApproved: companies.resaleCertificateApproved,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  if (!row) return null;
  const { termBalance, resaleCertificateApproved, ...user } = row;
  return { ...user, terms: { termBalance, resaleCertificateApproved } };
}

/** What ordering needs to know of a company: its credit terms and its resale certificate. */
export async function findCompanyTerms(db: Db, companyId: number) {
  const [row] = await db
    .select({
      termBalance: companies.termBalance,
      resaleCertificateApproved: companies.resaleCertificateApproved,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? { termBalance: null, resaleCertificateApproved: false };
}
