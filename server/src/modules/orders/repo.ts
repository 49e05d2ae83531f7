import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId' | 'companyId'>;

/** Writes an order and its lines (inside the caller's transaction). */
export async function insertOrder(db: Db, order: NewOrder, items: NewOrderItem[]) {
  const [row] = await db.insert(orders).values(order).returning();
  const lines = await db
    .insert(orderItems)
    .values(items.map((i) => ({ ...i, orderId: row!.id, companyId: order.companyId })))
    .returning();
  return { order: row!, items: lines };
}

/** A company's order by id: another company's order is not found. */
export async function findOrder(db: Db, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.companyId, companyId)));
  return row ?? null;
}

export async function findOrderOfCart(db: Db, cartId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.cartId, cartId));
  return row ?? null;
}

export function listOrderItems(db: Db, orderId: number) {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

/** The 'Orders Placed' figure: the company's orders, cancelled ('Disabled') ones left out. */
export async function countOrdersPlaced(db: Db, companyId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), ne(orders.status, 'Disabled')));
  return row?.n ?? 0;
}
