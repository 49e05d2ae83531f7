import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../lib/session';
import { requireVerifiedEmail } from '../auth';
import { hostedPaymentRoutes } from './hosted-routes';
import { placeOrderRoutes } from './order-routes';
import { paymentStepRoutes } from './payment-routes';
import { promoRoutes } from './promo-routes';
import { reviewRoutes } from './review-routes';

/**
 * Order review (docs/business-rules.md, Pricing and Ordering): the held choices, Calculate Order
 * Total and promo codes, the payment step and placing the order. Ordering needs a verified email.
 */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', requireSession);
  app.addHook('preHandler', requireVerifiedEmail(ctx.db));

  reviewRoutes(app, ctx);
  promoRoutes(app, ctx);
  paymentStepRoutes(app, ctx);
  placeOrderRoutes(app, ctx);
  hostedPaymentRoutes(app, ctx);
};
