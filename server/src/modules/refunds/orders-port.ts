import type { Db } from '../../db/client';

/** What a refund needs to know of its order: which, whose, its total and the part paid with account credit. */
export interface RefundedOrder {
  id: number;
  companyId: number;
  total: number;
  creditUsed: number;
}

/**
 * What a refund needs of the orders module, which sits above this one (a cancel refunds, so orders
 * → refunds): whoever asks for a refund hands in the orders module's `refundedOrders`.
 */
export interface RefundedOrders {
  /**
   * Locks the order's row (select … for update) in the refund's transaction, so two refunds of one
   * order take turns, and answers the term payment holding it as it is under the lock (null: none);
   * undefined: no such order.
   */
  lockForRefund(tx: Db, orderId: number): Promise<{ termPaymentId: number | null } | undefined>;
  /** The order a queued retry gives money back for; null: no such order. */
  orderById(db: Db, id: number): Promise<RefundedOrder | null>;
  /** Writes the refund onto the order's timeline, inside the refund's settling transaction. */
  recordEvent: RecordRefundEvent;
}

/**
 * Writes a refund onto the order's timeline inside the refund's transaction. The timeline is the
 * orders module's, which sits above this one (a cancel refunds), so whoever asks for a refund
 * hands it in with `refundedOrders`.
 */
export type RecordRefundEvent = (
  tx: Db,
  order: { id: number; companyId: number },
  actor: RefundActor,
  reason: string,
) => Promise<void>;

/** Who gives the money back: the same shape as the orders module's Actor (this module sits below it). */
export interface RefundActor {
  kind: 'customer' | 'staff' | 'system';
  id: number | null;
  name: string;
}
