import { CHECKOUT_MSG, promoRequestSchema, quoteRequestSchema, shipToSchema } from '@pressrun/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../lib/schemas';
import { requireSession, sessionOf } from '../../lib/session';
import { requireVerifiedEmail } from '../auth';
import { cartForCheckout, holdChoices } from '../cart';
import { usablePromo } from './promo';
import { priceCart } from './quote';

const quoteSchema = z.object({
  items: z.number(),
  shipping: z.number(),
  fee: z.number(),
  subtotal: z.number(),
  tax: z.number(),
  discount: z.number(),
  total: z.number(),
  carrier: z.string(),
  method: z.string(),
  totalQuantity: z.number(),
  promoPercent: z.number().nullable(),
});
const heldSchema = z.object({
  shipTo: shipToSchema.nullable(),
  shippingOption: z.enum(['Standard', 'Expedited']),
  promoCode: z.string().nullable(),
});
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema } as const;

/**
 * Order review (docs/business-rules.md, Pricing and Ordering): the held choices, Calculate Order
 * Total and promo codes. Ordering needs a verified email.
 */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', requireSession);
  app.addHook('preHandler', requireVerifiedEmail(ctx.db));
  const tags = ['checkout'];

  // What order review holds for the user, so /product/shipping resumes where they left off.
  app.get('/', { schema: { tags, response: { 200: heldSchema, ...errors } } }, async (req) => {
    const found = await cartForCheckout(ctx, sessionOf(req));
    return {
      shipTo: found?.cart.shipTo ?? null,
      shippingOption: found?.cart.shippingOption === 'Expedited' ? 'Expedited' : 'Standard',
      promoCode: found?.cart.promoCode ?? null,
    } as const;
  });

  app.post(
    '/quote',
    {
      schema: {
        tags,
        body: quoteRequestSchema,
        response: { 200: z.object({ quote: quoteSchema }), 503: errorSchema, ...errors },
      },
    },
    async (req) => {
      const session = sessionOf(req);
      const { shipTo, shippingOption } = req.body;
      const priced = await priceCart(ctx, session, shipTo, shippingOption);
      await holdChoices(ctx, session, { shipTo, shippingOption });
      return { quote: priced.quote };
    },
  );

  app.post(
    '/promo',
    {
      schema: {
        tags,
        body: promoRequestSchema,
        response: {
          200: z.object({ message: z.string(), code: z.string(), percent: z.number() }),
          ...errors,
        },
      },
    },
    async (req) => {
      const promo = await usablePromo(ctx.db, req.body.code);
      await holdChoices(ctx, sessionOf(req), { promoCode: promo.code });
      return { message: CHECKOUT_MSG.promoApplied, code: promo.code, percent: promo.percent };
    },
  );

  app.delete(
    '/promo',
    { schema: { tags, response: { 200: z.object({ ok: z.boolean() }), ...errors } } },
    async (req) => {
      await holdChoices(ctx, sessionOf(req), { promoCode: null });
      return { ok: true };
    },
  );
};
