import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { carts } from '../cart/tables';
import { orders } from '../orders/tables';

/**
 * Place-order requests by Idempotency-Key: the same key with the same request answers the same
 * order; with another request it is refused (409).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    companyId: integer('company_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    /**
     * An order placed from a list of items (the public API, bulk orders) has no web cart: the
     * request's key gets a cart of its own, so two identical requests at once meet on one cart and
     * its order (orders.cart_id is unique).
     */
    cartId: integer('cart_id').references(() => carts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] })],
);
