import { CLAIM_PHOTOS_MAX, CLAIM_STATUSES } from '@pressrun/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { errorSchema, serialIdParams } from '../../lib/schemas';
import { requireSession, sessionOf } from '../../lib/session';
import { fileClaim } from './file-claim';
import { readClaimForm } from './form';
import { CLAIM_MSG } from './messages';
import { findClaim } from './repo';
import { photoKeysOf } from './views';

const idParams = serialIdParams(CLAIM_MSG.notFound);

/** A claim's photo by its place, 1 to 5. */
export const photoParams = idParams.extend({
  n: z.coerce
    .number({ error: CLAIM_MSG.notFound })
    .int(CLAIM_MSG.notFound)
    .min(1, CLAIM_MSG.notFound)
    .max(CLAIM_PHOTOS_MAX, CLAIM_MSG.notFound),
});

/** The key of a claim's nth photo (1-based), or undefined when it has fewer. */
export const photoKeyAt = (claim: Parameters<typeof photoKeysOf>[0] | null, n: number) =>
  claim ? photoKeysOf(claim)[n - 1] : undefined;

/** Sends a claim's photo: private (never cached by anyone else), and never a public media URL. */
export async function sendPhoto(ctx: AppContext, reply: FastifyReply, photoKey: string | undefined) {
  const photo = photoKey ? await ctx.storage.get(photoKey) : null;
  if (!photo) throw notFound(CLAIM_MSG.notFound);
  return reply
    .header('content-type', photo.contentType)
    .header('content-disposition', 'inline')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(photo.body);
}

/** Customers file claims about their shipped orders (/api/claims) and see their own photos. */
export const customerClaimRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', requireSession);
  const tags = ['claims'];

  app.post(
    '/',
    {
      schema: {
        tags,
        description:
          'File a claim about a shipped order: multipart/form-data with orderId, reason (' +
          'damaged | not delivered | late delivery | missing items | wrong items | misprinted), remarks (1..2000), ' +
          'email, items (JSON [{"lineId": <order item id>, "quantity": <1..its quantity>}, …]; left out: ' +
          'every item in full) and 1 to 5 photo parts named "photo" (JPG or PNG by content, at most 10 MB each).',
        consumes: ['multipart/form-data'],
        response: {
          201: z.object({
            claim: z.object({ id: z.number(), status: z.enum(CLAIM_STATUSES) }),
            message: z.string(),
          }),
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (req, reply) => {
      const form = await readClaimForm(req);
      const filed = await fileClaim(ctx, sessionOf(req), form);
      return reply.status(201).send({
        claim: { id: filed.claim.id, status: filed.claim.status as 'UNRESOLVED' },
        message: filed.message,
      });
    },
  );

  app.get(
    '/:id/photos/:n',
    { schema: { tags, params: photoParams, produces: ['image/png', 'image/jpeg'] } },
    async (req, reply) => {
      const claim = await findClaim(ctx.db, req.params.id, sessionOf(req).companyId);
      return sendPhoto(ctx, reply, photoKeyAt(claim, req.params.n));
    },
  );

  // The first photo, at the address it had when a claim had one.
  app.get(
    '/:id/photo',
    { schema: { tags, params: idParams, produces: ['image/png', 'image/jpeg'] } },
    async (req, reply) => {
      const claim = await findClaim(ctx.db, req.params.id, sessionOf(req).companyId);
      return sendPhoto(ctx, reply, photoKeyAt(claim, 1));
    },
  );
};
