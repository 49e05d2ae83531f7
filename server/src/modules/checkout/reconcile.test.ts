import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orders, payments } from '../../db/schema';
import type { SandboxCardGateway, SandboxWalletGateway } from '../../providers/payments';
import { createTestApp, type TestApp } from '../../test/app';
import { readyToPayByCard } from '../../test/ordering';
import { seedCatalog } from '../catalog/seed';
import { reconcilePayments } from './reconcile';

const MINUTE = 60_000;

/** The payments reconciliation's other cases; the crash orphans are in test/abuse/orphaned-holds. */
describe('payments reconciliation', () => {
  let t: TestApp;
  let clock = Date.now();
  const cards = () => t.app.ctx.payments.providers.cards as SandboxCardGateway;
  const wallet = () => t.app.ctx.payments.providers.wallet as SandboxWalletGateway;
  const db = () => t.app.ctx.db;
  const key = () => ({ headers: { 'idempotency-key': randomUUID() } });

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    await seedCatalog(t.app, { images: false });
  });
  afterAll(() => t.close());

  const readyToPay = () => readyToPayByCard(t);
  const paymentOf = async (companyId: number) =>
    (await db().select().from(payments).where(eq(payments.companyId, companyId)))[0]!;

  it('captures an order whose capture job never ran, once, and records it on the payment', async () => {
    const who = await readyToPay();
    const placed = await who.c.post('/api/checkout/orders', { paymentType: 'default_card' }, key());
    expect(placed.status).toBe(201);
    const orderId = placed.body.order.id as number;
    // The capture job is lost (given up after a long outage, or deleted by hand).
    await db()
      .delete(jobs)
      .where(and(eq(jobs.type, 'checkout.capture'), eq(jobs.status, 'queued')));
    const row = await paymentOf(who.companyId);
    expect(row).toMatchObject({ orderId, status: 'authorized' });

    clock += 5 * MINUTE;
    expect((await reconcilePayments(t.app.ctx)).captured).toBe(0); // still within the safe age
    clock += 6 * MINUTE;
    await Promise.all([reconcilePayments(t.app.ctx), reconcilePayments(t.app.ctx)]);
    expect(await cards().retrievePayment(row.providerRef!)).toMatchObject({
      status: 'captured',
      capturedCents: row.amount,
    });
    expect(await paymentOf(who.companyId)).toMatchObject({ status: 'captured', reconciliation: 'captured' });
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order!.payStatus).toBe('Paid');
    expect((await reconcilePayments(t.app.ctx)).captured).toBe(0);
  });

  it('voids a PayPal authorization no order took, once it is older than the safe age', async () => {
    const who = await readyToPay();
    const started = await who.c.post('/api/checkout/paypal', {}, key());
    expect(started.status).toBe(200);
    const { paypalOrderId } = started.body as { paypalOrderId: string };
    await wallet().approveSandboxOrder(paypalOrderId);
    // The placing authorized it, then the process died before the order was written.
    const auth = await wallet().authorizeOrder(paypalOrderId);

    clock += 5 * MINUTE;
    await reconcilePayments(t.app.ctx);
    expect((await wallet().getOrder(paypalOrderId)).authorization?.status).toBe('created');
    clock += 6 * MINUTE;
    await reconcilePayments(t.app.ctx);
    await reconcilePayments(t.app.ctx);
    expect((await wallet().getOrder(paypalOrderId)).authorization).toMatchObject({
      id: auth.id,
      status: 'voided',
    });
    expect(await paymentOf(who.companyId)).toMatchObject({
      orderId: null,
      status: 'canceled',
      reconciliation: 'released',
    });
  });

  it('leaves a hosted page nobody has paid on yet open, and closes it once the page has expired', async () => {
    const who = await readyToPay();
    expect((await who.c.post('/api/checkout/card-session', {}, key())).status).toBe(200);
    clock += 11 * MINUTE;
    await reconcilePayments(t.app.ctx);
    expect(await paymentOf(who.companyId)).toMatchObject({ status: 'pending', reconciliation: null });
    clock += 25 * 60 * MINUTE;
    await reconcilePayments(t.app.ctx);
    expect(await paymentOf(who.companyId)).toMatchObject({
      status: 'canceled',
      reconciliation: 'nothing_held',
    });
  });
});
