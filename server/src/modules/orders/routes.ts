import { ORDER_MSG, orderDetailSchema, orderListPageSchema, orderListQuerySchema } from '@pressrun/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, serialIdParams } from '../../lib/schemas';
import { requireSession, sessionOf } from '../../lib/session';
import type { ClaimOfOrder } from './claim-port';
import { getOrderDetail, getPrintFile, listOrderPage } from './service';

const tags = ['orders'];
const id = z.coerce.number({ error: ORDER_MSG.notFound }).int().positive().max(2_147_483_647);

/** A company's placed orders: the list (Load more), one order's page, an item's print file. */
export const orderRoutes: FastifyPluginAsyncZod<{ claimOfOrder: ClaimOfOrder }> = async (app, opts) => {
  const { ctx } = app;
  app.addHook('preHandler', requireSession);

  app.get(
    '/',
    {
      schema: {
        tags,
        querystring: orderListQuerySchema,
        response: { 200: orderListPageSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (req) => listOrderPage(ctx.db, sessionOf(req).companyId, req.query),
  );

  // The confirmation page reads `.order` of it too.
  app.get(
    '/:id',
    {
      schema: {
        tags,
        params: serialIdParams(ORDER_MSG.notFound),
        response: { 200: orderDetailSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (req) => getOrderDetail(ctx, opts.claimOfOrder, sessionOf(req).companyId, req.params.id),
  );

  // Print files are private: served only here, to the order's company, never as a /media URL.
  app.get(
    '/:id/items/:itemId/print-file',
    {
      schema: {
        tags,
        params: z.object({ id, itemId: id }),
        produces: ['application/octet-stream'],
      },
    },
    async (req, reply) => {
      const file = await getPrintFile(ctx, sessionOf(req).companyId, req.params.id, req.params.itemId);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );
};
