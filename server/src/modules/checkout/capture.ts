import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
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
export function queueCapture(ctx: AppContext, tx: Db, orderId: number, capture: CaptureOrder) {
  return ctx.jobs.enqueue(CAPTURE_JOB, { ...capture, orderId }, { maxAttempts: 8, tx });
}

export function registerCapture(ctx: AppContext) {
  ctx.jobs.register(CAPTURE_JOB, async (payload) => {
    const c = payload as unknown as CaptureOrder & { orderId: number };
    // A retry is safe: a capture that went through answers the same (the card gateway's rule; the
    // PayPal adapter sends one PayPal-Request-Id per authorization and amount).
    if (c.kind === 'card') await ctx.payments.cards.capturePayment(c.ref, c.amountCents);
    else await ctx.payments.wallet.captureAuthorization(c.ref, c.amountCents);
    await repo.markCaptured(ctx.db, c.paymentId, c.orderId);
  });
}
