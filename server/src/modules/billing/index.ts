import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingRoutes } from './routes';

/** The billing module's public face: app.ts, the dashboard and the checkout import from here only. */
export { defaultCard, hasCardOnFile } from './service';

/** The billing capability: the company's cards on file under /api/billing. */
export const billingModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(billingRoutes);
};
