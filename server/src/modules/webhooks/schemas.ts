import { z } from 'zod';
import { EVENT_TYPES } from '../../lib/events';
import { WEBHOOK_MSG } from './messages';

export const eventsSchema = z
  .array(z.enum(EVENT_TYPES, { error: WEBHOOK_MSG.badEvent }), { error: WEBHOOK_MSG.noEvents })
  .min(1, WEBHOOK_MSG.noEvents)
  .max(EVENT_TYPES.length * 2, WEBHOOK_MSG.badEvent);

export const deliverySchema = z.object({
  id: z.number(),
  endpointId: z.number(),
  messageId: z.string(),
  eventType: z.string(),
  status: z.string(),
  attempts: z.number(),
  nextAttemptAt: z.string().nullable(),
  lastStatusCode: z.number().nullable(),
  lastError: z.string(),
  /** How long the last attempt took (ms), null before the first. */
  lastDurationMs: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const endpointSchema = z.object({
  id: z.number(),
  url: z.string(),
  events: z.array(z.string()),
  disabledAt: z.string().nullable(),
  disabledReason: z.string(),
  previousSecretExpiresAt: z.string().nullable(),
  createdAt: z.string(),
  lastDeliveries: z.array(deliverySchema),
});
