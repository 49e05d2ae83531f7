import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from './tables';

/**
 * Ties the company's term orders to a term payment, only those no payment holds yet and that meet
 * `stillOwed` (the credit terms say what is owed). Run in the payment's transaction, so of two
 * payments of the same orders at once the second claims none (its row locks wait for the first).
 * Returns the ids claimed.
 */
export async function claimTermOrders(
  tx: Db,
  claim: { companyId: number; ids: number[]; paymentId: number; stillOwed: SQL },
): Promise<number[]> {
  const { companyId, ids, paymentId } = claim;
  // Locked in id order first: two payments of overlapping orders then wait for each other
  // rather than each locking half and deadlocking.
  await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.id, ids), eq(orders.companyId, companyId)))
    .orderBy(orders.id)
    .for('update');
  const rows = await tx
    .update(orders)
    .set({ termPaymentId: paymentId })
    .where(
      and(
        inArray(orders.id, ids),
        eq(orders.companyId, companyId),
        eq(orders.payType, 'term'),
        isNull(orders.termPaymentId),
        claim.stillOwed,
      ),
    )
    .returning({ id: orders.id });
  return rows.map((r) => r.id);
}

/** A failed term payment lets go of its orders: they are open again (in the caller's transaction). */
export async function releaseTermOrders(tx: Db, paymentId: number): Promise<void> {
  await tx.update(orders).set({ termPaymentId: null }).where(eq(orders.termPaymentId, paymentId));
}
