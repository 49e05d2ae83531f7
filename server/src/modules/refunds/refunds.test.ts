import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { PaymentError } from '../../providers/payments';
import { createTestApp, type TestApp } from '../../test/app';
import { seedCatalog } from '../catalog/seed';
import { refundedOrders } from '../orders';
import { refundOrder } from './index';
import { cardPayment, eventsOf, paymentOf, paypalState, placedOrder, refundRows } from './test-orders';

const STAFF = { kind: 'staff' as const, id: 7, name: 'Sam Staff' };

describe('refundOrder', () => {
  let t: TestApp;
  const refund = (order: Parameters<typeof refundOrder>[1]['order'], amount: number, key: string) =>
    refundOrder(t.app.ctx, { order, amount, key, actor: STAFF, reason: 'Claim resolved' }, refundedOrders);
  const errorOf = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (e: AppError) => [e.statusCode, e.code],
    );

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.app, { images: false });
  });
  afterAll(() => t.close());

  it('refunds once per key, when called again and when called twice at once', async () => {
    const { order } = await placedOrder(t, 'default_card');
    await t.app.ctx.jobs.drain();
    const first = await refund(order, 500, 'claim:1');
    expect(first).toEqual({ amount: 500, method: 'card_refund', status: 'succeeded' });
    expect(await refund(order, 500, 'claim:1')).toEqual(first);
    const both = await Promise.all([refund(order, 300, 'claim:2'), refund(order, 300, 'claim:2')]);
    expect(both.map((o) => o.amount)).toEqual([300, 300]);
    expect(both.map((o) => o.status)).toContain('succeeded');
    // The gateway gave back 800 cents, in two refunds; the payment is only partly refunded.
    expect((await cardPayment(t, order.id)).refundedCents).toBe(800);
    expect((await paymentOf(t, order.id)).status).toBe('captured');
    expect((await refundRows(t, order.id)).map((r) => [r.key, r.status])).toEqual([
      ['claim:1', 'succeeded'],
      ['claim:2', 'succeeded'],
    ]);
    const events = (await eventsOf(t, order.id)).filter((e) => e.kind === 'refund');
    expect(events.map((e) => [e.actorName, e.reason])).toEqual([
      ['Sam Staff', 'Refunded $5.00 to the card (Claim resolved)'],
      ['Sam Staff', 'Refunded $3.00 to the card (Claim resolved)'],
    ]);
  });

  it('refuses a key reused for another amount, more than is left, and a negative amount', async () => {
    const { order } = await placedOrder(t, 'term');
    await refund(order, 100, 'claim:a');
    expect(await errorOf(refund(order, 200, 'claim:a'))).toEqual([409, 'refund_key_reused']);
    expect(await errorOf(refund(order, order.total - 99, 'claim:b'))).toEqual([409, 'refund_too_large']);
    expect(await errorOf(refund(order, -1, 'claim:c'))).toEqual([400, 'refund_amount']);
    expect(await errorOf(refund(order, order.total + 1, 'claim:d'))).toEqual([400, 'refund_amount']);
    expect((await refundRows(t, order.id)).map((r) => r.key)).toEqual(['claim:a']);
  });

  it('gives nothing for nothing: no provider call, no timeline entry', async () => {
    const { order } = await placedOrder(t, 'default_card');
    expect(await refund(order, 0, 'claim:zero')).toEqual({ amount: 0, method: 'none', status: 'succeeded' });
    expect((await eventsOf(t, order.id)).filter((e) => e.kind === 'refund')).toEqual([]);
    expect((await cardPayment(t, order.id)).status).toBe('authorized');
  });

  it('leaves a failed refund retryable with its key, and then refunds once', async () => {
    const { order } = await placedOrder(t, 'paypal');
    await t.app.ctx.jobs.drain();
    const wallet = t.app.ctx.payments.providers.wallet;
    const refundCapture = wallet.refundCapture;
    wallet.refundCapture = async () => {
      throw new PaymentError('unavailable', { detail: 'PayPal answered 503' });
    };
    try {
      const failed = await refund(order, order.total, 'claim:pp').catch((e: AppError) => e);
      expect(failed).toBeInstanceOf(AppError);
      expect([(failed as AppError).statusCode, (failed as AppError).message]).toEqual([
        502,
        `The refund of $${(order.total / 100).toFixed(2)} for order ${order.id} did not go through and can be tried again. The payment provider said: There was a server error. Please try again later.`,
      ]);
      expect((await refundRows(t, order.id)).map((r) => [r.status, r.method, r.failure])).toEqual([
        ['failed', 'paypal_refund', 'PayPal answered 503'],
      ]);
      expect((await paymentOf(t, order.id)).status).toBe('captured');
    } finally {
      wallet.refundCapture = refundCapture;
    }
    const [a, b] = await Promise.all([
      refund(order, order.total, 'claim:pp'),
      refund(order, order.total, 'claim:pp'),
    ]);
    expect([a.status, b.status]).toContain('succeeded');
    expect(await refund(order, order.total, 'claim:pp')).toEqual({
      amount: order.total,
      method: 'paypal_refund',
      status: 'succeeded',
    });
    expect((await paypalState(t, order.id)).capture?.refunds.map((r) => r.amountCents)).toEqual([
      order.total,
    ]);
    expect((await paymentOf(t, order.id)).status).toBe('refunded');
  });

  it('refuses to release part of a hold: a partial refund waits for the capture', async () => {
    const { order } = await placedOrder(t, 'default_card');
    expect(await errorOf(refund(order, 100, 'claim:early'))).toEqual([502, 'refund_failed']);
    expect((await cardPayment(t, order.id)).status).toBe('authorized');
    await t.app.ctx.jobs.drain();
    expect(await refund(order, 100, 'claim:early')).toMatchObject({
      method: 'card_refund',
      status: 'succeeded',
    });
  });

  it('refunds rather than releases when the capture job took the money while it asked', async () => {
    const { order } = await placedOrder(t, 'default_card');
    const cards = t.app.ctx.payments.providers.cards;
    const cancelPayment = cards.cancelPayment;
    // The capture lands between the status read (authorized) and the release.
    cards.cancelPayment = async (id) => {
      await cards.capturePayment(id, order.total);
      return cancelPayment.call(cards, id);
    };
    try {
      expect(await refund(order, order.total, `cancel:${order.id}`)).toMatchObject({ method: 'card_refund' });
    } finally {
      cards.cancelPayment = cancelPayment;
    }
    expect((await cardPayment(t, order.id)).refundedCents).toBe(order.total);
    expect((await paymentOf(t, order.id)).status).toBe('refunded');
    // The capture job then runs: it captures nothing more and keeps the payment refunded.
    await t.app.ctx.jobs.drain();
    expect((await paymentOf(t, order.id)).status).toBe('refunded');
  });
});

describe('the capture job', () => {
  let t: TestApp;
  const captureJobOf = async (orderId: number) =>
    (await t.app.ctx.db.select().from(jobs).where(eq(jobs.type, 'checkout.capture'))).find(
      (j) => j.payload.orderId === orderId,
    )!;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.app, { images: false });
  });
  afterAll(() => t.close());

  it('finishes quietly when the card gateway says the hold was released', async () => {
    const { order } = await placedOrder(t, 'default_card');
    await t.app.ctx.payments.providers.cards.cancelPayment((await paymentOf(t, order.id)).providerRef!);
    await t.app.ctx.jobs.drain();
    const job = await captureJobOf(order.id);
    expect([job.status, job.attempts, job.result]).toEqual(['done', 1, { skipped: 'released' }]);
    expect((await paymentOf(t, order.id)).status).toBe('authorized');
  });

  it('finishes quietly when the PayPal authorization was voided', async () => {
    const { order } = await placedOrder(t, 'paypal');
    const wallet = t.app.ctx.payments.providers.wallet;
    const auth = (await wallet.getOrder((await paymentOf(t, order.id)).providerRef!)).authorization!;
    await wallet.voidAuthorization(auth.id);
    await t.app.ctx.jobs.drain();
    const job = await captureJobOf(order.id);
    expect([job.status, job.result]).toEqual(['done', { skipped: 'released' }]);
  });

  it('still fails (and retries) when the gateway is down', async () => {
    const { order } = await placedOrder(t, 'default_card');
    const cards = t.app.ctx.payments.providers.cards;
    const capturePayment = cards.capturePayment;
    cards.capturePayment = async () => {
      throw new PaymentError('unavailable');
    };
    try {
      await t.app.ctx.jobs.drain();
    } finally {
      cards.capturePayment = capturePayment;
    }
    const job = await captureJobOf(order.id);
    expect([job.status, job.attempts]).toEqual(['queued', 1]);
  });
});
