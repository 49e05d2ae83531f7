// Apart from tables.ts: a redemption names its order, and the orders table names its promo code, so
// one file holding both tables would import orders' tables while they import it.
import { integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from '../orders/tables';
import { promoCodes } from './tables';

/** One use of a promo code by one order: an order can use one code once. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: serial('id').primaryKey(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    companyId: integer('company_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promo_redemptions_order_idx').on(t.orderId)],
);
