import { formatMoney } from '@pressrun/domain';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { PaymentError } from '../payments';
import { methodOf, type RefundMethod } from './method';
import { giveMoneyBack } from './money-back';
import type { RefundActor, RefundedOrder, RefundedOrders } from './orders-port';
import * as repo from './repo';

export interface RefundRequest {
  order: RefundedOrder;
  /** Cents to give back (0 gives nothing and records nothing). */
  amount: number;
  /** One refund per key (`cancel:{order}`, `claim:{claim}`): a retry or a second call refunds once. */
  key: string;
  actor: RefundActor;
  /** Why, for the order's timeline ('Order cancelled'). */
  reason: string;
}

export interface RefundOutcome {
  /** Everything given back (cents), account credit included. */
  amount: number;
  /** The part given back as account credit, when the order was partly paid with it. */
  credit?: number;
  method: RefundMethod;
  /** 'pending' when another call with the same key is giving it back right now. */
  status: 'pending' | 'succeeded' | 'failed';
}

const WHERE: Record<RefundMethod, string> = {
  card_refund: 'to the card',
  card_release: 'to the card by releasing its hold',
  paypal_refund: 'to Paypal',
  paypal_void: 'to Paypal by voiding the authorization',
  term_balance: 'to the credit terms balance',
  none: '',
};

/**
 * Gives money back for an order through what it was paid with, exactly once per key: the refund's
 * row is written before any provider is called, so a retried or concurrent call finds it and
 * answers its outcome instead of refunding again. A provider's failure leaves the row 'failed'
 * (with the provider's words) and answers 502; calling again with the same key tries again.
 */
export async function refundOrder(
  ctx: AppContext,
  req: RefundRequest,
  orders: RefundedOrders,
): Promise<RefundOutcome> {
  const { order, amount } = req;
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > order.total)
    throw new AppError(
      400,
      'refund_amount',
      `A refund of order ${order.id} must be between $0.00 and ${formatMoney(order.total)}.`,
    );
  const claim = await ctx.db.transaction((tx) => repo.claimRefund(tx, orders, req));
  if (claim.kind === 'theirs') return outcomeOf(claim.row, amount - claim.row.amount);

  const money = claim.row.amount;
  const planned = methodOf(claim, money);
  let back: Awaited<ReturnType<typeof giveMoneyBack>>;
  try {
    back = await giveMoneyBack(ctx, claim);
  } catch (err) {
    const failure = err instanceof PaymentError ? (err.detail ?? err.message) : String(err);
    await repo.failRefund(ctx.db, claim.row, planned, failure.slice(0, 1000));
    ctx.log.error({ err, orderId: order.id, key: req.key }, 'refund failed: it can be retried with its key');
    if (!(err instanceof PaymentError)) throw err;
    throw new AppError(
      502,
      'refund_failed',
      `The refund of ${formatMoney(money)} for order ${order.id} did not go through and can be tried again. The payment provider said: ${err.message}`,
    );
  }
  const parts = [
    money > 0 ? `${formatMoney(money)} ${WHERE[back.method]}` : '',
    claim.credit > 0 ? `${formatMoney(claim.credit)} as account credit` : '',
  ].filter(Boolean);
  const event = parts.length
    ? {
        actor: req.actor,
        reason: `Refunded ${parts.join(' and ')} (${req.reason})`,
        record: orders.recordEvent,
      }
    : null;
  await repo.settleRefund(ctx.db, claim.row, back, event);
  const credit = claim.credit > 0 ? { credit: claim.credit } : {};
  return { amount, ...credit, method: back.method, status: 'succeeded' };
}

function outcomeOf(row: repo.RefundRow, credit: number): RefundOutcome {
  return {
    amount: row.amount + credit,
    ...(credit > 0 ? { credit } : {}),
    method: row.method as RefundMethod,
    status: row.status as RefundOutcome['status'],
  };
}
