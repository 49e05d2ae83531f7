import { z } from 'zod';
import type { RouteApp } from '../../lib/route-app';
import { serialIdParams } from '../../lib/schemas';
import { deliveryLog, replayDelivery, sendTest, WEBHOOK_MSG, type WebhooksDeps } from '../webhooks';
import { clientOf, config, errors, security, tags } from './common';
import { decodeCursor, encodeCursor } from './cursor';
import { API_MSG } from './schemas';
import { DELIVERY_EXAMPLE, example, QUEUED_EXAMPLE } from './webhook-examples';
import { apiDelivery, apiDeliveryAnswer } from './webhook-views';

const idParams = serialIdParams(WEBHOOK_MSG.notFound);
const deliveryParams = idParams.extend({
  delivery_id: serialIdParams(WEBHOOK_MSG.deliveryNotFound).shape.id,
});
const logQuery = z.object({
  cursor: z.string().max(64, API_MSG.badCursor).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
const withDelivery = z.object({ delivery: apiDeliveryAnswer });

/** /webhooks/:id/test and /webhooks/:id/deliveries: sending to an endpoint and its delivery log. */
export function deliveryV1Routes(app: RouteApp, webhooks: WebhooksDeps) {
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
        .send({ delivery: apiDelivery(await sendTest(webhooks, clientOf(req).companyId, req.params.id)) }),
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
      const page = await deliveryLog(webhooks, clientOf(req).companyId, req.params.id, {
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
      const replayed = await replayDelivery(webhooks, clientOf(req).companyId, delivery_id, id);
      return reply.status(202).send({ delivery: apiDelivery(replayed) });
    },
  );
}
