import { formatMoney } from '@pressrun/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { returnCredit } from '../account-credit';
import { restoreTermBalance, type TermPaymentRow, termPaymentById } from '../credit-terms';
import { type PaymentRow, paymentOfOrder, settlePaymentStatus } from '../payments';
import { methodOf } from './method';
import type { RecordRefundEvent, RefundActor, RefundedOrder, RefundedOrders } from './orders-port';
import { refunds } from './tables';

export type RefundRow = typeof refunds.$inferSelect;
export type { TermPaymentRow };

/** A refund this call is to carry out, with what is known of the order's money. */
export interface Claimed {
  kind: 'mine';
  row: RefundRow;
  /** The order's payment (null only for an order placed without one). */
  payment: PaymentRow | null;
  /**
   * The card payment of credit-terms orders that claimed this term order (null while it is open).
   * Read under the order's lock, so a payment settling meanwhile is seen as it was then.
   */
  termPayment: TermPaymentRow | null;
  /** What other refunds of the order gave back already (cents). */
  given: number;
  /** Cents of this refund given back as account credit (the order's credit part), already written. */
  credit: number;
}

/** A refund with this key another call made or is making: its outcome is the answer. */
export interface Theirs {
  kind: 'theirs';
  row: RefundRow;
}

/**
 * Claims the refund `key` inside the caller's transaction. The order's row is locked first, so two
 * refunds of one order (a cancel and a claim, or the same key twice) take turns: the second sees
 * the first's row. A new key gets a 'pending' row; a 'failed' row, or a 'pending' one nobody has
 * touched for five minutes (its process died), is taken over; anything else is someone else's.
 */
export async function claimRefund(
  tx: Db,
  orders: Pick<RefundedOrders, 'lockForRefund'>,
  r: { order: RefundedOrder; amount: number; key: string },
): Promise<Claimed | Theirs> {
  // Read fresh under the lock: the order handed in may predate a payment of its credit terms.
  const locked = await orders.lockForRefund(tx, r.order.id);
  const termPayment = locked?.termPaymentId ? await termPaymentById(tx, locked.termPaymentId) : null;
  const [existing] = await tx.select().from(refunds).where(eq(refunds.key, r.key));
  const payment = await paymentOfOrder(tx, r.order.id);
  const [sum] = await tx
    .select({ given: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, r.order.id), ne(refunds.key, r.key), ne(refunds.status, 'failed')));
  const given = Number(sum?.given ?? 0);
  // A refund goes back the way the order was paid: what the card, PayPal or terms paid goes back
  // there first, and the rest (the part paid with account credit) comes back as account credit,
  // written now, in this transaction, once per key.
  const paid = payment?.amount ?? r.order.total - r.order.creditUsed;
  const toMoney = existing ? existing.amount : Math.max(0, Math.min(r.amount, paid - given));
  const back = { companyId: r.order.companyId, orderId: r.order.id, key: r.key, why: refundCause(r.key) };
  const credit = await returnCredit(tx, { ...back, amount: r.amount - toMoney });
  const money = { payment: payment ?? null, termPayment: termPayment ?? null, given, credit };
  // Where the money will go, on the row from the start: the credit-terms module counts a refund
  // to the terms under way as no longer owed, so a card payment claiming the order after this
  // commit does not charge for it (the balance is credited only when the refund settles).
  const method = methodOf(money, toMoney);

  if (existing) {
    if (existing.orderId !== r.order.id || existing.amount + credit !== r.amount)
      throw new AppError(409, 'refund_key_reused', 'This refund key was used for another refund.');
    const [taken] = await tx
      .update(refunds)
      .set({ status: 'pending', method, failure: null, updatedAt: new Date() })
      .where(
        and(
          eq(refunds.id, existing.id),
          sql`(${refunds.status} = 'failed' or (${refunds.status} = 'pending' and ${refunds.updatedAt} < now() - interval '5 minutes'))`,
        ),
      )
      .returning();
    return taken ? { kind: 'mine', row: taken, ...money } : { kind: 'theirs', row: existing };
  }

  if (toMoney + credit !== r.amount)
    throw new AppError(
      409,
      'refund_too_large',
      `Only ${formatMoney(toMoney + credit)} of this order is left to refund.`,
    );
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: r.order.id,
      companyId: r.order.companyId,
      paymentId: payment?.id ?? null,
      key: r.key,
      amount: toMoney,
      method,
      status: 'pending',
    })
    .returning();
  return { kind: 'mine', row: row!, ...money };
}

/** Why money went back, from the refund's key: 'cancelled', 'claim'. */
const refundCause = (key: string) =>
  key.startsWith('cancel:') ? 'cancelled' : key.split(':')[0] || 'refund';

export interface Settlement {
  method: string;
  providerRef: string | null;
  /** The payment row's new status ('canceled', 'refunded'), or null to leave it (a partial refund). */
  paymentStatus: string | null;
  /** Cents to add back to the company's credit terms balance. */
  termCredit: number;
}

/**
 * Marks the refund done, in one transaction with what follows from it: the payment's status, the
 * credit terms balance (through credit-terms) and the order's timeline entry (`event.record`). Only
 * a still 'pending' row settles, so two calls that both reach this point give credit terms back once. False when it was settled already.
 */
export async function settleRefund(
  db: Db,
  row: RefundRow,
  s: Settlement,
  event: { actor: RefundActor; reason: string; record: RecordRefundEvent } | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(refunds)
      .set({
        status: 'succeeded',
        method: s.method,
        providerRef: s.providerRef,
        failure: null,
        updatedAt: new Date(),
      })
      .where(and(eq(refunds.id, row.id), eq(refunds.status, 'pending')))
      .returning({ id: refunds.id });
    if (!done) return false;
    if (s.termCredit > 0) await restoreTermBalance(tx, row.companyId, s.termCredit);
    if (s.paymentStatus && row.paymentId !== null)
      await settlePaymentStatus(tx, row.paymentId, s.paymentStatus);
    if (event)
      await event.record(tx, { id: row.orderId, companyId: row.companyId }, event.actor, event.reason);
    return true;
  });
}

/** The provider refused or could not be reached: the row stays for a retry with the same key. */
export async function failRefund(db: Db, row: RefundRow, method: string, failure: string) {
  await db
    .update(refunds)
    .set({ status: 'failed', method, failure, updatedAt: new Date() })
    .where(and(eq(refunds.id, row.id), eq(refunds.status, 'pending')));
}

export function refundsOfOrder(db: Db, orderId: number) {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.id);
}
