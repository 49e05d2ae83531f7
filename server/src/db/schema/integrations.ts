import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './accounts';

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

/**
 * The integration request wizard's answer: who asks for API keys, for which stores, how many units
 * a month. Staff see it in the console, and mark it handled once keys are issued.
 */
export const integrationRequests = pgTable(
  'integration_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id').notNull(),
    name: text('name').notNull(),
    stores: jsonb('stores').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Expected units sold per month, free text as the customer wrote it. */
    budget: text('budget').notNull().default(''),
    companyName: text('company_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    /** 'Received' | 'Keys Issued' */
    status: text('status').notNull().default('Received'),
    handledBy: integer('handled_by'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('integration_requests_company_idx').on(t.companyId, t.createdAt),
    index('integration_requests_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A bulk order file (CSV or XLSX) and what became of it. The file is kept in storage under
 * `fileKey`; a background job reads it row by row, places one order per order reference, and
 * writes the results file (`resultsKey`). `fileHash` makes a second upload of the same file
 * answer with the orders the first placed (each order's Idempotency-Key derives from it).
 */
export const bulkOrders = pgTable(
  'bulk_orders',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id').notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    /** 'csv' | 'xlsx' (by content) */
    format: text('format').notNull(),
    fileHash: text('file_hash').notNull(),
    /** 'default_card' | 'term' */
    payment: text('payment').notNull(),
    /** 'Received' | 'Processing' | 'Completed' | 'Completed with errors' | 'Failed' */
    status: text('status').notNull().default('Received'),
    rowsTotal: integer('rows_total').notNull().default(0),
    rowsDone: integer('rows_done').notNull().default(0),
    rowsFailed: integer('rows_failed').notNull().default(0),
    ordersPlaced: integer('orders_placed').notNull().default(0),
    resultsKey: text('results_key'),
    /** Why the whole file failed (unreadable, too many rows …); '' otherwise. */
    error: text('error').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bulk_orders_company_idx').on(t.companyId, t.createdAt)],
);

/**
 * Where a company wants to hear about its orders. Payloads are signed the Standard Webhooks way
 * with `secret` (whsec_…, kept whole: it signs every delivery); a rotated secret stays valid as
 * `previousSecret` until `previousSecretExpiresAt`. An endpoint answering 410 is disabled.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    url: text('url').notNull(),
    events: jsonb('events').$type<string[]>().notNull(),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason').notNull().default(''),
    /** Revoked with the company's API keys (see credentialRevocations): disabled for good, never enabled again. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_company_idx').on(t.companyId)],
);

/**
 * One event for one endpoint and how its delivery went: attempts on an exponential schedule with
 * jitter for about three days. `messageId` is the `webhook-id` header, the same on every attempt
 * and on a replay, so a receiver can drop duplicates.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id),
    companyId: integer('company_id').notNull(),
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    /** 'pending' | 'succeeded' | 'failed' (gave up) */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error').notNull().default(''),
    /** How long the last attempt took, from sending to the answer's end (or the error, or the timeout). */
    lastDurationMs: integer('last_duration_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_company_idx').on(t.companyId, t.createdAt),
  ],
);
