import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BulkOrdersDeps } from './deps';
import { registerBulkOrderJob } from './job';
import { bulkOrderRoutes } from './routes';
import type { PlaceItemsOrders } from './service';

export type { BulkOrdersDeps } from './deps';
export type { PlaceItemsOrders } from './service';

/**
 * Bulk orders (the CSV orders page): uploads under /api/bulk-orders and the job that turns a file
 * into orders. `placeItemsOrders` is the checkout's placement of a run of orders.
 */
export const bulkOrdersModule: FastifyPluginAsyncZod<{
  placeItemsOrders: PlaceItemsOrders;
  deps: BulkOrdersDeps;
}> = async (app, { placeItemsOrders, deps }) => {
  registerBulkOrderJob(deps, placeItemsOrders);
  await app.register(bulkOrderRoutes, { prefix: '/api/bulk-orders', deps });
};
