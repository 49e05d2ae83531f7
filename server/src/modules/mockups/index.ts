import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCleanupJob } from './cleanup';
import { registerMockupJob } from './job';
import { mockupsModule as routes } from './routes';

/** The mockups capability: its routes under /api/mockups, the 'mockup.render' job and the daily cleanup. */
export const mockupsModule: FastifyPluginAsyncZod = async (app) => {
  registerMockupJob(app.ctx);
  registerCleanupJob(app.ctx);
  await app.register(routes);
};
