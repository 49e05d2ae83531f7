import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Span, within } from '../../db/span';
import { orderItems, orders } from './tables';

/**
 * The company's orders (placed within the span, when one is given) as statements and invoices read
 * them: a subquery (alias "orders") the statements module lists, sums, and joins refunds to.
 * PostgreSQL flattens it into the query around it, so it costs what reading the table does.
 */
export const companyOrders = (db: Db, companyId: number, span?: Span) =>
  db
    .select({
      id: orders.id,
      at: orders.createdAt,
      total: orders.total,
      creditUsed: orders.creditUsed,
      payType: orders.payType,
      cardLast4: orders.cardLast4,
      po: orders.po,
      reprintOfClaimId: orders.reprintOfClaimId,
      termPaymentId: orders.termPaymentId,
    })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), ...(span ? within(orders.createdAt, span) : [])))
    .as('orders');

/** One of the company's orders with its lines, as its invoice prints them; null when it is not theirs. */
export async function invoiceOrder(db: Db, companyId: number, orderId: number) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.companyId, companyId)));
  if (!order) return null;
  const items = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.companyId, companyId)))
    .orderBy(asc(orderItems.id));
  return { order, items };
}
