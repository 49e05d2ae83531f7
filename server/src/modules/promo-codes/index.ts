import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { promoCodeRoutes } from './routes';

/** The staff promo-code capability: its routes under /api/admin/promo-codes. */
export const promoCodesModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(promoCodeRoutes);
};
