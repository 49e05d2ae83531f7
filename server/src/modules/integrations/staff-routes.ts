import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routesOfKind } from '../../lib/route-auth';
import { errorSchema, serialIdParams } from '../../lib/schemas';
import { staffOf } from '../../lib/session';
import { INTEGRATION_MSG, REQUEST_STATUSES } from './messages';
import { markKeysIssued } from './service';
import { staffListSchema, staffRequestSchema, staffRequestsPage } from './views';

const idParams = serialIdParams(INTEGRATION_MSG.notFound);
const errors = { 400: errorSchema, 404: errorSchema } as const;
const emptyIsMissing = (v: unknown) => (v === '' ? undefined : v);

const listQuery = z.object({
  // Waiting requests unless asked otherwise; 'all' is every status.
  status: z.preprocess(
    emptyIsMissing,
    z.enum([...REQUEST_STATUSES, 'all'], { error: INTEGRATION_MSG.status }).default('Received'),
  ),
  before: z
    .string()
    .regex(/^\d{1,10}$/, INTEGRATION_MSG.badCursor)
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, INTEGRATION_MSG.badCursor))
    .optional(),
});

/** Staff see the integration requests and mark the keys issued (/api/admin/integration-requests). */
export const staffRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // The staff gate runs before the body is read: anyone else gets an unknown path's 404.
  app.addHook('onRoute', routesOfKind('staff'));
  const tags = ['admin'];

  app.get(
    '/',
    { schema: { tags, querystring: listQuery, response: { 200: staffListSchema, ...errors } } },
    async (req) => {
      const { status, before } = req.query;
      return staffRequestsPage(ctx.db, { status: status === 'all' ? undefined : status, before });
    },
  );

  app.put(
    '/:id/handled',
    {
      schema: {
        tags,
        description: "Mark a Received request 'Keys Issued' (who and when are kept); a second time is a 409.",
        params: idParams,
        response: { 200: staffRequestSchema.extend({ message: z.string() }), ...errors, 409: errorSchema },
      },
    },
    async (req) => ({
      ...(await markKeysIssued(ctx, staffOf(req), req.params.id)),
      message: INTEGRATION_MSG.issued,
    }),
  );
};
