import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../auth/tables';

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
