import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerMockupJob } from './job';
import { mockupsModule as routes } from './routes';

/** The mockups capability: its routes under /api/mockups and the 'mockup.render' job. */
export const mockupsModule: FastifyPluginAsyncZod = async (app) => {
  registerMockupJob(app.ctx);
  await app.register(routes);
};
