import {
  CHECKOUT_MSG,
  creditUseSchema,
  ORDER_MSG,
  orderViewSchema,
  placeOrderSchema,
  promoRequestSchema,
  quoteRequestSchema,
  shipToSchema,
} from '@pressrun/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { errorSchema } from '../../lib/schemas';
import { requireSession, sessionOf } from '../../lib/session';
import { creditFor } from '../account-credit';
import { ordererOf, requireVerifiedEmail } from '../auth';
import { defaultCard } from '../billing';
import { cartForCheckout, holdChoices } from '../cart';
import { clearShipTo, heldCheckout } from './held';
import { startCardCheckout, startWalletCheckout } from './hosted';
import { placeOrder } from './place';
import { usablePromo } from './promo';
import { priceCart } from './quote';

const quoteSchema = z.object({
  items: z.number(),
  shipping: z.number(),
  fee: z.number(),
  subtotal: z.number(),
  tax: z.number(),
  /** A California order without tax because the company's resale certificate is approved: the summary says so. */
  taxExempt: z.boolean(),
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
  quote: quoteSchema.nullable(),
  problem: z.string().nullable(),
});
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema } as const;
const paymentErrors = { ...errors, 402: errorSchema, 404: errorSchema, 503: errorSchema } as const;

/** One key per attempt to pay: a retry of the same attempt sends the same key (docs/business-rules.md, Ordering). */
const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ error: 'An Idempotency-Key header is required.' })
    .trim()
    .min(8, 'An Idempotency-Key header is required.')
    .max(255, 'The Idempotency-Key header is too long.'),
});

/**
 * Order review (docs/business-rules.md, Pricing and Ordering): the held choices, Calculate Order
 * Total and promo codes. Ordering needs a verified email.
 */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', requireSession);
  app.addHook('preHandler', requireVerifiedEmail(ctx.db));
  const tags = ['checkout'];

  // What order review holds for the user with its totals, so a reload or /product/shipping resumes
  // where they left off.
  app.get('/', { schema: { tags, response: { 200: heldSchema, ...errors } } }, async (req) =>
    heldCheckout(ctx, sessionOf(req), ordererOf(req).terms),
  );

  // Edit: the held address and its totals go; the payment step refuses until a new one is quoted.
  app.delete(
    '/ship-to',
    { schema: { tags, response: { 200: z.object({ ok: z.boolean() }), ...errors } } },
    async (req) => {
      await clearShipTo(ctx, sessionOf(req));
      return { ok: true };
    },
  );

  app.post(
    '/quote',
    {
      schema: {
        tags,
        body: quoteRequestSchema,
        response: {
          200: z.object({ quote: quoteSchema, credit: creditUseSchema }),
          503: errorSchema,
          ...errors,
        },
      },
    },
    async (req) => {
      const session = sessionOf(req);
      const { shipTo, shippingOption } = req.body;
      const priced = await priceCart(ctx, session, shipTo, shippingOption, { terms: ordererOf(req).terms });
      await holdChoices(ctx, session, { shipTo, shippingOption });
      // The account credit the order would spend now, and what is left to pay.
      return { quote: priced.quote, credit: await creditFor(ctx.db, session.companyId, priced.quote.total) };
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

  // The payment step: the order as it will be placed, and what the company can pay with.
  app.get(
    '/payment',
    {
      schema: {
        tags,
        response: {
          200: z.object({
            quote: quoteSchema,
            shipTo: shipToSchema,
            shippingOption: z.enum(['Standard', 'Expedited']),
            promoCode: z.string().nullable(),
            defaultCard: z.object({ brand: z.string(), last4: z.string() }).nullable(),
            termBalance: z.number().nullable(),
            credit: creditUseSchema,
            payments: z.object({
              cards: z.enum(['sandbox', 'stripe']),
              wallet: z.enum(['sandbox', 'paypal']),
            }),
          }),
          503: errorSchema,
          ...errors,
        },
      },
    },
    async (req) => {
      const session = sessionOf(req);
      const found = await cartForCheckout(ctx, session);
      if (!found?.view.items.length) throw new AppError(409, 'cart_empty', CHECKOUT_MSG.cartEmpty);
      const { shipTo } = found.cart;
      if (!shipTo) throw new AppError(409, 'ship_to_missing', ORDER_MSG.shipToMissing);
      const shippingOption = found.cart.shippingOption === 'Expedited' ? 'Expedited' : 'Standard';
      const card = await defaultCard(ctx.db, session.companyId);
      const { terms } = ordererOf(req);
      const priced = await priceCart(ctx, session, shipTo, shippingOption, { cart: found, terms });
      return {
        quote: priced.quote,
        shipTo,
        shippingOption,
        promoCode: priced.promoId === null ? null : found.cart.promoCode,
        defaultCard: card ? { brand: card.brand, last4: card.last4 } : null,
        termBalance: terms.termBalance,
        credit: await creditFor(ctx.db, session.companyId, priced.quote.total),
        payments: ctx.payments.names,
      } as const;
    },
  );

  // Place order: safe to retry with the same Idempotency-Key (201 the first time, 200 after).
  app.post(
    '/orders',
    {
      schema: {
        tags,
        headers: idempotencyHeaders,
        body: placeOrderSchema,
        response: {
          200: z.object({ order: orderViewSchema }),
          201: z.object({ order: orderViewSchema }),
          ...paymentErrors,
        },
      },
    },
    async (req, reply) => {
      const key = req.headers['idempotency-key'];
      const placed = await placeOrder(ctx, sessionOf(req), key, req.body, ordererOf(req));
      return reply.status(placed.created ? 201 : 200).send({ order: placed.order });
    },
  );

  // New card: the hosted checkout page to pay on.
  app.post(
    '/card-session',
    {
      schema: {
        tags,
        headers: idempotencyHeaders,
        response: { 200: z.object({ url: z.string() }), ...paymentErrors },
      },
    },
    async (req) =>
      startCardCheckout(ctx, sessionOf(req), req.headers['idempotency-key'], ordererOf(req).email),
  );

  // PayPal: the approval page to approve the payment on.
  app.post(
    '/paypal',
    {
      schema: {
        tags,
        headers: idempotencyHeaders,
        response: { 200: z.object({ approveUrl: z.string(), paypalOrderId: z.string() }), ...paymentErrors },
      },
    },
    async (req) => startWalletCheckout(ctx, sessionOf(req), req.headers['idempotency-key']),
  );
};
