import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SANDBOX_WEBHOOK_SECRET, stripeSignatureHeader } from '../payments';

/** Where Stripe would call the app back; the checkout module answers it. */
export const STRIPE_WEBHOOK_PATH = '/api/checkout/webhooks/stripe';

/** What the event tells about a paid checkout session. */
export interface CompletedCheckout {
  id: string;
  paymentRef: string;
  amountCents: number;
  metadata: Record<string, string>;
}

/** Stripe's `checkout.session.completed` event, trimmed to the fields the app reads. */
export function checkoutCompletedEvent(session: CompletedCheckout, nowSeconds: number) {
  return {
    id: `evt_${crypto.randomBytes(12).toString('hex')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: nowSeconds,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        payment_status: 'paid',
        status: 'complete',
        payment_intent: session.paymentRef,
        amount_total: session.amountCents,
        metadata: session.metadata,
      },
    },
  };
}

/**
 * Sends the signed event to the app, in process, exactly as Stripe would over HTTP: the same
 * route, the same Stripe-Signature scheme, so the webhook handler cannot tell the sandbox apart.
 * Answers the status the handler gave.
 */
export async function deliverCheckoutCompleted(
  app: FastifyInstance,
  session: CompletedCheckout,
  opts: { now: () => number; url?: string },
): Promise<number> {
  const nowSeconds = Math.floor(opts.now() / 1000);
  const json = JSON.stringify(checkoutCompletedEvent(session, nowSeconds));
  const header = stripeSignatureHeader(Buffer.from(json), SANDBOX_WEBHOOK_SECRET, nowSeconds);
  const res = await app.inject({
    method: 'POST',
    url: opts.url ?? STRIPE_WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload: json,
  });
  return res.statusCode;
}

/**
 * Fire and forget, after the page has its answer: Stripe calls back on its own time, and a
 * handler that fails (or is not there yet) must never undo a payment the customer made.
 */
export function deliverLater(app: FastifyInstance, now: () => number, session: CompletedCheckout) {
  setImmediate(() => {
    deliverCheckoutCompleted(app, session, { now })
      .then((status) => {
        if (status >= 300)
          app.log.warn({ status, session: session.id }, 'sandbox checkout webhook was not accepted');
      })
      .catch((err) => app.log.warn({ err, session: session.id }, 'sandbox checkout webhook failed'));
  });
}
