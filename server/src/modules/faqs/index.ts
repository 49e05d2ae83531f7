import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { faqRoutes } from './routes';
import { staffFaqRoutes } from './staff-routes';

export { seedFaqs } from './seed';

/** The Support page's FAQ: anyone reads it at /api/faqs; staff write it under /api/admin/faqs. */
export const faqsModule: FastifyPluginAsyncZod<{ deps: Pick<AppContext, 'db'> }> = async (app, { deps }) => {
  await app.register(faqRoutes, { prefix: '/api/faqs', deps });
  await app.register(staffFaqRoutes, { prefix: '/api/admin/faqs', deps });
};
