import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentHistoryRoutes } from './routes';

/**
 * The payment history: a read-only report of the company's charges, refunds and term payments. It
 * sits above the modules whose rows it lists (payments, orders, refunds, credit terms) and reads
 * them only through the read models they export; nothing imports it but app.ts.
 */
export const paymentHistoryModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(paymentHistoryRoutes);
};
