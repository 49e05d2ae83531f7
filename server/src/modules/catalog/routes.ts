import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { imageRoutes } from './image-routes';
import { listingRoutes, productPageRoutes } from './product-routes';
import type { CatalogDeps } from './service';

/**
 * The public catalogue. No session needed: a shop's catalogue
 * is public, ordering is not. Every answer carries an ETag and Cache-Control.
 */
export const catalogModule: FastifyPluginAsyncZod<{ deps: CatalogDeps }> = async (app, { deps }) => {
  // Cacheable answers must not hand out a per-visitor cookie (shared caches would pass it on).
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (String(reply.getHeader('cache-control') ?? '').startsWith('public')) reply.removeHeader('set-cookie');
    done(null, payload);
  });
  listingRoutes(app, deps);
  productPageRoutes(app, deps);
  imageRoutes(app, deps);
};
