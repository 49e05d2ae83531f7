import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicApiRoutes } from './routes';

/** The public REST API under /api/v1, for API keys (see docs/architecture.md, Public API). */
export const publicApiModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicApiRoutes);
};
