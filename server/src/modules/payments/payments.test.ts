import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, companies, users } from '../../db/schema';
import type { SandboxCardGateway } from '../../providers/payments';
import { createTestApp, type TestApp } from '../../test/app';
import {
  finishReconciliation,
  linkPayments,
  markCaptured,
  type PaymentModule,
  type PaymentRow,
  recordPayment,
} from './index';
import { payments } from './tables';

/** The payments module's public face on the sandbox providers, with a real database. */
let t: TestApp;
let pay: PaymentModule;
let companyId: number;
let cartId: number;
let customerRef: string;
let methodRef: string;
let n = 0;
const key = () => `k-${++n}`;

beforeAll(async () => {
  t = await createTestApp();
  pay = t.app.ctx.payments;
  const db = t.app.ctx.db;
  const [company] = await db.insert(companies).values({ name: 'Payments Co' }).returning();
  const [user] = await db
    .insert(users)
    .values({
      companyId: company!.id,
      username: 'payer',
      firstName: 'P',
      email: 'p@example.com',
      passwordHash: 'x',
    })
    .returning();
  const [cart] = await db.insert(carts).values({ companyId: company!.id, userId: user!.id }).returning();
  companyId = company!.id;
  cartId = cart!.id;
  customerRef = (
    await pay.createCustomer({ email: 'p@example.com', name: 'Payments Co', idempotencyKey: 'c1' })
  ).id;
  methodRef = (
    await pay.saveCard(customerRef, { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' })
  ).id;
});
afterAll(() => t.close());

const row = (over: Partial<PaymentRow> = {}) =>
  recordPayment(t.app.ctx.db, {
    companyId,
    cartId,
    payType: 'default_card',
    provider: pay.cardProvider,
    amount: 2500,
    idempotencyKey: key(),
    ...over,
  });

const hold = (amountCents = 2500) =>
  pay.authorizeSavedCard({ customerRef, paymentMethodId: methodRef, amountCents, idempotencyKey: key() });

const cards = () => pay.providers.cards as SandboxCardGateway;

describe('payments module: what the providers tell of themselves', () => {
  it('names the sandboxes, says test mode and serves their pages', () => {
    expect(pay.names).toEqual({ cards: 'sandbox', wallet: 'sandbox' });
    expect([pay.cardProvider, pay.walletProvider]).toEqual(['sandbox_card', 'sandbox_paypal']);
    expect(pay.testMode).toBe(true);
    expect(pay.hostedPages.cards).not.toBeNull();
    expect(pay.hostedPages.wallet).not.toBeNull();
  });
});

describe('payments module: recording', () => {
  it('records a payment once per key: the same key answers the first row', async () => {
    const first = await row({ idempotencyKey: 'same-key' });
    const again = await row({ idempotencyKey: 'same-key', amount: 9999 });
    expect(again.id).toBe(first.id);
    expect(again.amount).toBe(2500);
    const rows = await t.app.ctx.db.select().from(payments).where(eq(payments.idempotencyKey, 'same-key'));
    expect(rows).toHaveLength(1);
  });

  it('marks a payment captured once, and only from authorized', async () => {
    const r = await row();
    expect(await markCaptured(t.app.ctx.db, r.id)).toBe(false); // still pending
    await t.app.ctx.db.update(payments).set({ status: 'authorized' }).where(eq(payments.id, r.id));
    expect(await markCaptured(t.app.ctx.db, r.id)).toBe(true);
    expect(await markCaptured(t.app.ctx.db, r.id)).toBe(false);
  });

  it('will not link a row the reconciliation has taken to an order', async () => {
    const r = await row();
    await finishReconciliation(t.app.ctx.db, r.id, 'released', new Date(), { status: 'canceled' });
    await expect(
      linkPayments(t.app.ctx.db, [{ id: r.id, orderId: 1, providerRef: 'pi_x', status: 'authorized' }]),
    ).rejects.toMatchObject({ statusCode: 409 });
  });
});

describe('payments module: capture', () => {
  it('captures a hold once however often it is asked', async () => {
    const r = await row();
    const p = await hold();
    const held = { kind: 'card' as const, paymentId: r.id, ref: p.id, amountCents: 2500 };
    expect(await pay.capture(t.app.ctx.db, held)).toBe('captured');
    expect(await pay.capture(t.app.ctx.db, held)).toBe('captured');
    const now = await pay.retrieveCardPayment(p.id);
    expect([now.status, now.capturedCents]).toEqual(['captured', 2500]);
  });

  it('answers released when the hold was let go before the capture', async () => {
    const r = await row();
    const p = await hold();
    await pay.releaseCard(p.id);
    const held = { kind: 'card' as const, paymentId: r.id, ref: p.id, amountCents: 2500 };
    expect(await pay.capture(t.app.ctx.db, held)).toBe('released');
    expect((await pay.retrieveCardPayment(p.id)).capturedCents).toBe(0);
  });
});

describe('payments module: refunds ask the gateway for the true state', () => {
  it('refunds a captured card payment once per key', async () => {
    const p = await hold(3000);
    await pay.captureCard(p.id);
    const r = await row({ amount: 3000, providerRef: p.id, status: 'captured' });
    const first = await pay.refund(r, 1000, 'refund-1', false);
    const again = await pay.refund(r, 1000, 'refund-1', false);
    expect(first).toMatchObject({ method: 'card_refund', paymentStatus: null });
    expect(again.providerRef).toBe(first.providerRef);
    expect((await pay.retrieveCardPayment(p.id)).refundedCents).toBe(1000);
    const rest = await pay.refund(r, 2000, 'refund-2', true);
    expect(rest.paymentStatus).toBe('refunded');
    expect((await pay.retrieveCardPayment(p.id)).refundedCents).toBe(3000);
  });

  it('releases a hold instead of refunding it, whatever our row says', async () => {
    const p = await hold();
    // Our row still says pending; the gateway holds the money.
    const r = await row({ providerRef: p.id });
    expect(await pay.refund(r, 2500, 'refund-held', true)).toMatchObject({
      method: 'card_release',
      paymentStatus: 'canceled',
    });
    expect((await pay.retrieveCardPayment(p.id)).status).toBe('canceled');
    // Part of a hold cannot be given back: only the whole of it is released.
    const other = await hold();
    const r2 = await row({ providerRef: other.id });
    await expect(pay.refund(r2, 100, 'refund-part', false)).rejects.toMatchObject({
      kind: 'invalid_request',
    });
  });

  it('refunds a wallet payment through its capture, once per key', async () => {
    const order = await pay.openWalletOrder({
      amountCents: 1800,
      returnUrl: '/back',
      cancelUrl: '/cancel',
      idempotencyKey: key(),
    });
    await pay.hostedPages.wallet!.approveSandboxOrder(order.id);
    await pay.authorizeWallet(order.id);
    const r = await row({
      payType: 'paypal',
      provider: pay.walletProvider,
      amount: 1800,
      providerRef: order.id,
    });
    const held = await pay.heldOf(r);
    expect(held?.kind).toBe('wallet');
    expect(await pay.capture(t.app.ctx.db, held!)).toBe('captured');
    expect(await pay.capture(t.app.ctx.db, held!)).toBe('captured');
    const first = await pay.refund(r, 1800, 'wallet-refund', true);
    const again = await pay.refund(r, 1800, 'wallet-refund', true);
    expect(first).toMatchObject({ method: 'paypal_refund', paymentStatus: 'refunded' });
    expect(again.providerRef).toBe(first.providerRef);
  });

  it('finds a saved card hold by its key when the row never learnt its id, and hands it back', async () => {
    const holdKey = `hold-${key()}`;
    const p = await pay.authorizeSavedCard({
      customerRef,
      paymentMethodId: methodRef,
      amountCents: 700,
      idempotencyKey: holdKey,
    });
    const r = await row({ amount: 700 });
    const seen = await pay.atGateway(r, holdKey);
    expect(seen).toMatchObject({ ref: p.id, held: true });
    expect(await seen!.handBack('reconcile-1')).toBe('released');
    expect(await cards().getPaymentStatus(p.id)).toBe('canceled');
  });
});
