import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { companies, orderEvents, orders, paymentSandboxRecords, payments, refunds } from '../../db/schema';
import type { SandboxCardGateway, SandboxWalletGateway } from '../../providers/payments';
import type { TestApp } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { CA_SHIP_TO, mugInCart, type Who, withCard } from '../../test/ordering';

/** Helpers of the cancel and refund tests: orders placed by each way of paying, and what the gateways hold. */

export type { Who };
export type PayBy = 'default_card' | 'new_card' | 'paypal' | 'term';

const cards = (t: TestApp) => t.app.ctx.payments.providers.cards as SandboxCardGateway;
const wallet = (t: TestApp) => t.app.ctx.payments.providers.wallet as SandboxWalletGateway;
const key = () => ({ headers: { 'idempotency-key': randomUUID() } });

/** A new company's order of one mug, paid the given way; the capture job is left queued. */
export async function placedOrder(t: TestApp, payBy: PayBy, who?: Who) {
  const w = who ?? (await signedInCompany(t));
  await mugInCart(t, w);
  expect((await w.c.post('/api/checkout/quote', { shipTo: CA_SHIP_TO })).status).toBe(200);
  let body: Record<string, unknown> = { paymentType: payBy };
  if (payBy === 'default_card') await withCard(t, w);
  if (payBy === 'term') {
    await t.app.ctx.db.update(companies).set({ termBalance: 100_000 }).where(eq(companies.id, w.companyId));
  }
  if (payBy === 'new_card') {
    const started = await w.c.post('/api/checkout/card-session', {}, key());
    expect(started.status).toBe(200);
    const sessionId = started.body.url.split('/').pop();
    await cards(t).completeCheckoutSession(sessionId, {
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2040,
      cvc: '123',
    });
    body = { paymentType: 'new_card', sessionId };
  }
  if (payBy === 'paypal') {
    const started = await w.c.post('/api/checkout/paypal', {}, key());
    expect(started.status).toBe(200);
    await wallet(t).approveSandboxOrder(started.body.paypalOrderId);
    body = { paymentType: 'paypal', paypalOrderId: started.body.paypalOrderId };
  }
  const res = await w.c.post('/api/checkout/orders', body, key());
  expect(res.status).toBe(201);
  const [order] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, res.body.order.id));
  return { who: w, order: order! };
}

export async function paymentOf(t: TestApp, orderId: number) {
  const [row] = await t.app.ctx.db.select().from(payments).where(eq(payments.orderId, orderId));
  return row!;
}

/** The card gateway's payment of an order (through the hosted session for a new card). */
export async function cardPayment(t: TestApp, orderId: number) {
  const p = await paymentOf(t, orderId);
  const ref =
    p.payType === 'new_card'
      ? (await cards(t).retrieveCheckoutSession(p.providerRef!)).paymentRef!
      : p.providerRef!;
  return cards(t).retrievePayment(ref);
}

async function sandboxRecord<T>(t: TestApp, kind: string, id: string) {
  const [row] = await t.app.ctx.db
    .select()
    .from(paymentSandboxRecords)
    .where(and(eq(paymentSandboxRecords.kind, kind), eq(paymentSandboxRecords.id, id)));
  return (row?.data ?? null) as T | null;
}

/** The PayPal authorization of an order, and its capture (with its refunds) once captured. */
export async function paypalState(t: TestApp, orderId: number) {
  const p = await paymentOf(t, orderId);
  const order = await wallet(t).getOrder(p.providerRef!);
  const auth = await sandboxRecord<{ status: string; captureId: string | null }>(
    t,
    'paypal_authorization',
    order.authorization!.id,
  );
  const capture = auth?.captureId
    ? await sandboxRecord<{ amountCents: number; refunds: Array<{ amountCents: number }> }>(
        t,
        'paypal_capture',
        auth.captureId,
      )
    : null;
  return { authStatus: auth!.status, capture };
}

export function refundRows(t: TestApp, orderId: number) {
  return t.app.ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
}

export function eventsOf(t: TestApp, orderId: number) {
  return t.app.ctx.db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
}

export async function termBalance(t: TestApp, companyId: number) {
  const [row] = await t.app.ctx.db.select().from(companies).where(eq(companies.id, companyId));
  return row!.termBalance;
}
