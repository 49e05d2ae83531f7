import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tooMany } from '../../lib/errors';
import { orderRoutes } from './order-routes';
import { productRoutes } from './product-routes';
import { quoteRoutes } from './quote-routes';
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
  await app.register(webhookV1Routes, { webhooks: ctx });

  productRoutes(app, ctx);
  quoteRoutes(app, ctx);
  orderRoutes(app, ctx);
};
