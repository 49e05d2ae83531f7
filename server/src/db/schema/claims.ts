import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { claims, orderItems } from './orders';

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
