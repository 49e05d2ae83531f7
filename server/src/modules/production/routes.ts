import { FULFIL_MSG } from '@pressrun/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import type { RouteApp } from '../../lib/route-app';
import { routesOfKind } from '../../lib/route-auth';
import { errorSchema } from '../../lib/schemas';
import { cancelAsStaff, moveOne, moveOrders, shipOrder, staffActor } from './actions';
import { loadStaffOrder, productionOrder, queue } from './detail';
import { packingSlipPdf } from './packing-slip';
import * as repo from './repo';
import {
  bulkMoveResultSchema,
  bulkMoveSchema,
  cancelledSchema,
  cancelSchema,
  moveSchema,
  orderIdSchema,
  PRODUCTION_MSG,
  productionOrderSchema,
  queuePageSchema,
  queueQuerySchema,
  shipSchema,
} from './schemas';

const tags = ['production'];
const params = z.object({ id: orderIdSchema });
const errors = { 400: errorSchema, 404: errorSchema } as const;
const changeErrors = { ...errors, 409: errorSchema } as const;

/** The production console's API (/api/admin/production): staff only, anyone else gets 404. */
export const productionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('onRoute', routesOfKind('staff'));
  queueRoutes(app, ctx);
  orderPaperRoutes(app, ctx);
  orderChangeRoutes(app, ctx);
};

/** /queue and /moves: the orders waiting at each step, and many moved at once. */
function queueRoutes(app: RouteApp, ctx: AppContext) {
  app.get(
    '/queue',
    { schema: { tags, querystring: queueQuerySchema, response: { 200: queuePageSchema, ...errors } } },
    async (req) => queue(ctx.db, req.query),
  );

  app.post(
    '/moves',
    { schema: { tags, body: bulkMoveSchema, response: { 200: bulkMoveResultSchema, ...errors } } },
    async (req) => moveOrders(ctx, staffActor(req), req.body.orderIds, req.body.to),
  );
}

/** One order as the floor sees it: its page, its packing slip and its items' print files. */
function orderPaperRoutes(app: RouteApp, ctx: AppContext) {
  app.get(
    '/orders/:id',
    { schema: { tags, params, response: { 200: productionOrderSchema, ...errors } } },
    async (req) => productionOrder(ctx, req.params.id),
  );

  app.get(
    '/orders/:id/packing-slip.pdf',
    { schema: { tags, params, produces: ['application/pdf'] } },
    async (req, reply) => {
      const pdf = await packingSlipPdf(await loadStaffOrder(ctx.db, req.params.id), ctx.config.companyName);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="packing-slip-${req.params.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  // Print files are private: staff get them here, never as a /media URL.
  app.get(
    '/orders/:id/items/:itemId/print-file',
    {
      schema: {
        tags,
        params: z.object({ id: orderIdSchema, itemId: orderIdSchema }),
        produces: ['application/octet-stream'],
      },
    },
    async (req, reply) => {
      const { id, itemId } = req.params;
      const key = await repo.printFileKey(ctx.db, id, itemId);
      const file = key ? await ctx.storage.get(key) : null;
      if (!key || !file) throw notFound(PRODUCTION_MSG.noPrintFile);
      const ext = /\.([A-Za-z0-9]{1,5})$/.exec(key)?.[1] ?? 'bin';
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename="order-${id}-item-${itemId}-print-file.${ext}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );
}

/** One order moved to another step, shipped, or cancelled by staff. */
function orderChangeRoutes(app: RouteApp, ctx: AppContext) {
  app.post(
    '/orders/:id/move',
    { schema: { tags, params, body: moveSchema, response: { 200: productionOrderSchema, ...changeErrors } } },
    async (req) => {
      await moveOne(ctx, staffActor(req), req.params.id, req.body.to);
      return productionOrder(ctx, req.params.id);
    },
  );

  app.post(
    '/orders/:id/ship',
    { schema: { tags, params, body: shipSchema, response: { 200: productionOrderSchema, ...changeErrors } } },
    async (req) => {
      await shipOrder(ctx, staffActor(req), req.params.id, req.body);
      return productionOrder(ctx, req.params.id);
    },
  );

  app.post(
    '/orders/:id/cancel',
    { schema: { tags, params, body: cancelSchema, response: { 200: cancelledSchema, ...changeErrors } } },
    async (req) => {
      const { refund } = await cancelAsStaff(ctx, staffActor(req), req.params.id, req.body?.reason);
      return {
        ...(await productionOrder(ctx, req.params.id)),
        message: FULFIL_MSG.cancelled(req.params.id),
        refund,
      };
    },
  );
}
