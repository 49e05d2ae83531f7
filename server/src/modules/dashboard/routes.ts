import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireSession, sessionOf } from '../../lib/session';
import { dashboardSummary } from './service';

const summarySchema = z.object({
  ordersPlaced: z.number().int(),
  checklist: z.object({
    accountCreated: z.literal(true),
    emailVerified: z.boolean(),
    paymentMethod: z.boolean(),
    template: z.boolean(),
  }),
});

/** The dashboard home: the 'Orders Placed' strip and the four-step checklist. */
export const dashboardModule: FastifyPluginAsyncZod<{ deps: Pick<AppContext, 'db'> }> = async (
  app,
  { deps: { db } },
) => {
  app.get(
    '/summary',
    { schema: { tags: ['dashboard'], response: { 200: summarySchema } }, preHandler: requireSession },
    async (req) => dashboardSummary(db, sessionOf(req)),
  );
};
