import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productionRoutes } from './routes';

/** The production console's API for staff, under /api/admin/production. */
export const productionModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(productionRoutes);
};
