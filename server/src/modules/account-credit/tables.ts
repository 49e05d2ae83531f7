import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A company's account credit, as a ledger never edited (the account-credit module's): credit
 * issued (a claim resolved as credit), spent on an order (a negative amount), and returned when
 * that order is cancelled or refunded. The balance is the sum of the amounts.
 */
export const accountCredits = pgTable(
  'account_credits',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    /** Cents: positive when issued or returned, negative when spent. */
    amount: integer('amount').notNull(),
    /** issued | spent | returned */
    kind: text('kind').notNull().default('issued'),
    reason: text('reason').notNull(),
    claimId: integer('claim_id'),
    orderId: integer('order_id'),
    /** A return's refund key (`cancel:{order}`, `claim:{claim}`): one return per refund. */
    key: text('key'),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_credits_company_idx').on(t.companyId),
    uniqueIndex('account_credits_claim_idx').on(t.claimId),
    // An order spends credit once, and a refund returns it once.
    uniqueIndex('account_credits_spend_idx').on(t.orderId).where(sql`kind = 'spent'`),
    uniqueIndex('account_credits_key_idx').on(t.key),
  ],
);
