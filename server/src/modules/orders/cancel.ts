import { cancelRefund, FULFIL_MSG, formatMoney, type OrderStatus } from '@pressrun/domain';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { usersReadModel } from '../auth';
import { refundOrder, refundRetryJob } from '../refunds';
import { cancellationMailJob } from './cancel-mail';
import { refundedOrders } from './refunded-orders';
import type { OrderRow } from './repo';
import { type Actor, moveOrder } from './status';

export interface Cancel {
  orderId: number;
  /** Only this company's order (customers); staff cancels leave it out. */
  companyId?: number;
  actor: Actor;
  reason?: string;
}

export interface Cancelled {
  order: OrderRow;
  /** What comes back (cents), and why nothing (or why not yet) when it does not now. */
  refund: { amount: number; why: string };
}

/** Said when the money could not go back at once: the refund row stays and is tried again. */
export const refundUnderWay = (amount: number) => `Your refund of ${formatMoney(amount)} is being processed.`;

/**
 * Cancels an order and gives back what the refund policy says. The move to Disabled locks the
 * order's row and reads it fresh, so a stale page cannot cancel a shipped order and two cancels
 * take turns (the second finds it cancelled); the refund is worked out from the status it was
 * cancelled from. The mail is queued in the same transaction. The money goes back after the
 * commit, once (key `cancel:{id}`): should the provider fail, the order stays cancelled and the
 * refund is retried on the queue.
 */
export async function cancelOrder(ctx: AppContext, c: Cancel): Promise<Cancelled> {
  const { order, refund } = await ctx.db.transaction(async (tx) => {
    const { before, after } = await moveOrder(tx, {
      orderId: c.orderId,
      companyId: c.companyId,
      to: 'Disabled',
      actor: c.actor,
      reason: c.reason,
    }).catch((err) => refused(err, c.orderId));
    const refund = cancelRefund(
      { status: before.status as OrderStatus, total: before.total, placedAt: before.createdAt },
      new Date(ctx.now()),
    );
    // The mail goes to whoever placed the order, which may not be who cancels it.
    const placer = await usersReadModel.userNames(tx, after.userId);
    if (placer) await ctx.jobs.enqueueAll([cancellationMailJob(ctx, placer.email, after, refund)], tx);
    return { order: after, refund };
  });
  if (refund.amount === 0) return { order, refund };

  const req = {
    order,
    amount: refund.amount,
    key: `cancel:${order.id}`,
    actor: c.actor,
    reason: 'Order cancelled',
  };
  try {
    const done = await refundOrder(ctx, req, refundedOrders);
    if (done.status === 'succeeded') return { order, refund };
  } catch (err) {
    ctx.log.error({ err, orderId: order.id }, 'refund of a cancelled order failed: queued to retry');
    await ctx.jobs.enqueueAll([refundRetryJob(req)]).catch((e) => {
      ctx.log.error({ err: e, orderId: order.id }, 'queueing the refund retry failed: staff must retry it');
    });
  }
  return { order, refund: { amount: refund.amount, why: refundUnderWay(refund.amount) } };
}

/** A move the state machine refused, in the customer's words. */
function refused(err: unknown, orderId: number): never {
  if (err instanceof AppError && err.code === 'illegal_status_move') {
    if (err.fields?.status === 'Disabled')
      throw new AppError(409, 'already_cancelled', FULFIL_MSG.alreadyCancelled(orderId));
    if (err.fields?.status === 'OrderShipped')
      throw new AppError(409, 'cannot_cancel', FULFIL_MSG.cancelFailed(FULFIL_MSG.shippedCannotCancel));
  }
  throw err;
}
