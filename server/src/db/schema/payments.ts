// The payment tables, kept here until a payments module owns them.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from '../../modules/auth/tables';
import { carts } from '../../modules/cart/tables';
import { orders } from '../../modules/orders/tables';

/**
 * Money moving for a cart or an order, one row per attempt with a provider: made before the
 * provider is called (status 'pending'), so a crash between the two leaves a record to reconcile,
 * never a charge nobody knows about.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id),
    orderId: integer('order_id').references(() => orders.id),
    payType: text('pay_type').notNull(),
    provider: text('provider').notNull(), // sandbox_card | stripe | sandbox_paypal | paypal | term
    providerRef: text('provider_ref'),
    amount: integer('amount').notNull(),
    status: text('status').notNull().default('pending'), // pending | authorized | captured | canceled | refunded | error
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the payments reconciliation did (checkout/reconcile.ts): 'under_way' while one run
     * holds it, then 'released' (a hold let go), 'refunded' (money taken without an order, given
     * back), 'nothing_held', 'captured' (an order's capture it finished) or 'hold_lost'. A row with
     * any of these is never linked to an order.
     */
    reconciliation: text('reconciliation'),
    /** When the reconciliation last changed it (its claim, then its outcome). */
    reconciledAt: timestamp('reconciled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_idempotency_idx').on(t.companyId, t.idempotencyKey),
    index('payments_cart_idx').on(t.cartId),
    // The return page and the provider's webhook find the payment by the provider's id.
    uniqueIndex('payments_provider_ref_idx').on(t.provider, t.providerRef),
    // The reconciliation's two look-ups: payments no order took, and orders' payments still held.
    index('payments_unsettled_idx').on(t.createdAt).where(sql`order_id is null or status = 'authorized'`),
  ],
);

/** Provider callbacks already handled, by the provider's event id: a replayed event does nothing. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** A saved card: only what the provider tells back (brand, last four, expiry), never the number. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_methods_company_idx').on(t.companyId),
    uniqueIndex('payment_methods_one_default').on(t.companyId).where(sql`is_default`),
  ],
);

/**
 * The sandbox payment providers' own state (payments, saved cards as brand + last four, checkout
 * sessions, PayPal orders), one JSON row per object; `version` lets several processes update it
 * without a lock (server/src/providers/payments/sql-store.ts).
 */
export const paymentSandboxRecords = pgTable(
  'payment_sandbox_records',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    owner: text('owner'),
    data: jsonb('data').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('payment_sandbox_records_owner_idx').on(t.kind, t.owner),
  ],
);
