import type { AppContext } from '../../context';
import type { NewJob } from '../../providers/jobs/queue';
import { PaymentError } from '../../providers/payments';
import * as repo from './place-repo';

/** Held money to take once its order is written: a card payment or a PayPal authorization. */
export interface CaptureOrder {
  kind: 'card' | 'wallet';
  /** Our payment row. */
  paymentId: number;
  /** The gateway's payment (card) or authorization (PayPal). */
  ref: string;
  amountCents: number;
}

export const CAPTURE_JOB = 'checkout.capture';

/**
 * The capture is a job queued in the order's own transaction, so it happens exactly when the order
 * exists, is tried again when the gateway is down, and keeps the customer's request short.
 */
export function captureJob(orderId: number, capture: CaptureOrder): NewJob {
  return { type: CAPTURE_JOB, payload: { ...capture, orderId }, maxAttempts: 8 };
}

export function registerCapture(ctx: AppContext) {
  ctx.jobs.register(CAPTURE_JOB, (payload) =>
    captureOrder(ctx, payload as unknown as CaptureOrder & { orderId: number }),
  );
}

/**
 * Takes an order's held money: the capture job's work, and the reconciliation's for an order whose
 * job gave up. Safe to run twice or at once: the gateway answers a repeated capture with the first.
 */
export async function captureOrder(
  ctx: AppContext,
  c: CaptureOrder & { orderId: number },
): Promise<{ skipped: 'cancelled' | 'released' } | undefined> {
  // A cancelled order that is being refunded is not charged: its refund releases the hold (or
  // has already). One cancelled without a refund (in production, or after 24 hours) still pays.
  const order = await repo.orderToCapture(ctx.db, c.orderId);
  if (order?.status === 'Disabled' && order.refunding) return { skipped: 'cancelled' };
  try {
    // A retry is safe: a capture that went through answers the same (the card gateway's rule; the
    // PayPal adapter sends one PayPal-Request-Id per authorization and amount).
    if (c.kind === 'card') await ctx.payments.cards.capturePayment(c.ref, c.amountCents);
    else await ctx.payments.wallet.captureAuthorization(c.ref, c.amountCents);
  } catch (err) {
    // A cancel may have released the hold between the read above and the capture: nothing to take.
    if (!(err instanceof PaymentError) || err.retryable) throw err;
    const now = await heldNow(ctx, c);
    if (now === 'released') return { skipped: 'released' };
    if (now !== 'captured') throw err;
  }
  // Only a payment still 'authorized' becomes captured: a refund settled meanwhile keeps its status.
  await repo.markCaptured(ctx.db, c.paymentId, c.orderId);
}

/** What the gateway says of the held money now. */
async function heldNow(ctx: AppContext, c: CaptureOrder): Promise<'released' | 'captured' | 'held'> {
  if (c.kind === 'card') {
    const status = await ctx.payments.cards.getPaymentStatus(c.ref);
    return status === 'canceled' ? 'released' : status === 'captured' ? 'captured' : 'held';
  }
  // The wallet is asked by the PayPal order our payment row names (the authorization is inside it).
  const paypalOrderId = await repo.paymentProviderRef(ctx.db, c.paymentId);
  const auth = paypalOrderId ? (await ctx.payments.wallet.getOrder(paypalOrderId)).authorization : null;
  if (!auth) return 'held';
  if (auth.status === 'voided' || auth.status === 'expired') return 'released';
  return auth.status === 'captured' || auth.status === 'partially_captured' ? 'captured' : 'held';
}
