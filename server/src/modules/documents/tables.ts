import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../auth/tables';

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
