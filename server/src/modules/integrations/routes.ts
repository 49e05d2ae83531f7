import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../lib/schemas';
import { sessionOf } from '../../lib/session';
import type { IntegrationsDeps } from './deps';
import { requestBody } from './form';
import { INTEGRATION_MSG } from './messages';
import { companyRequests, submitRequest } from './service';
import { requestListSchema, requestSchema } from './views';

/** The company's integration requests (/api/integration-requests): the wizard's submit and the list. */
export const customerRequestRoutes: FastifyPluginAsyncZod<{ deps: IntegrationsDeps }> = async (
  app,
  { deps },
) => {
  const tags = ['integrations'];

  app.get(
    '/',
    {
      schema: { tags, response: { 200: requestListSchema, 401: errorSchema } },
      config: { auth: 'session' },
    },
    async (req) => ({ requests: await companyRequests(deps, sessionOf(req).companyId) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        description:
          'Ask for API keys (the integration request wizard). Stores: shopify, etsy, woocommerce, ' +
          'bigcommerce, amazon, ebay. Support is mailed; the request is stored as Received.',
        body: requestBody,
        response: {
          201: z.object({ request: requestSchema, message: z.string() }),
          400: errorSchema,
          401: errorSchema,
        },
      },
      // Each request mails support: a company gets a few at a time.
      config: {
        auth: 'session',
        rateLimit: {
          max: deps.config.rateLimit.max,
          timeWindow: deps.config.rateLimit.windowMs,
          keyGenerator: (req) => `integration-requests:${req.session?.companyId ?? req.ip}`,
        },
      },
    },
    async (req, reply) => {
      const request = await submitRequest(deps, sessionOf(req), req.body);
      return reply.status(201).send({ request, message: INTEGRATION_MSG.submitted });
    },
  );
};
