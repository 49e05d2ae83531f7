import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Span, within } from '../../db/span';
import { refunds } from './tables';

/**
 * The company's refunds that went through and moved money (a refund of nothing has method 'none'),
 * made within the span when one is given: a subquery (alias "refunds") the statements module joins
 * to the orders refunded, lists and sums. PostgreSQL flattens it into the query around it.
 */
export const movedMoney = (db: Db, companyId: number, span?: Span) =>
  db
    .select({
      id: refunds.id,
      at: refunds.createdAt,
      amount: refunds.amount,
      method: refunds.method,
      key: refunds.key,
      orderId: refunds.orderId,
    })
    .from(refunds)
    .where(
      and(
        eq(refunds.companyId, companyId),
        eq(refunds.status, 'succeeded'),
        ne(refunds.method, 'none'),
        ...(span ? within(refunds.createdAt, span) : []),
      ),
    )
    .as('refunds');
