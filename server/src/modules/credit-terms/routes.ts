import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { routesOfKind } from '../../lib/route-auth';
import { errorSchema } from '../../lib/schemas';
import { sessionOf } from '../../lib/session';
import { defaultCard } from '../billing';
import { PAY_MAX_ORDERS, TERMS_MSG } from './messages';
import { payTermOrders } from './pay';
import { companyTerms, openTermTotals, termOrderSchema, termOrdersPage, termsSchema } from './service';
import type { TermOrderHolds } from './term-orders';

/** The company's latest credit-terms application, as the documents module keeps it. */
export const applicationSchema = z.object({
  id: z.number(),
  status: z.enum(['Under Review', 'Approved', 'Rejected']),
  /** Why staff rejected it ('' otherwise). */
  reason: z.string(),
  fileName: z.string(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type Application = z.infer<typeof applicationSchema>;

/** The port app.ts plugs the documents module into (documents depends on this module, not back). */
export type LatestApplication = (db: Db, companyId: number) => Promise<Application | null>;

const cursor = z
  .string()
  .regex(/^\d{1,10}$/, TERMS_MSG.badCursor)
  .transform(Number)
  .pipe(z.number().max(2_147_483_647, TERMS_MSG.badCursor))
  .optional();

const orderId = z
  .number({ error: TERMS_MSG.chooseOrders })
  .int(TERMS_MSG.chooseOrders)
  .positive(TERMS_MSG.chooseOrders)
  .max(2_147_483_647, TERMS_MSG.chooseOrders);

const payBody = z.object(
  {
    orderIds: z
      .array(orderId, { error: TERMS_MSG.chooseOrders })
      .min(1, TERMS_MSG.chooseOrders)
      .max(PAY_MAX_ORDERS, TERMS_MSG.tooManyOrders),
  },
  { error: TERMS_MSG.chooseOrders },
);

/** One key per attempt to pay: a retry of the same attempt sends the same key. */
const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ error: 'An Idempotency-Key header is required.' })
    .trim()
    .min(8, 'An Idempotency-Key header is required.')
    .max(255, 'The Idempotency-Key header is too long.'),
});

const overview = z.object({
  terms: termsSchema,
  application: applicationSchema.nullable(),
  /** What the open term orders owe altogether (cents), and how many there are. */
  open: z.object({ amount: z.number(), count: z.number() }),
  /** The default card a payment is charged to ('ENDS IN 4242'), if any. */
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  orders: z.array(termOrderSchema),
  next: z.string().nullable(),
});

const paid = z.object({
  payment: z.object({
    id: z.number(),
    amount: z.number(),
    status: z.literal('succeeded'),
    cardLast4: z.string().nullable(),
    orderIds: z.array(z.number()),
  }),
  terms: termsSchema,
  message: z.string(),
});

const errors = { 400: errorSchema, 401: errorSchema } as const;

/** The company's credit terms (/api/credit-terms): how they stand, the term orders, paying them. */
export const creditTermsRoutes: FastifyPluginAsyncZod<{
  latestApplication: LatestApplication;
  holds: TermOrderHolds;
}> = async (app, opts) => {
  const { ctx } = app;
  const { db } = ctx;
  app.addHook('onRoute', routesOfKind('session'));
  const tags = ['credit-terms'];

  app.get(
    '/',
    {
      schema: {
        tags,
        description: 'Credit terms, the latest application, and a page of term orders (newest first).',
        querystring: z.object({ after: cursor }),
        response: { 200: overview, ...errors },
      },
    },
    async (req) => {
      const { companyId } = sessionOf(req);
      const [terms, application, open, card, page] = await Promise.all([
        companyTerms(db, companyId),
        opts.latestApplication(db, companyId),
        openTermTotals(db, opts.holds, companyId),
        defaultCard(db, companyId),
        termOrdersPage(db, opts.holds, companyId, req.query.after),
      ]);
      return {
        terms,
        application,
        open,
        card: card ? { brand: card.brand, last4: card.last4 } : null,
        ...page,
      };
    },
  );

  app.post(
    '/payments',
    {
      schema: {
        tags,
        description:
          'Pay open term orders with the default card. Safe to retry with the same Idempotency-Key ' +
          '(201 the first time, 200 after).',
        headers: idempotencyHeaders,
        body: payBody,
        response: {
          200: paid,
          201: paid,
          ...errors,
          402: errorSchema,
          404: errorSchema,
          409: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (req, reply) => {
      const who = sessionOf(req);
      const done = await payTermOrders(
        ctx,
        opts.holds,
        who,
        req.body.orderIds,
        req.headers['idempotency-key'],
      );
      return reply.status(done.created ? 201 : 200).send({
        payment: done.payment,
        terms: await companyTerms(db, who.companyId),
        message: done.message,
      });
    },
  );
};
