import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** A term order as the credit terms read it, with what is still owed on it (the credit terms' `owed`). */
export interface TermOrderFacts {
  id: number;
  po: string;
  status: string;
  total: number;
  owed: number;
  createdAt: Date;
  /** The term payment holding the order (under way, paid, or failed and not yet let go); null: open. */
  termPaymentId: number | null;
}

/**
 * A term payment holds the orders it pays (orders.term_payment_id, the orders module's column): the
 * orders module does the writing, in the payment's transaction, and the reading of its orders, and
 * app.ts plugs its functions in (orders → refunds → credit-terms, so credit-terms cannot import
 * orders). What is owed is the credit terms' rule: they hand it in as `owed`, SQL over the row of
 * `orders` in the statement.
 */
export interface TermOrderHolds {
  /** Ties the still open orders of `ids` that meet `stillOwed` to the payment; the ids claimed. */
  claimTermOrders(
    tx: Db,
    claim: { companyId: number; ids: number[]; paymentId: number; stillOwed: SQL },
  ): Promise<number[]>;
  /** The payment's orders are open again. */
  releaseTermOrders(tx: Db, paymentId: number): Promise<void>;
  /** Up to `limit` of the company's term orders, newest first, those before the id `after` when given. */
  termOrdersPage(
    db: Db,
    q: { companyId: number; after?: number; limit: number; owed: SQL<number> },
  ): Promise<TermOrderFacts[]>;
  /** What the company owes on the term orders no payment holds and that owe something, and on how many. */
  openTermOrderTotals(
    db: Db,
    q: { companyId: number; owed: SQL<number> },
  ): Promise<{ amount: number; count: number }>;
  /** The company's term orders among `ids`: what is owed on each and the payment holding it. */
  termOrdersIn(
    db: Db,
    q: { companyId: number; ids: number[]; owed: SQL<number> },
  ): Promise<Array<{ id: number; owed: number; termPaymentId: number | null }>>;
  /** The ids of the orders a payment holds (or paid), in id order. */
  ordersOfTermPayment(db: Db, paymentId: number): Promise<number[]>;
}
