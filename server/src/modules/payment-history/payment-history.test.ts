import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, refunds, termPayments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { completedCarts, termOrderValues, type Who } from '../../test/ordering';
import { HISTORY_MSG } from './history';

const URL = '/api/billing/payments';
const at = (minute: number) => new Date(Date.UTC(2026, 0, 10, 12, minute));

describe('GET /api/billing/payments', () => {
  let t: TestApp;
  let a: Who;
  let b: Who;
  const ids: Record<string, number> = {};

  /** An order (and the payment row checkout writes with it) straight in the database. */
  async function order(
    who: Who,
    o: { payType: string; provider: string; status: string; total: number; last4?: string; minute: number },
  ) {
    const db = t.app.ctx.db;
    const [cart] = await completedCarts(t, who, 1);
    const [row] = await db
      .insert(orders)
      .values({
        ...termOrderValues(who, cart!.id, o.total),
        po: `PO-${cart!.id}`,
        payType: o.payType,
        payStatus: o.payType === 'term' ? 'Term' : 'Paid',
        cardLast4: o.last4 ?? null,
      })
      .returning();
    const [pay] = await db
      .insert(payments)
      .values({
        companyId: who.companyId,
        cartId: cart!.id,
        orderId: row!.id,
        payType: o.payType,
        provider: o.provider,
        amount: o.total,
        status: o.status,
        idempotencyKey: `k-${cart!.id}`,
        createdAt: at(o.minute),
      })
      .returning();
    return { orderId: row!.id, paymentId: pay!.id, cartId: cart!.id };
  }

  beforeAll(async () => {
    t = await createTestApp();
    a = await signedInCompany(t);
    b = await signedInCompany(t);
    const db = t.app.ctx.db;

    const card = await order(a, {
      payType: 'default_card',
      provider: 'sandbox_card',
      status: 'captured',
      total: 2599,
      last4: '4242',
      minute: 1,
    });
    const paypal = await order(a, {
      payType: 'paypal',
      provider: 'sandbox_paypal',
      status: 'authorized',
      total: 1500,
      minute: 2,
    });
    const term = await order(a, {
      payType: 'term',
      provider: 'term',
      status: 'captured',
      total: 4000,
      minute: 3,
    });
    const free = await order(a, {
      payType: 'default_card',
      provider: 'none',
      status: 'captured',
      total: 0,
      minute: 4,
    });
    const cancelled = await order(a, {
      payType: 'default_card',
      provider: 'sandbox_card',
      status: 'canceled',
      total: 1200,
      last4: '4444',
      minute: 5,
    });
    Object.assign(ids, {
      card: card.orderId,
      paypal: paypal.orderId,
      term: term.orderId,
      free: free.orderId,
      cancelled: cancelled.orderId,
    });
    // A hosted checkout never paid: a payment row with no order is no charge.
    await db.insert(payments).values({
      companyId: a.companyId,
      cartId: free.cartId,
      payType: 'new_card',
      provider: 'sandbox_card',
      amount: 999,
      status: 'pending',
      idempotencyKey: 'abandoned',
      createdAt: at(6),
    });

    await db.insert(refunds).values([
      {
        orderId: card.orderId,
        companyId: a.companyId,
        paymentId: card.paymentId,
        key: `claim:${card.orderId}`,
        amount: 599,
        method: 'card_refund',
        status: 'succeeded',
        createdAt: at(7),
      },
      {
        orderId: cancelled.orderId,
        companyId: a.companyId,
        paymentId: cancelled.paymentId,
        key: `cancel:${cancelled.orderId}`,
        amount: 1200,
        method: 'card_release',
        status: 'succeeded',
        createdAt: at(8),
      },
      // Not (yet) given back: not in the history.
      {
        orderId: paypal.orderId,
        companyId: a.companyId,
        key: `pending:${paypal.orderId}`,
        amount: 100,
        method: 'paypal_refund',
        status: 'pending',
        createdAt: at(9),
      },
      {
        orderId: paypal.orderId,
        companyId: a.companyId,
        key: `failed:${paypal.orderId}`,
        amount: 100,
        method: 'paypal_refund',
        status: 'failed',
        createdAt: at(9),
      },
    ]);

    const [paid] = await db
      .insert(termPayments)
      .values([
        {
          companyId: a.companyId,
          userId: a.userId,
          amount: 4000,
          status: 'succeeded',
          provider: 'sandbox_card',
          cardLast4: '5556',
          idempotencyKey: 'tp-1',
          createdAt: at(10),
        },
        {
          companyId: a.companyId,
          userId: a.userId,
          amount: 4000,
          status: 'failed',
          provider: 'sandbox_card',
          cardLast4: '0002',
          failure: 'Your card was declined.',
          idempotencyKey: 'tp-0',
          createdAt: at(9),
        },
        {
          companyId: a.companyId,
          userId: a.userId,
          amount: 4000,
          status: 'pending',
          provider: 'sandbox_card',
          cardLast4: '5556',
          idempotencyKey: 'tp-2',
          createdAt: at(11),
        },
      ])
      .returning();
    await db.update(orders).set({ termPaymentId: paid!.id }).where(eq(orders.id, term.orderId));
    ids.termPayment = paid!.id;

    await order(b, {
      payType: 'default_card',
      provider: 'stripe',
      status: 'captured',
      total: 777,
      last4: '1881',
      minute: 30,
    });
  });
  afterAll(() => t.close());

  it('lists every charge and refund of the company, newest first, with what paid and its order', async () => {
    const res = await a.c.get(URL);
    expect(res.status).toBe(200);
    expect(res.body.next).toBeNull();
    const rows = res.body.payments.map((r: Record<string, unknown>) => [
      r.kind,
      r.last4,
      r.status,
      r.amount,
      r.orderIds,
    ]);
    expect(rows).toEqual([
      ['term_payment', '5556', 'paid', 4000, [ids.term]],
      ['term_payment', '0002', 'failed', 4000, []],
      ['refund', '4444', 'refunded', 1200, [ids.cancelled]],
      ['refund', '4242', 'refunded', 599, [ids.card]],
      ['charge', '4444', 'canceled', 1200, [ids.cancelled]],
      ['charge', 'Credit Terms', 'charged_to_terms', 4000, [ids.term]],
      ['charge', 'Paypal', 'authorized', 1500, [ids.paypal]],
      ['charge', '4242', 'paid', 2599, [ids.card]],
    ]);
    expect(res.body.payments[0]).toEqual({
      id: `term_payment-${ids.termPayment}`,
      kind: 'term_payment',
      method: 'card',
      last4: '5556',
      status: 'paid',
      amount: 4000,
      date: at(10).toISOString(),
      orderIds: [ids.term],
    });
    expect(res.body.payments.map((r: { method: string }) => r.method)).toEqual([
      'card',
      'card',
      'card',
      'card',
      'card',
      'terms',
      'paypal',
      'card',
    ]);
  });

  it("never shows another company's payments", async () => {
    const mine = (await b.c.get(URL)).body.payments;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ last4: '1881', amount: 777, status: 'paid' });
    const none = await signedInCompany(t);
    expect((await none.c.get(URL)).body).toEqual({ payments: [], next: null });
  });

  it('pages 50 at a time by a cursor, never skipping or repeating a row, ties included', async () => {
    const c = await signedInCompany(t);
    const db = t.app.ctx.db;
    // 60 charges and 60 refunds at one and the same moment: only the kind and the id order them.
    const carts = await completedCarts(t, c, 60);
    const made = await db
      .insert(orders)
      .values(
        carts.map((cart) => ({
          ...termOrderValues(c, cart.id, 1000),
          po: `PO-${cart.id}`,
          payType: 'default_card',
          cardLast4: '4242',
        })),
      )
      .returning({ id: orders.id, cartId: orders.cartId });
    await db.insert(payments).values(
      made.map((o) => ({
        companyId: c.companyId,
        cartId: o.cartId,
        orderId: o.id,
        payType: 'default_card',
        provider: 'sandbox_card',
        amount: 1000,
        status: 'captured',
        idempotencyKey: `p-${o.id}`,
        createdAt: at(20),
      })),
    );
    await db.insert(refunds).values(
      made.map((o) => ({
        orderId: o.id,
        companyId: c.companyId,
        key: `r-${o.id}`,
        amount: 100,
        method: 'card_refund',
        status: 'succeeded',
        createdAt: at(20),
      })),
    );
    const seen: string[] = [];
    let after: string | null = null;
    const sizes: number[] = [];
    do {
      const res = await c.c.get(after ? `${URL}?after=${after}` : URL);
      expect(res.status).toBe(200);
      sizes.push(res.body.payments.length);
      seen.push(...res.body.payments.map((r: { id: string }) => r.id));
      after = res.body.next;
    } while (after);
    expect(sizes).toEqual([50, 50, 20]);
    expect(new Set(seen).size).toBe(120);
    // Refunds rank before charges at the same moment; within a kind, the newest id first.
    expect(seen.slice(0, 60).every((id) => id.startsWith('refund-'))).toBe(true);
    const refundIds = seen.slice(0, 60).map((id) => Number(id.split('-')[1]));
    expect(refundIds).toEqual([...refundIds].sort((x, y) => y - x));
  });

  it('refuses a cursor that is not one with a clear 400', async () => {
    for (const bad of ['abc', '1_9_1', '1_1', `${'9'.repeat(18)}_1_1`, '1_1_1&after=2_1_1']) {
      const res = await a.c.get(`${URL}?after=${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(HISTORY_MSG.badCursor);
    }
  });

  it('a cursor only pages the caller’s own history', async () => {
    // B's cursor shape given to A: A still sees only A's rows (the cursor is a position, not a key).
    const res = await a.c.get(`${URL}?after=${Date.now() * 1000}_2_999999`);
    expect(res.status).toBe(200);
    expect(res.body.payments.every((r: { amount: number }) => r.amount !== 777)).toBe(true);
    expect(res.body.payments).toHaveLength(8);
  });

  it('answers 401 without a session', async () => {
    expect((await t.client().get(URL)).status).toBe(401);
  });
});
