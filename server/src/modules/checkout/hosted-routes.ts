import { z } from 'zod';
import type { AppContext } from '../../context';
import type { RouteApp } from '../../lib/route-app';
import { sessionOf } from '../../lib/session';
import { ordererOf } from '../auth';
import { startCardCheckout, startWalletCheckout } from './hosted';
import { idempotencyHeaders, paymentErrors, tags } from './route-schemas';

/** /card-session and /paypal: the provider's page to pay on, for a new card or PayPal. */
export function hostedPaymentRoutes(app: RouteApp, ctx: AppContext) {
  // New card: the hosted checkout page to pay on.
  app.post(
    '/card-session',
    {
      schema: {
        tags,
        headers: idempotencyHeaders,
        response: { 200: z.object({ url: z.string() }), ...paymentErrors },
      },
    },
    async (req) =>
      startCardCheckout(ctx, sessionOf(req), req.headers['idempotency-key'], ordererOf(req).email),
  );

  // PayPal: the approval page to approve the payment on.
  app.post(
    '/paypal',
    {
      schema: {
        tags,
        headers: idempotencyHeaders,
        response: { 200: z.object({ approveUrl: z.string(), paypalOrderId: z.string() }), ...paymentErrors },
      },
    },
    async (req) => startWalletCheckout(ctx, sessionOf(req), req.headers['idempotency-key']),
  );
}
