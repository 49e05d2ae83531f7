import { PAYMENT_MSG } from '@pressrun/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../lib/errors';
import { errorSchema } from '../../lib/schemas';
import { type HostedCardPages, type HostedWalletPages, PaymentError, SANDBOX_PAYER_ID } from '../payments';
import { deliverLater } from './webhook-delivery';

export const SANDBOX_PAY_MSG = {
  checkoutMissing: 'This checkout page does not exist.',
  checkoutExpired: 'This checkout page has expired.',
  paypalMissing: 'This Paypal order does not exist.',
  nameTooLong: 'The name on the card is too long.',
} as const;

/** Card payments made per minute from one address: plenty for typing mistakes, too few to guess cards. */
const PAYS_PER_MINUTE = 20;

/** What the sandbox's pages use from the app: the payments module (its built-in pages) and the clock of the callbacks it signs. */
export type SandboxPayDeps = Pick<AppContext, 'payments' | 'now'>;

export interface SandboxPayOptions {
  deps: SandboxPayDeps;
  /** Send Stripe's `checkout.session.completed` to the app after a payment (tests may turn it off). */
  deliverWebhooks?: boolean;
}

const idParams = (missing: string) => z.object({ id: z.string().min(1, missing).max(200, missing) });
const checkoutParams = idParams(SANDBOX_PAY_MSG.checkoutMissing);
const paypalParams = idParams(SANDBOX_PAY_MSG.paypalMissing);

// Typed as the customer typed it: the gateway checks it and answers in the card provider's words.
const cardSchema = z.object({
  number: z.string({ error: PAYMENT_MSG.incorrectNumber }).max(40, PAYMENT_MSG.incorrectNumber),
  expMonth: z.number({ error: PAYMENT_MSG.invalidExpiryMonth }).int(PAYMENT_MSG.invalidExpiryMonth),
  expYear: z.number({ error: PAYMENT_MSG.invalidExpiryYear }).int(PAYMENT_MSG.invalidExpiryYear),
  cvc: z.string({ error: PAYMENT_MSG.invalidCvc }).max(8, PAYMENT_MSG.invalidCvc),
  name: z.string({ error: SANDBOX_PAY_MSG.nameTooLong }).max(200, SANDBOX_PAY_MSG.nameTooLong).optional(),
});

const checkoutPageSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'paid', 'expired']),
  amountCents: z.number(),
  description: z.string(),
  /** The buyer's email, filled in the page's Email field ('' when checkout gave none). */
  customerEmail: z.string(),
  cancelUrl: z.string(),
  /** Where a paid page links on to; null until paid. */
  redirectUrl: z.string().nullable(),
});
const paypalPageSchema = z.object({
  id: z.string(),
  status: z.string(),
  amountCents: z.number(),
  returnUrl: z.string(),
  cancelUrl: z.string(),
});
const redirectSchema = z.object({ redirectUrl: z.string() });
const errors = { 400: errorSchema, 403: errorSchema, 404: errorSchema } as const;

/**
 * The pages Stripe Checkout and PayPal's approval would host, for the built-in sandbox gateways.
 * They belong to the "gateway", not to a PressRun session, so they are public; the session ids
 * are unguessable. With Stripe or PayPal configured there is nothing here (404).
 */
export const sandboxPayRoutes: FastifyPluginAsyncZod<SandboxPayOptions> = async (app, opts) => {
  const deliverWebhooks = opts.deliverWebhooks ?? true;
  const tags = ['sandbox'];
  const { payments, now } = opts.deps;
  const cards = () => sandboxCards(payments);
  const wallet = () => sandboxWallet(payments);

  app.get(
    '/checkout/:id',
    {
      schema: { tags, params: checkoutParams, response: { 200: checkoutPageSchema, ...errors } },
      config: { auth: 'public' },
    },
    async (req) => {
      const gateway = cards();
      const page = await gateway.checkoutPage(req.params.id).catch(cardFailure);
      if (page.status !== 'paid') return { ...page, redirectUrl: null };
      // A paid page links onward: the gateway answers any later submit of a paid session with
      // its way back, before it looks at the card (so none is needed).
      const done = await gateway.completeCheckoutSession(page.id, { token: 'paid' }).catch(cardFailure);
      return { ...page, redirectUrl: done.redirectUrl };
    },
  );

  app.post(
    '/checkout/:id/pay',
    {
      schema: {
        tags,
        params: checkoutParams,
        body: cardSchema,
        response: { 200: redirectSchema, 402: errorSchema, 410: errorSchema, 429: errorSchema, ...errors },
      },
      config: { auth: 'public', rateLimit: { max: PAYS_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (req) => {
      const gateway = cards();
      const { id } = req.params;
      const before = await gateway.checkoutPage(id).catch(cardFailure);
      if (before.status === 'expired') throw expired();
      const { number, expMonth, expYear, cvc } = req.body;
      const done = await gateway
        .completeCheckoutSession(id, { number, expMonth, expYear, cvc })
        .catch(cardFailure);
      // Only the submit that paid is told to the app; a second submit just learns where to go.
      if (before.status === 'open' && deliverWebhooks) {
        const { metadata } = await gateway.retrieveCheckoutSession(id);
        deliverLater(app, now, {
          id,
          paymentRef: done.paymentRef,
          amountCents: before.amountCents,
          metadata,
        });
      }
      return { redirectUrl: done.redirectUrl };
    },
  );

  app.get(
    '/paypal/:id',
    {
      schema: { tags, params: paypalParams, response: { 200: paypalPageSchema, ...errors } },
      config: { auth: 'public' },
    },
    async (req) => wallet().orderPage(req.params.id).catch(walletFailure),
  );

  app.post(
    '/paypal/:id/approve',
    {
      schema: { tags, params: paypalParams, response: { 200: redirectSchema, 409: errorSchema, ...errors } },
      config: { auth: 'public' },
    },
    async (req) =>
      wallet().approveSandboxOrder(req.params.id, { payerId: SANDBOX_PAYER_ID }).catch(walletFailure),
  );

  // The buyer turned back: PayPal leaves the order unapproved and sends the browser to the cancel URL.
  app.post(
    '/paypal/:id/cancel',
    {
      schema: { tags, params: paypalParams, response: { 200: redirectSchema, ...errors } },
      config: { auth: 'public' },
    },
    async (req) => {
      const order = await wallet().orderPage(req.params.id).catch(walletFailure);
      return { redirectUrl: order.cancelUrl };
    },
  );
};

/** The card provider's pages when the app serves them (the sandbox's); a gateway hosting its own has none here. */
function sandboxCards(payments: SandboxPayDeps['payments']): HostedCardPages {
  const pages = payments.hostedPages.cards;
  if (!pages) throw notFound(SANDBOX_PAY_MSG.checkoutMissing);
  return pages;
}

function sandboxWallet(payments: SandboxPayDeps['payments']): HostedWalletPages {
  const pages = payments.hostedPages.wallet;
  if (!pages) throw notFound(SANDBOX_PAY_MSG.paypalMissing);
  return pages;
}

const expired = () => new AppError(410, 'expired', SANDBOX_PAY_MSG.checkoutExpired);

/** A card the gateway refused is the customer's to fix (402, the session stays open). */
function cardFailure(e: unknown): never {
  if (!(e instanceof PaymentError)) throw e;
  if (e.code === 'resource_missing') throw notFound(SANDBOX_PAY_MSG.checkoutMissing);
  if (e.code === 'checkout_session_expired') throw expired();
  throw new AppError(402, 'card_error', e.message);
}

function walletFailure(e: unknown): never {
  if (!(e instanceof PaymentError)) throw e;
  if (e.code === 'resource_missing') throw notFound(SANDBOX_PAY_MSG.paypalMissing);
  // An order already authorized or voided cannot be approved again.
  throw new AppError(409, 'paypal_error', e.message);
}
