import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './accounts';

/**
 * The company's own 'Ship From' address, printed on its packing slips and labels instead of
 * PressRun's. One per company (the company id is the key), so saving is an upsert.
 */
export const shipFromAddresses = pgTable('ship_from_addresses', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  companyName: text('company_name').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  address1: text('address1').notNull(),
  address2: text('address2').notNull().default(''),
  city: text('city').notNull(),
  state: text('state').notNull(),
  country: text('country').notNull(),
  zip: text('zip').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A document a company hands in for staff to review: a credit-terms application or a resale
 * certificate. The file is kept privately in storage under `fileKey`; staff approve or reject it
 * with a reason, and the company is mailed the outcome.
 */
export const companyDocuments = pgTable(
  'company_documents',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id').notNull(),
    /** 'terms_application' | 'resale_certificate' */
    kind: text('kind').notNull(),
    fileKey: text('file_key').notNull(),
    /** The type the content was found to be: application/pdf, image/png or image/jpeg. */
    contentType: text('content_type').notNull(),
    fileName: text('file_name').notNull(),
    /** 'Under Review' | 'Approved' | 'Rejected' */
    status: text('status').notNull().default('Under Review'),
    reason: text('reason').notNull().default(''),
    /** For an approved terms application: the limit granted, in cents. */
    limitCents: integer('limit_cents'),
    reviewedBy: integer('reviewed_by'),
    reviewedByName: text('reviewed_by_name'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_documents_company_idx').on(t.companyId, t.kind, t.id),
    // Staff's queue: pending documents of a kind, oldest first.
    index('company_documents_review_idx').on(t.status, t.kind, t.id),
  ],
);

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

/** The FAQ on the Support page: staff write, reorder and publish entries. */
export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: integer('position').notNull(),
    published: boolean('published').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faqs_position_idx').on(t.position, t.id)],
);
