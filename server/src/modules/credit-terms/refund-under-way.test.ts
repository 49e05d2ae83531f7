import { randomUUID } from 'node:crypto';
import { eq, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { companies, jobs, paymentSandboxRecords, termPayments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { withCard } from '../../test/ordering';
import { seedCatalog } from '../catalog/seed';
import { refundedOrders, termOrderHolds } from '../orders';
import type { RefundedOrder } from '../refunds';
import { claimRefund, failRefund, settleRefund } from '../refunds/repo';
import { REFUND_RETRY_JOB } from '../refunds/retry';
import { placedOrder, refundRows, termBalance, type Who } from '../refunds/test-orders';
import { TERMS_MSG } from './messages';
import { RESUME_JOB } from './pay';
import { claimOrders, grant, insertPayment } from './repo';

/**
 * A term order whose refund to the terms balance is under way (its row committed, the balance not
 * credited yet) owes nothing: paying it by card then would charge for a cancelled order while the
 * terms get its amount back too.
 */
describe('a term order with a refund to the terms under way', () => {
  let t: TestApp;
  const LIMIT = 100_000;
  const db = () => t.app.ctx.db;
  const pay = (who: Who, orderIds: number[]) =>
    who.c.post('/api/credit-terms/payments', { orderIds }, { headers: { 'idempotency-key': randomUUID() } });
  const cancel = (who: Who, id: number) => who.c.post(`/api/orders/${id}/cancel`);
  const paymentsOf = (companyId: number) =>
    db().select().from(termPayments).where(eq(termPayments.companyId, companyId));

  /** The card gateway's payments made for the company's term payments. */
  async function charges(companyId: number) {
    const rows = await db()
      .select()
      .from(paymentSandboxRecords)
      .where(eq(paymentSandboxRecords.kind, 'payment'));
    return rows
      .map((r) => r.data as { metadata?: Record<string, string> })
      .filter((p) => p.metadata?.companyId === String(companyId) && p.metadata?.termPaymentId);
  }

  /** What the card keeps of the company's term payments: captured less refunded. */
  async function kept(companyId: number) {
    let cents = 0;
    for (const p of await paymentsOf(companyId)) {
      if (!p.providerRef) continue;
      const charge = await t.app.ctx.payments.providers.cards.retrievePayment(p.providerRef);
      cents += charge.capturedCents - charge.refundedCents;
    }
    return cents;
  }

  /** A company with approved terms, a card on file and one order paid by them. */
  async function termOrder() {
    const { who, order } = await placedOrder(t, 'term');
    await db()
      .update(companies)
      .set({ termStatus: 'Approved', termLimit: LIMIT, termBalance: LIMIT - order.total })
      .where(eq(companies.id, who.companyId));
    await withCard(t, who);
    return { who, order };
  }

  /** The refund's row as a cancel commits it (under the order's lock) before crediting the balance. */
  const refundUnderWay = (order: RefundedOrder) =>
    db().transaction((tx) =>
      claimRefund(tx as Db, refundedOrders, { order, amount: order.total, key: `cancel:${order.id}` }),
    );

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.app, { images: false });
  });
  afterAll(() => t.close());

  it('cannot be paid by card, charges nothing and is listed as not owed', async () => {
    const { who, order } = await termOrder();
    const claimed = await refundUnderWay(order);
    expect((await refundRows(t, order.id)).map((r) => [r.method, r.status])).toEqual([
      ['term_balance', 'pending'],
    ]);

    const res = await pay(who, [order.id]);
    expect([res.status, res.body.error?.message]).toEqual([409, TERMS_MSG.nothingOwed(order.id)]);
    expect(await paymentsOf(who.companyId)).toEqual([]);
    expect(await charges(who.companyId)).toEqual([]);
    const listed = (await who.c.get('/api/credit-terms')).body;
    expect(
      listed.orders.map((o: { id: number; payment: string; owed: number }) => [o.id, o.payment, o.owed]),
    ).toEqual([[order.id, 'Not owed', 0]]);
    expect(listed.open).toEqual({ amount: 0, count: 0 });
    // A payment whose look at the order came before the refund's row claims nothing after it.
    await db()
      .transaction(async (tx) => {
        const made = await insertPayment(tx as Db, {
          companyId: who.companyId,
          userId: who.userId,
          amount: order.total,
          status: 'pending',
          provider: 'sandbox_card',
          idempotencyKey: randomUUID(),
        });
        expect(
          await claimOrders(tx as Db, termOrderHolds, {
            companyId: who.companyId,
            ids: [order.id],
            paymentId: made!.id,
          }),
        ).toEqual([]);
        tx.rollback();
      })
      .catch((err) => {
        if (!(err instanceof TransactionRollbackError)) throw err;
      });

    // The terms approved meanwhile: the order still uses them until the refund credits its amount.
    await grant(db(), who.companyId, LIMIT);
    expect(await termBalance(t, who.companyId)).toBe(LIMIT - order.total);
    const back = {
      method: 'term_balance',
      providerRef: null,
      paymentStatus: 'refunded',
      termCredit: order.total,
    };
    expect(claimed.kind === 'mine' && (await settleRefund(db(), claimed.row, back, null))).toBe(true);
    expect(await termBalance(t, who.companyId)).toBe(LIMIT);
  });

  it('is owed again once the refund failed', async () => {
    const { who, order } = await termOrder();
    const claimed = await refundUnderWay(order);
    if (claimed.kind !== 'mine') throw new Error('the refund was not claimed');
    await failRefund(db(), claimed.row, 'term_balance', 'the process died');
    expect((await who.c.get('/api/credit-terms')).body.orders[0]).toMatchObject({
      payment: 'Open',
      owed: order.total,
    });
    const res = await pay(who, [order.id]);
    expect([res.status, res.body.payment.amount]).toEqual([201, order.total]);
  });

  it('never both charges the card and credits the terms when cancelled and paid at once', async () => {
    const db0 = db();
    const transaction = db0.transaction.bind(db0);
    // The cancel's refund settles a moment after its row is committed: the window a card payment
    // of the same order could fall into.
    db0.transaction = (async (run: Parameters<Db['transaction']>[0]) => {
      const out = await transaction(run);
      if ((out as { kind?: string; row?: { key?: string } })?.row?.key?.startsWith('cancel:'))
        await new Promise((r) => setTimeout(r, 30));
      return out;
    }) as Db['transaction'];
    try {
      // The cancel starts that many ms after the payment: each gets in first in some rounds.
      for (const [round, lag] of [0, 2, 4, 8, 12, 16, 24, 32].entries()) {
        const { who, order } = await termOrder();
        const [paid, cancelled] = await Promise.all([
          pay(who, [order.id]),
          new Promise((r) => setTimeout(r, lag)).then(() => cancel(who, order.id)),
        ]);
        expect(cancelled.status).toBe(200);
        expect([201, 409]).toContain(paid.status);
        // A refund waiting for the card payment is retried until it goes through.
        await db()
          .update(jobs)
          .set({ runAt: new Date(0) })
          .where(eq(jobs.type, RESUME_JOB));
        await t.app.ctx.jobs.drain();
        await db()
          .update(jobs)
          .set({ runAt: new Date(0) })
          .where(eq(jobs.type, REFUND_RETRY_JOB));
        await t.app.ctx.jobs.drain();

        expect(await kept(who.companyId), `round ${round}: the card keeps money for a cancelled order`).toBe(
          0,
        );
        expect(await termBalance(t, who.companyId)).toBe(LIMIT);
        expect((await refundRows(t, order.id)).map((r) => [r.method, r.status])).toEqual([
          [paid.status === 201 ? 'card_refund' : 'term_balance', 'succeeded'],
        ]);
      }
    } finally {
      db0.transaction = transaction;
    }
  });
});
