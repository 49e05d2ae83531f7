import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { errorSchema } from '../../lib/schemas';
import { cartOwner } from '../cart';
import {
  claimEvent,
  forgetEvent,
  type PaymentWebhookEvent,
  paymentByProviderRef,
  WebhookVerificationError,
} from '../payments';
import { cardProvider } from './funds';
import { placeOrder } from './place';

/**
 * The card gateway's signed callbacks (Stripe's scheme; the sandbox signs the same way). A paid
 * checkout session places its order here too, through the same operation and key as the return
 * page, so whichever comes first places it and the other finds it: the customer who closes the tab
 * after paying still gets the order.
 */
export const checkoutWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.post(
    '/webhooks/stripe',
    {
      config: { auth: 'webhook' },
      schema: {
        tags: ['checkout'],
        response: { 200: z.object({ received: z.boolean() }), 400: errorSchema, 503: errorSchema },
      },
    },
    async (req) => {
      let event: PaymentWebhookEvent;
      try {
        event = ctx.payments.verifyWebhook(req.rawBody as Buffer, req.headers);
      } catch (err) {
        if (err instanceof WebhookVerificationError)
          throw new AppError(400, 'bad_signature', 'The webhook signature does not match.');
        throw err;
      }
      await handleEvent(ctx, event);
      return { received: true };
    },
  );
};

async function handleEvent(ctx: AppContext, event: PaymentWebhookEvent) {
  if (event.type !== 'checkout.session.completed') return;
  const session = event.data.object as { id?: unknown; payment_status?: unknown };
  if (typeof session.id !== 'string' || session.payment_status !== 'paid') return;
  const provider = cardProvider(ctx);
  if (!(await claimEvent(ctx.db, provider, event.id, event.type))) return; // a replay
  const payment = await paymentByProviderRef(ctx.db, provider, session.id);
  const cart = payment && (await cartOwner(ctx.db, payment.cartId));
  if (!payment || !cart) {
    ctx.log.warn({ sessionId: session.id }, 'paid checkout session with no payment of ours');
    return;
  }
  try {
    await placeOrder(ctx, { companyId: payment.companyId, userId: cart.userId }, `new_card:${session.id}`, {
      paymentType: 'new_card',
      sessionId: session.id,
    });
  } catch (err) {
    // A refusal (the cart changed and the payment was refunded) is final; anything else the
    // gateway should send again, so the event is forgotten and the answer says 'try later'.
    if (err instanceof AppError && err.statusCode < 500) {
      ctx.log.warn({ err, sessionId: session.id }, 'paid checkout session not placed');
      return;
    }
    await forgetEvent(ctx.db, provider, event.id);
    throw err;
  }
}
