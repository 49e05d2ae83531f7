import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { termsPdf } from './terms-pdf';

/** The legal documents as files: the terms and conditions as a PDF, for anyone, signed in or not. */
export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.ctx;

  app.get(
    '/static/terms.pdf',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['legal'],
        summary: 'The terms and conditions as a PDF (the same text as the /terms page)',
        produces: ['application/pdf'],
      },
    },
    async (_req, reply) => {
      const pdf = await termsPdf({
        companyName: config.companyName,
        supportEmail: config.supportEmail,
        publicUrl: config.publicUrl,
      });
      return (
        reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', 'inline; filename="terms.pdf"')
          // Changes only with a redeploy; private, since the answer may carry the visitor's csrf cookie.
          .header('cache-control', 'private, max-age=3600')
          // The Billing page's Legal tab frames it; nothing else may.
          .header('content-security-policy', "frame-ancestors 'self'")
          .send(pdf)
      );
    },
  );
};
