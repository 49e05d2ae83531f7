import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../db/schema';
import { seedCatalog } from '../../modules/catalog/seed';
import { reconcilePayments } from '../../modules/checkout';
import type { SandboxCardGateway } from '../../providers/payments';
import { createTestApp, type TestApp } from '../app';
import { readyToPayByCard } from '../ordering';

const MINUTE = 60_000;

/**
 * Money held for an order the process never wrote: the API process dies (kill -9, a crash, a
 * deploy) after the card is held at the gateway and before the order commits. Nothing in that
 * process will hand the hold back; the payments reconciliation must, once, and only once the hold
 * is older than any placing could take.
 */
describe('card holds a crash leaves without an order', () => {
  let t: TestApp;
  let clock = Date.now();
  const cards = () => t.app.ctx.payments.providers.cards as SandboxCardGateway;
  const db = () => t.app.ctx.db;

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    await seedCatalog(t.app, { images: false });
  });
  afterAll(() => t.close());

  const readyToPay = () => readyToPayByCard(t);

  const paymentOf = async (companyId: number) =>
    (await db().select().from(payments).where(eq(payments.companyId, companyId)))[0]!;
  const holdOf = (companyId: number, key: string) => cards().findPayment(`order:${companyId}:${key}`);

  /**
   * Places an order that dies where a killed process dies: the card is held, then the order
   * transaction never commits and nothing hands the hold back (the dead process cannot).
   */
  async function crashMidPlacement() {
    const who = await readyToPay();
    const key = randomUUID();
    const jobs = t.app.ctx.jobs;
    const gateway = cards();
    const { enqueueAll } = jobs;
    const { cancelPayment } = gateway;
    jobs.enqueueAll = async () => {
      throw new Error('killed before the order committed');
    };
    gateway.cancelPayment = async () => {
      throw new Error('killed: nothing is released');
    };
    try {
      const res = await who.c.post(
        '/api/checkout/orders',
        { paymentType: 'default_card' },
        { headers: { 'idempotency-key': key } },
      );
      expect(res.status).toBe(500);
    } finally {
      jobs.enqueueAll = enqueueAll;
      gateway.cancelPayment = cancelPayment;
    }
    // What the crash left: a payment row no order took, not even the gateway's id, and a live hold.
    const row = await paymentOf(who.companyId);
    expect(row).toMatchObject({ orderId: null, status: 'pending', providerRef: null, reconciliation: null });
    expect(await holdOf(who.companyId, key)).toMatchObject({ status: 'authorized' });
    expect(await db().select().from(orders).where(eq(orders.companyId, who.companyId))).toEqual([]);
    return { who, key, row };
  }

  /** Counts the gateway's releases while `work` runs. */
  async function releasesDuring(work: () => Promise<unknown>) {
    const gateway = cards();
    const { cancelPayment } = gateway;
    let released = 0;
    gateway.cancelPayment = (id) => {
      released++;
      return cancelPayment.call(gateway, id);
    };
    try {
      await work();
    } finally {
      gateway.cancelPayment = cancelPayment;
    }
    return released;
  }

  it('releases the hold once it is older than the safe age, once however many runs (at once, and again)', async () => {
    const { who, key, row } = await crashMidPlacement();
    clock += 11 * MINUTE;
    const released = await releasesDuring(async () => {
      await Promise.all([reconcilePayments(t.app.ctx), reconcilePayments(t.app.ctx)]);
      await reconcilePayments(t.app.ctx);
    });
    expect(released).toBe(1);
    const hold = await holdOf(who.companyId, key);
    expect(hold).toMatchObject({ status: 'canceled', capturedCents: 0 });
    // Recorded on the payment: what was done, when, and the gateway's id the crash never wrote.
    const after = await paymentOf(who.companyId);
    expect(after).toMatchObject({
      id: row.id,
      orderId: null,
      status: 'canceled',
      reconciliation: 'released',
      providerRef: hold!.id,
    });
    expect(after.reconciledAt).toBeInstanceOf(Date);
  });

  it('leaves a young hold alone: a placing may still be about to write its order', async () => {
    const { who, key } = await crashMidPlacement();
    clock += 5 * MINUTE;
    const released = await releasesDuring(() => reconcilePayments(t.app.ctx));
    expect(released).toBe(0);
    expect(await holdOf(who.companyId, key)).toMatchObject({ status: 'authorized' });
    expect(await paymentOf(who.companyId)).toMatchObject({ status: 'pending', reconciliation: null });
    clock += 6 * MINUTE;
    await reconcilePayments(t.app.ctx);
    expect(await holdOf(who.companyId, key)).toMatchObject({ status: 'canceled' });
  });

  it('refunds, once, a hold that was captured though no order took it', async () => {
    const { who, key } = await crashMidPlacement();
    const hold = (await holdOf(who.companyId, key))!;
    await cards().capturePayment(hold.id);
    clock += 11 * MINUTE;
    await Promise.all([reconcilePayments(t.app.ctx), reconcilePayments(t.app.ctx)]);
    await reconcilePayments(t.app.ctx);
    expect(await cards().retrievePayment(hold.id)).toMatchObject({
      status: 'captured',
      capturedCents: hold.amountCents,
      refundedCents: hold.amountCents,
    });
    expect(await paymentOf(who.companyId)).toMatchObject({ status: 'refunded', reconciliation: 'refunded' });
  });

  it('never writes an order with a hold the reconciliation has taken: the placing fails and hands it back', async () => {
    const who = await readyToPay();
    const gateway = cards();
    const { chargeSavedMethod } = gateway;
    // The reconciliation takes the row the moment the hold is made (as a run would once it is old).
    gateway.chargeSavedMethod = async (input) => {
      const held = await chargeSavedMethod.call(gateway, input);
      await db()
        .update(payments)
        .set({ reconciliation: 'under_way', reconciledAt: new Date(clock) })
        .where(eq(payments.companyId, who.companyId));
      return held;
    };
    const key = randomUUID();
    try {
      const res = await who.c.post(
        '/api/checkout/orders',
        { paymentType: 'default_card' },
        { headers: { 'idempotency-key': key } },
      );
      expect(res.status).toBe(409);
    } finally {
      gateway.chargeSavedMethod = chargeSavedMethod;
    }
    expect(await db().select().from(orders).where(eq(orders.companyId, who.companyId))).toEqual([]);
    expect(await holdOf(who.companyId, key)).toMatchObject({ status: 'canceled' });
    // The run that took it (or the next, once its claim is stale) closes the row: nothing is held.
    clock += 11 * MINUTE;
    await reconcilePayments(t.app.ctx);
    expect(await paymentOf(who.companyId)).toMatchObject({ orderId: null, reconciliation: 'nothing_held' });
  });
});
