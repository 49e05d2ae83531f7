import { and, desc, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from './tables';
import { claimTermOrders, releaseTermOrders } from './term-payment';

/*
 * The term orders as the credit-terms module reads them (its TermOrderHolds port, plugged in by
 * app.ts: credit-terms cannot import orders). What is owed on an order is the credit terms' rule,
 * handed in as `owed`: SQL over the row of "orders" in these statements.
 */

/** Up to `limit` of the company's term orders, newest first, those before the id `after` when given. */
export function termOrdersPage(
  db: Db,
  q: { companyId: number; after?: number; limit: number; owed: SQL<number> },
) {
  const where = [eq(orders.companyId, q.companyId), eq(orders.payType, 'term')];
  if (q.after !== undefined) where.push(lt(orders.id, q.after));
  return db
    .select({
      id: orders.id,
      po: orders.po,
      status: orders.status,
      total: orders.total,
      owed: q.owed,
      createdAt: orders.createdAt,
      termPaymentId: orders.termPaymentId,
    })
    .from(orders)
    .where(and(...where))
    .orderBy(desc(orders.id))
    .limit(q.limit);
}

/** What the company owes on the term orders no payment holds and that owe something, and on how many. */
export async function openTermOrderTotals(db: Db, q: { companyId: number; owed: SQL<number> }) {
  const [row] = await db
    .select({ amount: sql<number>`coalesce(sum(${q.owed}), 0)::int`, count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.companyId, q.companyId),
        eq(orders.payType, 'term'),
        isNull(orders.termPaymentId),
        sql`${q.owed} > 0`,
      ),
    );
  return row ?? { amount: 0, count: 0 };
}

/** The company's term orders among `ids`: what is owed on each and the payment holding it. */
export function termOrdersIn(db: Db, q: { companyId: number; ids: number[]; owed: SQL<number> }) {
  return db
    .select({ id: orders.id, owed: q.owed, termPaymentId: orders.termPaymentId })
    .from(orders)
    .where(and(eq(orders.companyId, q.companyId), eq(orders.payType, 'term'), inArray(orders.id, q.ids)));
}

/** The ids of the orders a payment holds (or paid), in id order. */
export async function ordersOfTermPayment(db: Db, paymentId: number) {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.termPaymentId, paymentId))
    .orderBy(orders.id);
  return rows.map((r) => r.id);
}

/** All of the orders module's side of the credit terms' TermOrderHolds port, for app.ts to plug in. */
export const termOrderHolds = {
  claimTermOrders,
  releaseTermOrders,
  termOrdersPage,
  openTermOrderTotals,
  termOrdersIn,
  ordersOfTermPayment,
};
