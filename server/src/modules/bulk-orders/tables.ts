import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../auth/tables';

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
