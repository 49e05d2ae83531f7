import { PAYMENT_MSG } from '@pressrun/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type StubAnswer, type StubRequest, startStub } from '../../test/stub-http';
import { PaymentError } from './port';
import { StripeCardGateway } from './stripe';
import { formEncode } from './stripe-client';

const SECRET = 'sk_test_pressrun';
/** When the stand-in says every PaymentIntent was made (Unix seconds). */
const CREATED = 1_740_000_000;

/**
 * A small Stripe: it checks what every real call must carry (Bearer key, form body, an
 * Idempotency-Key on POSTs), replays an answer for a key it has seen, as Stripe does, and answers
 * Stripe-shaped JSON. The test numbers behave as in Stripe's test mode.
 */
function fakeStripe() {
  const pms = new Map<
    string,
    { id: string; number: string; customer: string | null; exp: [number, number] }
  >();
  const pis = new Map<string, Record<string, unknown>>();
  const replies = new Map<string, StubAnswer>();
  let n = 0;
  let failNext: StubAnswer | null = null;

  const cardError = (
    code: string,
    decline_code?: string,
    message = 'Your card was declined.',
  ): StubAnswer => ({
    status: 402,
    json: { error: { type: 'card_error', code, decline_code, message } },
  });
  const invalid = (message: string, code = 'parameter_invalid'): StubAnswer => ({
    status: 400,
    json: { error: { type: 'invalid_request_error', code, message } },
  });
  const pmJson = (pm: { id: string; number: string; customer: string | null; exp: [number, number] }) => ({
    id: pm.id,
    object: 'payment_method',
    customer: pm.customer,
    card: { brand: 'visa', last4: pm.number.slice(-4), exp_month: pm.exp[0], exp_year: pm.exp[1] },
  });
  const piJson = (pi: Record<string, unknown>) => {
    const pm = pms.get(pi.payment_method as string);
    return {
      ...pi,
      object: 'payment_intent',
      latest_charge: pm
        ? {
            id: `ch_${pi.id}`,
            amount_refunded: pi.refunded ?? 0,
            payment_method_details: { card: { brand: 'visa', last4: pm.number.slice(-4) } },
          }
        : null,
    };
  };
  const outcome = (pmId: string): StubAnswer | null => {
    const pm = pms.get(pmId);
    if (!pm) return invalid(`No such PaymentMethod: '${pmId}'`, 'resource_missing');
    if (pm.number.endsWith('0002')) return cardError('card_declined', 'generic_decline');
    if (pm.number.endsWith('9995'))
      return cardError('card_declined', 'insufficient_funds', 'Your card has insufficient funds.');
    if (pm.number.endsWith('0069')) return cardError('expired_card', undefined, 'Your card has expired.');
    if (pm.number.endsWith('0119')) return cardError('processing_error', undefined, 'An error occurred.');
    return null;
  };

  function route(req: StubRequest, p: URLSearchParams): StubAnswer {
    const [, , ...parts] = req.path.split('/'); // '', 'v1', …
    const path = parts.join('/');
    let m: RegExpMatchArray | null;
    if (req.method === 'POST' && path === 'customers') {
      return { status: 200, json: { id: `cus_${++n}`, object: 'customer', email: p.get('email') } };
    }
    if (req.method === 'POST' && path === 'payment_methods') {
      const number = p.get('card[number]') ?? '';
      if (number.endsWith('4241'))
        return cardError('incorrect_number', undefined, 'Your card number is incorrect.');
      const pm = {
        id: `pm_${++n}`,
        number,
        customer: null,
        exp: [Number(p.get('card[exp_month]')), Number(p.get('card[exp_year]'))] as [number, number],
      };
      pms.set(pm.id, pm);
      return { status: 200, json: pmJson(pm) };
    }
    m = req.method === 'POST' ? path.match(/^payment_methods\/([^/]+)\/(attach|detach)$/) : null;
    if (m) {
      const pm = pms.get(m[1]!);
      if (!pm) return invalid('No such PaymentMethod', 'resource_missing');
      pm.customer = m[2] === 'attach' ? p.get('customer') : null;
      return { status: 200, json: pmJson(pm) };
    }
    m = req.method === 'GET' ? path.match(/^payment_methods\/([^/]+)$/) : null;
    if (m) {
      const pm = pms.get(m[1]!);
      return pm ? { status: 200, json: pmJson(pm) } : invalid('No such PaymentMethod', 'resource_missing');
    }
    m = req.method === 'GET' ? path.match(/^customers\/([^/]+)\/payment_methods$/) : null;
    if (m) {
      if (req.query.get('type') !== 'card') return invalid('type is required');
      const data = [...pms.values()].filter((pm) => pm.customer === m![1]).map(pmJson);
      return { status: 200, json: { object: 'list', data, has_more: false } };
    }
    if (req.method === 'POST' && path === 'payment_intents') {
      const amount = Number(p.get('amount'));
      if (p.get('currency') !== 'usd') return invalid('currency');
      const metadata = Object.fromEntries(
        [...p].flatMap(([k, v]) => {
          const field = /^metadata\[(.+)\]$/.exec(k)?.[1];
          return field ? [[field, v]] : [];
        }),
      );
      const pi: Record<string, unknown> = {
        id: `pi_${++n}`,
        amount,
        amount_received: 0,
        status: 'requires_payment_method',
        created: CREATED,
        metadata,
      };
      if (p.get('confirm') === 'true') {
        if (p.get('off_session') !== 'true' || !p.get('customer'))
          return invalid('off-session charges need a customer');
        const fail = outcome(p.get('payment_method')!);
        if (fail) return fail;
        const hold = p.get('capture_method') === 'manual';
        Object.assign(pi, {
          payment_method: p.get('payment_method'),
          status: hold ? 'requires_capture' : 'succeeded',
          amount_received: hold ? 0 : amount,
        });
      } else if (p.get('capture_method') !== 'manual') return invalid('expected manual capture');
      pis.set(pi.id as string, pi);
      return { status: 200, json: piJson(pi) };
    }
    if (req.method === 'GET' && path === 'payment_intents/search') {
      // Stripe's search language, as much of it as the adapter speaks: metadata['field']:'value'.
      const q = /^metadata\['([^']+)'\]:'((?:[^'\\]|\\.)*)'$/.exec(req.query.get('query') ?? '');
      if (!q) return invalid('unsupported search query');
      const value = q[2]!.replace(/\\(.)/g, '$1');
      if (!req.query.getAll('expand[0]').includes('data.latest_charge'))
        return invalid('expected data.latest_charge expanded');
      const data = [...pis.values()]
        .filter((pi) => (pi.metadata as Record<string, string>)?.[q[1]!] === value)
        .map(piJson);
      return { status: 200, json: { object: 'search_result', data, has_more: false } };
    }
    m = path.match(/^payment_intents\/([^/]+)(?:\/(confirm|capture|cancel))?$/);
    if (m) {
      const pi = pis.get(m[1]!);
      if (!pi) return invalid(`No such payment_intent: '${m[1]}'`, 'resource_missing');
      const unexpected = () =>
        invalid(`This PaymentIntent's status is ${pi.status}`, 'payment_intent_unexpected_state');
      if (m[2] === 'confirm') {
        if (pi.status !== 'requires_payment_method') return unexpected();
        const fail = outcome(p.get('payment_method')!);
        if (fail) return fail;
        Object.assign(pi, { payment_method: p.get('payment_method'), status: 'requires_capture' });
      } else if (m[2] === 'capture') {
        if (pi.status !== 'requires_capture') return unexpected();
        const amount = p.has('amount_to_capture')
          ? Number(p.get('amount_to_capture'))
          : (pi.amount as number);
        Object.assign(pi, { status: 'succeeded', amount_received: amount });
      } else if (m[2] === 'cancel') {
        if (pi.status === 'succeeded') return unexpected();
        pi.status = 'canceled';
      }
      if (
        !req.query.getAll('expand[0]').includes('latest_charge') &&
        !p.getAll('expand[0]').includes('latest_charge')
      ) {
        return invalid('expected latest_charge expanded');
      }
      return { status: 200, json: piJson(pi) };
    }
    if (req.method === 'POST' && path === 'refunds') {
      const pi = pis.get(p.get('payment_intent') ?? '');
      if (!pi) return invalid('No such payment_intent', 'resource_missing');
      const amount = Number(p.get('amount'));
      const left = (pi.amount_received as number) - ((pi.refunded as number) ?? 0);
      if (pi.status !== 'succeeded') return invalid('not captured', 'charge_not_captured');
      if (amount > left)
        return invalid(
          `Refund amount ($${amount / 100}) is greater than unrefunded amount`,
          'amount_too_large',
        );
      pi.refunded = ((pi.refunded as number) ?? 0) + amount;
      return { status: 200, json: { id: `re_${++n}`, object: 'refund', amount, status: 'succeeded' } };
    }
    if (req.method === 'POST' && path === 'checkout/sessions') {
      const id = `cs_test_${++n}`;
      return {
        status: 200,
        json: { id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` },
      };
    }
    m = req.method === 'GET' ? path.match(/^checkout\/sessions\/([^/]+)$/) : null;
    if (m) {
      const paid = m[1] === 'cs_paid';
      return {
        status: 200,
        json: {
          id: m[1],
          status: paid ? 'complete' : m[1] === 'cs_gone' ? 'expired' : 'open',
          payment_status: paid ? 'paid' : 'unpaid',
          amount_total: 3210,
          payment_intent: paid ? 'pi_from_checkout' : null,
          metadata: { orderId: '11' },
        },
      };
    }
    return {
      status: 404,
      json: {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${req.method}: ${req.path})`,
        },
      },
    };
  }

  return {
    pis,
    failNextWith(a: StubAnswer) {
      failNext = a;
    },
    handle(req: StubRequest): StubAnswer {
      if (req.headers.authorization !== `Bearer ${SECRET}`) {
        return {
          status: 401,
          json: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
        };
      }
      if (failNext) {
        const a = failNext;
        failNext = null;
        return a;
      }
      let params = new URLSearchParams();
      if (req.method === 'POST') {
        if (req.headers['content-type'] !== 'application/x-www-form-urlencoded')
          return invalid('form body expected');
        const key = req.headers['idempotency-key'];
        if (typeof key !== 'string' || !key) return invalid('stub: every POST must carry an Idempotency-Key');
        params = new URLSearchParams(req.body);
        const replay = replies.get(key);
        if (replay) return replay;
        const answer = route(req, params);
        replies.set(key, answer);
        return answer;
      }
      return route(req, params);
    },
  };
}

let stub: Awaited<ReturnType<typeof startStub>>;
let fake: ReturnType<typeof fakeStripe>;
let gw: StripeCardGateway;

beforeAll(async () => {
  stub = await startStub((req) => fake.handle(req));
});
afterAll(() => stub.close());
beforeEach(() => {
  fake = fakeStripe();
  stub.requests.length = 0;
  gw = new StripeCardGateway({ secretKey: SECRET, webhookSecret: 'whsec_test', apiBase: `${stub.url}/` });
});

async function failure(p: Promise<unknown>): Promise<PaymentError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaymentError);
  return err as PaymentError;
}

async function savedCard(number: string) {
  const cus = await gw.createCustomer({
    email: 'ada@engines.example',
    name: 'Ada',
    idempotencyKey: 'company:1',
  });
  const pm = await gw.savePaymentMethod(cus.id, { number, expMonth: 12, expYear: 2030, cvc: '123' });
  return { cus: cus.id, pm };
}

describe('Stripe adapter: requests', () => {
  it('encodes nested parameters the way Stripe reads them', () => {
    expect(
      decodeURIComponent(
        formEncode({
          amount: 1234,
          metadata: { order: '7' },
          line_items: [{ price_data: { unit_amount: 5 } }],
          skip: undefined,
        }),
      ),
    ).toBe('amount=1234&metadata[order]=7&line_items[0][price_data][unit_amount]=5');
  });

  it('sends the Bearer key, a form body and the caller’s Idempotency-Key', async () => {
    const { cus, pm } = await savedCard('4242424242424242');
    await gw.chargeSavedMethod({
      customerRef: cus,
      paymentMethodId: pm.id,
      amountCents: 1234,
      idempotencyKey: 'order-42',
      metadata: { orderId: '42' },
    });
    const create = stub.requests.find((r) => r.path === '/v1/payment_intents')!;
    expect(create.method).toBe('POST');
    expect(create.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(create.headers['idempotency-key']).toBe('order-42');
    expect(create.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(create.headers['stripe-version']).toBeTruthy();
    const body = new URLSearchParams(create.body);
    expect(Object.fromEntries(body)).toMatchObject({
      amount: '1234',
      currency: 'usd',
      customer: cus,
      payment_method: pm.id,
      off_session: 'true',
      confirm: 'true',
      'metadata[orderId]': '42',
    });
    for (const r of stub.requests.filter((x) => x.method === 'POST'))
      expect(r.headers['idempotency-key']).toBeTruthy();
  });
});

describe('Stripe adapter: finding a payment by its key', () => {
  it('finds the hold an off-session charge made by its idempotency key (kept in the metadata), quotes and all', async () => {
    const { cus, pm } = await savedCard('4242424242424242');
    const key = "order:7:it's-a-key";
    const held = await gw.chargeSavedMethod({
      customerRef: cus,
      paymentMethodId: pm.id,
      amountCents: 2599,
      captureMethod: 'manual',
      idempotencyKey: key,
      metadata: { companyId: '7' },
    });
    const found = await gw.findPayment(key);
    expect(found).toEqual(held);
    expect(found).toMatchObject({ status: 'authorized', amountCents: 2599, createdAt: CREATED * 1000 });
    const search = stub.requests.at(-1)!;
    expect(search.method).toBe('GET');
    expect(search.path).toBe('/v1/payment_intents/search');
    expect(search.query.get('query')).toBe("metadata['pressrun_idempotency_key']:'order:7:it\\'s-a-key'");
    expect(await gw.findPayment('order:7:never-made')).toBeNull();
  });
});

describe('Stripe adapter: cards and charges', () => {
  it('saves a card (brand, last 4, expiry) and lists it', async () => {
    const { cus, pm } = await savedCard('4242424242424242');
    expect(pm).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 });
    expect(await gw.listPaymentMethods(cus)).toEqual([pm]);
    await gw.removePaymentMethod(cus, pm.id);
    expect(await gw.listPaymentMethods(cus)).toEqual([]);
  });

  it('attaches a token made by Stripe.js without seeing the card', async () => {
    const cus = await gw.createCustomer({ email: 'a@x.example', name: 'A', idempotencyKey: 'c' });
    const { pm } = await savedCard('4242424242424242');
    stub.requests.length = 0;
    await gw.savePaymentMethod(cus.id, { token: pm.id });
    expect(stub.requests.map((r) => r.path)).toEqual([`/v1/payment_methods/${pm.id}/attach`]);
  });

  it('refuses to remove another customer’s card', async () => {
    const { pm } = await savedCard('4242424242424242');
    expect((await failure(gw.removePaymentMethod('cus_other', pm.id))).kind).toBe('invalid_request');
  });

  it('charges a saved card once per key', async () => {
    const { cus, pm } = await savedCard('4242424242424242');
    const input = { customerRef: cus, paymentMethodId: pm.id, amountCents: 999, idempotencyKey: 'order-1' };
    const a = await gw.chargeSavedMethod(input);
    const b = await gw.chargeSavedMethod(input);
    expect(a).toMatchObject({
      status: 'captured',
      capturedCents: 999,
      card: { brand: 'visa', last4: '4242' },
    });
    expect(b.id).toBe(a.id);
    expect(fake.pis.size).toBe(1);
  });

  it('maps card_declined to declined, with the card provider’s words', async () => {
    const { cus, pm } = await savedCard('4000000000000002');
    const err = await failure(
      gw.chargeSavedMethod({
        customerRef: cus,
        paymentMethodId: pm.id,
        amountCents: 100,
        idempotencyKey: 'k',
      }),
    );
    expect(err).toMatchObject({
      kind: 'declined',
      code: 'generic_decline',
      retryable: false,
      message: 'Your card was declined.',
    });
  });

  it('maps card_declined / insufficient_funds to insufficient_funds', async () => {
    const { cus, pm } = await savedCard('4000000000009995');
    const err = await failure(
      gw.chargeSavedMethod({
        customerRef: cus,
        paymentMethodId: pm.id,
        amountCents: 100,
        idempotencyKey: 'k',
      }),
    );
    expect(err).toMatchObject({ kind: 'insufficient_funds', message: PAYMENT_MSG.insufficientFunds });
  });

  it('maps incorrect_number and expired_card to invalid_card', async () => {
    const cus = await gw.createCustomer({ email: 'a@x.example', name: 'A', idempotencyKey: 'c' });
    const bad = await failure(
      gw.savePaymentMethod(cus.id, { number: '4242424242424241', expMonth: 1, expYear: 2030, cvc: '1' }),
    );
    expect(bad).toMatchObject({ kind: 'invalid_card', message: 'Your card number is incorrect.' });
    const { cus: owner, pm } = await savedCard('4000000000000069');
    const expired = await failure(
      gw.chargeSavedMethod({
        customerRef: owner,
        paymentMethodId: pm.id,
        amountCents: 1,
        idempotencyKey: 'e',
      }),
    );
    expect(expired).toMatchObject({ kind: 'invalid_card', message: 'Your card has expired.' });
  });

  it('answers a 500, a processing error and a dropped connection as unavailable (retryable)', async () => {
    const { cus, pm } = await savedCard('4242424242424242');
    const charge = (key: string) =>
      gw.chargeSavedMethod({
        customerRef: cus,
        paymentMethodId: pm.id,
        amountCents: 100,
        idempotencyKey: key,
      });
    fake.failNextWith({
      status: 500,
      json: { error: { type: 'api_error', message: 'Something went wrong' } },
    });
    expect(await failure(charge('a'))).toMatchObject({
      kind: 'unavailable',
      retryable: true,
      message: PAYMENT_MSG.serverError,
    });
    fake.failNextWith('hang-up');
    expect((await failure(charge('b'))).kind).toBe('unavailable');
    fake.failNextWith({
      status: 429,
      json: { error: { type: 'invalid_request_error', code: 'rate_limit' } },
    });
    expect((await failure(charge('c'))).kind).toBe('unavailable');
    const { pm: slow } = await savedCard('4000000000000119');
    expect(
      (
        await failure(
          gw.chargeSavedMethod({
            customerRef: cus,
            paymentMethodId: slow.id,
            amountCents: 1,
            idempotencyKey: 'd',
          }),
        )
      ).kind,
    ).toBe('unavailable');
    // After the outage the same key goes through.
    expect((await charge('a')).status).toBe('captured');
  });

  it('answers a bad key as an invalid request, not a card problem', async () => {
    const wrong = new StripeCardGateway({ secretKey: 'sk_wrong', webhookSecret: null, apiBase: stub.url });
    expect((await failure(wrong.retrievePayment('pi_1'))).kind).toBe('invalid_request');
  });
});

describe('Stripe adapter: authorize, capture, refund, cancel', () => {
  async function authorized(amountCents = 2000) {
    const { cus, pm } = await savedCard('4242424242424242');
    const p = await gw.initiatePayment({
      amountCents,
      currency: 'usd',
      customerRef: cus,
      idempotencyKey: `i-${amountCents}`,
      metadata: { orderId: '1' },
    });
    expect(p.status).toBe('pending');
    const init = stub.requests.find((r) => r.path === '/v1/payment_intents')!;
    expect(new URLSearchParams(init.body).get('capture_method')).toBe('manual');
    return gw.authorizePayment(p.id, { paymentMethodId: pm.id });
  }

  it('holds a saved card off-session in one request (confirm with manual capture)', async () => {
    const { cus, pm } = await savedCard('4242424242424242');
    const p = await gw.chargeSavedMethod({
      customerRef: cus,
      paymentMethodId: pm.id,
      amountCents: 800,
      idempotencyKey: 'hold-1',
      captureMethod: 'manual',
    });
    const create = stub.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)!;
    expect(Object.fromEntries(new URLSearchParams(create.body))).toMatchObject({
      confirm: 'true',
      off_session: 'true',
      capture_method: 'manual',
    });
    expect(p).toMatchObject({ status: 'authorized', capturedCents: 0 });
    expect(await gw.capturePayment(p.id)).toMatchObject({ status: 'captured', capturedCents: 800 });
  });

  it('holds, captures part, refunds up to the capture and no more', async () => {
    const p = await authorized();
    expect(p.status).toBe('authorized');
    expect(await gw.capturePayment(p.id, 1500)).toMatchObject({ status: 'captured', capturedCents: 1500 });
    const refund = await gw.refundPayment(p.id, 1000, 'refund-1');
    expect(refund).toMatchObject({ paymentId: p.id, amountCents: 1000 });
    expect((await gw.refundPayment(p.id, 1000, 'refund-1')).id).toBe(refund.id);
    const tooMuch = await failure(gw.refundPayment(p.id, 501, 'refund-2'));
    expect(tooMuch).toMatchObject({ kind: 'invalid_request', code: 'amount_too_large' });
    expect(await gw.retrievePayment(p.id)).toMatchObject({
      status: 'captured',
      capturedCents: 1500,
      refundedCents: 1000,
    });
  });

  it('cancels an authorization, and refuses to cancel a captured payment', async () => {
    const a = await authorized(100);
    expect((await gw.cancelPayment(a.id)).status).toBe('canceled');
    expect(await gw.getPaymentStatus(a.id)).toBe('canceled');
    const b = await authorized(200);
    await gw.capturePayment(b.id);
    expect((await failure(gw.cancelPayment(b.id))).code).toBe('payment_intent_unexpected_state');
  });
});

describe('Stripe adapter: hosted checkout', () => {
  it('creates a session with one line for the amount and reads back whether it is paid', async () => {
    const s = await gw.createCheckoutSession({
      amountCents: 3210,
      successUrl: 'https://portal.example/product/checkout/new_card?session={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://portal.example/product/checkout',
      idempotencyKey: 'checkout-11',
      customerEmail: 'ada@example.com',
      metadata: { orderId: '11' },
    });
    expect(s.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const body = Object.fromEntries(new URLSearchParams(stub.requests.at(-1)!.body));
    expect(body).toMatchObject({
      mode: 'payment',
      // Stripe Checkout fills its Email field with it.
      customer_email: 'ada@example.com',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '3210',
      success_url: 'https://portal.example/product/checkout/new_card?session={CHECKOUT_SESSION_ID}',
      'metadata[orderId]': '11',
    });
    expect(await gw.retrieveCheckoutSession('cs_paid')).toEqual({
      id: 'cs_paid',
      status: 'paid',
      amountCents: 3210,
      paymentRef: 'pi_from_checkout',
      metadata: { orderId: '11' },
    });
    expect((await gw.retrieveCheckoutSession('cs_open')).status).toBe('open');
    expect((await gw.retrieveCheckoutSession('cs_gone')).status).toBe('expired');
  });
  it('sends no customer_email for a session of a saved customer (Stripe refuses both at once)', async () => {
    await gw.createCheckoutSession({
      amountCents: 3210,
      successUrl: 'https://portal.example/product/checkout/new_card',
      cancelUrl: 'https://portal.example/product/checkout',
      idempotencyKey: 'checkout-12',
      customerRef: 'cus_1',
      customerEmail: 'ada@example.com',
    });
    const body = Object.fromEntries(new URLSearchParams(stub.requests.at(-1)!.body));
    expect(body.customer).toBe('cus_1');
    expect(body).not.toHaveProperty('customer_email');
  });
});
