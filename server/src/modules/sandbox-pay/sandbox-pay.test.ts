import crypto from 'node:crypto';
import { PAYMENT_MSG } from '@pressrun/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { sandboxPayModule } from './index';
import { SANDBOX_PAY_MSG } from './routes';
import { deliverCheckoutCompleted, STRIPE_WEBHOOK_PATH } from './webhook-delivery';

const SUCCESS_URL = '/product/orderreview/null&isPaid=true?session_id={CHECKOUT_SESSION_ID}';
const CANCEL_URL = '/product/checkout/null&isPaid=false';
const RETURN_URL = '/product/checkout/paypal';
const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123', name: 'Ada Lovelace' };
type InjectCall = { url: string; payload: string; headers: Record<string, string> };
const key = () => crypto.randomBytes(8).toString('hex');

describe('/api/sandbox', () => {
  let t: TestApp;
  let visitor: TestClient;
  let clock = Date.now();
  const received: Array<{ raw: Buffer; headers: Record<string, unknown> }> = [];

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        now: () => clock,
        routes: (app) => {
          // Stands in for the app's Stripe webhook route, to read what the sandbox sends.
          app.post('/api/test/stripe-webhook', { config: { auth: 'webhook' } }, async (req) => {
            received.push({ raw: req.rawBody as Buffer, headers: req.headers });
            return { received: true };
          });
          // The same pages with no callbacks, as a test that wants none would mount them.
          app.register(sandboxPayModule, {
            prefix: '/api/quiet-sandbox',
            deliverWebhooks: false,
            deps: app.ctx,
          });
        },
      },
    );
    visitor = t.client();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    clock = Date.now();
  });
  afterAll(() => t.close());

  async function session(metadata: Record<string, string> = { cartId: '7' }) {
    return t.app.ctx.payments.providers.cards.createCheckoutSession({
      amountCents: 1234,
      successUrl: SUCCESS_URL,
      cancelUrl: CANCEL_URL,
      idempotencyKey: key(),
      description: 'PressRun order',
      customerEmail: 'ada@example.com',
      metadata,
    });
  }

  /** Every call the app made to its Stripe webhook route, with what each answered. */
  function webhookCalls(inject: ReturnType<typeof spyInject>) {
    const calls = inject.mock.calls as unknown as Array<[InjectCall | undefined]>;
    return calls
      .map(([opts], i) => ({ opts, i }))
      .filter(({ opts }) => opts?.url === STRIPE_WEBHOOK_PATH)
      .map(({ opts, i }) => ({ ...opts!, result: inject.mock.results[i]!.value as Promise<unknown> }));
  }
  const spyInject = () => vi.spyOn(t.app, 'inject');

  describe('card checkout page', () => {
    it("answers the page's facts to anyone holding the link, signed in or not, the buyer's email included", async () => {
      const { id } = await session();
      const res = await visitor.get(`/api/sandbox/checkout/${id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id,
        status: 'open',
        amountCents: 1234,
        description: 'PressRun order',
        customerEmail: 'ada@example.com',
        cancelUrl: CANCEL_URL,
        redirectUrl: null,
      });
      const { c } = await signedInCompany(t);
      expect((await c.get(`/api/sandbox/checkout/${id}`)).body.status).toBe('open');
    });

    it('answers 404 for an unknown page', async () => {
      for (const path of ['/api/sandbox/checkout/cs_sbx_nope', '/api/sandbox/checkout/%E2%9C%93%20x']) {
        const res = await visitor.get(path);
        expect(res.status).toBe(404);
        expect(res.body.error.message).toBe(SANDBOX_PAY_MSG.checkoutMissing);
      }
      const pay = await visitor.post('/api/sandbox/checkout/cs_sbx_nope/pay', CARD);
      expect(pay.status).toBe(404);
      expect(pay.body.error.message).toBe(SANDBOX_PAY_MSG.checkoutMissing);
    });

    it('pays with 4242 and answers the success URL with the session id, once, then tells the app', async () => {
      const inject = spyInject();
      const { id } = await session({ cartId: '42', companyId: '9' });
      const res = await visitor.post(`/api/sandbox/checkout/${id}/pay`, CARD);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ redirectUrl: `/product/orderreview/null&isPaid=true?session_id=${id}` });
      const paid = await t.app.ctx.payments.providers.cards.retrieveCheckoutSession(id);
      expect(paid).toMatchObject({ status: 'paid', amountCents: 1234 });

      // The signed event arrives after the answer, as Stripe's would.
      await vi.waitFor(() => expect(webhookCalls(inject)).toHaveLength(1), { timeout: 10_000 });
      const [call] = webhookCalls(inject);
      // The app's own webhook route takes it (it finds no order of ours for this session).
      expect(((await call!.result) as { statusCode: number }).statusCode).toBe(200);
      const event = t.app.ctx.payments.providers.cards.verifyWebhook(
        Buffer.from(call!.payload),
        call!.headers,
      );
      expect(event).toMatchObject({
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: {
            id,
            object: 'checkout.session',
            payment_status: 'paid',
            status: 'complete',
            payment_intent: paid.paymentRef,
            amount_total: 1234,
            metadata: { cartId: '42', companyId: '9' },
          },
        },
      });

      // A second submit (a double click, a reload) answers the same place and pays nothing more.
      const again = await visitor.post(`/api/sandbox/checkout/${id}/pay`, {
        ...CARD,
        number: '4000 0000 0000 0002',
      });
      expect(again.status).toBe(200);
      expect(again.body).toEqual(res.body);
      expect((await t.app.ctx.payments.providers.cards.retrieveCheckoutSession(id)).paymentRef).toBe(
        paid.paymentRef,
      );
      await new Promise((r) => setImmediate(r));
      expect(webhookCalls(inject)).toHaveLength(1);
      // The paid page links onward.
      expect((await visitor.get(`/api/sandbox/checkout/${id}`)).body).toMatchObject({
        status: 'paid',
        redirectUrl: res.body.redirectUrl,
      });
    });

    it.each([
      ['4000 0000 0000 0002', PAYMENT_MSG.declined],
      ['4000 0000 0000 9995', PAYMENT_MSG.insufficientFunds],
      ['4242 4242 4242 4241', PAYMENT_MSG.incorrectNumber],
    ])('refuses %s with 402 "%s" and keeps the page open for another card', async (number, message) => {
      const inject = spyInject();
      const { id } = await session();
      const res = await visitor.post(`/api/sandbox/checkout/${id}/pay`, { ...CARD, number });
      expect(res.status).toBe(402);
      expect(res.body.error).toEqual({ code: 'card_error', message });
      expect((await visitor.get(`/api/sandbox/checkout/${id}`)).body.status).toBe('open');
      const retry = await visitor.post(`/api/sandbox/checkout/${id}/pay`, CARD);
      expect(retry.status).toBe(200);
      await vi.waitFor(() => expect(webhookCalls(inject)).toHaveLength(1), { timeout: 10_000 });
      await webhookCalls(inject)[0]!.result;
    });

    it.each([
      [{ ...CARD, expMonth: 'ab' }, PAYMENT_MSG.invalidExpiryMonth],
      [{ ...CARD, expYear: 20.5 }, PAYMENT_MSG.invalidExpiryYear],
      [{ ...CARD, number: undefined }, PAYMENT_MSG.incorrectNumber],
      [{ ...CARD, cvc: 123 }, PAYMENT_MSG.invalidCvc],
      [{ ...CARD, name: 'n'.repeat(201) }, SANDBOX_PAY_MSG.nameTooLong],
    ])('refuses malformed input %j with a clear 400', async (body, message) => {
      const { id } = await session();
      const res = await visitor.post(`/api/sandbox/checkout/${id}/pay`, body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    });

    it("answers a card the gateway finds wrong in the card provider's words (402)", async () => {
      const { id } = await session();
      const res = await visitor.post(`/api/sandbox/checkout/${id}/pay`, { ...CARD, expMonth: 13 });
      expect(res.status).toBe(402);
      expect(res.body.error.message).toBe(PAYMENT_MSG.invalidExpiryMonth);
    });

    it('still passes the CSRF check: a post without the token is refused', async () => {
      const { id } = await session();
      const res = await t.client().post(`/api/sandbox/checkout/${id}/pay`, CARD, { csrf: false });
      expect(res.status).toBe(403);
      expect((await visitor.get(`/api/sandbox/checkout/${id}`)).body.status).toBe('open');
    });

    it('shows an expired page as expired and refuses to pay it (410)', async () => {
      const { id } = await session();
      clock += 25 * 60 * 60 * 1000;
      expect((await visitor.get(`/api/sandbox/checkout/${id}`)).body.status).toBe('expired');
      const res = await visitor.post(`/api/sandbox/checkout/${id}/pay`, CARD);
      expect(res.status).toBe(410);
      expect(res.body.error.message).toBe(SANDBOX_PAY_MSG.checkoutExpired);
    });

    it('sends no callback when mounted with deliverWebhooks: false', async () => {
      const inject = spyInject();
      const { id } = await session();
      const res = await visitor.post(`/api/quiet-sandbox/checkout/${id}/pay`, CARD);
      expect(res.status).toBe(200);
      await new Promise((r) => setImmediate(r));
      await new Promise((r) => setTimeout(r, 20));
      expect(webhookCalls(inject)).toHaveLength(0);
    });

    it('takes 20 payment tries a minute from one address, then 429', async () => {
      const c = t.client();
      c.ip = '10.9.8.7';
      for (let i = 0; i < 20; i++) {
        expect((await c.post('/api/sandbox/checkout/cs_sbx_nope/pay', CARD)).status).toBe(404);
      }
      const res = await c.post('/api/sandbox/checkout/cs_sbx_nope/pay', CARD);
      expect(res.status).toBe(429);
      expect(res.body.error.code).toBe('rate_limited');
    });
  });

  describe('webhook delivery', () => {
    it("signs checkout.session.completed the way Stripe does, so the app's check accepts it", async () => {
      received.length = 0;
      const status = await deliverCheckoutCompleted(
        t.app,
        { id: 'cs_sbx_1', paymentRef: 'pi_sbx_1', amountCents: 1234, metadata: { cartId: '1' } },
        { now: t.app.ctx.now, url: '/api/test/stripe-webhook' },
      );
      expect(status).toBe(200);
      const [got] = received;
      const event = t.app.ctx.payments.providers.cards.verifyWebhook(
        got!.raw,
        got!.headers as Record<string, string>,
      );
      expect(event.id).toMatch(/^evt_[0-9a-f]{24}$/);
      expect(event).toMatchObject({
        type: 'checkout.session.completed',
        created: Math.floor(clock / 1000),
        data: { object: { id: 'cs_sbx_1', payment_intent: 'pi_sbx_1', amount_total: 1234 } },
      });
      // A changed byte breaks the signature.
      const tampered = Buffer.from(got!.raw.toString().replace('1234', '1'));
      expect(() =>
        t.app.ctx.payments.providers.cards.verifyWebhook(tampered, got!.headers as Record<string, string>),
      ).toThrow(/signature/);
    });
  });

  describe('PayPal approval page', () => {
    async function order() {
      return t.app.ctx.payments.providers.wallet.createOrder({
        amountCents: 2599,
        returnUrl: RETURN_URL,
        cancelUrl: CANCEL_URL,
        idempotencyKey: key(),
      });
    }

    it("answers the order's facts", async () => {
      const { id } = await order();
      const res = await visitor.get(`/api/sandbox/paypal/${id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id,
        status: 'created',
        amountCents: 2599,
        returnUrl: RETURN_URL,
        cancelUrl: CANCEL_URL,
      });
    });

    it('approves: back to the return URL with token and PayerID, as PayPal does; again answers the same', async () => {
      const { id } = await order();
      const res = await visitor.post(`/api/sandbox/paypal/${id}/approve`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ redirectUrl: `${RETURN_URL}?token=${id}&PayerID=SANDBOXBUYER1` });
      expect((await t.app.ctx.payments.providers.wallet.getOrder(id)).status).toBe('approved');
      expect((await visitor.post(`/api/sandbox/paypal/${id}/approve`)).body).toEqual(res.body);
      // Once authorized the order cannot be approved again.
      await t.app.ctx.payments.providers.wallet.authorizeOrder(id);
      const late = await visitor.post(`/api/sandbox/paypal/${id}/approve`);
      expect(late.status).toBe(409);
      expect(late.body.error.message).toBe(PAYMENT_MSG.paypalFailed);
    });

    it('cancels: back to the cancel URL, the order left unapproved', async () => {
      const { id } = await order();
      const res = await visitor.post(`/api/sandbox/paypal/${id}/cancel`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ redirectUrl: CANCEL_URL });
      expect((await t.app.ctx.payments.providers.wallet.getOrder(id)).status).toBe('created');
    });

    it('answers 404 for an unknown order and refuses a post without the CSRF token', async () => {
      for (const req of [
        visitor.get('/api/sandbox/paypal/ppo_sbx_nope'),
        visitor.post('/api/sandbox/paypal/ppo_sbx_nope/approve'),
        visitor.post('/api/sandbox/paypal/ppo_sbx_nope/cancel'),
      ]) {
        const res = await req;
        expect(res.status).toBe(404);
        expect(res.body.error.message).toBe(SANDBOX_PAY_MSG.paypalMissing);
      }
      const { id } = await order();
      const res = await t.client().post(`/api/sandbox/paypal/${id}/approve`, undefined, { csrf: false });
      expect(res.status).toBe(403);
    });
  });
});

describe('/api/sandbox with Stripe and PayPal configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      stripe: { secretKey: 'sk_test_x', webhookSecret: 'whsec_x', apiBase: 'http://127.0.0.1:9' },
      paypal: { clientId: 'id', clientSecret: 'secret', apiBase: 'http://127.0.0.1:9' },
    });
  });
  afterAll(() => t.close());

  it('has no sandbox pages (404)', async () => {
    const c = t.client();
    for (const res of [
      await c.get('/api/sandbox/checkout/cs_sbx_1'),
      await c.post('/api/sandbox/checkout/cs_sbx_1/pay', CARD),
      await c.get('/api/sandbox/paypal/ppo_sbx_1'),
      await c.post('/api/sandbox/paypal/ppo_sbx_1/approve'),
      await c.post('/api/sandbox/paypal/ppo_sbx_1/cancel'),
    ]) {
      expect(res.status).toBe(404);
    }
  });
});
