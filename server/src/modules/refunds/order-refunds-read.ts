import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refunds } from './tables';

/**
 * Cents given back for the order so far (refunds that went through), and cents still on their way
 * (a refund row not yet through: pending, or failed and waiting to be tried again): the order page.
 */
export async function refundTotalsOfOrder(db: Db, orderId: number) {
  const [row] = await db
    .select({
      refunded:
        sql<number>`coalesce(sum(${refunds.amount}) filter (where ${refunds.status} = 'succeeded'), 0)`.mapWith(
          Number,
        ),
      pending:
        sql<number>`coalesce(sum(${refunds.amount}) filter (where ${refunds.status} <> 'succeeded'), 0)`.mapWith(
          Number,
        ),
    })
    .from(refunds)
    .where(eq(refunds.orderId, orderId));
  return { refunded: row?.refunded ?? 0, pending: row?.pending ?? 0 };
}

/** Whether a refund of the order was begun (a row of any status, even one of $0): its hold is not to be captured. */
export async function refundBegun(db: Db, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .limit(1);
  return row !== undefined;
}
