import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setEventSink } from '../../lib/events';
import { registerDeliveryJob } from './deliver';
import type { WebhooksDeps } from './deps';
import { webhookRoutes } from './routes';
import { webhookSink } from './service';

export type { WebhooksDeps } from './deps';
export { WEBHOOK_MSG } from './messages';
export { deliverySchema, endpointSchema, eventsSchema } from './schemas';
/**
 * What the public API (/api/v1) needs to let a key register and manage endpoints: the same
 * operations and answer shapes as the session routes, always for the caller's company.
 */
export {
  createEndpoint,
  deleteEndpoint,
  deliveryLog,
  getEndpoint,
  listEndpoints,
  replayDelivery,
  revokeCompanyEndpoints,
  rotateSecret,
  sendTest,
  updateEndpoint,
} from './service';

/**
 * The webhooks module's public face: a company's endpoints and their deliveries under
 * /api/webhooks. Registering it plugs it into the events port (lib/events.ts), so the orders and
 * claims modules' events reach the endpoints without those modules knowing of webhooks.
 */
export const webhooksModule: FastifyPluginAsyncZod<{ deps: WebhooksDeps }> = async (app, { deps }) => {
  registerDeliveryJob(deps);
  setEventSink('webhooks', webhookSink(deps));
  await app.register(webhookRoutes, { deps });
};
