import { CLAIM_RESOLUTIONS, CLAIM_STATUSES } from '@pressrun/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idCursor, reviewQueue, statusFilter } from '../../lib/review-queue';
import { errorSchema } from '../../lib/schemas';
import { settledText } from './mails';
import { CLAIM_MSG, CLAIM_TEXT_MAX } from './messages';
import { findClaim } from './repo';
import { photoKeyAt, photoParams, sendPhoto } from './routes';
import { rejectClaim, resolveClaim } from './settle';
import { claimListPageSchema, claimsPage, staffClaim, staffClaimSchema } from './views';

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

const listQuery = z.object({
  // Empty means every status, as does leaving it out.
  status: statusFilter(CLAIM_STATUSES, 'all'),
  after: idCursor('Invalid cursor.'),
});

/** Staff review claims and settle them (/api/admin/claims). */
export const staffClaimRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const queue = reviewQueue(app, {
    notFound: CLAIM_MSG.notFound,
    list: { query: listQuery, response: claimListPageSchema, page: (q) => claimsPage(ctx.db, q) },
    find: { response: staffClaimSchema, item: (id) => staffClaim(ctx.db, id) },
  });
  const { tags, idParams } = queue;
  const settled = async (id: number, outcome: Parameters<typeof settledText>[1]) => ({
    ...(await queue.item(id)),
    message: settledText(id, outcome),
  });

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

  queue.decide('POST', '/:id/resolve', {
    body: resolveBody,
    response: staffClaimSchema,
    errors: { 502: errorSchema },
    act: async ({ id, body, staff }) => settled(id, await resolveClaim(ctx, staff, id, body)),
  });

  queue.decide('POST', '/:id/reject', {
    body: rejectBody,
    response: staffClaimSchema,
    act: async ({ id, body, staff }) => settled(id, await rejectClaim(ctx, staff, id, body.reason)),
  });
};
