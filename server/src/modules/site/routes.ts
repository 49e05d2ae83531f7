import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Public facts about the business the web pages show (footer, legal pages, help): they come from
 * the server's configuration (COMPANY_NAME, SUPPORT_EMAIL), so one deployment changes them in one
 * place. The pages show the support address from here; the brand name in the web bundle is the
 * product's own (web/src/components/site.ts).
 */
export const siteModule: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site',
    {
      schema: {
        tags: ['site'],
        summary: 'The company name and support address the pages show',
        response: { 200: z.object({ companyName: z.string(), supportEmail: z.string() }) },
      },
    },
    async (_req, reply) => {
      // Changes only with a redeploy. Private: the answer may carry the visitor's csrf cookie.
      reply.header('Cache-Control', 'private, max-age=300');
      return { companyName: app.ctx.config.companyName, supportEmail: app.ctx.config.supportEmail };
    },
  );
};
