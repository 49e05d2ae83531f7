import { PAYMENT_MSG } from '@pressrun/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemorySandboxStore } from '../../test/payments';
import { type StubAnswer, type StubRequest, startStub } from '../../test/stub-http';
import { centsToDecimal, decimalToCents } from './amount';
import { PayPalWalletGateway } from './paypal';
import { PaymentError } from './port';
import { SandboxWalletGateway } from './sandbox-paypal';

async function failure(p: Promise<unknown>): Promise<PaymentError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaymentError);
  return err as PaymentError;
}

describe('cents ↔ PayPal amounts', () => {
  it('converts exactly, both ways', () => {
    expect(centsToDecimal(1234)).toBe('12.34');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(100)).toBe('1.00');
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(123456789)).toBe('1234567.89');
    expect(decimalToCents('12.34')).toBe(1234);
    expect(decimalToCents('12.3')).toBe(1230);
    expect(decimalToCents('12')).toBe(1200);
    expect(decimalToCents('0.07')).toBe(7);
    expect(decimalToCents('1.10')).toBe(110);
    for (let c = 0; c < 2000; c += 7) expect(decimalToCents(centsToDecimal(c))).toBe(c);
  });

  it('refuses what is not whole cents', () => {
    expect(() => centsToDecimal(12.5)).toThrow();
    expect(() => centsToDecimal(-1)).toThrow();
    expect(() => decimalToCents('1.005')).toThrow();
    expect(() => decimalToCents('-1.00')).toThrow();
    expect(() => decimalToCents('1e3')).toThrow();
  });
});

describe('sandbox PayPal', () => {
  let store: MemorySandboxStore;
  let pp: SandboxWalletGateway;
  beforeEach(() => {
    store = new MemorySandboxStore();
    pp = new SandboxWalletGateway(store);
  });
  const order = (key = 'order-1', amountCents = 2599) =>
    pp.createOrder({
      amountCents,
      returnUrl: '/product/checkout/paypal',
      cancelUrl: '/product/checkout',
      idempotencyKey: key,
    });

  it('creates, is approved, authorizes, captures', async () => {
    const o = await order();
    expect(o.approveUrl).toBe(`/sandbox/paypal/${o.id}`);
    expect((await pp.getOrder(o.id)).status).toBe('created');
    expect(await pp.approveSandboxOrder(o.id)).toEqual({
      redirectUrl: `/product/checkout/paypal?token=${o.id}`,
    });
    const auth = await pp.authorizeOrder(o.id);
    expect(auth).toMatchObject({ status: 'created', amountCents: 2599 });
    expect(await pp.getOrder(o.id)).toEqual({
      id: o.id,
      status: 'completed',
      amountCents: 2599,
      authorization: auth,
    });
    const cap = await pp.captureAuthorization(auth.id, 2599);
    expect(cap).toMatchObject({ status: 'completed', amountCents: 2599 });
    expect((await pp.captureAuthorization(auth.id, 2599)).id).toBe(cap.id); // a retry
    expect((await pp.getOrder(o.id)).authorization?.status).toBe('captured');
  });

  it('makes one order per key', async () => {
    const a = await order('k');
    const b = await order('k');
    expect(b.id).toBe(a.id);
    expect(store.count('paypal_order')).toBe(1);
    expect((await failure(order('k', 100))).code).toBe('idempotency_key_reused');
  });

  it('refuses to authorize an order the buyer has not approved, in the wallet’s words', async () => {
    const o = await order();
    const err = await failure(pp.authorizeOrder(o.id));
    expect(err).toMatchObject({
      kind: 'invalid_request',
      code: 'ORDER_NOT_APPROVED',
      message: PAYMENT_MSG.paypalFailed,
    });
  });

  it('voids an authorization, which then cannot be captured', async () => {
    const o = await order();
    await pp.approveSandboxOrder(o.id);
    const auth = await pp.authorizeOrder(o.id);
    await pp.voidAuthorization(auth.id);
    await pp.voidAuthorization(auth.id);
    expect(await pp.getOrder(o.id)).toMatchObject({ status: 'voided', authorization: { status: 'voided' } });
    expect((await failure(pp.captureAuthorization(auth.id, 2599))).kind).toBe('invalid_request');
  });

  it('refuses a capture above the authorization and a void after the capture; refunds up to the capture', async () => {
    const o = await order();
    await pp.approveSandboxOrder(o.id);
    const auth = await pp.authorizeOrder(o.id);
    expect((await failure(pp.captureAuthorization(auth.id, 2600))).code).toBe('AMOUNT_INVALID');
    const cap = await pp.captureAuthorization(auth.id, 2000);
    expect((await failure(pp.voidAuthorization(auth.id))).code).toBe('AUTHORIZATION_ALREADY_CAPTURED');
    const r = await pp.refundCapture(cap.id, 1500, 'r1');
    expect((await pp.refundCapture(cap.id, 1500, 'r1')).id).toBe(r.id);
    expect((await failure(pp.refundCapture(cap.id, 501, 'r2'))).code).toBe('REFUND_AMOUNT_EXCEEDED');
    await pp.refundCapture(cap.id, 500, 'r3');
  });

  it('keeps its state in the store: a restarted process carries on', async () => {
    const o = await order();
    await pp.approveSandboxOrder(o.id);
    const again = new SandboxWalletGateway(store);
    expect((await again.authorizeOrder(o.id)).amountCents).toBe(2599);
  });
});

// biome-ignore lint/suspicious/noExplicitAny: the stub reads JSON bodies of several shapes
type JsonBody = Record<string, any>;

const CLIENT = 'client-id';
const SECRET = 'client-secret';
/** When the stand-in says every authorization was made. */
const AUTHORIZED_AT = '2025-03-01T10:00:00Z';

/** A small PayPal: OAuth2 token, Orders v2 and the authorization calls, replaying by PayPal-Request-Id. */
function fakePayPal() {
  const orders = new Map<
    string,
    {
      id: string;
      status: string;
      value: string;
      auth: { id: string; status: string; captureId?: string } | null;
    }
  >();
  const replies = new Map<string, StubAnswer>();
  let tokens = 0;
  let n = 0;
  let failNext: StubAnswer | null = null;
  const issue = (status: number, name: string, iss: string): StubAnswer => ({
    status,
    json: {
      name,
      message: 'The requested action could not be performed.',
      details: [{ issue: iss }],
      debug_id: 'dbg',
    },
  });
  const orderJson = (o: {
    id: string;
    status: string;
    value: string;
    auth: { id: string; status: string; captureId?: string } | null;
  }) => ({
    id: o.id,
    status: o.status,
    intent: 'AUTHORIZE',
    purchase_units: [
      {
        amount: { currency_code: 'USD', value: o.value },
        payments: o.auth
          ? {
              authorizations: [
                {
                  id: o.auth.id,
                  status: o.auth.status,
                  amount: { currency_code: 'USD', value: o.value },
                  create_time: AUTHORIZED_AT,
                },
              ],
              // PayPal lists the capture made of the authorization beside it.
              ...(o.auth.captureId
                ? { captures: [{ id: o.auth.captureId, status: 'COMPLETED', create_time: AUTHORIZED_AT }] }
                : {}),
            }
          : undefined,
      },
    ],
    links: [
      {
        href: `https://www.sandbox.paypal.com/checkoutnow?token=${o.id}`,
        rel: 'payer-action',
        method: 'GET',
      },
      { href: `https://api-m.sandbox.paypal.com/v2/checkout/orders/${o.id}`, rel: 'self', method: 'GET' },
    ],
  });

  function route(req: StubRequest, body: JsonBody): StubAnswer {
    let m: RegExpMatchArray | null;
    if (req.method === 'POST' && req.path === '/v2/checkout/orders') {
      const pu = body.purchase_units?.[0];
      if (body.intent !== 'AUTHORIZE' || pu?.amount?.currency_code !== 'USD')
        return issue(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE');
      if (!body.payment_source?.paypal?.experience_context?.return_url)
        return issue(400, 'INVALID_REQUEST', 'MISSING_RETURN_URL');
      const o = {
        id: `5O19${++n}`,
        status: 'PAYER_ACTION_REQUIRED',
        value: pu.amount.value as string,
        auth: null,
      };
      orders.set(o.id, o);
      return { status: 200, json: orderJson(o) };
    }
    m = req.path.match(/^\/v2\/checkout\/orders\/([^/]+)(\/authorize)?$/);
    if (m) {
      const o = orders.get(m[1]!);
      if (!o) return issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      if (m[2]) {
        if (o.status !== 'APPROVED') return issue(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
        if (o.value === '66.66') return issue(422, 'UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED');
        o.status = 'COMPLETED';
        o.auth = { id: `AUTH${++n}`, status: 'CREATED' };
      }
      return { status: 200, json: orderJson(o) };
    }
    m =
      req.method === 'POST'
        ? req.path.match(/^\/v2\/payments\/authorizations\/([^/]+)\/(capture|void)$/)
        : null;
    if (m) {
      const o = [...orders.values()].find((x) => x.auth?.id === m![1]);
      if (!o?.auth) return issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      if (o.auth.status !== 'CREATED')
        return issue(422, 'UNPROCESSABLE_ENTITY', `AUTHORIZATION_ALREADY_${o.auth.status}`);
      if (m[2] === 'void') {
        o.auth.status = 'VOIDED';
        return { status: 204 };
      }
      if (body.final_capture !== true) return issue(400, 'INVALID_REQUEST', 'FINAL_CAPTURE_EXPECTED');
      o.auth.status = 'CAPTURED';
      o.auth.captureId = `CAP${++n}`;
      return { status: 201, json: { id: o.auth.captureId, status: 'COMPLETED', amount: body.amount } };
    }
    m = req.method === 'POST' ? req.path.match(/^\/v2\/payments\/captures\/([^/]+)\/refund$/) : null;
    if (m) {
      return { status: 201, json: { id: `REF${++n}`, status: 'COMPLETED', amount: body.amount } };
    }
    return issue(404, 'NOT_FOUND', 'UNKNOWN_PATH');
  }

  return {
    orders,
    tokensIssued: () => tokens,
    approve(id: string) {
      orders.get(id)!.status = 'APPROVED';
    },
    failNextWith(a: StubAnswer) {
      failNext = a;
    },
    revokeTokens() {
      tokens += 1000; // the current token no longer matches
    },
    handle(req: StubRequest): StubAnswer {
      if (req.path === '/v1/oauth2/token') {
        const basic = `Basic ${Buffer.from(`${CLIENT}:${SECRET}`).toString('base64')}`;
        if (req.method !== 'POST' || req.headers.authorization !== basic)
          return { status: 401, json: { error: 'invalid_client' } };
        if (
          req.headers['content-type'] !== 'application/x-www-form-urlencoded' ||
          req.body !== 'grant_type=client_credentials'
        ) {
          return { status: 400, json: { error: 'unsupported_grant_type' } };
        }
        tokens += 1;
        return {
          status: 200,
          json: { access_token: `A21.${tokens}`, token_type: 'Bearer', expires_in: 32400 },
        };
      }
      if (req.headers.authorization !== `Bearer A21.${tokens}`)
        return { status: 401, json: { error: 'invalid_token' } };
      if (failNext) {
        const a = failNext;
        failNext = null;
        return a;
      }
      if (req.method === 'GET') return route(req, {});
      const key = req.headers['paypal-request-id'];
      if (typeof key !== 'string' || !key)
        return issue(400, 'INVALID_REQUEST', 'STUB_MISSING_PAYPAL_REQUEST_ID');
      const replay = replies.get(key);
      if (replay) return replay;
      const answer = route(req, req.body ? JSON.parse(req.body) : {});
      replies.set(key, answer);
      return answer;
    },
  };
}

describe('PayPal adapter', () => {
  let stub: Awaited<ReturnType<typeof startStub>>;
  let fake: ReturnType<typeof fakePayPal>;
  let pp: PayPalWalletGateway;
  let clock = 0;
  beforeAll(async () => {
    stub = await startStub((req) => fake.handle(req));
  });
  afterAll(() => stub.close());
  beforeEach(() => {
    fake = fakePayPal();
    stub.requests.length = 0;
    clock = Date.UTC(2025, 5, 15);
    pp = new PayPalWalletGateway({
      clientId: CLIENT,
      clientSecret: SECRET,
      apiBase: stub.url,
      now: () => clock,
    });
  });

  const create = (key = 'order-1', amountCents = 1234) =>
    pp.createOrder({
      amountCents,
      returnUrl: 'https://portal.example/return',
      cancelUrl: 'https://portal.example/cancel',
      idempotencyKey: key,
    });

  it('creates an AUTHORIZE order for the amount in dollars, with the request id, and hands back the approve link', async () => {
    const o = await create();
    expect(o.approveUrl).toBe(`https://www.sandbox.paypal.com/checkoutnow?token=${o.id}`);
    const req = stub.requests.find((r) => r.path === '/v2/checkout/orders')!;
    expect(req.headers['paypal-request-id']).toBe('order-1');
    expect(req.headers.authorization).toBe('Bearer A21.1');
    const body = JSON.parse(req.body);
    expect(body.intent).toBe('AUTHORIZE');
    expect(body.purchase_units[0].amount).toEqual({ currency_code: 'USD', value: '12.34' });
    expect(body.payment_source.paypal.experience_context).toMatchObject({
      return_url: 'https://portal.example/return',
      cancel_url: 'https://portal.example/cancel',
    });
  });

  it('makes one order per request id', async () => {
    const a = await create('same');
    const b = await create('same');
    expect(b.id).toBe(a.id);
    expect(fake.orders.size).toBe(1);
  });

  it('authorizes, reads the order back and captures the authorization (final capture)', async () => {
    const o = await create('o', 2599);
    fake.approve(o.id);
    const auth = await pp.authorizeOrder(o.id);
    expect(auth).toMatchObject({ status: 'created', amountCents: 2599 });
    expect(stub.requests.at(-1)!.headers['paypal-request-id']).toBeTruthy();
    expect(await pp.getOrder(o.id)).toEqual({
      id: o.id,
      status: 'completed',
      amountCents: 2599,
      authorization: auth,
    });
    const cap = await pp.captureAuthorization(auth.id, 2599);
    expect(cap).toMatchObject({ status: 'completed', amountCents: 2599 });
    const capReq = stub.requests.at(-1)!;
    expect(capReq.path).toBe(`/v2/payments/authorizations/${auth.id}/capture`);
    expect(JSON.parse(capReq.body)).toEqual({
      amount: { currency_code: 'USD', value: '25.99' },
      final_capture: true,
    });
    expect(capReq.headers['paypal-request-id']).toBeTruthy();
    expect((await pp.refundCapture(cap.id, 1000, 'refund-1')).id).toMatch(/^REF/);
    expect(JSON.parse(stub.requests.at(-1)!.body).amount.value).toBe('10.00');
    // The order read back names the capture (what a refund is made against) and when it was authorized.
    expect((await pp.getOrder(o.id)).authorization).toMatchObject({
      status: 'captured',
      captureId: cap.id,
      createdAt: Date.parse(AUTHORIZED_AT),
    });
  });

  it('voids an authorization', async () => {
    const o = await create();
    fake.approve(o.id);
    const auth = await pp.authorizeOrder(o.id);
    await pp.voidAuthorization(auth.id);
    expect(stub.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v2/payments/authorizations/${auth.id}/void`,
    });
    expect(stub.requests.at(-1)!.headers['paypal-request-id']).toBeTruthy();
    expect((await pp.getOrder(o.id)).authorization?.status).toBe('voided');
  });

  it('takes one token and keeps it until it runs out or is refused', async () => {
    await create('a');
    await create('b');
    expect(fake.tokensIssued()).toBe(1);
    clock += 32400 * 1000; // expired
    await create('c');
    expect(fake.tokensIssued()).toBe(2);
    fake.revokeTokens();
    await create('d'); // a 401, then a new token and the same call again
    expect(stub.requests.filter((r) => r.path === '/v1/oauth2/token')).toHaveLength(3);
  });

  it('maps PayPal’s failures to kinds, always in the wallet’s words', async () => {
    const o = await create();
    const notApproved = await failure(pp.authorizeOrder(o.id));
    expect(notApproved).toMatchObject({
      kind: 'invalid_request',
      code: 'ORDER_NOT_APPROVED',
      message: 'There was an error with your Paypal payment.',
    });

    const d = await create('declined', 6666);
    fake.approve(d.id);
    expect(await failure(pp.authorizeOrder(d.id))).toMatchObject({
      kind: 'declined',
      code: 'INSTRUMENT_DECLINED',
    });

    fake.failNextWith({ status: 503, json: { name: 'SERVICE_UNAVAILABLE' } });
    expect(await failure(pp.getOrder(o.id))).toMatchObject({ kind: 'unavailable', retryable: true });
    fake.failNextWith('hang-up');
    expect((await failure(pp.getOrder(o.id))).kind).toBe('unavailable');

    const wrong = new PayPalWalletGateway({ clientId: CLIENT, clientSecret: 'nope', apiBase: stub.url });
    expect(await failure(wrong.getOrder(o.id))).toMatchObject({
      kind: 'invalid_request',
      code: 'invalid_client',
    });
  });
});
