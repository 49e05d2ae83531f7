import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from './tables';

/*
 * An order and its lines as the claims module reads them: filing a claim about one, showing it to
 * staff and settling it (a reprint copies the order and the lines claimed).
 */

export type OrderLine = typeof orderItems.$inferSelect;

/** An order by id; with a company, only that company's (another company's order is not found). */
export async function orderRowOf(db: Db, id: number, companyId?: number) {
  const where =
    companyId === undefined ? eq(orders.id, id) : and(eq(orders.id, id), eq(orders.companyId, companyId));
  const [row] = await db.select().from(orders).where(where);
  return row ?? null;
}

/** The order's lines, in the order they were placed. */
export function orderLinesOf(db: Db, orderId: number): Promise<OrderLine[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

/** The order lines of `ids` (any order's), in line order; an id of no line is left out. */
export function orderLinesIn(db: Db, ids: number[]): Promise<OrderLine[]> {
  if (!ids.length) return Promise.resolve([]);
  return db.select().from(orderItems).where(inArray(orderItems.id, ids)).orderBy(asc(orderItems.id));
}
