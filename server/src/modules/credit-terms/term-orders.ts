import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * A term payment holds the orders it pays (orders.term_payment_id, the orders module's column): the
 * orders module does the writing, in the payment's transaction, and app.ts plugs its functions in
 * (orders → refunds → credit-terms, so credit-terms cannot import orders).
 */
export interface TermOrderHolds {
  /** Ties the still open orders of `ids` that meet `stillOwed` to the payment; the ids claimed. */
  claimTermOrders(
    tx: Db,
    claim: { companyId: number; ids: number[]; paymentId: number; stillOwed: SQL },
  ): Promise<number[]>;
  /** The payment's orders are open again. */
  releaseTermOrders(tx: Db, paymentId: number): Promise<void>;
}
