import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { IntegrationsDeps } from './deps';
import { customerRequestRoutes } from './routes';
import { staffRequestRoutes } from './staff-routes';

/**
 * Integration requests (the wizard on Stores asking for API keys): customers under
 * /api/integration-requests, staff under /api/admin/integration-requests.
 */
export const integrationsModule: FastifyPluginAsyncZod<{ deps: IntegrationsDeps }> = async (
  app,
  { deps },
) => {
  await app.register(customerRequestRoutes, { prefix: '/api/integration-requests', deps });
  await app.register(staffRequestRoutes, { prefix: '/api/admin/integration-requests', deps });
};
