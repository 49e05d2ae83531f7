import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, jobs, orders, paymentSandboxRecords, refunds, termPayments } from '../../db/schema';
import { companyGroup } from '../../providers/jobs/queue';
import { PaymentError } from '../../providers/payments';
import { createTestApp, type TestApp, type TestClient } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { jobGroupsSince, lastJobId } from '../../test/jobs';
import { completedCarts, termOrderValues, type Who, withCard } from '../../test/ordering';
import { PDF, upload } from '../documents/test-files';
import { TERMS_MSG } from './messages';
import { RESUME_JOB } from './pay';

const URL = '/api/credit-terms';
const PAY = `${URL}/payments`;

describe('credit terms (/api/credit-terms)', () => {
  let t: TestApp;

  const db = () => t.app.ctx.db;
  const key = () => ({ headers: { 'idempotency-key': randomUUID() } });
  const pay = (c: TestClient, orderIds: unknown, opts = key()) => c.post(PAY, { orderIds }, opts);

  /** Term orders written as checkout writes them, oldest first, with the given totals. */
  async function termOrders(who: Who, ...totals: number[]) {
    const carts = await completedCarts(t, who, totals.length);
    const made = [];
    for (const [i, total] of totals.entries())
      made.push(
        (
          await db()
            .insert(orders)
            .values({ ...termOrderValues(who, carts[i]!.id, total), po: `PO-${i + 1}` })
            .returning()
        )[0]!,
      );
    return made;
  }

  /** A company with approved terms ($1,000.00 limit) of which the orders used some. */
  async function withTerms(who: Who, balance: number, limit = 100_000) {
    await db()
      .update(companies)
      .set({ termStatus: 'Approved', termLimit: limit, termBalance: balance })
      .where(eq(companies.id, who.companyId));
  }

  const company = async (id: number) => (await db().select().from(companies).where(eq(companies.id, id)))[0]!;
  const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const paymentsOf = (companyId: number) =>
    db().select().from(termPayments).where(eq(termPayments.companyId, companyId));

  /** What the card gateway took from the company: captured payments carrying its id. */
  async function charges(companyId: number) {
    const rows = await db()
      .select()
      .from(paymentSandboxRecords)
      .where(eq(paymentSandboxRecords.kind, 'payment'));
    return rows
      .map((r) => r.data as { metadata?: Record<string, string>; capturedCents: number; status: string })
      .filter((p) => p.metadata?.companyId === String(companyId) && p.metadata?.termPaymentId)
      .filter((p) => p.capturedCents > 0);
  }

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows no terms and no orders to a company that never applied', async () => {
    const a = await signedInCompany(t);
    const res = await a.c.get(URL);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      terms: { status: null, limit: null, balance: null },
      application: null,
      open: { amount: 0, count: 0 },
      card: null,
      orders: [],
      next: null,
    });
  });

  it('lists the term orders newest first with their payment, the open total, the application and the card', async () => {
    const a = await signedInCompany(t);
    const b = await signedInCompany(t);
    await withCard(t, a);
    await withTerms(a, 100_000 - 3000 - 4500);
    const [first, second] = await termOrders(a, 3000, 4500);
    await termOrders(b, 9999);
    // An order paid by card is no term order.
    const [cart] = await completedCarts(t, a, 1);
    await db()
      .insert(orders)
      .values({
        ...termOrderValues(a, cart!.id, 1234),
        po: 'CARD',
        payType: 'default_card',
        payStatus: 'Paid',
      });
    expect((await upload(a.c, 'terms_application', { value: PDF, filename: 'terms.pdf' })).status).toBe(201);

    const res = await a.c.get(URL);
    expect(res.body).toMatchObject({
      terms: { status: 'Approved', limit: 100_000, balance: 92_500 },
      application: { status: 'Under Review', reason: '', fileName: 'terms.pdf', reviewedAt: null },
      open: { amount: 7500, count: 2 },
      card: { brand: 'visa', last4: '4242' },
      next: null,
    });
    expect(res.body.orders).toEqual([
      {
        id: second!.id,
        po: 'PO-2',
        status: 'Created',
        payment: 'Open',
        amount: 4500,
        owed: 4500,
        date: second!.createdAt.toISOString(),
        paidAt: null,
      },
      expect.objectContaining({ id: first!.id, payment: 'Open', amount: 3000 }),
    ]);
  });

  it('pays the selected open orders by card once: the balance restored, the orders paid', async () => {
    const a = await signedInCompany(t);
    await withCard(t, a);
    const [one, two, three] = await termOrders(a, 3000, 4500, 1000);
    await withTerms(a, 100_000 - 8500);
    const attempt = key();
    const mark = await lastJobId(t);
    const res = await pay(a.c, [two!.id, one!.id], attempt);
    expect(res.status).toBe(201);
    expect(await jobGroupsSince(t, mark)).toMatchObject({
      'credit-terms.resume': [companyGroup(a.companyId)],
    });
    expect(res.body).toEqual({
      payment: {
        id: expect.any(Number),
        amount: 7500,
        status: 'succeeded',
        cardLast4: '4242',
        orderIds: [one!.id, two!.id],
      },
      terms: { status: 'Approved', limit: 100_000, balance: 99_000 },
      message: 'Thank you! $75.00 was charged to your card for 2 orders.',
    });
    expect((await charges(a.companyId)).map((c) => c.capturedCents)).toEqual([7500]);
    expect((await orderRow(one!.id)).termPaymentId).toBe(res.body.payment.id);
    const listed = (await a.c.get(URL)).body;
    expect(listed.orders.map((o: { payment: string }) => o.payment)).toEqual(['Open', 'Paid', 'Paid']);
    expect(listed.orders[1].paidAt).toEqual(expect.any(String));
    expect(listed.open).toEqual({ amount: 1000, count: 1 });

    // The same attempt again (a lost answer): the same payment, nothing charged again.
    const again = await pay(a.c, [one!.id, two!.id], attempt);
    expect([again.status, again.body.payment.id]).toEqual([200, res.body.payment.id]);
    expect(await charges(a.companyId)).toHaveLength(1);
    // The same key for other orders is refused.
    const other = await pay(a.c, [three!.id], attempt);
    expect([other.status, other.body.error.message]).toEqual([409, TERMS_MSG.keyReused]);
    // A new attempt on paid orders is told so.
    const twice = await pay(a.c, [one!.id]);
    expect([twice.status, twice.body.error.message]).toEqual([409, 'These orders have already been paid.']);
    expect(await charges(a.companyId)).toHaveLength(1);
    expect((await company(a.companyId)).termBalance).toBe(99_000);
  });

  it('never restores the balance above the limit', async () => {
    const a = await signedInCompany(t);
    await withCard(t, a);
    const [order] = await termOrders(a, 5000);
    await withTerms(a, 9000, 10_000);
    expect((await pay(a.c, [order!.id])).body.terms.balance).toBe(10_000);
  });

  it('charges once when the same orders are paid twice at the same moment', async () => {
    const a = await signedInCompany(t);
    await withCard(t, a);
    const ids = (await termOrders(a, 2000, 3000)).map((o) => o.id);
    await withTerms(a, 95_000);
    const results = await Promise.all([pay(a.c, ids), pay(a.c, ids), pay(a.c, ids)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await charges(a.companyId)).toHaveLength(1);
    expect((await company(a.companyId)).termBalance).toBe(100_000);

    // And one attempt sent twice at once (a double click that kept its key): one payment, one charge.
    const more = (await termOrders(a, 700)).map((o) => o.id);
    const same = key();
    const both = await Promise.all([pay(a.c, more, same), pay(a.c, more, same)]);
    for (const r of both) expect([200, 201, 503]).toContain(r.status);
    expect(both.some((r) => r.status === 201)).toBe(true);
    expect(await charges(a.companyId)).toHaveLength(2);
    expect(await paymentsOf(a.companyId)).toHaveLength(2);
  });

  it("refuses another company's order, or one not paid by terms, without charging anything", async () => {
    const a = await signedInCompany(t);
    const b = await signedInCompany(t);
    await withCard(t, a);
    const [mine] = await termOrders(a, 1500);
    const [theirs] = await termOrders(b, 2500);
    for (const ids of [[theirs!.id], [mine!.id, theirs!.id], [2_000_000_000]]) {
      const res = await pay(a.c, ids);
      expect([res.status, res.body.error.message]).toEqual([404, 'That order does not exist.']);
    }
    expect(await paymentsOf(a.companyId)).toEqual([]);
    expect(await charges(a.companyId)).toEqual([]);
    expect((await orderRow(theirs!.id)).termPaymentId).toBeNull();
    // Company B sees none of A's term orders either.
    expect((await b.c.get(URL)).body.orders.map((o: { id: number }) => o.id)).toEqual([theirs!.id]);
  });

  it('asks for a card on file first', async () => {
    const a = await signedInCompany(t);
    const [order] = await termOrders(a, 1500);
    const res = await pay(a.c, [order!.id]);
    expect([res.status, res.body.error.message]).toEqual([
      400,
      'Please upload a credit/debit card in your dashboard.',
    ]);
    expect((await orderRow(order!.id)).termPaymentId).toBeNull();
  });

  it("answers a declined card with the bank's words and leaves the orders open", async () => {
    const a = await signedInCompany(t);
    await withCard(t, a, '4000000000000341');
    const [order] = await termOrders(a, 1500);
    await withTerms(a, 98_500);
    const attempt = key();
    const res = await pay(a.c, [order!.id], attempt);
    expect([res.status, res.body.error.message]).toEqual([402, 'Your card was declined.']);
    const [row] = await paymentsOf(a.companyId);
    expect(row).toMatchObject({ status: 'failed', failure: 'Your card was declined.', amount: 1500 });
    expect((await orderRow(order!.id)).termPaymentId).toBeNull();
    expect((await company(a.companyId)).termBalance).toBe(98_500);
    expect((await a.c.get(URL)).body.orders[0].payment).toBe('Open');
    // The same attempt again answers the same; a new one tries the card again.
    const again = await pay(a.c, [order!.id], attempt);
    expect([again.status, again.body.error.message]).toEqual([402, 'Your card was declined.']);
    expect(await paymentsOf(a.companyId)).toHaveLength(1);
    expect((await pay(a.c, [order!.id])).status).toBe(402);
    expect(await paymentsOf(a.companyId)).toHaveLength(2);
    expect(await charges(a.companyId)).toEqual([]);
  });

  it('owes nothing on an order whose amount went back to the terms, and less on a part refund', async () => {
    const a = await signedInCompany(t);
    await withCard(t, a);
    const [gone, part] = await termOrders(a, 2000, 3000);
    await db()
      .insert(refunds)
      .values([
        {
          orderId: gone!.id,
          companyId: a.companyId,
          key: `t:${gone!.id}`,
          amount: 2000,
          method: 'term_balance',
          status: 'succeeded',
        },
        {
          orderId: part!.id,
          companyId: a.companyId,
          key: `t:${part!.id}`,
          amount: 500,
          method: 'term_balance',
          status: 'succeeded',
        },
      ]);
    const listed = (await a.c.get(URL)).body;
    expect(listed.orders.map((o: { payment: string; owed: number }) => [o.payment, o.owed])).toEqual([
      ['Open', 2500],
      ['Not owed', 0],
    ]);
    const refused = await pay(a.c, [gone!.id]);
    expect([refused.status, refused.body.error.message]).toEqual([409, TERMS_MSG.nothingOwed(gone!.id)]);
    const res = await pay(a.c, [part!.id]);
    expect([res.status, res.body.payment.amount]).toEqual([201, 2500]);
  });

  it('refuses bad input with a clear message', async () => {
    const a = await signedInCompany(t);
    for (const body of [
      {},
      { orderIds: [] },
      { orderIds: 'all' },
      { orderIds: [0] },
      { orderIds: [-1] },
      { orderIds: [1.5] },
      { orderIds: ['1'] },
      [],
    ]) {
      const res = await a.c.post(PAY, body, key());
      expect([res.status, res.body.error.message]).toEqual([400, TERMS_MSG.chooseOrders]);
    }
    const many = await pay(
      a.c,
      Array.from({ length: 101 }, (_, i) => i + 1),
    );
    expect([many.status, many.body.error.message]).toEqual([400, TERMS_MSG.tooManyOrders]);
    const noKey = await a.c.post(PAY, { orderIds: [1] });
    expect([noKey.status, noKey.body.error.message]).toEqual([400, 'An Idempotency-Key header is required.']);
    expect((await a.c.get(`${URL}?after=abc`)).status).toBe(400);
  });

  it('answers 401 to a visitor and 403 to a forged request', async () => {
    const a = await signedInCompany(t);
    const [order] = await termOrders(a, 1500);
    const anon = t.client();
    await anon.ensureCsrf();
    expect((await anon.get(URL)).status).toBe(401);
    expect((await pay(anon, [order!.id])).status).toBe(401);
    const forged = await a.c.post(PAY, { orderIds: [order!.id] }, { ...key(), csrf: false });
    expect(forged.status).toBe(403);
  });

  it('pages the term orders, 50 at a time', async () => {
    const a = await signedInCompany(t);
    await termOrders(a, ...Array.from({ length: 55 }, () => 100));
    const one = (await a.c.get(URL)).body;
    expect(one.orders).toHaveLength(50);
    const two = (await a.c.get(`${URL}?after=${one.next}`)).body;
    expect(two.orders).toHaveLength(5);
    expect(two.next).toBeNull();
    expect(one.open).toEqual({ amount: 5500, count: 55 });
  });

  it('leaves a payment whose capture nobody can confirm Processing, and the resume job finishes it', async () => {
    const a = await signedInCompany(t);
    await withCard(t, a);
    const [order] = await termOrders(a, 4000);
    await withTerms(a, 96_000);
    const cards = t.app.ctx.payments.providers.cards;
    const { capturePayment, retrievePayment } = cards;
    // The gateway goes quiet after the hold: the capture's answer and the look-up are both lost.
    cards.capturePayment = async () => {
      throw new PaymentError('unavailable');
    };
    cards.retrievePayment = async () => {
      throw new PaymentError('unavailable');
    };
    let res: Awaited<ReturnType<typeof pay>>;
    try {
      res = await pay(a.c, [order!.id]);
    } finally {
      cards.capturePayment = capturePayment;
      cards.retrievePayment = retrievePayment;
    }
    expect([res.status, res.body.error.message]).toEqual([503, TERMS_MSG.processing]);
    expect((await a.c.get(URL)).body.orders[0].payment).toBe('Processing');
    expect((await pay(a.c, [order!.id])).status).toBe(409);
    expect((await company(a.companyId)).termBalance).toBe(96_000);

    // The job queued with the payment comes due and finishes it: captured once, the balance back.
    await db()
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(eq(jobs.type, RESUME_JOB));
    await t.app.ctx.jobs.drain();
    const [row] = await paymentsOf(a.companyId);
    expect(row).toMatchObject({ status: 'succeeded', amount: 4000, cardLast4: '4242' });
    expect((await charges(a.companyId)).map((c) => c.capturedCents)).toEqual([4000]);
    expect((await company(a.companyId)).termBalance).toBe(100_000);
    expect((await a.c.get(URL)).body.orders[0].payment).toBe('Paid');
  });
});
