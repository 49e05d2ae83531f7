import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { legalRoutes } from './routes';

/** The legal module: the terms and conditions PDF at /static/terms.pdf (registered without a prefix). */
export const legalModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(legalRoutes);
};
