import { z } from 'zod';
import type { deliverySchema, endpointSchema } from '../webhooks';

/**
 * Webhook endpoints and deliveries as /api/v1 answers them: the webhooks module's views in the
 * public API's snake_case. A public contract like the order shapes in schemas.ts.
 */
export const apiDeliveryAnswer = z.object({
  id: z.number(),
  endpoint_id: z.number(),
  message_id: z.string().describe('The webhook-id header: the same on every retry and replay of this event'),
  event_type: z.string(),
  status: z.string().describe('pending (being tried), succeeded, or failed (given up)'),
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable().describe('When the next retry is due; null when none is'),
  last_status_code: z
    .number()
    .int()
    .nullable()
    .describe('What the endpoint answered last; null without an answer'),
  last_error: z
    .string()
    .describe('Why the last attempt failed (HTTP 503, a timeout, a refused connection …)'),
  last_duration_ms: z
    .number()
    .int()
    .nullable()
    .describe(
      'Response time of the last attempt in milliseconds, failures and timeouts included; null before the first',
    ),
  created_at: z.string(),
  updated_at: z.string(),
});

export const apiEndpointAnswer = z.object({
  id: z.number(),
  url: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  disabled_at: z.string().nullable(),
  disabled_reason: z.string().describe('Why it was turned off, e.g. after answering 410 Gone'),
  previous_secret_expires_at: z
    .string()
    .nullable()
    .describe('After a rotation: until when the previous secret also signs'),
  created_at: z.string(),
  last_deliveries: z.array(apiDeliveryAnswer).describe('The five newest deliveries'),
});

export const withSecretAnswer = z.object({
  webhook: apiEndpointAnswer,
  secret: z.string().describe('The signing secret (whsec_…), shown this once only'),
});

type DeliveryView = z.infer<typeof deliverySchema>;
type EndpointView = z.infer<typeof endpointSchema>;

export const apiDelivery = (d: DeliveryView): z.infer<typeof apiDeliveryAnswer> => ({
  id: d.id,
  endpoint_id: d.endpointId,
  message_id: d.messageId,
  event_type: d.eventType,
  status: d.status,
  attempts: d.attempts,
  next_attempt_at: d.nextAttemptAt,
  last_status_code: d.lastStatusCode,
  last_error: d.lastError,
  last_duration_ms: d.lastDurationMs,
  created_at: d.createdAt,
  updated_at: d.updatedAt,
});

export const apiEndpoint = (e: EndpointView): z.infer<typeof apiEndpointAnswer> => ({
  id: e.id,
  url: e.url,
  events: e.events,
  enabled: e.disabledAt === null,
  disabled_at: e.disabledAt,
  disabled_reason: e.disabledReason,
  previous_secret_expires_at: e.previousSecretExpiresAt,
  created_at: e.createdAt,
  last_deliveries: e.lastDeliveries.map(apiDelivery),
});
