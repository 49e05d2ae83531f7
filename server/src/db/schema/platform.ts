import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Small key/value store for instance settings (the generated session secret). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Durable background jobs (mail, mockups, imports); workers claim them with FOR UPDATE SKIP LOCKED. */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
    status: text('status').notNull().default('queued'), // queued | running | done | failed
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lastError: text('last_error'),
    result: jsonb('result').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * Whose job it is (a company's renders: `company:<id>`), so the queue can share the workers
     * fairly between owners; null for jobs that belong to no one in particular (mail, cleanups).
     */
    groupKey: text('group_key'),
  },
  (t) => [index('jobs_due_idx').on(t.status, t.runAt), index('jobs_group_idx').on(t.groupKey, t.status)],
);

/** When each job group last had a job claimed: the queue serves the group waiting longest first. */
export const jobGroups = pgTable('job_groups', {
  groupKey: text('group_key').primaryKey(),
  servedAt: timestamp('served_at', { withTimezone: true }).notNull(),
});

/** Mails delivered in embedded mode (no SMTP_URL), readable at /dev/mailbox. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  links: jsonb('links').notNull().$type<string[]>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Uncaught errors reported by the web app (spec: message, email, component, op_id). */
export const errorReports = pgTable('error_reports', {
  id: serial('id').primaryKey(),
  message: text('message').notNull(),
  email: text('email'),
  component: text('component'),
  userId: integer('user_id'),
  url: text('url'),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Stored files waiting to move to a new key. A migration that gives files new keys points their rows
 * at `toKey` and adds a row here in the same transaction; the start-up step
 * (providers/storage/moves.ts) then copies each file to `toKey`, deletes `fromKey`, and only then
 * this row, so a crash at any point leaves the file under one key or both, never neither.
 */
export const storageMoves = pgTable('storage_moves', {
  fromKey: text('from_key').primaryKey(),
  toKey: text('to_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
