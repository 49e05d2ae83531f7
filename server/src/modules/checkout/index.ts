import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutRoutes } from './routes';

/** The checkout capability: order review (totals, promo codes) under /api/checkout. */
export const checkoutModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(checkoutRoutes);
};
