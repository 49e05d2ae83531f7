import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { errorSchema, serialIdParams } from '../../lib/schemas';
import { sessionOf } from '../../lib/session';
import type { DocumentsDeps } from './deps';
import { sendDocumentFile } from './files';
import { DOC_MSG, DOCUMENT_KINDS } from './messages';
import { findDocument } from './repo';
import { sampleCertificatePdf, termsApplicationPdf } from './samples';
import { documentsSummary, uploadDocument } from './service';
import { readDocument } from './upload';
import { documentSchema, summarySchema } from './views';

const kindParams = z.object({ kind: z.enum(DOCUMENT_KINDS, { error: DOC_MSG.kind }) });
const idParams = serialIdParams(DOC_MSG.notFound);

/** The company's documents (/api/documents): hand one in, see how they stand, read its own files. */
export const customerDocumentRoutes: FastifyPluginAsyncZod<{ deps: DocumentsDeps }> = async (
  app,
  { deps },
) => {
  const tags = ['documents'];

  // Public: the samples a customer reads before filling in their own.
  app.get(
    '/samples/resale-certificate.pdf',
    { schema: { tags, produces: ['application/pdf'] }, config: { auth: 'public' } },
    async (_req, reply) =>
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'attachment; filename="sample-resale-certificate.pdf"')
        .header('cache-control', 'public, max-age=86400')
        .send(await sampleCertificatePdf(deps.config.companyName)),
  );

  app.get(
    '/samples/terms-application.pdf',
    { schema: { tags, produces: ['application/pdf'] }, config: { auth: 'public' } },
    async (_req, reply) =>
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'attachment; filename="credit-terms-application.pdf"')
        .header('cache-control', 'public, max-age=86400')
        .send(await termsApplicationPdf(deps.config.companyName)),
  );

  app.get(
    '/',
    { schema: { tags, response: { 200: summarySchema, 401: errorSchema } }, config: { auth: 'session' } },
    async (req) => documentsSummary(deps.db, sessionOf(req).companyId),
  );

  app.post(
    '/:kind',
    {
      schema: {
        tags,
        description:
          'Hand in a document for review: multipart/form-data with one part named "file", a PDF, ' +
          'PNG or JPG by its content, at most 10 MB. kind: terms_application | resale_certificate.',
        consumes: ['multipart/form-data'],
        params: kindParams,
        response: {
          201: z.object({ document: documentSchema, message: z.string() }),
          400: errorSchema,
          401: errorSchema,
          413: errorSchema,
          415: errorSchema,
        },
      },
      // Each upload is stored: a company gets a few at a time.
      config: {
        rateLimit: {
          max: deps.config.rateLimit.max,
          timeWindow: deps.config.rateLimit.windowMs,
          keyGenerator: (req) => `documents:${req.session?.companyId ?? req.ip}`,
        },
      },
    },
    async (req, reply) => {
      const file = await readDocument(req);
      const document = await uploadDocument(deps, sessionOf(req), req.params.kind, file);
      return reply.status(201).send({ document, message: DOC_MSG.uploaded });
    },
  );

  app.get(
    '/:id/file',
    {
      schema: { tags, params: idParams, produces: ['application/pdf', 'image/png', 'image/jpeg'] },
      config: { auth: 'session' },
    },
    async (req, reply) => {
      const doc = await findDocument(deps.db, req.params.id, sessionOf(req).companyId);
      if (!doc) throw notFound(DOC_MSG.notFound);
      return sendDocumentFile(deps, reply, doc);
    },
  );
};
