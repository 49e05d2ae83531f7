import { addCardSchema, CARD_MSG, cardViewSchema } from '@pressrun/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, serialIdParams } from '../../lib/schemas';
import { requireSession, sessionOf } from '../../lib/session';
import { addCard, listCards, removeCard, setDefaultCard } from './service';

const list = z.object({
  cards: z.array(cardViewSchema),
  /** Test cards work (the sandbox, or Stripe with a test key): the form says which to use. */
  testMode: z.boolean(),
});
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema } as const;
const gatewayErrors = { 502: errorSchema, 503: errorSchema } as const;
// A malformed card id is the same as a card that is not on file.
const idParams = serialIdParams(CARD_MSG.missing);

/**
 * The company's cards on file (list, add, choose the default, remove). Its payment history, under
 * the same prefix, is the payment-history module's.
 */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', requireSession);
  const tags = ['billing'];
  const testMode = ctx.payments.testMode;
  const answer = async (cards: Promise<Awaited<ReturnType<typeof listCards>>>) => ({
    cards: await cards,
    testMode,
  });

  app.get('/cards', { schema: { tags, response: { 200: list, 401: errorSchema } } }, async (req) =>
    answer(listCards(ctx, sessionOf(req))),
  );

  app.post(
    '/cards',
    {
      schema: {
        tags,
        body: addCardSchema,
        response: { 201: z.object({ card: cardViewSchema }), ...errors, ...gatewayErrors },
      },
      // Trying card after card is how stolen numbers are tested: a company gets a few tries at a time.
      config: {
        rateLimit: {
          max: ctx.config.rateLimit.max,
          timeWindow: ctx.config.rateLimit.windowMs,
          keyGenerator: (req) => `cards:${req.session?.companyId ?? req.ip}`,
        },
      },
    },
    async (req, reply) => {
      reply.code(201);
      return { card: await addCard(ctx, sessionOf(req), req.body, req.log) };
    },
  );

  app.put(
    '/cards/:id/default',
    { schema: { tags, params: idParams, response: { 200: list, ...errors } } },
    async (req) => answer(setDefaultCard(ctx, sessionOf(req), req.params.id)),
  );

  app.delete(
    '/cards/:id',
    { schema: { tags, params: idParams, response: { 200: list, ...errors, ...gatewayErrors } } },
    async (req) => answer(removeCard(ctx, sessionOf(req), req.params.id, req.log)),
  );
};
