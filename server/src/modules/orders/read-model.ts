import { and, asc, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from './tables';

/** The company's order with its lines; another company's order is as missing as one never made. */
export async function findOrder(db: Db, companyId: number, id: number) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.companyId, companyId)));
  if (!order) return null;
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, id))
    .orderBy(asc(orderItems.id));
  return { order, items };
}

/** A page of the company's orders, newest first, before the order id `before` (the cursor). */
export async function listOrders(
  db: Db,
  f: { companyId: number; status?: string; po?: string; storeId?: number; before?: number; limit: number },
) {
  const where: SQL[] = [eq(orders.companyId, f.companyId)];
  if (f.status) where.push(eq(orders.status, f.status));
  if (f.po) where.push(eq(orders.po, f.po));
  if (f.storeId !== undefined) where.push(eq(orders.storeId, f.storeId));
  if (f.before !== undefined) where.push(lt(orders.id, f.before));
  const rows = await db
    .select()
    .from(orders)
    .where(and(...where))
    .orderBy(desc(orders.id))
    .limit(f.limit);
  const items = rows.length
    ? await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(orderItems.id))
    : [];
  return rows.map((order) => ({ order, items: items.filter((i) => i.orderId === order.id) }));
}
