import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { DOC_MSG } from './messages';
import type { DocumentRow } from './repo';

/**
 * Sends a document's file: private (no shared cache keeps it), its type as found on upload, with
 * nosniff. A PDF may be framed by the app's own pages (the staff console shows it inline), so its
 * policy allows that and nothing more; the file name in the header is ours, never the customer's.
 */
export async function sendDocumentFile(
  { storage }: Pick<AppContext, 'storage'>,
  reply: FastifyReply,
  doc: DocumentRow,
) {
  const file = await storage.get(doc.fileKey);
  if (!file) throw notFound(DOC_MSG.notFound);
  const ext = doc.contentType === 'application/pdf' ? 'pdf' : doc.contentType === 'image/png' ? 'png' : 'jpg';
  if (doc.contentType === 'application/pdf')
    reply.header('content-security-policy', "frame-ancestors 'self'");
  return reply
    .header('content-type', doc.contentType)
    .header('content-disposition', `inline; filename="document-${doc.id}.${ext}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.body);
}
