import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { routesOfKind } from '../../lib/route-auth';
import { errorSchema, serialIdParams } from '../../lib/schemas';
import { staffOf } from '../../lib/session';
import { sendDocumentFile } from './files';
import { DOC_MSG, DOCUMENT_KINDS, DOCUMENT_STATUSES, LIMIT_MAX_DOLLARS, REASON_MAX } from './messages';
import { findDocument } from './repo';
import { decideDocument } from './service';
import { staffDocument, staffDocumentSchema, staffDocumentsPage, staffListSchema } from './views';

const idParams = serialIdParams(DOC_MSG.notFound);
const errors = { 400: errorSchema, 403: errorSchema, 404: errorSchema } as const;
const acted = staffDocumentSchema.extend({ message: z.string() });
const emptyIsMissing = (v: unknown) => (v === '' ? undefined : v);

const listQuery = z.object({
  // Waiting documents unless asked otherwise; 'all' is every status.
  status: z.preprocess(
    emptyIsMissing,
    z.enum([...DOCUMENT_STATUSES, 'all'], { error: 'Choose a status.' }).default('Under Review'),
  ),
  kind: z.preprocess(emptyIsMissing, z.enum(DOCUMENT_KINDS, { error: DOC_MSG.kind }).optional()),
  after: z
    .string()
    .regex(/^\d{1,10}$/, DOC_MSG.badCursor)
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, DOC_MSG.badCursor))
    .optional(),
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
export const staffDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // The staff gate runs before the body is read: anyone else gets an unknown path's 404.
  app.addHook('onRoute', routesOfKind('staff'));
  const tags = ['admin'];

  app.get(
    '/',
    { schema: { tags, querystring: listQuery, response: { 200: staffListSchema, ...errors } } },
    async (req) => {
      const { status, kind, after } = req.query;
      return staffDocumentsPage(ctx.db, { status: status === 'all' ? undefined : status, kind, after });
    },
  );

  app.get(
    '/:id',
    { schema: { tags, params: idParams, response: { 200: staffDocumentSchema, ...errors } } },
    async (req) => staffDocument(ctx.db, req.params.id),
  );

  app.get(
    '/:id/file',
    { schema: { tags, params: idParams, produces: ['application/pdf', 'image/png', 'image/jpeg'] } },
    async (req, reply) => {
      const doc = await findDocument(ctx.db, req.params.id);
      if (!doc) throw notFound(DOC_MSG.notFound);
      return sendDocumentFile(ctx, reply, doc);
    },
  );

  app.post(
    '/:id/approve',
    {
      schema: {
        tags,
        description:
          'Approve a waiting document. A terms application needs `limit` in dollars (admins only).',
        params: idParams,
        body: approveBody,
        response: { 200: acted, ...errors, 409: errorSchema },
      },
    },
    async (req) => {
      const dollars = req.body.limit;
      const row = await decideDocument(ctx, staffOf(req), req.params.id, {
        approve: true,
        limit: dollars === undefined ? null : Math.round(dollars * 100),
      });
      return { ...(await staffDocument(ctx.db, row.id)), message: decided(row.status, row.kind) };
    },
  );

  app.post(
    '/:id/reject',
    {
      schema: {
        tags,
        params: idParams,
        body: rejectBody,
        response: { 200: acted, ...errors, 409: errorSchema },
      },
    },
    async (req) => {
      const row = await decideDocument(ctx, staffOf(req), req.params.id, {
        approve: false,
        reason: req.body.reason,
      });
      return { ...(await staffDocument(ctx.db, row.id)), message: decided(row.status, row.kind) };
    },
  );
};
