import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsRoutes } from './routes';

/** Settings' account: the signed-in user's names, email (changed through a mailed link) and phone. */
export const settingsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(settingsRoutes);
};
