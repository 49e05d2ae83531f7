import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { publishedFaqs } from './repo';
import { publicFaqSchema } from './schemas';

/**
 * GET /api/faqs: the published FAQ, in order. Public although only the signed-in Support page
 * shows it today: it is general help text (the same facts as the public refund policy) with
 * nothing of any company in it, so a session would protect nothing, and the public site can
 * show it too.
 */
export const faqRoutes: FastifyPluginAsyncZod<{ deps: Pick<AppContext, 'db'> }> = async (
  app,
  { deps: { db } },
) => {
  app.get(
    '/',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['support'],
        summary: 'The published FAQ entries, in the order staff set',
        response: { 200: z.object({ faqs: z.array(publicFaqSchema) }) },
      },
    },
    async (_req, reply) => {
      // Staff edits show at once; private because the answer may set the visitor's csrf cookie.
      reply.header('cache-control', 'private, no-cache');
      return { faqs: await publishedFaqs(db) };
    },
  );
};
