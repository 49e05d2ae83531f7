import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orderItems, orders } from '../orders/tables';

/**
 * A customer's claim about a shipped order: a reason, one to five photos, the items it names
 * (claim_items) and staff's resolution.
 */
export const claims = pgTable(
  'claims',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id').notNull(),
    reason: text('reason').notNull(),
    remarks: text('remarks').notNull(),
    email: text('email').notNull(),
    /** The first photo's storage key (private: served only to the company and to staff). */
    photoKey: text('photo_key').notNull(),
    /** The second to fifth photos' keys, in the order they were sent. */
    morePhotoKeys: text('more_photo_keys').array().notNull().default(sql`'{}'::text[]`),
    /** UNRESOLVED | RESOLVED | REJECTED */
    status: text('status').notNull().default('UNRESOLVED'),
    /** What the items were settled with (RESOLVED), e.g. 'reprint' or 'reprint, refund'; null otherwise */
    resolution: text('resolution'),
    resolutionNote: text('resolution_note').notNull().default(''),
    reprintOrderId: integer('reprint_order_id'),
    resolvedBy: integer('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('claims_company_idx').on(t.companyId, t.id),
    index('claims_status_idx').on(t.status, t.id),
    // One open claim per order at a time.
    uniqueIndex('claims_open_order_idx').on(t.orderId).where(sql`status = 'UNRESOLVED'`),
  ],
);

/**
 * The items a claim names: a line of the claimed order and how many of its units are affected
 * (1..the line's quantity), and what staff decided for them. Claims filed before items could be
 * chosen name every line with its full quantity, as they were about the whole order.
 */
export const claimItems = pgTable(
  'claim_items',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    quantity: integer('quantity').notNull(),
    /** reprint | refund | credit once the claim is resolved; null while open or when rejected */
    decision: text('decision'),
  },
  (t) => [
    uniqueIndex('claim_items_line_idx').on(t.claimId, t.orderItemId),
    index('claim_items_order_item_idx').on(t.orderItemId),
  ],
);
