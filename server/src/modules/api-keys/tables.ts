import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../auth/tables';

/**
 * A company's keys to the public API (`Authorization: Bearer pr_live_…`). Only a SHA-256 of the key
 * is kept; `prefix` (the key's first characters) is what the Stores page shows to tell keys apart.
 * The key made with the account waits in `reveal` until the Stores page has shown it once, then
 * that column is cleared: after that nobody, PressRun included, can read it again.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    /** The whole key, only until it has been shown once (the key made at account creation). */
    reveal: text('reveal'),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_hash_idx').on(t.keyHash),
    index('api_keys_company_idx').on(t.companyId, t.createdAt),
  ],
);

/**
 * API keys and webhook endpoints revoked together because the account changed hands: the address
 * was verified for the first time, or the password was reset (whoever held the account before
 * may have made them). The Stores page tells the company so until it dismisses the notice.
 */
export const credentialRevocations = pgTable(
  'credential_revocations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** 'email_verified' | 'password_reset' */
    reason: text('reason').notNull(),
    apiKeys: integer('api_keys').notNull(),
    webhookEndpoints: integer('webhook_endpoints').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  },
  (t) => [index('credential_revocations_company_idx').on(t.companyId, t.createdAt)],
);
