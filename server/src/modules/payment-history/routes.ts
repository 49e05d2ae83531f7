import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../lib/schemas';
import { requireSession, sessionOf } from '../../lib/session';
import { historyQuerySchema, paymentHistory, paymentHistoryPageSchema } from './history';

/** The company's payment history, where the web app's billing page reads it. */
export const paymentHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', requireSession);

  app.get(
    '/payments',
    {
      schema: {
        // Listed with the cards in the API's documentation: both are the billing page's.
        tags: ['billing'],
        summary: "The company's charges and refunds, newest first, 50 a page",
        querystring: historyQuerySchema,
        response: { 200: paymentHistoryPageSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (req) => paymentHistory(ctx.db, sessionOf(req).companyId, req.query.after),
  );
};
