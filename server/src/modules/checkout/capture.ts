import type { AppContext } from '../../context';
import { companyGroup, type NewJob } from '../../providers/jobs/queue';
import { markOrderPaid, orderToCapture } from '../orders';
import { type HeldPayment, markCaptured } from '../payments';

/** Held money to take once its order is written: a card payment or a PayPal authorization. */
export type CaptureOrder = HeldPayment;

export const CAPTURE_JOB = 'checkout.capture';

/**
 * The capture is a job queued in the order's own transaction, so it happens exactly when the order
 * exists, is tried again when the gateway is down, and keeps the customer's request short.
 */
export function captureJob(order: { id: number; companyId: number }, capture: CaptureOrder): NewJob {
  return {
    type: CAPTURE_JOB,
    payload: { ...capture, orderId: order.id },
    maxAttempts: 8,
    group: companyGroup(order.companyId),
  };
}

export function registerCapture(ctx: AppContext) {
  ctx.jobs.register(CAPTURE_JOB, (payload) =>
    captureOrder(ctx, payload as unknown as CaptureOrder & { orderId: number }),
  );
}

/**
 * Takes an order's held money: the capture job's work, and the reconciliation's for an order whose
 * job gave up. Safe to run twice or at once: the payments module's capture is idempotent.
 */
export async function captureOrder(
  ctx: AppContext,
  c: CaptureOrder & { orderId: number },
): Promise<{ skipped: 'cancelled' | 'released' } | undefined> {
  // A cancelled order that is being refunded is not charged: its refund releases the hold (or
  // has already). One cancelled without a refund (in production, or after 24 hours) still pays.
  const order = await orderToCapture(ctx.db, c.orderId);
  if (order?.status === 'Disabled' && order.refunding) return { skipped: 'cancelled' };
  // A cancel may have released the hold meanwhile: then there is nothing to take.
  if ((await ctx.payments.capture(ctx.db, c)) === 'released') return { skipped: 'released' };
  // Only a payment still 'authorized' becomes captured: a refund settled meanwhile keeps its status.
  await ctx.db.transaction(async (tx) => {
    if (await markCaptured(tx, c.paymentId)) await markOrderPaid(tx, c.orderId);
  });
}
