import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Uncaught errors the web app reports: the message, who saw it, where (component, page) and on what browser. */
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
