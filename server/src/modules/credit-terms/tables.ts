import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../auth/tables';

/**
 * A card payment of open credit-terms orders. Made (status 'pending') and the orders claimed
 * before the card is charged, so two payments of the same orders at once charge once; the
 * balance is restored when it succeeds.
 */
export const termPayments = pgTable(
  'term_payments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id').notNull(),
    amount: integer('amount').notNull(),
    /** 'pending' | 'succeeded' | 'failed' */
    status: text('status').notNull().default('pending'),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    cardLast4: text('card_last4'),
    failure: text('failure'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the reconciliation did with a card hold the payment left behind (credit-terms/
     * reconcile.ts): 'under_way', then 'released', 'refunded' or 'nothing_held'.
     */
    reconciliation: text('reconciliation'),
    reconciledAt: timestamp('reconciled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('term_payments_idempotency_idx').on(t.companyId, t.idempotencyKey),
    index('term_payments_company_idx').on(t.companyId, t.createdAt),
  ],
);
