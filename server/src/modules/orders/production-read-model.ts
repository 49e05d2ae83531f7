import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from './tables';

/**
 * Orders as staff's production queue lists them: a subquery (alias "orders") production filters by
 * status and facility, pages by id and joins the company's name to. PostgreSQL flattens it into
 * that query, so the queue still walks orders_queue_idx.
 */
export const queueOrders = (db: Db) =>
  db
    .select({
      id: orders.id,
      companyId: orders.companyId,
      po: orders.po,
      status: orders.status,
      facility: orders.facility,
      createdAt: orders.createdAt,
      totalQuantity: orders.totalQuantity,
      // Spelled out with an alias: inside a subquery drizzle leaves column names unqualified, and
      // "id" would be the line's.
      itemCount: sql<number>`(select count(*)::int from ${orderItems} i where i.order_id = ${orders}.id)`.as(
        'item_count',
      ),
      shipToName:
        sql<string>`trim(concat(${orders.shipTo}->>'firstName', ' ', ${orders.shipTo}->>'lastName'))`.as(
          'ship_to_name',
        ),
      shippingOption: orders.shippingOption,
    })
    .from(orders)
    .as('orders');

/** Orders per status, in one facility or in all (the queue's tabs). */
export async function countsByStatus(db: Db, facility?: string) {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(facility ? eq(orders.facility, facility) : undefined)
    .groupBy(orders.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

/** Any company's order, the whole row: a subquery (alias "orders") staff's order detail joins names to. */
export const staffOrders = (db: Db) => db.select().from(orders).as('orders');

/** Order lines, the whole row: a subquery (alias "order_items") staff's order detail joins product types to. */
export const staffOrderLines = (db: Db) => db.select().from(orderItems).as('order_items');

/** A line's print file key, when the line belongs to the order and has one. */
export async function printFileKey(db: Db, orderId: number, itemId: number) {
  const [row] = await db
    .select({ key: orderItems.printFileKey })
    .from(orderItems)
    .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)));
  return row?.key ?? null;
}
