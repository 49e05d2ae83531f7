import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, jobs, orders, termPayments } from '../../db/schema';
import { PaymentError } from '../../providers/payments';
import { createTestApp, type TestApp } from '../../test/app';
import { withCard } from '../../test/ordering';
import { seedCatalog } from '../catalog/seed';
import { RESUME_JOB } from '../credit-terms/pay';
import { refundedOrders } from '../orders';
import { refundUnderWay } from '../orders/cancel';
import { statementOf } from '../statements/service';
import { refundOrder } from './index';
import { REFUND_RETRY_JOB } from './retry';
import { eventsOf, paymentOf, placedOrder, refundRows, termBalance, type Who } from './test-orders';

/**
 * A credit-terms order paid off by card and then cancelled: the card's money goes back to the card,
 * and the terms balance (restored by the card payment) is not credited a second time.
 */
const STAFF = { kind: 'staff' as const, id: 7, name: 'Sam Staff' };

describe('cancelling a term order paid off by card', () => {
  let t: TestApp;
  const LIMIT = 100_000;
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  const cancel = (who: Who, id: number) => who.c.post(`/api/orders/${id}/cancel`);
  const pay = (who: Who, orderIds: number[]) =>
    who.c.post('/api/credit-terms/payments', { orderIds }, { headers: { 'idempotency-key': randomUUID() } });
  const refund = (order: Parameters<typeof refundOrder>[1]['order'], amount: number, key: string) =>
    refundOrder(t.app.ctx, { order, amount, key, actor: STAFF, reason: 'Claim resolved' }, refundedOrders);
  /** The card charge of a term payment, as the sandbox gateway holds it. */
  const chargeOf = async (termPaymentId: number) => {
    const [row] = await t.app.ctx.db.select().from(termPayments).where(eq(termPayments.id, termPaymentId));
    return t.app.ctx.payments.providers.cards.retrievePayment(row!.providerRef!);
  };

  /** A company with approved terms (limit $1,000.00), a card on file and `count` term orders on them. */
  async function termOrders(count: number) {
    const placed: Array<Awaited<ReturnType<typeof placedOrder>>> = [];
    for (let i = 0; i < count; i++) placed.push(await placedOrder(t, 'term', placed[0]?.who));
    const who = placed[0]!.who;
    const used = placed.reduce((sum, p) => sum + p.order.total, 0);
    // placedOrder sets the balance before each order: the terms are set once all are placed.
    await t.app.ctx.db
      .update(companies)
      .set({ termStatus: 'Approved', termLimit: LIMIT, termBalance: LIMIT - used })
      .where(eq(companies.id, who.companyId));
    await withCard(t, who);
    return { who, orders: placed.map((p) => p.order) };
  }

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.app, { images: false });
  });
  afterAll(() => t.close());

  it('refunds the card that paid it, once however often it is cancelled, and leaves the balance at the limit', async () => {
    const {
      who,
      orders: [order],
    } = await termOrders(1);
    const paid = await pay(who, [order!.id]);
    expect([paid.status, paid.body.terms.balance]).toEqual([201, LIMIT]);
    const termPaymentId = paid.body.payment.id as number;

    // Two cancels at once: the order's lock makes them take turns, the second finds it cancelled.
    const both = await Promise.all([cancel(who, order!.id), cancel(who, order!.id)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 200)!.body.refund).toEqual({ amount: order!.total, why: '' });
    // The refund's key again (a retry of the refund itself) answers the same refund.
    const again = await refund(order!, order!.total, `cancel:${order!.id}`);
    expect(again).toEqual({ amount: order!.total, method: 'card_refund', status: 'succeeded' });

    expect(await termBalance(t, who.companyId)).toBe(LIMIT);
    const charge = await chargeOf(termPaymentId);
    expect([charge.status, charge.capturedCents, charge.refundedCents]).toEqual([
      'captured',
      order!.total,
      order!.total,
    ]);
    const rows = await refundRows(t, order!.id);
    expect(rows.map((r) => [r.key, r.method, r.status])).toEqual([
      [`cancel:${order!.id}`, 'card_refund', 'succeeded'],
    ]);
    expect(rows[0]!.providerRef).toMatch(/^re_/);
    expect((await paymentOf(t, order!.id)).status).toBe('refunded');
    const events = (await eventsOf(t, order!.id)).filter((e) => e.kind === 'refund');
    expect(events.map((e) => e.reason)).toEqual([
      `Refunded ${dollars(order!.total)} to the card (Order cancelled)`,
    ]);
  });

  it('refunds only its own share of a card payment of several orders', async () => {
    const { who, orders: placed } = await termOrders(2);
    const [first, second] = placed;
    const paid = await pay(who, [first!.id, second!.id]);
    expect(paid.status).toBe(201);
    expect((await cancel(who, first!.id)).status).toBe(200);
    // A part of the other order given back (a claim's refund), asked twice at once: given once.
    const part = () => refund(second!, 100, `claim:${second!.id}`);
    const both = await Promise.all([part(), part()]);
    expect(both.map((o) => [o.method, o.status])).toContainEqual(['card_refund', 'succeeded']);
    const charge = await chargeOf(paid.body.payment.id);
    expect([charge.capturedCents, charge.refundedCents]).toEqual([
      first!.total + second!.total,
      first!.total + 100,
    ]);
    expect(await termBalance(t, who.companyId)).toBe(LIMIT);
    // A part refund leaves the order's payment as it was.
    expect((await paymentOf(t, second!.id)).status).not.toBe('refunded');
  });

  it('shows in the payment history and the statement as a refund to the card that paid it', async () => {
    const {
      who,
      orders: [order],
    } = await termOrders(1);
    expect((await pay(who, [order!.id])).status).toBe(201);
    expect((await cancel(who, order!.id)).status).toBe(200);

    const history = await who.c.get('/api/billing/payments');
    const refund = history.body.payments.find((p: { kind: string }) => p.kind === 'refund');
    expect(refund).toMatchObject({
      method: 'card',
      last4: '4242',
      status: 'refunded',
      amount: order!.total,
      orderIds: [order!.id],
    });
    const statement = await statementOf(t.app.ctx.db, who.companyId, 0, new Date());
    expect(statement.lines.map((l) => [l.kind, l.description, l.amount])).toEqual([
      ['order', expect.stringContaining(`Order ${order!.id}`), order!.total],
      ['term_payment', `Credit terms payment for order ${order!.id}: card ENDS IN 4242`, order!.total],
      ['refund', `Refund for order ${order!.id} (cancelled)`, order!.total],
      ['refund_returned', `Refund paid back to card ENDS IN 4242, order ${order!.id}`, order!.total],
    ]);
    // Ordered, paid, refunded and the refund paid out: nothing owed either way.
    expect(statement.closing).toBe(0);
  });

  it('waits for a card payment still under way, then refunds the card rather than the terms', async () => {
    const {
      who,
      orders: [order],
    } = await termOrders(1);
    const cards = t.app.ctx.payments.providers.cards;
    const { capturePayment, retrievePayment } = cards;
    // The gateway goes quiet after the hold: the payment stays pending for its resume job.
    cards.capturePayment = async () => {
      throw new PaymentError('unavailable');
    };
    cards.retrievePayment = async () => {
      throw new PaymentError('unavailable');
    };
    try {
      expect((await pay(who, [order!.id])).status).toBe(503);
    } finally {
      cards.capturePayment = capturePayment;
      cards.retrievePayment = retrievePayment;
    }

    const res = await cancel(who, order!.id);
    expect([res.status, res.body.refund]).toEqual([
      200,
      { amount: order!.total, why: refundUnderWay(order!.total) },
    ]);
    expect((await refundRows(t, order!.id)).map((r) => [r.method, r.status])).toEqual([
      ['card_refund', 'failed'],
    ]);
    // Nothing credited to the terms while the card's money may still be taken.
    expect(await termBalance(t, who.companyId)).toBe(LIMIT - order!.total);

    // The payment is finished by its job, then the refund's retry gives the card its money back.
    const due = (type: string) =>
      t.app.ctx.db
        .update(jobs)
        .set({ runAt: new Date(0) })
        .where(eq(jobs.type, type));
    await due(RESUME_JOB);
    await t.app.ctx.jobs.drain();
    await due(REFUND_RETRY_JOB);
    await t.app.ctx.jobs.drain();
    const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, order!.id));
    const charge = await chargeOf(row!.termPaymentId!);
    expect([charge.capturedCents, charge.refundedCents]).toEqual([order!.total, order!.total]);
    expect((await refundRows(t, order!.id)).map((r) => [r.method, r.status])).toEqual([
      ['card_refund', 'succeeded'],
    ]);
    expect(await termBalance(t, who.companyId)).toBe(LIMIT);
  });

  it('still gives an order not paid off yet back to the terms balance', async () => {
    const {
      who,
      orders: [order],
    } = await termOrders(1);
    expect((await cancel(who, order!.id)).status).toBe(200);
    expect(await termBalance(t, who.companyId)).toBe(LIMIT);
    expect((await refundRows(t, order!.id)).map((r) => [r.method, r.status])).toEqual([
      ['term_balance', 'succeeded'],
    ]);
    // Nothing owed: it cannot be paid by card afterwards.
    expect((await pay(who, [order!.id])).status).toBe(409);
  });
});
