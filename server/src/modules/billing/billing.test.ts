import { CARD_MSG, MSG, PAYMENT_MSG } from '@pressrun/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, paymentMethods } from '../../db/schema';
import { createTestApp, type TestApp, type TestClient } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { defaultCard } from '.';

const YEAR = new Date().getUTCFullYear() + 3;
const card = (number = '4242 4242 4242 4242', more: Record<string, unknown> = {}) => ({
  cardholderName: 'Ada Lovelace',
  email: 'ada@example.com',
  billingAddress: '1 Market St, San Francisco CA',
  number,
  expMonth: 12,
  expYear: YEAR,
  cvc: '123',
  ...more,
});

describe('/api/billing/cards', () => {
  let t: TestApp;
  let a: { c: TestClient; companyId: number };
  let b: { c: TestClient; companyId: number };
  let first: number;
  let second: number;

  const rows = (companyId: number) =>
    t.app.ctx.db.select().from(paymentMethods).where(eq(paymentMethods.companyId, companyId));
  const cardsOf = async (c: TestClient) => (await c.get('/api/billing/cards')).body.cards;

  beforeAll(async () => {
    t = await createTestApp();
    a = await signedInCompany(t);
    b = await signedInCompany(t);
  });
  afterAll(() => t.close());

  it('starts with no card, and the checklist says so', async () => {
    const res = await a.c.get('/api/billing/cards');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ cards: [], testMode: true });
    expect((await a.c.get('/api/dashboard/summary')).body.checklist.paymentMethod).toBe(false);
  });

  it('saves a first card as the default, answering only brand, last four and expiry', async () => {
    const res = await a.c.post('/api/billing/cards', card());
    expect(res.status).toBe(201);
    expect(res.body.card).toEqual({
      id: expect.any(Number),
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: YEAR,
      isDefault: true,
    });
    first = res.body.card.id;
    expect(JSON.stringify(res.body)).not.toContain('4242424242424242');
    const [row] = await rows(a.companyId);
    expect(row).toMatchObject({ provider: 'sandbox_card', last4: '4242', isDefault: true });
    expect(JSON.stringify(row)).not.toMatch(/4242424242424242|"123"/);
    const [company] = await t.app.ctx.db.select().from(companies).where(eq(companies.id, a.companyId));
    expect(company!.cardCustomerRef).toMatch(/^cus_/);
    expect((await a.c.get('/api/dashboard/summary')).body.checklist.paymentMethod).toBe(true);
  });

  it('saves a later card as not default, for the same gateway customer', async () => {
    const customer = (await defaultCard(t.app.ctx.db, a.companyId))!.customerRef;
    const res = await a.c.post('/api/billing/cards', card('5555 5555 5555 4444', { expMonth: 3 }));
    expect(res.status).toBe(201);
    expect(res.body.card).toMatchObject({ brand: 'mastercard', last4: '4444', isDefault: false });
    second = res.body.card.id;
    const saved = await t.app.ctx.payments.providers.cards.listPaymentMethods(customer);
    expect(saved.map((m) => m.last4).sort()).toEqual(['4242', '4444']);
    expect((await cardsOf(a.c)).map((c: { id: number }) => c.id)).toEqual([first, second]);
  });

  it('makes another card the default, one default at a time, listed first', async () => {
    const res = await a.c.put(`/api/billing/cards/${second}/default`);
    expect(res.status).toBe(200);
    expect(res.body.cards.map((c: { id: number; isDefault: boolean }) => [c.id, c.isDefault])).toEqual([
      [second, true],
      [first, false],
    ]);
    expect(await defaultCard(t.app.ctx.db, a.companyId)).toMatchObject({ id: second, last4: '4444' });
  });

  it("refuses a declined card with the gateway's words and keeps nothing of it", async () => {
    const before = (await rows(a.companyId)).length;
    const res = await a.c.post('/api/billing/cards', card('4000 0000 0000 0002'));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'card_error', message: 'Your card was declined.' });
    expect(await rows(a.companyId)).toHaveLength(before);
    const customer = (await defaultCard(t.app.ctx.db, a.companyId))!.customerRef;
    const saved = await t.app.ctx.payments.providers.cards.listPaymentMethods(customer);
    expect(saved.map((m) => m.last4)).not.toContain('0002');
  });

  it('refuses a declined first card without leaving a card behind', async () => {
    const c = await signedInCompany(t);
    const res = await c.c.post('/api/billing/cards', card('4000000000000002'));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(PAYMENT_MSG.declined);
    expect(await rows(c.companyId)).toHaveLength(0);
    expect((await c.c.get('/api/dashboard/summary')).body.checklist.paymentMethod).toBe(false);
    // The gateway holds no card for the company either.
    const [company] = await t.app.ctx.db.select().from(companies).where(eq(companies.id, c.companyId));
    expect(await t.app.ctx.payments.providers.cards.listPaymentMethods(company!.cardCustomerRef!)).toEqual(
      [],
    );
    // The next card is the first one on file, so the default.
    const ok = await c.c.post('/api/billing/cards', card());
    expect(ok.body.card.isDefault).toBe(true);
  });

  it('takes a card back from the gateway when it cannot be stored here, and says to try later', async () => {
    const c = await signedInCompany(t);
    const cards = t.app.ctx.payments.providers.cards;
    const real = cards.savePaymentMethod;
    let savedId = '';
    // The gateway saves it, but answers a card our table refuses (no brand): storing it fails.
    cards.savePaymentMethod = async (customer, input) => {
      const saved = await real.call(cards, customer, input);
      savedId = saved.id;
      return { ...saved, brand: null as unknown as string };
    };
    try {
      const res = await c.c.post('/api/billing/cards', card());
      expect(res.status).toBe(503);
      expect(res.body.error).toMatchObject({
        code: 'payment_unavailable',
        message: PAYMENT_MSG.saveCardFailed,
      });
    } finally {
      cards.savePaymentMethod = real;
    }
    expect(savedId).not.toBe('');
    expect(await rows(c.companyId)).toHaveLength(0);
    const [company] = await t.app.ctx.db.select().from(companies).where(eq(companies.id, c.companyId));
    expect(await cards.listPaymentMethods(company!.cardCustomerRef!)).toEqual([]);
  });

  it.each([
    ['4242 4242 4242 4241', {}, PAYMENT_MSG.incorrectNumber],
    ['4242 4242 4242 4242', { expMonth: 13 }, PAYMENT_MSG.invalidExpiryMonth],
    ['4242 4242 4242 4242', { expMonth: 1, expYear: 2001 }, PAYMENT_MSG.expiredCard],
    ['4242 4242 4242 4242', { cvc: '1' }, PAYMENT_MSG.invalidCvc],
    ['', {}, PAYMENT_MSG.incorrectNumber],
  ])("answers the gateway's message for card %j %j", async (number, more, message) => {
    const res = await a.c.post('/api/billing/cards', card(number, more));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'card_error', message });
  });

  it('answers input of the wrong type with a clear 400, never a 500', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ number: {} }, PAYMENT_MSG.incorrectNumber],
      [{ expMonth: 'abc' }, PAYMENT_MSG.invalidExpiryMonth],
      [{ expYear: null }, PAYMENT_MSG.invalidExpiryYear],
      [{ cvc: [1] }, PAYMENT_MSG.invalidCvc],
      [{ cardholderName: 5 }, CARD_MSG.cardholderName],
      [{ isDefault: 'yes' }, CARD_MSG.isDefault],
    ];
    for (const [more, message] of cases) {
      const res = await a.c.post('/api/billing/cards', card(undefined, more));
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect((await a.c.post('/api/billing/cards', [])).status).toBe(400);
  });

  it('answers 503 with the retry message when the gateway is unavailable', async () => {
    const res = await a.c.post('/api/billing/cards', card('4000 0000 0000 0119'));
    expect(res.status).toBe(503);
    expect(res.body.error.message).toBe(PAYMENT_MSG.saveCardFailed);
  });

  it.each([
    ['cardholderName', CARD_MSG.cardholderName],
    ['email', CARD_MSG.email],
    ['billingAddress', CARD_MSG.billingAddress],
  ])('says what is missing: %s', async (field, message) => {
    for (const value of [undefined, '', '   ']) {
      const res = await a.c.post('/api/billing/cards', card(undefined, { [field]: value }));
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
      expect(res.body.error.fields[field]).toBe(message);
    }
  });

  it('refuses an invalid email and text over 256 characters', async () => {
    const bad = await a.c.post('/api/billing/cards', card(undefined, { email: 'not-an-email' }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(CARD_MSG.email);
    for (const field of ['cardholderName', 'billingAddress', 'aptUnit', 'email']) {
      const res = await a.c.post('/api/billing/cards', card(undefined, { [field]: 'x'.repeat(257) }));
      expect(res.status).toBe(400);
      expect(res.body.error.fields[field]).toBe(MSG.maxLength);
    }
  });

  it("never shows, changes or removes another company's card", async () => {
    expect(await cardsOf(b.c)).toEqual([]);
    const put = await b.c.put(`/api/billing/cards/${second}/default`);
    expect(put.status).toBe(404);
    expect(put.body.error.message).toBe(CARD_MSG.missing);
    const del = await b.c.delete(`/api/billing/cards/${first}`);
    expect(del.status).toBe(404);
    expect(del.body.error.message).toBe(CARD_MSG.missing);
    expect(await rows(a.companyId)).toHaveLength(2);
    expect(await defaultCard(t.app.ctx.db, b.companyId)).toBeNull();
  });

  it('answers a malformed or unknown card id like a card that is not on file', async () => {
    expect((await a.c.put('/api/billing/cards/abc/default')).body.error.message).toBe(CARD_MSG.missing);
    expect((await a.c.delete('/api/billing/cards/999999')).status).toBe(404);
  });

  it('removes the default card; the newest card left becomes the default', async () => {
    const third = (await a.c.post('/api/billing/cards', card('4000 0566 5566 5556'))).body.card.id;
    const res = await a.c.delete(`/api/billing/cards/${second}`);
    expect(res.status).toBe(200);
    expect(res.body.cards.map((c: { id: number; isDefault: boolean }) => [c.id, c.isDefault])).toEqual([
      [third, true],
      [first, false],
    ]);
    const customer = (await defaultCard(t.app.ctx.db, a.companyId))!.customerRef;
    const saved = await t.app.ctx.payments.providers.cards.listPaymentMethods(customer);
    expect(saved.map((m) => m.last4).sort()).toEqual(['4242', '5556']);
  });

  it('removes a card that is not the default and leaves the default alone', async () => {
    const res = await a.c.delete(`/api/billing/cards/${first}`);
    expect(res.status).toBe(200);
    expect(res.body.cards).toHaveLength(1);
    expect(res.body.cards[0].isDefault).toBe(true);
  });

  it('removing the last card empties the list and the checklist step', async () => {
    const [last] = await cardsOf(a.c);
    expect((await a.c.delete(`/api/billing/cards/${last.id}`)).body.cards).toEqual([]);
    expect((await a.c.get('/api/dashboard/summary')).body.checklist.paymentMethod).toBe(false);
    expect(await defaultCard(t.app.ctx.db, a.companyId)).toBeNull();
  });

  it('answers 503 with the removal message when the gateway cannot remove the card', async () => {
    const c = await signedInCompany(t);
    const id = (await c.c.post('/api/billing/cards', card())).body.card.id;
    const cards = t.app.ctx.payments.providers.cards;
    const real = cards.removePaymentMethod;
    cards.removePaymentMethod = async () => {
      const { PaymentError } = await import('../../providers/payments');
      throw new PaymentError('unavailable');
    };
    try {
      const res = await c.c.delete(`/api/billing/cards/${id}`);
      expect(res.status).toBe(503);
      expect(res.body.error.message).toBe(PAYMENT_MSG.removeCardFailed);
      expect(await rows(c.companyId)).toHaveLength(1);
    } finally {
      cards.removePaymentMethod = real;
    }
  });

  it('two first cards at once make one gateway customer and one default', async () => {
    const c = await signedInCompany(t);
    const both = await Promise.all([
      c.c.post('/api/billing/cards', card()),
      c.c.post('/api/billing/cards', card()),
    ]);
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    const mine = await rows(c.companyId);
    expect(mine.filter((r) => r.isDefault)).toHaveLength(1);
  });

  describe('the Default box of Add Billing Method', () => {
    const defaults = async (c: TestClient) =>
      (await cardsOf(c)).map((x: { last4: string; isDefault: boolean }) => [x.last4, x.isDefault]);

    it('makes a first card the default whether the box is checked or not', async () => {
      const c = await signedInCompany(t);
      const res = await c.c.post('/api/billing/cards', card(undefined, { isDefault: false }));
      expect([res.status, res.body.card.isDefault]).toEqual([201, true]);
    });

    it('checked: the new card becomes the default and the one before stops being it; unchecked: it does not', async () => {
      const c = await signedInCompany(t);
      const other = await signedInCompany(t);
      await other.c.post('/api/billing/cards', card());
      await c.c.post('/api/billing/cards', card());
      const off = await c.c.post('/api/billing/cards', card('5555 5555 5555 4444', { isDefault: false }));
      expect([off.status, off.body.card.isDefault]).toEqual([201, false]);
      expect(await defaults(c.c)).toEqual([
        ['4242', true],
        ['4444', false],
      ]);
      const on = await c.c.post('/api/billing/cards', card('4000 0566 5566 5556', { isDefault: true }));
      expect([on.status, on.body.card.isDefault]).toEqual([201, true]);
      expect(await defaults(c.c)).toEqual([
        ['5556', true],
        ['4444', false],
        ['4242', false],
      ]);
      expect(await defaultCard(t.app.ctx.db, c.companyId)).toMatchObject({ last4: '5556' });
      // Another company's default is never touched.
      expect(await defaults(other.c)).toEqual([['4242', true]]);
      expect((await rows(c.companyId)).filter((r) => r.isDefault)).toHaveLength(1);
    });

    it('a checked card the gateway refuses leaves the default as it was', async () => {
      const c = await signedInCompany(t);
      await c.c.post('/api/billing/cards', card());
      const res = await c.c.post('/api/billing/cards', card('4000 0000 0000 0002', { isDefault: true }));
      expect(res.status).toBe(400);
      expect(await defaults(c.c)).toEqual([['4242', true]]);
    });

    it('two checked cards at once leave one default', async () => {
      const c = await signedInCompany(t);
      await c.c.post('/api/billing/cards', card());
      const both = await Promise.all([
        c.c.post('/api/billing/cards', card('5555 5555 5555 4444', { isDefault: true })),
        c.c.post('/api/billing/cards', card('4000 0566 5566 5556', { isDefault: true })),
      ]);
      expect(both.map((r) => r.status)).toEqual([201, 201]);
      expect((await rows(c.companyId)).filter((r) => r.isDefault)).toHaveLength(1);
    });
  });

  it('answers 401 without a session', async () => {
    const anon = t.client();
    expect((await anon.get('/api/billing/cards')).status).toBe(401);
    expect((await anon.post('/api/billing/cards', card())).status).toBe(401);
    expect((await anon.put(`/api/billing/cards/${first}/default`)).status).toBe(401);
    expect((await anon.delete(`/api/billing/cards/${first}`)).status).toBe(401);
  });
});
