import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerBulkOrderJob } from './job';
import { bulkOrderRoutes } from './routes';
import type { PlaceItemsOrders } from './service';

export type { PlaceItemsOrders } from './service';

/**
 * Bulk orders (the CSV orders page): uploads under /api/bulk-orders and the job that turns a file
 * into orders. `placeItemsOrders` is the checkout's placement of a run of orders.
 */
export const bulkOrdersModule: FastifyPluginAsyncZod<{ placeItemsOrders: PlaceItemsOrders }> = async (
  app,
  opts,
) => {
  registerBulkOrderJob(app.ctx, opts.placeItemsOrders);
  await app.register(bulkOrderRoutes, { prefix: '/api/bulk-orders' });
};
