import { PAYMENT_MSG } from '@pressrun/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemorySandboxStore } from '../../test/payments';
import { brandOf, luhnValid } from './card-check';
import { PaymentError } from './port';
import { SANDBOX_WEBHOOK_SECRET, SandboxCardGateway } from './sandbox-card';
import { stripeSignatureHeader } from './stripe-signature';

const JUNE_2025 = Date.UTC(2025, 5, 15, 12);
const card = (number: string, extra: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...extra,
});

let store: MemorySandboxStore;
let clock: number;
let gw: SandboxCardGateway;
let customer: string;

beforeEach(async () => {
  store = new MemorySandboxStore();
  clock = JUNE_2025;
  gw = new SandboxCardGateway(store, { now: () => clock });
  customer = (
    await gw.createCustomer({ email: 'ada@engines.example', name: 'Ada', idempotencyKey: 'company:1' })
  ).id;
});

/** The PaymentError a promise rejects with (fails the test when it resolves). */
async function failure(p: Promise<unknown>): Promise<PaymentError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaymentError);
  return err as PaymentError;
}

async function charge(number: string, key = 'order-1', amountCents = 1250) {
  const pm = await gw.savePaymentMethod(customer, card(number));
  return gw.chargeSavedMethod({
    customerRef: customer,
    paymentMethodId: pm.id,
    amountCents,
    idempotencyKey: key,
  });
}

describe('sandbox card gateway: test numbers', () => {
  it('charges 4242 4242 4242 4242', async () => {
    const p = await charge('4242 4242 4242 4242');
    expect(p).toMatchObject({ status: 'captured', amountCents: 1250, capturedCents: 1250, refundedCents: 0 });
    expect(p.card).toEqual({ brand: 'visa', last4: '4242' });
  });

  it('declines 4000 0000 0000 0002 with the generic decline', async () => {
    const err = await failure(charge('4000 0000 0000 0002'));
    expect(err).toMatchObject({ kind: 'declined', code: 'card_declined', retryable: false });
    expect(err.message).toBe('Your card was declined.');
  });

  it('refuses 4000 0000 0000 9995 for insufficient funds', async () => {
    const err = await failure(charge('4000000000009995'));
    expect(err.kind).toBe('insufficient_funds');
    expect(err.message).toBe(PAYMENT_MSG.insufficientFunds);
  });

  it('answers a processing error as retryable', async () => {
    const err = await failure(charge('4000000000000119'));
    expect(err).toMatchObject({ kind: 'unavailable', retryable: true, message: PAYMENT_MSG.serverError });
  });

  it('refuses a number that fails the Luhn check when saving it', async () => {
    const err = await failure(gw.savePaymentMethod(customer, card('4242 4242 4242 4241')));
    expect(err).toMatchObject({ kind: 'invalid_card', message: 'Your card number is incorrect.' });
    expect(await gw.listPaymentMethods(customer)).toEqual([]);
  });

  it('refuses a card whose expiry month is past, and takes the current month', async () => {
    const past = await failure(
      gw.savePaymentMethod(customer, card('4242424242424242', { expMonth: 5, expYear: 2025 })),
    );
    expect(past).toMatchObject({
      kind: 'invalid_card',
      code: 'expired_card',
      message: 'Your card has expired.',
    });
    const twoDigit = await failure(
      gw.savePaymentMethod(customer, card('4242424242424242', { expMonth: 1, expYear: 24 })),
    );
    expect(twoDigit.code).toBe('expired_card');
    await expect(
      gw.savePaymentMethod(customer, card('4242424242424242', { expMonth: 6, expYear: 2025 })),
    ).resolves.toMatchObject({ expMonth: 6, expYear: 2025 });
  });

  it('declines a saved card once it has expired', async () => {
    const pm = await gw.savePaymentMethod(customer, card('4242424242424242', { expMonth: 6, expYear: 2025 }));
    clock = Date.UTC(2025, 6, 1);
    const err = await failure(
      gw.chargeSavedMethod({
        customerRef: customer,
        paymentMethodId: pm.id,
        amountCents: 100,
        idempotencyKey: 'k',
      }),
    );
    expect(err.code).toBe('expired_card');
  });

  it('takes any 3 or 4 digit CVC and nothing else', async () => {
    await expect(
      gw.savePaymentMethod(customer, card('4242424242424242', { cvc: '999' })),
    ).resolves.toBeTruthy();
    await expect(
      gw.savePaymentMethod(customer, card('378282246310005', { cvc: '1234' })),
    ).resolves.toMatchObject({
      brand: 'amex',
      last4: '0005',
    });
    for (const cvc of ['12', '12345', 'abc', '']) {
      const err = await failure(gw.savePaymentMethod(customer, card('4242424242424242', { cvc })));
      expect(err.message).toBe(PAYMENT_MSG.invalidCvc);
    }
  });

  it('refuses an impossible expiry month', async () => {
    const err = await failure(gw.savePaymentMethod(customer, card('4242424242424242', { expMonth: 13 })));
    expect(err.message).toBe(PAYMENT_MSG.invalidExpiryMonth);
  });

  it('knows the Luhn check and the brands', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('79927398713')).toBe(true);
    expect(brandOf('5555555555554444')).toBe('mastercard');
    expect(brandOf('2223003122003222')).toBe('mastercard');
    expect(brandOf('6011111111111117')).toBe('discover');
    expect(brandOf('9999999999999995')).toBe('unknown');
  });
});

describe('sandbox card gateway: idempotency', () => {
  it('charges once for the same key, whatever the retries', async () => {
    const pm = await gw.savePaymentMethod(customer, card('4242424242424242'));
    const input = {
      customerRef: customer,
      paymentMethodId: pm.id,
      amountCents: 4999,
      idempotencyKey: 'order-7',
    };
    const [a, b] = await Promise.all([gw.chargeSavedMethod(input), gw.chargeSavedMethod(input)]);
    const c = await gw.chargeSavedMethod(input);
    expect(new Set([a.id, b.id, c.id]).size).toBe(1);
    expect(store.count('payment')).toBe(1);
    await gw.chargeSavedMethod({ ...input, idempotencyKey: 'order-8' });
    expect(store.count('payment')).toBe(2);
  });

  it('survives a restart: a new gateway on the same store answers the first charge', async () => {
    const first = await charge('4242424242424242', 'order-9');
    const restarted = new SandboxCardGateway(store, { now: () => clock });
    const again = await restarted.chargeSavedMethod({
      customerRef: customer,
      paymentMethodId: first.paymentMethodId!,
      amountCents: 1250,
      idempotencyKey: 'order-9',
    });
    expect(again.id).toBe(first.id);
    expect(store.count('payment')).toBe(1);
  });

  it('answers a retried decline with the same decline, without a second attempt', async () => {
    const pm = await gw.savePaymentMethod(customer, card('4000000000000341'));
    const input = {
      customerRef: customer,
      paymentMethodId: pm.id,
      amountCents: 100,
      idempotencyKey: 'order-3',
    };
    expect((await failure(gw.chargeSavedMethod(input))).kind).toBe('declined');
    expect((await failure(gw.chargeSavedMethod(input))).kind).toBe('declined');
    expect(store.count('payment')).toBe(1);
  });

  it('refuses a key reused for a different amount', async () => {
    await charge('4242424242424242', 'order-4', 1000);
    const pm = (await gw.listPaymentMethods(customer))[0]!;
    const err = await failure(
      gw.chargeSavedMethod({
        customerRef: customer,
        paymentMethodId: pm.id,
        amountCents: 2000,
        idempotencyKey: 'order-4',
      }),
    );
    expect(err).toMatchObject({ kind: 'invalid_request', code: 'idempotency_key_reused' });
  });

  it('refuses to charge another customer’s card', async () => {
    const pm = await gw.savePaymentMethod(customer, card('4242424242424242'));
    const other = (await gw.createCustomer({ email: 'b@x.example', name: 'B', idempotencyKey: 'company:2' }))
      .id;
    const err = await failure(
      gw.chargeSavedMethod({
        customerRef: other,
        paymentMethodId: pm.id,
        amountCents: 100,
        idempotencyKey: 'x',
      }),
    );
    expect(err.kind).toBe('invalid_request');
    expect(store.count('payment')).toBe(0);
  });

  it('finds the payment a charge made by its key, with when it was made; a key never used finds none', async () => {
    const made = await charge('4242424242424242', 'order:1:k');
    clock += 60_000;
    expect(await gw.findPayment('order:1:k')).toEqual({ ...made, createdAt: JUNE_2025 });
    expect(await gw.findPayment('order:1:other')).toBeNull();
  });

  it('refunds once per refund key', async () => {
    const p = await charge('4242424242424242', 'order-5', 1000);
    const r1 = await gw.refundPayment(p.id, 300, 'refund-1');
    const r2 = await gw.refundPayment(p.id, 300, 'refund-1');
    expect(r2.id).toBe(r1.id);
    expect((await gw.retrievePayment(p.id)).refundedCents).toBe(300);
  });
});

describe('sandbox card gateway: authorize, capture, refund, cancel', () => {
  async function authorized(amountCents = 2000, number = '4242424242424242') {
    const pm = await gw.savePaymentMethod(customer, card(number));
    const p = await gw.initiatePayment({
      amountCents,
      currency: 'usd',
      customerRef: customer,
      idempotencyKey: `init-${number}-${amountCents}`,
    });
    expect(p.status).toBe('pending');
    return gw.authorizePayment(p.id, { paymentMethodId: pm.id });
  }

  it('authorizes, captures part and releases the rest, then refunds up to the capture', async () => {
    const p = await authorized(2000);
    expect(p).toMatchObject({ status: 'authorized', capturedCents: 0 });
    const captured = await gw.capturePayment(p.id, 1500);
    expect(captured).toMatchObject({ status: 'captured', capturedCents: 1500 });
    await gw.refundPayment(p.id, 1000, 'r1');
    const tooMuch = await failure(gw.refundPayment(p.id, 501, 'r2'));
    expect(tooMuch).toMatchObject({ kind: 'invalid_request', code: 'amount_too_large' });
    await gw.refundPayment(p.id, 500, 'r3');
    expect(await gw.retrievePayment(p.id)).toMatchObject({ capturedCents: 1500, refundedCents: 1500 });
    expect(await gw.getPaymentStatus(p.id)).toBe('captured');
    expect((await failure(gw.refundPayment(p.id, 1, 'r4'))).code).toBe('amount_too_large');
  });

  it('refuses a refund before the capture and a capture above the authorization', async () => {
    const p = await authorized(2000);
    expect((await failure(gw.refundPayment(p.id, 100, 'r'))).kind).toBe('invalid_request');
    expect((await failure(gw.capturePayment(p.id, 2001))).kind).toBe('invalid_request');
    expect(await gw.getPaymentStatus(p.id)).toBe('authorized');
  });

  it('cancels an authorization; a canceled payment cannot be captured', async () => {
    const p = await authorized();
    expect((await gw.cancelPayment(p.id)).status).toBe('canceled');
    expect((await gw.cancelPayment(p.id)).status).toBe('canceled');
    expect((await failure(gw.capturePayment(p.id))).kind).toBe('invalid_request');
  });

  it('refuses to cancel a captured payment (refund it instead)', async () => {
    const p = await authorized();
    await gw.capturePayment(p.id);
    expect((await failure(gw.cancelPayment(p.id))).kind).toBe('invalid_request');
    expect(await gw.getPaymentStatus(p.id)).toBe('captured');
  });

  it('answers a repeated capture with the capture already made', async () => {
    const p = await authorized();
    await gw.capturePayment(p.id);
    expect(await gw.capturePayment(p.id)).toMatchObject({ status: 'captured', capturedCents: 2000 });
    expect((await failure(gw.capturePayment(p.id, 100))).kind).toBe('invalid_request');
  });

  it('holds a saved card in one call (manual capture), answers a retry with the same hold, captures later', async () => {
    const pm = await gw.savePaymentMethod(customer, card('4242424242424242'));
    const input = {
      customerRef: customer,
      paymentMethodId: pm.id,
      amountCents: 900,
      idempotencyKey: 'hold-1',
      captureMethod: 'manual' as const,
    };
    const [a, b] = await Promise.all([gw.chargeSavedMethod(input), gw.chargeSavedMethod(input)]);
    expect(a).toMatchObject({ status: 'authorized', capturedCents: 0, card: { last4: '4242' } });
    expect(b.id).toBe(a.id);
    const charged = await failure(gw.chargeSavedMethod({ ...input, captureMethod: 'automatic' }));
    expect(charged.code).toBe('idempotency_key_reused');
    expect(await gw.capturePayment(a.id)).toMatchObject({ status: 'captured', capturedCents: 900 });
  });

  it('refuses to save a card the bank declines now, as Stripe does on attach; 0341 saves and fails later', async () => {
    const err = await failure(gw.savePaymentMethod(customer, card('4000000000000002')));
    expect([err.kind, err.message]).toEqual(['declined', 'Your card was declined.']);
    expect((await failure(gw.savePaymentMethod(customer, card('4000000000009995')))).kind).toBe(
      'insufficient_funds',
    );
    expect((await gw.savePaymentMethod(customer, card('4000000000000341'))).last4).toBe('0341');
  });

  it('marks a declined authorization as error and lets another card try', async () => {
    const declined = await gw.savePaymentMethod(customer, card('4000000000000341'));
    const good = await gw.savePaymentMethod(customer, card('4242424242424242'));
    const p = await gw.initiatePayment({
      amountCents: 700,
      currency: 'usd',
      customerRef: customer,
      idempotencyKey: 'i',
    });
    expect((await failure(gw.authorizePayment(p.id, { paymentMethodId: declined.id }))).kind).toBe(
      'declined',
    );
    expect(await gw.getPaymentStatus(p.id)).toBe('error');
    expect((await gw.authorizePayment(p.id, { paymentMethodId: good.id })).status).toBe('authorized');
  });

  it('answers an unknown payment as an invalid request', async () => {
    expect((await failure(gw.getPaymentStatus('pi_nope'))).code).toBe('resource_missing');
  });
});

describe('sandbox card gateway: saved cards and hosted checkout', () => {
  it('lists and removes saved cards', async () => {
    const a = await gw.savePaymentMethod(customer, card('4242424242424242', { expMonth: 3, expYear: 2031 }));
    const b = await gw.savePaymentMethod(customer, card('5555555555554444'));
    expect(await gw.listPaymentMethods(customer)).toEqual([
      { id: a.id, brand: 'visa', last4: '4242', expMonth: 3, expYear: 2031 },
      { id: b.id, brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2030 },
    ]);
    await gw.removePaymentMethod(customer, a.id);
    expect((await gw.listPaymentMethods(customer)).map((m) => m.id)).toEqual([b.id]);
  });

  it('pays a checkout session with a new card once', async () => {
    const s = await gw.createCheckoutSession({
      amountCents: 3210,
      successUrl: 'http://x/product/checkout/new_card?session={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://x/product/checkout',
      idempotencyKey: 'order-11',
      metadata: { orderId: '11' },
    });
    expect(s.url).toBe(`/sandbox/checkout/${s.id}`);
    expect((await gw.retrieveCheckoutSession(s.id)).status).toBe('open');

    const declined = await failure(gw.completeCheckoutSession(s.id, card('4000000000000002')));
    expect(declined.message).toBe('Your card was declined.');
    expect((await gw.retrieveCheckoutSession(s.id)).status).toBe('open');

    const done = await gw.completeCheckoutSession(s.id, card('4242424242424242'));
    expect(done.redirectUrl).toBe(`http://x/product/checkout/new_card?session=${s.id}`);
    const again = await gw.completeCheckoutSession(s.id, card('4242424242424242'));
    expect(again.paymentRef).toBe(done.paymentRef);

    const paid = await gw.retrieveCheckoutSession(s.id);
    expect(paid).toMatchObject({
      status: 'paid',
      amountCents: 3210,
      paymentRef: done.paymentRef,
      metadata: { orderId: '11' },
    });
    expect(await gw.retrievePayment(done.paymentRef)).toMatchObject({
      status: 'captured',
      capturedCents: 3210,
    });
    expect(store.count('payment')).toBe(1);
    await gw.refundPayment(done.paymentRef, 3210, 'refund-all');
  });

  it('expires an unpaid session after a day', async () => {
    const s = await gw.createCheckoutSession({
      amountCents: 100,
      successUrl: 's',
      cancelUrl: 'c',
      idempotencyKey: 'k',
    });
    clock += 24 * 60 * 60 * 1000 + 1;
    expect((await gw.retrieveCheckoutSession(s.id)).status).toBe('expired');
    expect((await failure(gw.completeCheckoutSession(s.id, card('4242424242424242')))).code).toBe(
      'checkout_session_expired',
    );
  });

  it('never stores a full card number or a CVC', async () => {
    const numbers = ['4242 4242 4242 4242', '4000000000000341', '5555-5555-5555-4444'];
    for (const n of numbers) await gw.savePaymentMethod(customer, card(n, { cvc: '7391' }));
    const s = await gw.createCheckoutSession({
      amountCents: 100,
      successUrl: 's',
      cancelUrl: 'c',
      idempotencyKey: 'k',
    });
    await failure(gw.completeCheckoutSession(s.id, card('4000000000009995', { cvc: '8264' })));
    await gw.completeCheckoutSession(s.id, card('4242424242424242', { cvc: '8264' }));

    const stored = store.dump();
    expect(stored).toContain('"last4":"4242"'); // the dump does hold the cards…
    for (const n of numbers) {
      const digits = n.replace(/\D/g, '');
      expect(stored).not.toContain(digits); // …but never a whole number,
      expect(stored).not.toContain(n);
      expect(stored).not.toContain(digits.slice(0, 12)); // nor its first 12 digits,
    }
    // Nor a CVC: no field for one, and neither code as a value. (Not as a bare substring: the dump's
    // random ids and tokens hold any four digits now and then.)
    expect(stored).not.toMatch(/"(cvc|cvv|cvc2|security_?code)"/i);
    for (const cvc of ['7391', '8264']) expect(stored).not.toMatch(new RegExp(`:"?${cvc}"?[,}]`));
    for (const m of await gw.listPaymentMethods(customer)) {
      expect(Object.keys(m).sort()).toEqual(['brand', 'expMonth', 'expYear', 'id', 'last4']);
    }
  });
});

describe('sandbox card gateway: webhooks', () => {
  it('checks callbacks signed with the sandbox secret', () => {
    const body = Buffer.from(
      JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed', created: 1, data: { object: {} } }),
    );
    const t = Math.floor(clock / 1000);
    const header = stripeSignatureHeader(body, SANDBOX_WEBHOOK_SECRET, t);
    expect(gw.verifyWebhook(body, { 'stripe-signature': header }).type).toBe('checkout.session.completed');
    expect(() =>
      gw.verifyWebhook(body, { 'stripe-signature': stripeSignatureHeader(body, 'whsec_other', t) }),
    ).toThrow(/signature/);
  });
});
