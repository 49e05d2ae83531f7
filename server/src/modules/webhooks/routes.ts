import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteApp } from '../../lib/route-app';
import { errorSchema, serialIdParams } from '../../lib/schemas';
import { sessionOf } from '../../lib/session';
import type { WebhooksDeps } from './deps';
import { WEBHOOK_MSG } from './messages';
import { deliverySchema, endpointSchema, eventsSchema } from './schemas';
import * as service from './service';

const withSecret = z.object({ endpoint: endpointSchema, secret: z.string() });
const idParams = serialIdParams(WEBHOOK_MSG.notFound);
const deliveryIdParams = serialIdParams(WEBHOOK_MSG.deliveryNotFound);
/** Test sends and replays a company may queue a minute. */
export const SENDS_PER_MINUTE = 60;
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema };
const tags = ['webhooks'];
const auth = { auth: 'session' as const };
// Test sends and replays each queue a delivery: a company may send a few a minute, not a flood.
const sends = {
  auth: 'session' as const,
  rateLimit: {
    max: SENDS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (req: { session?: { companyId: number } | null; ip: string }) =>
      `webhook-sends:${req.session?.companyId ?? req.ip}`,
  },
};

/**
 * A company's webhook endpoints (/api/webhooks): register, change, rotate, test, delete, and the
 * delivery log with replay. Always the session's company: another company's endpoint is not found.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ deps: WebhooksDeps }> = async (app, { deps }) => {
  endpointRoutes(app, deps);
  deliveryRoutes(app, deps);
};

/** /endpoints: listed, registered, changed, deleted, and their signing secret rotated. */
function endpointRoutes(app: RouteApp, deps: WebhooksDeps) {
  app.get(
    '/endpoints',
    {
      schema: { tags, response: { 200: z.object({ endpoints: z.array(endpointSchema) }), 401: errorSchema } },
      config: auth,
    },
    async (req) => ({ endpoints: await service.listEndpoints(deps, sessionOf(req).companyId) }),
  );

  app.post(
    '/endpoints',
    {
      schema: {
        tags,
        body: z.object({
          url: z.string({ error: WEBHOOK_MSG.badUrl }).min(1, WEBHOOK_MSG.badUrl),
          events: eventsSchema,
        }),
        response: { 201: withSecret, ...errors },
      },
      config: auth,
    },
    async (req, reply) => {
      const created = await service.createEndpoint(deps, sessionOf(req).companyId, req.body);
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/endpoints/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: z.object({ events: eventsSchema.optional(), enabled: z.boolean().optional() }),
        response: { 200: z.object({ endpoint: endpointSchema }), ...errors },
      },
      config: auth,
    },
    async (req) => ({
      endpoint: await service.updateEndpoint(deps, sessionOf(req).companyId, req.params.id, req.body),
    }),
  );

  app.delete(
    '/endpoints/:id',
    { schema: { tags, params: idParams, response: { 204: z.null(), ...errors } }, config: auth },
    async (req, reply) => {
      await service.deleteEndpoint(deps, sessionOf(req).companyId, req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/endpoints/:id/rotate',
    { schema: { tags, params: idParams, response: { 200: withSecret, ...errors } }, config: auth },
    async (req) => service.rotateSecret(deps, sessionOf(req).companyId, req.params.id),
  );
}

/** Sending to an endpoint (a test, a replay) and its delivery log. */
function deliveryRoutes(app: RouteApp, deps: WebhooksDeps) {
  app.post(
    '/endpoints/:id/test',
    {
      schema: {
        tags,
        params: idParams,
        response: { 202: z.object({ delivery: deliverySchema }), ...errors },
      },
      config: sends,
    },
    async (req, reply) =>
      reply
        .status(202)
        .send({ delivery: await service.sendTest(deps, sessionOf(req).companyId, req.params.id) }),
  );

  app.get(
    '/endpoints/:id/deliveries',
    {
      schema: {
        tags,
        params: idParams,
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(100).default(20),
          before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
        }),
        response: {
          200: z.object({ deliveries: z.array(deliverySchema), nextBefore: z.number().nullable() }),
          ...errors,
        },
      },
      config: auth,
    },
    async (req) => service.deliveryLog(deps, sessionOf(req).companyId, req.params.id, req.query),
  );

  app.post(
    '/deliveries/:id/replay',
    {
      schema: {
        tags,
        params: deliveryIdParams,
        response: { 202: z.object({ delivery: deliverySchema }), ...errors },
      },
      config: sends,
    },
    async (req, reply) =>
      reply
        .status(202)
        .send({ delivery: await service.replayDelivery(deps, sessionOf(req).companyId, req.params.id) }),
  );
}
