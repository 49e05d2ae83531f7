import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, users } from '../auth/tables';
import { catalogVariants } from '../catalog/tables';
import { orderItems, orders } from '../orders/tables';

export interface QueueFilter {
  status: string;
  facility?: string;
  after?: number;
  limit: number;
}

/** A page of the queue: one status (and facility), oldest first, along orders_queue_idx. */
export function queuePage(db: Db, f: QueueFilter) {
  return db
    .select({
      id: orders.id,
      po: orders.po,
      companyName: companies.name,
      status: orders.status,
      facility: orders.facility,
      createdAt: orders.createdAt,
      totalQuantity: orders.totalQuantity,
      itemCount: sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
      shipToName: sql<string>`trim(concat(${orders.shipTo}->>'firstName', ' ', ${orders.shipTo}->>'lastName'))`,
      shippingOption: orders.shippingOption,
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(
      and(
        eq(orders.status, f.status),
        f.facility ? eq(orders.facility, f.facility) : undefined,
        f.after ? gt(orders.id, f.after) : undefined,
      ),
    )
    .orderBy(asc(orders.id))
    .limit(f.limit);
}

/** Orders per status, in one facility or in all. */
export async function countsByStatus(db: Db, facility?: string) {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(facility ? eq(orders.facility, facility) : undefined)
    .groupBy(orders.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

/** Any company's order, with its company's name and the name of the user who placed it. */
export async function findOrderForStaff(db: Db, id: number) {
  const [row] = await db
    .select({
      order: orders,
      companyName: companies.name,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      email: users.email,
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  if (!row) return null;
  return {
    order: row.order,
    companyName: row.companyName,
    placedBy: `${row.firstName} ${row.lastName}`.trim() || row.username,
    placerEmail: row.email,
  };
}

/** The order's lines, with the catalogue's product type (for the parcel's weight) when the sku is still sold. */
export function itemsWithType(db: Db, orderId: number) {
  return db
    .select({ item: orderItems, type: catalogVariants.type })
    .from(orderItems)
    .leftJoin(catalogVariants, eq(catalogVariants.sku, orderItems.sku))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

/** A line's print file key, when the line belongs to the order and has one. */
export async function printFileKey(db: Db, orderId: number, itemId: number) {
  const [row] = await db
    .select({ key: orderItems.printFileKey })
    .from(orderItems)
    .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)));
  return row?.key ?? null;
}
