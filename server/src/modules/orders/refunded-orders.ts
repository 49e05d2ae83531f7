import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RefundedOrders } from '../refunds';
import { recordRefundEvent } from './status';
import { orders } from './tables';

/**
 * The orders module's side of a refund (the refunds module's port): whoever asks for one (a cancel,
 * a settled claim, the retry job) hands this in, as refunds cannot import orders.
 */
export const refundedOrders: RefundedOrders = {
  async lockForRefund(tx, orderId) {
    const [locked] = await tx
      .select({ termPaymentId: orders.termPaymentId })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    return locked;
  },
  orderById: async (db: Db, id) => {
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    return row ?? null;
  },
  recordEvent: recordRefundEvent,
};
