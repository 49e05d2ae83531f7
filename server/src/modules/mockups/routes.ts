import { listingRequestSchema, MOCKUP_MSG, mockupRequestSchema } from '@pressrun/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../lib/schemas';
import { requireSession, sessionOf } from '../../lib/session';
import { requireVerifiedEmail } from '../auth';
import type { MockupsDeps } from './deps';
import { getMockup, requestListings, requestMockup } from './service';

const angle = z.union([z.literal(0), z.literal(90), z.literal(270)]);
const listingAngle = z.union([z.literal(0), z.literal(45), z.literal(90), z.literal(270)]);
const listingStatus = z.enum(['queued', 'running', 'done', 'failed']);
export const mockupSchema = z.object({
  id: z.string(),
  sku: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  progress: z.number(),
  cached: z.boolean(),
  previews: z.array(z.object({ angle, url: z.string(), width: z.number(), height: z.number() })),
  printFile: z.object({ url: z.string(), width: z.number(), height: z.number(), dpi: z.number() }).nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  background: z.string(),
  listings: z.array(
    z.object({
      angle: listingAngle,
      name: z.enum(['Front', 'Angled', 'Right', 'Left']),
      url: z.string(),
      width: z.number(),
      height: z.number(),
      background: z.string(),
    }),
  ),
  listingStatus,
  listingBackgrounds: z.array(z.object({ background: z.string(), status: listingStatus })),
});

const idParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, MOCKUP_MSG.notFound) });
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema } as const;

/**
 * Mockups (the builder's previews and print file): renders a design on a product as a job.
 * POST answers 202 with the queued render (200 with the results when the design was rendered
 * before); the builder polls GET until the status is done or failed, showing previews as they come.
 * The listing renders (2000 px, on the request's background) follow in the background: the builder
 * keeps polling while listingStatus is queued or running. POST /{id}/listings adds a background.
 */
export const mockupsModule: FastifyPluginAsyncZod<{ deps: MockupsDeps }> = async (app, { deps }) => {
  app.addHook('preHandler', requireSession);
  const tags = ['mockups'];

  app.post(
    '/',
    {
      schema: {
        tags,
        body: mockupRequestSchema,
        response: { 200: mockupSchema, 202: mockupSchema, ...errors, 422: errorSchema, 429: errorSchema },
      },
      preHandler: requireVerifiedEmail(deps.db),
    },
    async (req, reply) => {
      const { view, fresh } = await requestMockup(deps, sessionOf(req).companyId, req.body);
      return reply.status(fresh ? 202 : 200).send(view);
    },
  );

  app.post(
    '/:id/listings',
    {
      schema: {
        tags,
        params: idParams,
        body: listingRequestSchema,
        response: { 200: mockupSchema, 202: mockupSchema, ...errors, 409: errorSchema, 429: errorSchema },
      },
      preHandler: requireVerifiedEmail(deps.db),
    },
    async (req, reply) => {
      const { view, fresh } = await requestListings(
        deps,
        sessionOf(req).companyId,
        req.params.id,
        req.body.background,
      );
      return reply.status(fresh ? 202 : 200).send(view);
    },
  );

  app.get(
    '/:id',
    { schema: { tags, params: idParams, response: { 200: mockupSchema, ...errors } } },
    async (req) => getMockup(deps, sessionOf(req).companyId, req.params.id),
  );
};
