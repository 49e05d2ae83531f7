import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebhooksDeps } from '../webhooks';
import { deliveryV1Routes } from './webhook-delivery-routes';
import { endpointV1Routes } from './webhook-endpoint-routes';

/**
 * A key's webhook endpoints under /api/v1/webhooks: the webhooks module's operations (the same the
 * Stores page uses) in the public API's shapes. Always the key's company: another company's
 * endpoint or delivery is not found. Registered inside the public API's plugin, so the per-key
 * rate limit counts these routes with the others.
 */
export const webhookV1Routes: FastifyPluginAsyncZod<{ webhooks: WebhooksDeps }> = async (
  app,
  { webhooks },
) => {
  endpointV1Routes(app, webhooks);
  deliveryV1Routes(app, webhooks);
};
