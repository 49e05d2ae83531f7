import type { RateLimitOptions } from '@fastify/rate-limit';
import { FILES_MSG, MSG, ORDER_MSG } from '@pressrun/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound, tooMany } from '../../lib/errors';
import { errorSchema } from '../../lib/schemas';
import { buyerOfKey } from '../api-keys';
import { findProduct, snapshot } from '../catalog/service';
import { placeItemsOrder, quoteItems } from '../checkout';
import { resolveArtworkSources } from '../files';
import { cancelOrder, ordersReadModel as repo } from '../orders';
import { clientOf, config, errors, security, tags } from './common';
import { decodeCursor, encodeCursor } from './cursor';
import {
  idempotencyHeaders,
  orderAnswer,
  orderBody,
  orderListQuery,
  productAnswer,
  quoteAnswer,
  quoteBody,
} from './schemas';
import { apiOrder, apiProduct, itemsOrderOf, totalsOf } from './views';
import { webhookV1Routes } from './webhook-routes';

/** Requests a key may make a minute, all routes together (Printify allows 600). */
export const REQUESTS_PER_MINUTE = 600;
/**
 * Requests a company may make a minute with all its keys together: two busy keys' worth (a store
 * and an order-management service), so making more keys does not multiply the allowance.
 */
export const COMPANY_REQUESTS_PER_MINUTE = 2 * REQUESTS_PER_MINUTE;

/** The IETF draft's RateLimit-* names, so clients can pace themselves; Retry-After on a 429. */
const rateLimit = {
  max: REQUESTS_PER_MINUTE,
  timeWindow: 60_000,
  keyGenerator: (req: FastifyRequest) => `v1:${req.apiClient?.keyId}`,
  enableDraftSpec: true,
  labels: {
    rateLimit: 'ratelimit-limit',
    rateRemaining: 'ratelimit-remaining',
    rateReset: 'ratelimit-reset',
    retryAfter: 'retry-after',
  },
  addHeaders: {
    'ratelimit-limit': true,
    'ratelimit-remaining': true,
    'ratelimit-reset': true,
    'retry-after': true,
  },
  addHeadersOnExceeding: { 'ratelimit-limit': true, 'ratelimit-remaining': true, 'ratelimit-reset': true },
} as RateLimitOptions;

/**
 * The company's limit, counted after the key's (the plugin runs one `rateLimit` hook per request,
 * so this one is a counter of its own): its 429 says when to retry; the RateLimit-* headers stay
 * the key's.
 */
function companyLimit(app: FastifyInstance) {
  const count = app.createRateLimit({
    max: COMPANY_REQUESTS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (req) => `v1-company:${req.apiClient?.companyId}`,
  });
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const r = await count(req);
    if (r.isAllowed || !r.isExceeded) return;
    reply.header('retry-after', String(Math.max(1, Math.ceil(r.ttlInSeconds))));
    throw tooMany();
  };
}
const ADDRESS_EXAMPLE = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  street1: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  zip: '94105',
  country: 'US',
};
const ORDER_EXAMPLE = {
  po: 'A1001',
  shipping: 'standard',
  payment: 'default_card',
  address: ADDRESS_EXAMPLE,
  items: [
    { template_id: 12, quantity: 1 },
    { sku: '21101', quantity: 2, artwork_url: 'https://pressrun.example/media/artwork/…/logo.png' },
  ],
};

/**
 * The public REST API under /api/v1: a store or an order-management service calls it with
 * `Authorization: Bearer pr_live_…`. Every answer is about the key's company only: another
 * company's order, template or file is not found, never forbidden.
 */
export const publicApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // One limiter for every route here (a route's own `config.rateLimit` would count each route
  // apart); it runs after the key is resolved, so it counts by key, not by address; and one for
  // the key's company, all its keys together.
  app.addHook('onRequest', app.rateLimit(rateLimit));
  app.addHook('onRequest', companyLimit(app));
  // A child plugin inherits the hook above: the webhook routes count against the same limit.
  await app.register(webhookV1Routes);

  app.get(
    '/products',
    {
      schema: {
        tags,
        security,
        description: 'The catalogue’s products that can be ordered, prices in cents.',
        response: { 200: z.object({ products: z.array(productAnswer) }), 401: errorSchema, 429: errorSchema },
      },
      config,
    },
    async () => {
      const s = await snapshot(ctx);
      const shown = s.variants.filter((v) => !v.hidden);
      const products = await Promise.all(shown.map((v) => findProduct(ctx, v.sku)));
      return { products: products.flatMap((p) => (p && !p.hidden ? [apiProduct(p)] : [])) };
    },
  );

  app.get(
    '/products/:sku',
    {
      schema: {
        tags,
        security,
        description: 'One product by its sku.',
        params: z.object({ sku: z.string().max(64) }),
        response: {
          200: z.object({ product: productAnswer }),
          401: errorSchema,
          404: errorSchema,
          429: errorSchema,
        },
      },
      config,
    },
    async (req) => {
      const p = await findProduct(ctx, req.params.sku);
      if (!p || p.hidden) throw notFound(MSG.productNotFound);
      return { product: apiProduct(p) };
    },
  );

  /** Artwork URLs name the company's own files; anything else is a clear 400 naming the item. */
  async function fileIds(companyId: number, body: { items: Array<{ artwork_url?: string }> }) {
    const urls = body.items.flatMap((i) => (i.artwork_url ? [i.artwork_url] : []));
    const found = await resolveArtworkSources(ctx, companyId, urls);
    body.items.forEach((i, n) => {
      if (i.artwork_url && !found.has(i.artwork_url))
        throw badRequest(`Item ${n + 1}: ${FILES_MSG.notFound}`, {
          [`items.${n}.artwork_url`]: FILES_MSG.notFound,
        });
    });
    return (url: string) => found.get(url)!.id;
  }

  app.post(
    '/quotes',
    {
      schema: {
        tags,
        security,
        description:
          'What an order would cost: the same totals the order review shows (cents), with the carrier and method.',
        body: quoteBody.describe(JSON.stringify({ ...ORDER_EXAMPLE, po: undefined, payment: undefined })),
        response: { 200: quoteAnswer, ...errors, 503: errorSchema },
      },
      config,
    },
    async (req) => {
      const { companyId } = clientOf(req);
      const input = itemsOrderOf(req.body, await fileIds(companyId, req.body));
      const quote = await quoteItems(ctx, companyId, input);
      return { totals: totalsOf(quote), carrier: quote.carrier, method: quote.method };
    },
  );

  app.post(
    '/orders',
    {
      schema: {
        tags,
        security,
        description:
          'Places an order. Send an Idempotency-Key: the same key and body answer the same order (200), the same key with another body is refused (409). ' +
          'A request refused before the order is under way (400, 403) leaves the key free to send again. ' +
          'The key’s user must have verified their email (403 otherwise). ' +
          `Example body: ${JSON.stringify(ORDER_EXAMPLE)}`,
        headers: idempotencyHeaders,
        body: orderBody,
        response: {
          200: orderAnswer,
          201: orderAnswer,
          402: errorSchema,
          403: errorSchema,
          ...errors,
          503: errorSchema,
        },
      },
      config,
    },
    async (req, reply) => {
      const client = clientOf(req);
      const buyer = await buyerOfKey(ctx.db, client);
      const input = itemsOrderOf(req.body, await fileIds(client.companyId, req.body));
      // Its own namespace: an API client's key can never meet a web checkout's.
      const key = `api:${req.headers['idempotency-key']}`;
      const placed = await placeItemsOrder(ctx, buyer, key, {
        ...input,
        po: req.body.po,
        paymentType: req.body.payment,
      });
      const found = await repo.findOrder(ctx.db, client.companyId, placed.order.id);
      if (!found) throw notFound(ORDER_MSG.notFound);
      return reply.status(placed.created ? 201 : 200).send(apiOrder(found.order, found.items));
    },
  );

  const idParams = z.object({
    id: z.coerce
      .number({ error: ORDER_MSG.notFound })
      .int(ORDER_MSG.notFound)
      .positive(ORDER_MSG.notFound)
      .max(2_147_483_647, ORDER_MSG.notFound),
  });

  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        security,
        description: 'One of your orders.',
        params: idParams,
        response: { 200: orderAnswer, ...errors },
      },
      config,
    },
    async (req) => {
      const found = await repo.findOrder(ctx.db, clientOf(req).companyId, req.params.id);
      if (!found) throw notFound(ORDER_MSG.notFound);
      return apiOrder(found.order, found.items);
    },
  );

  app.get(
    '/orders',
    {
      schema: {
        tags,
        security,
        description:
          'Your orders, newest first, filtered by status or po. `next_cursor` gives the next page (null on the last).',
        querystring: orderListQuery,
        response: {
          200: z.object({ orders: z.array(orderAnswer), next_cursor: z.string().nullable() }),
          ...errors,
        },
      },
      config,
    },
    async (req) => {
      const q = req.query;
      const page = await repo.listOrders(ctx.db, {
        companyId: clientOf(req).companyId,
        status: q.status,
        po: q.po || undefined,
        before: q.cursor ? decodeCursor('o', q.cursor) : undefined,
        limit: q.limit + 1,
      });
      const shown = page.slice(0, q.limit);
      return {
        orders: shown.map((o) => apiOrder(o.order, o.items)),
        next_cursor: page.length > q.limit ? encodeCursor('o', shown.at(-1)!.order.id) : null,
      };
    },
  );

  app.post(
    '/orders/:id/cancel',
    {
      schema: {
        tags,
        security,
        description:
          'Cancels an order that has not shipped; the refund policy decides what comes back (refund.amount in cents).',
        params: idParams,
        response: {
          200: z.object({
            order: orderAnswer,
            refund: z.object({ amount: z.number().int(), why: z.string() }),
          }),
          ...errors,
        },
      },
      config,
    },
    async (req) => {
      const client = clientOf(req);
      const buyer = await buyerOfKey(ctx.db, client);
      const { refund } = await cancelOrder(ctx, {
        orderId: req.params.id,
        companyId: client.companyId,
        actor: { kind: 'customer', id: buyer.userId, name: 'API' },
      });
      const found = await repo.findOrder(ctx.db, client.companyId, req.params.id);
      if (!found) throw notFound(ORDER_MSG.notFound);
      return { order: apiOrder(found.order, found.items), refund };
    },
  );
};
