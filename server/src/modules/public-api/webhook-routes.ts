import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVENT_TYPES } from '../../lib/events';
import { errorSchema, serialIdParams } from '../../lib/schemas';
import {
  createEndpoint,
  deleteEndpoint,
  deliveryLog,
  eventsSchema,
  getEndpoint,
  listEndpoints,
  replayDelivery,
  rotateSecret,
  sendTest,
  updateEndpoint,
  WEBHOOK_MSG,
} from '../webhooks';
import { clientOf, config, errors, security, tags } from './common';
import { decodeCursor, encodeCursor } from './cursor';
import { API_MSG } from './schemas';
import {
  apiDelivery,
  apiDeliveryAnswer,
  apiEndpoint,
  apiEndpointAnswer,
  withSecretAnswer,
} from './webhook-views';

export const V1_WEBHOOK_MSG = {
  onlyEventsAndEnabled:
    'Only events and enabled can be changed; for another URL, register a new endpoint and delete this one.',
} as const;

const EVENTS = EVENT_TYPES.join(', ');
const CREATE_EXAMPLE = {
  url: 'https://store.example.com/hooks/pressrun',
  events: ['order.created', 'order.shipped'],
};
const ENDPOINT_EXAMPLE = {
  id: 7,
  url: CREATE_EXAMPLE.url,
  events: CREATE_EXAMPLE.events,
  enabled: true,
  disabled_at: null,
  disabled_reason: '',
  previous_secret_expires_at: null,
  created_at: '2026-11-25T16:00:00.000Z',
  last_deliveries: [],
};
const DELIVERY_EXAMPLE = {
  id: 311,
  endpoint_id: 7,
  message_id: 'msg_2KWPBgLlAfxdpx2AI54pPJ',
  event_type: 'order.shipped',
  status: 'pending',
  attempts: 2,
  next_attempt_at: '2026-11-25T16:35:12.000Z',
  last_status_code: 503,
  last_error: 'HTTP 503',
  last_duration_ms: 182,
  created_at: '2026-11-25T16:30:07.000Z',
  updated_at: '2026-11-25T16:30:12.000Z',
};
/** A delivery just queued: a test send, or a replay. */
const QUEUED_EXAMPLE = {
  ...DELIVERY_EXAMPLE,
  id: 312,
  status: 'pending',
  attempts: 0,
  next_attempt_at: null,
  last_status_code: null,
  last_error: '',
  last_duration_ms: null,
};
const example = (label: string, value: unknown) => ` ${label}: ${JSON.stringify(value)}`;

const idParams = serialIdParams(WEBHOOK_MSG.notFound);
const deliveryParams = idParams.extend({
  delivery_id: serialIdParams(WEBHOOK_MSG.deliveryNotFound).shape.id,
});
const createBody = z.object({
  url: z
    .string({ error: WEBHOOK_MSG.badUrl })
    .min(1, WEBHOOK_MSG.badUrl)
    .describe('http(s), resolving to a public address'),
  events: eventsSchema.describe(`Among ${EVENTS}`),
});
// Strict: a `url` (or any other field) sent to be changed would otherwise be dropped without a word.
const updateBody = z.strictObject(
  {
    events: eventsSchema.optional().describe(`Among ${EVENTS}; replaces the list`),
    enabled: z
      .boolean()
      .optional()
      .describe('false turns the endpoint off, true on again (e.g. after a 410)'),
  },
  {
    error: (issue) => (issue.code === 'unrecognized_keys' ? V1_WEBHOOK_MSG.onlyEventsAndEnabled : undefined),
  },
);
const logQuery = z.object({
  cursor: z.string().max(64, API_MSG.badCursor).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
const withWebhook = z.object({ webhook: apiEndpointAnswer });
const withDelivery = z.object({ delivery: apiDeliveryAnswer });

/**
 * A key's webhook endpoints under /api/v1/webhooks: the webhooks module's operations (the same the
 * Stores page uses) in the public API's shapes. Always the key's company: another company's
 * endpoint or delivery is not found. Registered inside the public API's plugin, so the per-key
 * rate limit counts these routes with the others.
 */
export const webhookV1Routes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/webhooks',
    {
      schema: {
        tags,
        security,
        description: `Your webhook endpoints with their last deliveries (never their secrets).${example('Example answer', { webhooks: [ENDPOINT_EXAMPLE] })}`,
        response: {
          200: z.object({ webhooks: z.array(apiEndpointAnswer) }),
          401: errorSchema,
          429: errorSchema,
        },
      },
      config,
    },
    async (req) => ({
      webhooks: (await listEndpoints(ctx, clientOf(req).companyId)).map(apiEndpoint),
    }),
  );

  app.post(
    '/webhooks',
    {
      schema: {
        tags,
        security,
        description:
          `Registers an endpoint for events among ${EVENTS}. Deliveries are signed the Standard Webhooks way with the answer's secret, which is shown this once only.` +
          `${example('Example body', CREATE_EXAMPLE)}${example('Example answer', { webhook: ENDPOINT_EXAMPLE, secret: 'whsec_…' })}`,
        body: createBody,
        response: { 201: withSecretAnswer, ...errors },
      },
      config,
    },
    async (req, reply) => {
      const { endpoint, secret } = await createEndpoint(ctx, clientOf(req).companyId, req.body);
      return reply.status(201).send({ webhook: apiEndpoint(endpoint), secret });
    },
  );

  app.get(
    '/webhooks/:id',
    {
      schema: {
        tags,
        security,
        description: `One of your webhook endpoints with its five newest deliveries.${example('Example answer', { webhook: ENDPOINT_EXAMPLE })}`,
        params: idParams,
        response: { 200: withWebhook, ...errors },
      },
      config,
    },
    async (req) => ({ webhook: apiEndpoint(await getEndpoint(ctx, clientOf(req).companyId, req.params.id)) }),
  );

  app.patch(
    '/webhooks/:id',
    {
      schema: {
        tags,
        security,
        description: `Changes the events, or turns the endpoint off or on again.${example('Example body', { events: ['order.shipped'], enabled: true })}`,
        params: idParams,
        body: updateBody,
        response: { 200: withWebhook, ...errors },
      },
      config,
    },
    async (req) => ({
      webhook: apiEndpoint(await updateEndpoint(ctx, clientOf(req).companyId, req.params.id, req.body)),
    }),
  );

  app.delete(
    '/webhooks/:id',
    {
      schema: {
        tags,
        security,
        description: 'Deletes an endpoint with its delivery log; nothing more is sent to it.',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
      config,
    },
    async (req, reply) => {
      await deleteEndpoint(ctx, clientOf(req).companyId, req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/webhooks/:id/rotate-secret',
    {
      schema: {
        tags,
        security,
        description:
          'A new signing secret, shown this once only. The previous one keeps signing too (a second signature) for 24 hours, so you can switch without missing a delivery.' +
          example('Example answer', {
            webhook: { ...ENDPOINT_EXAMPLE, previous_secret_expires_at: '2026-11-26T16:00:00.000Z' },
            secret: 'whsec_…',
          }),
        params: idParams,
        response: { 200: withSecretAnswer, ...errors },
      },
      config,
    },
    async (req) => {
      const { endpoint, secret } = await rotateSecret(ctx, clientOf(req).companyId, req.params.id);
      return { webhook: apiEndpoint(endpoint), secret };
    },
  );

  app.post(
    '/webhooks/:id/test',
    {
      schema: {
        tags,
        security,
        description: `Queues a signed webhook.test event to the endpoint, whatever its events; it shows in the delivery log. 409 when the endpoint is off.${example('Example answer', { delivery: { ...QUEUED_EXAMPLE, event_type: 'webhook.test' } })}`,
        params: idParams,
        response: { 202: withDelivery, ...errors },
      },
      config,
    },
    async (req, reply) =>
      reply
        .status(202)
        .send({ delivery: apiDelivery(await sendTest(ctx, clientOf(req).companyId, req.params.id)) }),
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      schema: {
        tags,
        security,
        description:
          'The endpoint’s delivery log, newest first: status, attempts, the next retry, the last answer and its response time (last_duration_ms). `next_cursor` gives the next page (null on the last).' +
          example('Example answer', { deliveries: [DELIVERY_EXAMPLE], next_cursor: null }),
        params: idParams,
        querystring: logQuery,
        response: {
          200: z.object({ deliveries: z.array(apiDeliveryAnswer), next_cursor: z.string().nullable() }),
          ...errors,
        },
      },
      config,
    },
    async (req) => {
      const { cursor, limit } = req.query;
      const page = await deliveryLog(ctx, clientOf(req).companyId, req.params.id, {
        limit,
        before: cursor ? decodeCursor('d', cursor) : undefined,
      });
      return {
        deliveries: page.deliveries.map(apiDelivery),
        next_cursor: page.nextBefore ? encodeCursor('d', page.nextBefore) : null,
      };
    },
  );

  app.post(
    '/webhooks/:id/deliveries/:delivery_id/replay',
    {
      schema: {
        tags,
        security,
        description:
          'Sends a delivery’s event again, as a new entry in the log with the same webhook-id (drop duplicates by it). 409 when the endpoint is off.' +
          example('Example answer', { delivery: QUEUED_EXAMPLE }),
        params: deliveryParams,
        response: { 202: withDelivery, ...errors },
      },
      config,
    },
    async (req, reply) => {
      const { id, delivery_id } = req.params;
      const replayed = await replayDelivery(ctx, clientOf(req).companyId, delivery_id, id);
      return reply.status(202).send({ delivery: apiDelivery(replayed) });
    },
  );
};
