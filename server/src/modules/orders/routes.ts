import { orderViewSchema } from '@pressrun/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../lib/schemas';
import { requireSession, sessionOf } from '../../lib/session';
import { getOrder } from './service';

/** A company's placed orders (the confirmation page reads one; the orders pages build on it). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', requireSession);

  app.get(
    '/:id',
    {
      schema: {
        tags: ['orders'],
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: z.object({ order: orderViewSchema }), 401: errorSchema, 404: errorSchema },
      },
    },
    async (req) => ({ order: await getOrder(ctx.db, sessionOf(req).companyId, req.params.id) }),
  );
};
