import { isStorePlatform, STORE_MSG, type StorePlatform } from '@pressrun/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { errorSchema } from '../../lib/schemas';
import { StoreError } from '../../providers/stores';
import { handleCallback, uninstalled } from './connect';
import { authOf, storeById } from './connections';
import type { StoresDeps } from './deps';
import { receiveOrder } from './receive';

const isPing = (body: unknown) =>
  typeof body === 'object' && body !== null && Object.keys(body).length === 1 && 'webhook_id' in body;

const platformParams = z.object({ platform: z.string() });
const platformOf = (p: string): StorePlatform => {
  if (!isStorePlatform(p)) throw new AppError(404, 'not_found', 'Not found');
  return p;
};

/**
 * What platforms call: the connect callback (the browser coming back from approving PressRun, and
 * WooCommerce posting the keys) and each store's webhooks. No session guards a webhook: its
 * signature is checked over the raw bytes before anything in it is read.
 */
export const storeHookRoutes: FastifyPluginAsyncZod<{ deps: StoresDeps }> = async (app, { deps }) => {
  // WooCommerce's first delivery to a new webhook is a form-encoded ping.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /** The browser back from the platform: connect, then show the Stores page with the outcome. */
  app.get(
    '/callback/:platform',
    { schema: { tags: ['stores'], params: platformParams, querystring: z.record(z.string(), z.string()) } },
    async (req, reply) => {
      const platform = platformOf(req.params.platform);
      const query = req.query as Record<string, string>;
      const back = (q: string) => reply.redirect(`/dashboard/stores?${q}`);
      if (query.error) return back(`connect_error=${encodeURIComponent(STORE_MSG.connectFailed)}`);
      if (!req.session) return reply.redirect(`/login?next=${encodeURIComponent('/dashboard/stores')}`);
      try {
        const store = await handleCallback(deps, platform, { method: 'GET', query, body: null }, req.session);
        return back(
          store ? `connected=${store.id}` : `connect_error=${encodeURIComponent(STORE_MSG.connectFailed)}`,
        );
      } catch (err) {
        const message =
          err instanceof AppError ? err.message : err instanceof StoreError ? STORE_MSG.connectFailed : null;
        if (!message) throw err;
        return back(`connect_error=${encodeURIComponent(message)}`);
      }
    },
  );

  /** WooCommerce posts the keys here (server to server, before the browser returns): the state names the request. */
  app.post(
    '/callback/:platform',
    {
      schema: {
        tags: ['stores'],
        params: platformParams,
        response: { 200: z.object({ ok: z.boolean() }), 400: errorSchema },
      },
      config: { auth: 'webhook' },
    },
    async (req) => {
      const platform = platformOf(req.params.platform);
      await handleCallback(
        deps,
        platform,
        { method: 'POST', query: req.query as Record<string, string>, body: req.body },
        null,
      );
      return { ok: true };
    },
  );

  app.post(
    '/hooks/:platform/:id',
    {
      schema: {
        tags: ['stores'],
        params: z.object({ platform: z.string(), id: z.coerce.number().int().positive() }),
        response: {
          200: z.object({ received: z.boolean() }),
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
        },
      },
      config: { auth: 'webhook' },
    },
    async (req) => {
      const platform = platformOf(req.params.platform);
      const store = await storeById(deps.db, req.params.id);
      const auth = store && store.platform === platform ? authOf(deps, store) : null;
      if (!store || !auth) throw new AppError(404, 'not_found', 'Not found');
      const adapter = deps.adapters[platform];
      const request = {
        headers: req.headers as Record<string, string | undefined>,
        rawBody: Buffer.isBuffer(req.rawBody) ? req.rawBody : Buffer.alloc(0),
      };
      // WooCommerce pings a new webhook unsigned (`webhook_id=…`) and drops it unless answered 2xx:
      // it carries nothing to act on, so it is acknowledged without trusting anything in it.
      if (isPing(req.body)) return { received: true };
      if (!adapter.verifyWebhook(request, auth))
        throw new AppError(401, 'bad_signature', 'The webhook signature does not match.');
      let event: ReturnType<typeof adapter.parseWebhook>;
      try {
        event = adapter.parseWebhook(request);
      } catch {
        // Signed, yet not the platform's JSON: the sender's mistake, answered as such.
        throw new AppError(400, 'bad_body', 'The webhook body is not what the platform sends.');
      }
      if (event.kind === 'uninstalled') await uninstalled(deps, store);
      if (event.kind === 'order' && store.status === 'connected')
        await receiveOrder(deps, store, event.order);
      return { received: true };
    },
  );
};
