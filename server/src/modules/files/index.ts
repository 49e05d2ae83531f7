import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerFilesCleanup } from './cleanup';
import type { PrintAreaLookup } from './product-check';
import { filesModule as routes } from './routes';

/** The files module's public face: other modules and app.ts import from here only. */
export { mediaModule } from './media-routes';
export type { PrintAreaLookup } from './product-check';
export { newestArtwork, resolveArtworkSources } from './service';

/**
 * The files capability: its routes under /api/files and the daily 'files.cleanup' job.
 * `printAreaOf` answers a product's print area, for uploads made for a product (?sku=).
 */
export const filesModule: FastifyPluginAsyncZod<{ printAreaOf: PrintAreaLookup }> = async (app, opts) => {
  registerFilesCleanup(app.ctx);
  await app.register(routes, { printAreaOf: opts.printAreaOf });
};
