import type { AppContext } from '../../context';
import { companyGroup, type NewJob } from '../../providers/jobs/queue';
import type { RefundedOrders } from './orders-port';
import { type RefundRequest, refundOrder } from './refund';

export const REFUND_RETRY_JOB = 'refunds.retry';

type RetryPayload = Omit<RefundRequest, 'order'> & { orderId: number };

/**
 * A refund the provider refused or could not take just now, tried again with the same key (so it
 * still refunds once) on the queue's backoff: 2 s, 4 s … then every 5 minutes, some 25 minutes
 * in all. After that the refund row stays 'failed' for staff to retry.
 */
export function refundRetryJob(req: RefundRequest): NewJob {
  const { order, ...rest } = req;
  const payload: RetryPayload = { ...rest, orderId: order.id };
  return {
    type: REFUND_RETRY_JOB,
    payload: payload as unknown as Record<string, unknown>,
    maxAttempts: 12,
    group: companyGroup(order.companyId),
  };
}

export function registerRefundRetry(ctx: AppContext, orders: RefundedOrders) {
  ctx.jobs.register(REFUND_RETRY_JOB, async (payload) => {
    const { orderId, ...rest } = payload as unknown as RetryPayload;
    const order = await orders.orderById(ctx.db, orderId);
    if (!order) return { skipped: 'no such order' };
    const outcome = await refundOrder(ctx, { ...rest, order }, orders);
    // Another call holds the key right now: look again later rather than call it done.
    if (outcome.status === 'pending') throw new Error(`refund ${rest.key} is still under way`);
    return outcome;
  });
}
