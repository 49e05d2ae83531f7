import { z } from 'zod';
import { EVENT_TYPES } from '../../lib/events';
import type { RouteApp } from '../../lib/route-app';
import { errorSchema, serialIdParams } from '../../lib/schemas';
import {
  createEndpoint,
  deleteEndpoint,
  eventsSchema,
  getEndpoint,
  listEndpoints,
  rotateSecret,
  updateEndpoint,
  WEBHOOK_MSG,
  type WebhooksDeps,
} from '../webhooks';
import { clientOf, config, errors, security, tags } from './common';
import { CREATE_EXAMPLE, ENDPOINT_EXAMPLE, example } from './webhook-examples';
import { apiEndpoint, apiEndpointAnswer, withSecretAnswer } from './webhook-views';

export const V1_WEBHOOK_MSG = {
  onlyEventsAndEnabled:
    'Only events and enabled can be changed; for another URL, register a new endpoint and delete this one.',
} as const;

const EVENTS = EVENT_TYPES.join(', ');
const idParams = serialIdParams(WEBHOOK_MSG.notFound);
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
const withWebhook = z.object({ webhook: apiEndpointAnswer });

/** /webhooks and /webhooks/:id: the key's company's endpoints, listed, registered and changed. */
export function endpointV1Routes(app: RouteApp, webhooks: WebhooksDeps) {
  endpointListRoutes(app, webhooks);
  oneEndpointRoutes(app, webhooks);
  rotateSecretRoute(app, webhooks);
}

function endpointListRoutes(app: RouteApp, webhooks: WebhooksDeps) {
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
      webhooks: (await listEndpoints(webhooks, clientOf(req).companyId)).map(apiEndpoint),
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
      const { endpoint, secret } = await createEndpoint(webhooks, clientOf(req).companyId, req.body);
      return reply.status(201).send({ webhook: apiEndpoint(endpoint), secret });
    },
  );
}

function oneEndpointRoutes(app: RouteApp, webhooks: WebhooksDeps) {
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
    async (req) => ({
      webhook: apiEndpoint(await getEndpoint(webhooks, clientOf(req).companyId, req.params.id)),
    }),
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
      webhook: apiEndpoint(await updateEndpoint(webhooks, clientOf(req).companyId, req.params.id, req.body)),
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
      await deleteEndpoint(webhooks, clientOf(req).companyId, req.params.id);
      return reply.status(204).send(null);
    },
  );
}

function rotateSecretRoute(app: RouteApp, webhooks: WebhooksDeps) {
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
      const { endpoint, secret } = await rotateSecret(webhooks, clientOf(req).companyId, req.params.id);
      return { webhook: apiEndpoint(endpoint), secret };
    },
  );
}
