import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DocumentsDeps } from './deps';
import { customerDocumentRoutes } from './routes';
import { staffDocumentRoutes } from './staff-routes';

/** The documents module's public face: app.ts plugs latestApplication into credit terms. */
export { latestApplication } from './service';

/**
 * Documents companies hand in for review (credit terms applications, resale certificates):
 * customers under /api/documents, staff under /api/admin/documents.
 */
export const documentsModule: FastifyPluginAsyncZod<{ deps: DocumentsDeps }> = async (app, { deps }) => {
  await app.register(customerDocumentRoutes, { prefix: '/api/documents', deps });
  await app.register(staffDocumentRoutes, { prefix: '/api/admin/documents', deps });
};
