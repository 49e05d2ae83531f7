import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { idCursor, reviewQueue, statusFilter } from '../../lib/review-queue';
import { errorSchema } from '../../lib/schemas';
import type { DocumentsDeps } from './deps';
import { sendDocumentFile } from './files';
import { DOC_MSG, DOCUMENT_KINDS, DOCUMENT_STATUSES, LIMIT_MAX_DOLLARS, REASON_MAX } from './messages';
import { findDocument } from './repo';
import { decideDocument } from './service';
import { staffDocument, staffDocumentSchema, staffDocumentsPage, staffListSchema } from './views';

const emptyIsMissing = (v: unknown) => (v === '' ? undefined : v);

const listQuery = z.object({
  // Waiting documents unless asked otherwise; 'all' is every status.
  status: statusFilter(DOCUMENT_STATUSES, 'Under Review', 'Choose a status.'),
  kind: z.preprocess(emptyIsMissing, z.enum(DOCUMENT_KINDS, { error: DOC_MSG.kind }).optional()),
  after: idCursor(DOC_MSG.badCursor),
});

/**
 * At most 2 decimals, compared through toFixed (0.29 * 100 is 28.999… in binary), from a cent to
 * the most the companies console grants.
 */
const limitDollars = z
  .number({ error: DOC_MSG.limit })
  .min(0.01, DOC_MSG.limit)
  .max(LIMIT_MAX_DOLLARS, DOC_MSG.limit)
  .refine((d) => Number(d.toFixed(2)) === d, DOC_MSG.limit);

/** A terms application needs its limit (dollars); a certificate takes none. */
const approveBody = z.object({ limit: limitDollars.optional() }, { error: DOC_MSG.limit });

const rejectBody = z.object(
  {
    reason: z
      .string({ error: DOC_MSG.rejectReason })
      .trim()
      .min(1, DOC_MSG.rejectReason)
      .max(REASON_MAX, DOC_MSG.reasonLong),
  },
  { error: DOC_MSG.rejectReason },
);

const decided = (status: string, kind: string) =>
  `${kind === 'terms_application' ? 'Terms application' : 'Resale certificate'} ${status === 'Approved' ? 'approved' : 'rejected'}. The customer has been mailed.`;

/** Staff review the documents companies hand in (/api/admin/documents). */
export const staffDocumentRoutes: FastifyPluginAsyncZod<{ deps: DocumentsDeps }> = async (app, { deps }) => {
  const queue = reviewQueue(app, {
    notFound: DOC_MSG.notFound,
    errors: { 403: errorSchema },
    list: { query: listQuery, response: staffListSchema, page: (q) => staffDocumentsPage(deps.db, q) },
    find: { response: staffDocumentSchema, item: (id) => staffDocument(deps.db, id) },
  });
  const { tags, idParams } = queue;
  const answer = async (row: { id: number; status: string; kind: string }) => ({
    ...(await queue.item(row.id)),
    message: decided(row.status, row.kind),
  });

  app.get(
    '/:id/file',
    { schema: { tags, params: idParams, produces: ['application/pdf', 'image/png', 'image/jpeg'] } },
    async (req, reply) => {
      const doc = await findDocument(deps.db, req.params.id);
      if (!doc) throw notFound(DOC_MSG.notFound);
      return sendDocumentFile(deps, reply, doc);
    },
  );

  queue.decide('POST', '/:id/approve', {
    description: 'Approve a waiting document. A terms application needs `limit` in dollars (admins only).',
    body: approveBody,
    response: staffDocumentSchema,
    act: async ({ id, body, staff }) =>
      answer(
        await decideDocument(deps, staff, id, {
          approve: true,
          limit: body.limit === undefined ? null : Math.round(body.limit * 100),
        }),
      ),
  });

  queue.decide('POST', '/:id/reject', {
    body: rejectBody,
    response: staffDocumentSchema,
    act: async ({ id, body, staff }) =>
      answer(await decideDocument(deps, staff, id, { approve: false, reason: body.reason })),
  });
};
