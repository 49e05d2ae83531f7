import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { setEventSink } from '../../lib/events';
import { storeAdapters } from '../../providers/stores';
import type { StoresDeps } from './deps';
import { storeHookRoutes } from './hook-routes';
import { registerPolling } from './poll';
import { PLACE_JOB, placeStoreOrder } from './receive';
import { storeRoutes } from './routes';
import { sandboxBackend } from './sandbox-backend';
import { sandboxStoreRoutes } from './sandbox-routes';
import { secretBox, storeTokenKey } from './secret-box';
import { registerUpdateJob, storesSink } from './updates';

export type { StoresDeps } from './deps';

/**
 * Connected stores: a reseller's Shopify, WooCommerce or Etsy store under /api/stores, its
 * platform's callbacks and webhooks, the sandbox stores under /api/sandbox/stores, the jobs that
 * place store orders, poll the platforms without webhooks and send tracking back, and the
 * events sink that hears an order ship or be cancelled.
 */
export const storesModule: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const deps: StoresDeps = {
    ...ctx,
    adapters: storeAdapters(ctx.config.stores, ctx.config.publicUrl, sandboxBackend(ctx.db)),
    box: secretBox(storeTokenKey(ctx.config.stores.tokenKey, ctx.config.dataDir)),
  };
  deps.jobs.register(
    PLACE_JOB,
    async (payload) => void (await placeStoreOrder(deps, Number(payload.storeOrderId), 'job')),
  );
  registerUpdateJob(deps);
  registerPolling(deps);
  setEventSink('stores', storesSink(deps));
  await app.register(storeRoutes, { prefix: '/api/stores', deps });
  await app.register(storeHookRoutes, { prefix: '/api/stores', deps });
  await app.register(sandboxStoreRoutes, { prefix: '/api/sandbox/stores', deps });
};
