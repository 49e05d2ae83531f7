import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from '../orders/tables';
import { payments } from '../payments/tables';

/**
 * Money given back for an order: one row per refund, made before the provider is called. The key
 * (`cancel:{order}`, `claim:{claim}`) is unique, so two cancels or a retried job refund once.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    companyId: integer('company_id').notNull(),
    paymentId: integer('payment_id').references(() => payments.id),
    key: text('key').notNull(),
    amount: integer('amount').notNull(),
    /** How it went back: card_refund | card_release | paypal_refund | paypal_void | term_balance | none */
    method: text('method').notNull().default('none'),
    /** pending | succeeded | failed */
    status: text('status').notNull().default('pending'),
    providerRef: text('provider_ref'),
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refunds_key_idx').on(t.key), index('refunds_order_idx').on(t.orderId)],
);
