// Tables no module owns: the platform's own (settings, the job queue, the dev outbox, storage moves).
import { sql } from 'drizzle-orm';
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
     * Whose job it is: the company that caused it (`company:<id>`), `public` for what someone not
     * signed in asked for, `system` for the queue's own sweeps. The queue takes turns between groups
     * (see JobQueue), so one company's backlog cannot hold up another's jobs.
     */
    groupKey: text('group_key').notNull().default('system'),
  },
  (t) => [
    // Claiming: each group's oldest due job, and which groups have queued jobs at all.
    index('jobs_queued_idx').on(t.groupKey, t.runAt, t.id).where(sql`status = 'queued'`),
    // A group's jobs running now (at most one per worker slot), and those a crashed worker left.
    index('jobs_running_idx').on(t.groupKey, t.lockedAt).where(sql`status = 'running'`),
    // What a group has waiting of one type (a cap on what one company may queue).
    index('jobs_waiting_idx').on(t.type, t.groupKey).where(sql`status in ('queued', 'running')`),
  ],
);

/** When each job group last had a job claimed: of the groups with due jobs, the one served longest ago goes first. */
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
