import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { ApiClient, ApiKeyResolver } from '../../lib/route-auth';
import type { Buyer } from '../../lib/session';
import { hashKey, KEY_PREFIX } from './keys';
import * as repo from './repo';

export const API_KEYS_MSG = {
  nameRequired: 'Please give the key a name.',
  nameTooLong: 'A key name is at most 80 characters.',
  notFound: 'No such API key.',
  tooMany: (max: number) =>
    `A company can have at most ${max} API keys. Revoke one you no longer use to make another.`,
} as const;

/** Live API keys a company may hold at once (revoked ones do not count). */
export const MAX_API_KEYS = 20;

/** Why a company's keys and endpoints were revoked together (credential_revocations.reason). */
export type RevocationReason = 'email_verified' | 'password_reset';

const REVOKED_WHEN: Record<RevocationReason, string> = {
  email_verified: 'your email address was verified',
  password_reset: 'your password was reset',
};

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** What the Stores page says after a revocation, until the company dismisses it. */
export function revocationNotice(r: repo.RevocationRow) {
  const date = r.createdAt.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const what = [
    r.apiKeys ? plural(r.apiKeys, 'API key') : '',
    r.webhookEndpoints ? plural(r.webhookEndpoints, 'webhook endpoint') : '',
  ]
    .filter(Boolean)
    .join(' and ');
  return {
    reason: r.reason as RevocationReason,
    at: r.createdAt.toISOString(),
    message: `Your API keys and webhook endpoints were revoked when ${REVOKED_WHEN[r.reason as RevocationReason] ?? 'your account was recovered'} on ${date} (${what}), in case someone else made them; create new ones.`,
  };
}

/** The name of the key every account is given when it is made (the home page promises it). */
export const ACCOUNT_KEY_NAME = 'Default key';

/** A key as the Stores page lists it; `reveal` is the whole key, present only the one time it is shown. */
export function keyView(row: repo.ApiKeyRow, reveal: string | null = null) {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    reveal,
  };
}

/**
 * The company's keys, and the notice of a revocation not yet dismissed; a key waiting to be shown
 * is shown now and never again.
 */
export async function listCompanyKeys(db: Db, companyId: number) {
  const reveals = await repo.takeReveals(db, companyId);
  const rows = await repo.listKeys(db, companyId);
  const revocation = await repo.openRevocation(db, companyId);
  return {
    keys: rows.map((r) => keyView(r, reveals.get(r.id) ?? null)),
    notice: revocation ? revocationNotice(revocation) : null,
  };
}

/** A new key, unless the company already holds MAX_API_KEYS live ones. */
export async function createCompanyKey(db: Db, buyer: Buyer, name: string) {
  const { row, key } = await repo.withCompanyKeyLock(db, buyer.companyId, async (tx) => {
    if ((await repo.countLiveKeys(tx, buyer.companyId)) >= MAX_API_KEYS)
      throw new AppError(409, 'too_many_keys', API_KEYS_MSG.tooMany(MAX_API_KEYS));
    return repo.insertKey(tx, { companyId: buyer.companyId, name, createdBy: buyer.userId });
  });
  return keyView(row, key);
}

export const dismissRevocationNotice = (db: Db, companyId: number) => repo.dismissRevocations(db, companyId);

/**
 * For auth, when the account may have changed hands: revokes the company's keys made so far
 * (repo.revokeKeysMadeUpToNow says which), in the caller's transaction; the number revoked.
 */
export const revokeCompanyKeys = (tx: Db, companyId: number) => repo.revokeKeysMadeUpToNow(tx, companyId);

/** Records a revocation for the Stores page's notice (nothing is recorded when nothing was revoked). */
export async function recordRevocation(
  tx: Db,
  r: { companyId: number; reason: RevocationReason; apiKeys: number; webhookEndpoints: number },
) {
  if (r.apiKeys + r.webhookEndpoints > 0) await repo.insertRevocation(tx, r);
}

export async function renameCompanyKey(db: Db, companyId: number, id: number, name: string) {
  const row = await repo.renameKey(db, companyId, id, name);
  if (!row) throw notFound(API_KEYS_MSG.notFound);
  return keyView(row);
}

export async function revokeCompanyKey(db: Db, companyId: number, id: number, at: Date) {
  const row = await repo.revokeKey(db, companyId, id, at);
  if (!row) throw notFound(API_KEYS_MSG.notFound);
  return keyView(row);
}

/**
 * The key made with a new account, inside the account's own transaction (pass the transaction):
 * kept in `reveal` until the Stores page has shown it once.
 */
export async function issueAccountKey(tx: Db, companyId: number, userId: number) {
  await repo.insertKey(tx, { companyId, name: ACCOUNT_KEY_NAME, createdBy: userId, reveal: true });
}

/** How often last_used_at is written: a busy key would otherwise write its row on every request. */
const TOUCH_EVERY_MS = 60_000;

/**
 * The resolver the 'apiKey' routes use: the key's hash names a live row, read on every request so
 * a revoked key stops working at once.
 */
export function apiKeyResolver(db: Db, now: () => number = Date.now): ApiKeyResolver {
  return {
    async resolve(key: string): Promise<ApiClient | null> {
      if (!key.startsWith(KEY_PREFIX) || key.length > 200) return null;
      const row = await repo.findLiveKey(db, hashKey(key));
      if (!row) return null;
      const at = now();
      if (!row.lastUsedAt || at - row.lastUsedAt.getTime() >= TOUCH_EVERY_MS)
        await repo.touchKey(db, row.id, new Date(at));
      return { keyId: String(row.id), companyId: row.companyId };
    },
  };
}

/**
 * Who made the key the request came with (null: nobody recorded). The public API asks auth which
 * user acts for the company with it: this module keeps keys, auth keeps users.
 */
export const makerOfKey = (db: Db, client: ApiClient) =>
  repo.keyMaker(db, Number(client.keyId), client.companyId);
