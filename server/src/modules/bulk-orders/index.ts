import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerBulkOrderJob } from './job';
import { bulkOrderRoutes } from './routes';
import type { PlaceItemsOrder } from './service';

export type { PlaceItemsOrder } from './service';

/**
 * Bulk orders (the CSV orders page): uploads under /api/bulk-orders and the job that turns a file
 * into orders. `placeItemsOrder` is the checkout's item placement; `sampleCsv` the sample CSV the
 * documents module serves, so the sample Excel file has the same rows.
 */
export const bulkOrdersModule: FastifyPluginAsyncZod<{
  placeItemsOrder: PlaceItemsOrder;
  sampleCsv: string;
}> = async (app, opts) => {
  registerBulkOrderJob(app.ctx, opts.placeItemsOrder);
  await app.register(bulkOrderRoutes, { prefix: '/api/bulk-orders', sampleCsv: opts.sampleCsv });
};
