import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerBulkOrderJob } from './job';
import { bulkOrderRoutes } from './routes';
import type { PlaceItemsOrders } from './service';

export type { PlaceItemsOrders } from './service';

/**
 * Bulk orders (the CSV orders page): uploads under /api/bulk-orders and the job that turns a file
 * into orders. `placeItemsOrders` is the checkout's placement of a run of orders; `sampleCsv` the sample CSV the
 * documents module serves, so the sample Excel file has the same rows.
 */
export const bulkOrdersModule: FastifyPluginAsyncZod<{
  placeItemsOrders: PlaceItemsOrders;
  sampleCsv: string;
}> = async (app, opts) => {
  registerBulkOrderJob(app.ctx, opts.placeItemsOrders);
  await app.register(bulkOrderRoutes, { prefix: '/api/bulk-orders', sampleCsv: opts.sampleCsv });
};
