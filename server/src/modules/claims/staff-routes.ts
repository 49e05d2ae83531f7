import { CLAIM_RESOLUTIONS, CLAIM_STATUSES } from '@pressrun/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routesOfKind } from '../../lib/route-auth';
import { errorSchema, serialIdParams } from '../../lib/schemas';
import { staffOf } from '../../lib/session';
import { settledText } from './mails';
import { CLAIM_MSG, CLAIM_TEXT_MAX } from './messages';
import { findClaim } from './repo';
import { photoKeyAt, photoParams, sendPhoto } from './routes';
import { rejectClaim, resolveClaim } from './settle';
import { claimListPageSchema, claimsPage, staffClaim, staffClaimSchema } from './views';

const idParams = serialIdParams(CLAIM_MSG.notFound);
const errors = { 400: errorSchema, 404: errorSchema } as const;
const acted = staffClaimSchema.extend({ message: z.string() });

const listQuery = z.object({
  // Empty means every status, as does leaving it out.
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(CLAIM_STATUSES).optional()),
  after: z
    .string()
    .regex(/^\d{1,10}$/, 'Invalid cursor.')
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, 'Invalid cursor.'))
    .optional(),
});

const decision = z.enum(CLAIM_RESOLUTIONS, { error: 'Choose reprint, refund or credit.' });

/** One decision for every item of the claim (`resolution`), or one per item (`items`). */
const resolveBody = z
  .object({
    resolution: decision.optional(),
    items: z
      .array(z.object({ lineId: z.number().int().positive().max(2_147_483_647), decision }))
      .max(500)
      .optional(),
    note: z.string().trim().max(CLAIM_TEXT_MAX, CLAIM_MSG.noteLong).optional().default(''),
  })
  .refine((b) => b.resolution !== undefined || (b.items?.length ?? 0) > 0, {
    message: CLAIM_MSG.decisionsMissing,
    path: ['items'],
  });

const rejectBody = z.object({
  reason: z
    .string({ error: CLAIM_MSG.rejectReason })
    .trim()
    .min(1, CLAIM_MSG.rejectReason)
    .max(CLAIM_TEXT_MAX, CLAIM_MSG.noteLong),
});

/** Staff review claims and settle them (/api/admin/claims). */
export const staffClaimRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // The staff gate (requireStaff) runs before the body is read: anyone else gets an unknown path's 404.
  app.addHook('onRoute', routesOfKind('staff'));
  const tags = ['admin'];

  app.get(
    '/',
    { schema: { tags, querystring: listQuery, response: { 200: claimListPageSchema, ...errors } } },
    async (req) => claimsPage(ctx.db, req.query),
  );

  app.get(
    '/:id',
    { schema: { tags, params: idParams, response: { 200: staffClaimSchema, ...errors } } },
    async (req) => staffClaim(ctx.db, req.params.id),
  );

  app.get(
    '/:id/photos/:n',
    { schema: { tags, params: photoParams, produces: ['image/png', 'image/jpeg'] } },
    async (req, reply) => {
      const claim = await findClaim(ctx.db, req.params.id);
      return sendPhoto(ctx, reply, photoKeyAt(claim, req.params.n));
    },
  );

  // The first photo, at the address it had when a claim had one.
  app.get(
    '/:id/photo',
    { schema: { tags, params: idParams, produces: ['image/png', 'image/jpeg'] } },
    async (req, reply) => {
      const claim = await findClaim(ctx.db, req.params.id);
      return sendPhoto(ctx, reply, photoKeyAt(claim, 1));
    },
  );

  app.post(
    '/:id/resolve',
    {
      schema: {
        tags,
        params: idParams,
        body: resolveBody,
        response: {
          200: acted,
          ...errors,
          409: errorSchema,
          502: errorSchema,
        },
      },
    },
    async (req) => {
      const outcome = await resolveClaim(ctx, staffOf(req), req.params.id, req.body);
      const view = await staffClaim(ctx.db, req.params.id);
      return { ...view, message: settledText(view.claim.id, outcome) };
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
      const outcome = await rejectClaim(ctx, staffOf(req), req.params.id, req.body.reason);
      const view = await staffClaim(ctx.db, req.params.id);
      return { ...view, message: settledText(view.claim.id, outcome) };
    },
  );
};
