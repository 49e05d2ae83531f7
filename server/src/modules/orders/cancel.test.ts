import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orders, outbox } from '../../db/schema';
import { companyGroup } from '../../providers/jobs/queue';
import { PaymentError } from '../../providers/payments';
import { createTestApp, type TestApp, type TestClient } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { jobGroupsSince, lastJobId } from '../../test/jobs';
import { seedCatalog } from '../catalog/seed';
import {
  cardPayment,
  eventsOf,
  type PayBy,
  paymentOf,
  paypalState,
  placedOrder,
  refundRows,
  termBalance,
} from '../refunds/test-orders';
import { moveOrder } from './status';

const STAFF = { kind: 'staff' as const, id: null, name: 'Sam Staff' };
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

describe('cancelling an order (POST /api/orders/:id/cancel)', () => {
  let t: TestApp;
  const cancel = (who: { c: TestClient }, id: number) => who.c.post(`/api/orders/${id}/cancel`);
  /** Staff moves, as the production console makes them. */
  const move = (orderId: number, to: 'ReadyToProduce' | 'InProduction' | 'OrderShipped') =>
    t.app.ctx.db.transaction((tx) => moveOrder(tx, { orderId, to, actor: STAFF }));
  const statusOf = async (id: number) =>
    (await t.app.ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.app, { images: false });
  });
  afterAll(() => t.close());

  it('releases the hold of a Created card order before capture: never captured, mailed, on the timeline', async () => {
    const { who, order } = await placedOrder(t, 'default_card');
    const res = await cancel(who, order.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: `Order ${order.id} has been cancelled`,
      refund: { amount: order.total, why: '' },
    });
    expect((await cardPayment(t, order.id)).status).toBe('canceled');
    // The capture job was queued with the order: it finds the order cancelled and takes nothing.
    await t.app.ctx.jobs.drain();
    const gateway = await cardPayment(t, order.id);
    expect([gateway.status, gateway.capturedCents]).toEqual(['canceled', 0]);
    const capture = (await t.app.ctx.db.select().from(jobs).where(eq(jobs.type, 'checkout.capture'))).find(
      (j) => j.payload.orderId === order.id,
    );
    expect([capture?.status, capture?.result]).toEqual(['done', { skipped: 'cancelled' }]);
    expect((await paymentOf(t, order.id)).status).toBe('canceled');
    expect(await statusOf(order.id)).toBe('Disabled');
    const [refund, ...more] = await refundRows(t, order.id);
    expect(more).toEqual([]);
    expect(refund).toMatchObject({
      key: `cancel:${order.id}`,
      amount: order.total,
      method: 'card_release',
      status: 'succeeded',
    });
    const events = await eventsOf(t, order.id);
    expect(events.map((e) => [e.kind, e.fromStatus, e.toStatus, e.actorKind, e.actorName])).toEqual([
      ['status', 'Created', 'Disabled', 'customer', 'Test'],
      ['refund', null, null, 'customer', 'Test'],
    ]);
    expect(events[1]!.reason).toBe(
      `Refunded ${dollars(order.total)} to the card by releasing its hold (Order cancelled)`,
    );
    const mail = (await t.app.ctx.db.select().from(outbox)).find((m) =>
      m.subject.includes(`order ${order.id} has been cancelled`),
    );
    expect(mail?.text).toContain(`Order ${order.id} has been cancelled`);
    expect(mail?.text).toContain(`A refund of ${dollars(order.total)} is on its way to your card.`);
    expect(mail?.html).toContain(`Order ${order.id} has been cancelled`);
  });

  it('refunds a captured card order at the gateway', async () => {
    const { who, order } = await placedOrder(t, 'default_card');
    await t.app.ctx.jobs.drain();
    expect((await cardPayment(t, order.id)).status).toBe('captured');
    const res = await cancel(who, order.id);
    expect([res.status, res.body.refund]).toEqual([200, { amount: order.total, why: '' }]);
    const gateway = await cardPayment(t, order.id);
    expect([gateway.status, gateway.refundedCents]).toEqual(['captured', order.total]);
    expect((await paymentOf(t, order.id)).status).toBe('refunded');
    expect((await refundRows(t, order.id)).map((r) => r.method)).toEqual(['card_refund']);
  });

  it('refunds a new card paid on the hosted page through its checkout session', async () => {
    const { who, order } = await placedOrder(t, 'new_card');
    const res = await cancel(who, order.id);
    expect([res.status, res.body.refund.amount]).toEqual([200, order.total]);
    expect((await cardPayment(t, order.id)).refundedCents).toBe(order.total);
    expect((await paymentOf(t, order.id)).status).toBe('refunded');
  });

  it('voids a PayPal authorization not yet captured, and the capture job leaves it alone', async () => {
    const { who, order } = await placedOrder(t, 'paypal');
    expect((await cancel(who, order.id)).status).toBe(200);
    expect((await paypalState(t, order.id)).authStatus).toBe('voided');
    await t.app.ctx.jobs.drain();
    expect(await paypalState(t, order.id)).toEqual({ authStatus: 'voided', capture: null });
    expect((await paymentOf(t, order.id)).status).toBe('canceled');
    expect((await refundRows(t, order.id)).map((r) => [r.method, r.status])).toEqual([
      ['paypal_void', 'succeeded'],
    ]);
  });

  it('refunds a captured PayPal payment', async () => {
    const { who, order } = await placedOrder(t, 'paypal');
    await t.app.ctx.jobs.drain();
    expect((await paypalState(t, order.id)).authStatus).toBe('captured');
    const res = await cancel(who, order.id);
    expect([res.status, res.body.refund.amount]).toEqual([200, order.total]);
    const { capture } = await paypalState(t, order.id);
    expect(capture?.refunds.map((r) => r.amountCents)).toEqual([order.total]);
    expect((await paymentOf(t, order.id)).status).toBe('refunded');
    expect((await refundRows(t, order.id)).map((r) => r.method)).toEqual(['paypal_refund']);
  });

  it('gives credit terms back to the balance', async () => {
    const { who, order } = await placedOrder(t, 'term');
    expect(await termBalance(t, who.companyId)).toBe(100_000 - order.total);
    const res = await cancel(who, order.id);
    expect([res.status, res.body.refund.amount]).toEqual([200, order.total]);
    expect(await termBalance(t, who.companyId)).toBe(100_000);
    expect((await refundRows(t, order.id)).map((r) => r.method)).toEqual(['term_balance']);
    expect((await paymentOf(t, order.id)).status).toBe('refunded');
  });

  it('cancels an order in production without a refund; its held money is still taken', async () => {
    const { who, order } = await placedOrder(t, 'default_card');
    await move(order.id, 'ReadyToProduce');
    await move(order.id, 'InProduction');
    const res = await cancel(who, order.id);
    expect([res.status, res.body.refund]).toEqual([
      200,
      { amount: 0, why: 'Items in production are not refundable.' },
    ]);
    expect(await refundRows(t, order.id)).toEqual([]);
    await t.app.ctx.jobs.drain();
    expect((await cardPayment(t, order.id)).status).toBe('captured');
    const mail = (await t.app.ctx.db.select().from(outbox)).find((m) =>
      m.subject.includes(`order ${order.id} has been cancelled`),
    );
    expect(mail?.text).toContain('No refund is due: Items in production are not refundable.');
  });

  it('refunds a cancel from Ready To Produce', async () => {
    const { who, order } = await placedOrder(t, 'term');
    await move(order.id, 'ReadyToProduce');
    const res = await cancel(who, order.id);
    expect([res.status, res.body.refund.amount]).toEqual([200, order.total]);
  });

  it('refuses an order already cancelled (409) and one shipped (409), in the page words', async () => {
    const { who, order } = await placedOrder(t, 'term');
    expect((await cancel(who, order.id)).status).toBe(200);
    const again = await cancel(who, order.id);
    expect([again.status, again.body.error]).toEqual([
      409,
      { code: 'already_cancelled', message: `Order ${order.id} has already been cancelled` },
    ]);
    expect(await refundRows(t, order.id)).toHaveLength(1);

    const shipped = await placedOrder(t, 'term');
    for (const to of ['ReadyToProduce', 'InProduction', 'OrderShipped'] as const)
      await move(shipped.order.id, to);
    const res = await cancel(shipped.who, shipped.order.id);
    expect([res.status, res.body.error]).toEqual([
      409,
      {
        code: 'cannot_cancel',
        message: 'There was a problem cancelling your order: it has already shipped.',
      },
    ]);
    expect(await statusOf(shipped.order.id)).toBe('OrderShipped');
    expect(await refundRows(t, shipped.order.id)).toEqual([]);
  });

  it('lets one of two concurrent cancels through and refunds once', async () => {
    const { who, order } = await placedOrder(t, 'default_card');
    await t.app.ctx.jobs.drain();
    const both = await Promise.all([cancel(who, order.id), cancel(who, order.id)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.body.error.message).toBe(
      `Order ${order.id} has already been cancelled`,
    );
    const gateway = await cardPayment(t, order.id);
    expect(gateway.refundedCents).toBe(order.total);
    expect(await refundRows(t, order.id)).toHaveLength(1);
    expect((await eventsOf(t, order.id)).filter((e) => e.kind === 'refund')).toHaveLength(1);
  });

  it('stays consistent when a cancel races a staff move: the refund matches the status it left', async () => {
    for (const [from, to] of [
      [null, 'ReadyToProduce'],
      ['ReadyToProduce', 'InProduction'],
    ] as const) {
      const { who, order } = await placedOrder(t, 'term');
      if (from) await move(order.id, from);
      const [res, moved] = await Promise.all([
        cancel(who, order.id),
        move(order.id, to).then(
          () => 'moved',
          (err) => err.code as string,
        ),
      ]);
      expect(res.status).toBe(200);
      expect(await statusOf(order.id)).toBe('Disabled');
      const cancelled = (await eventsOf(t, order.id)).find((e) => e.toStatus === 'Disabled')!;
      // The move either went first (the cancel left its status) or found the order cancelled.
      if (moved === 'moved') expect(cancelled.fromStatus).toBe(to);
      else expect([moved, cancelled.fromStatus]).toEqual(['illegal_status_move', from ?? 'Created']);
      const due = cancelled.fromStatus === 'InProduction' ? 0 : order.total;
      expect(res.body.refund.amount).toBe(due);
      expect((await refundRows(t, order.id)).map((r) => r.amount)).toEqual(due ? [due] : []);
      expect(await termBalance(t, who.companyId)).toBe(100_000 - order.total + due);
    }
  });

  it('answers the cancellation when the refund fails, and retries it on the queue', async () => {
    const { who, order } = await placedOrder(t, 'default_card');
    await t.app.ctx.jobs.drain();
    const cards = t.app.ctx.payments.providers.cards;
    const refundPayment = cards.refundPayment;
    cards.refundPayment = async () => {
      throw new PaymentError('unavailable', { detail: 'gateway timed out' });
    };
    const mark = await lastJobId(t);
    try {
      const res = await cancel(who, order.id);
      // The cancellation mail and the refund's retry are the company's jobs.
      expect(await jobGroupsSince(t, mark)).toEqual({
        'mail.send': [companyGroup(who.companyId)],
        'refunds.retry': [companyGroup(who.companyId)],
      });
      expect([res.status, res.body.refund]).toEqual([
        200,
        { amount: order.total, why: `Your refund of ${dollars(order.total)} is being processed.` },
      ]);
      expect((await refundRows(t, order.id)).map((r) => [r.status, r.failure])).toEqual([
        ['failed', 'gateway timed out'],
      ]);
      expect(await statusOf(order.id)).toBe('Disabled');
    } finally {
      cards.refundPayment = refundPayment;
    }
    await t.app.ctx.jobs.drain();
    expect((await refundRows(t, order.id)).map((r) => r.status)).toEqual(['succeeded']);
    expect((await cardPayment(t, order.id)).refundedCents).toBe(order.total);
    const retries = await t.app.ctx.db.select().from(jobs).where(eq(jobs.type, 'refunds.retry'));
    expect(retries.map((j) => j.status)).toContain('done');
  });

  it('hides another company’s order (404), wants a session (401), a number (400) and the CSRF token (403)', async () => {
    const { order } = await placedOrder(t, 'term');
    const other = await signedInCompany(t);
    const res = await cancel(other, order.id);
    expect(res.status).toBe(404);
    expect(await statusOf(order.id)).toBe('Created');
    expect((await t.client().post(`/api/orders/${order.id}/cancel`)).status).toBe(401);
    expect((await other.c.post('/api/orders/abc/cancel')).status).toBe(400);
    expect((await other.c.post('/api/orders/0/cancel')).status).toBe(400);
    expect((await other.c.post(`/api/orders/${order.id}/cancel`, undefined, { csrf: false })).status).toBe(
      403,
    );
    expect((await cancel(other, 2_000_000_000)).status).toBe(404);
  });

  it('lets staff cancel any company’s order through cancelOrder, named on the timeline', async () => {
    const { cancelOrder } = await import('./index');
    const { order } = await placedOrder(t, 'term');
    const done = await cancelOrder(t.app.ctx, { orderId: order.id, actor: STAFF, reason: 'Customer called' });
    expect(done.order.status).toBe('Disabled');
    expect(done.refund.amount).toBe(order.total);
    const events = await eventsOf(t, order.id);
    expect(events.map((e) => [e.kind, e.actorName, e.reason.startsWith('Refunded') || e.reason])).toEqual([
      ['status', 'Sam Staff', 'Customer called'],
      ['refund', 'Sam Staff', true],
    ]);
  });
});

describe('cancelling more than 24 hours after placing', () => {
  let t: TestApp;
  let clock = Date.now();

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    await seedCatalog(t.app, { images: false });
  });
  afterAll(() => t.close());

  it('cancels without a refund', async () => {
    const { who, order } = await placedOrder(t, 'term' satisfies PayBy);
    clock = Date.now() + 25 * 60 * 60_000;
    // The access cookie runs on the same clock: sign the same session again, as a refresh would.
    const session = JSON.parse(
      Buffer.from(who.c.cookies.get('access')!.split('.')[0]!, 'base64url').toString(),
    );
    who.c.cookies.set('access', t.app.ctx.signer.sign({ ...session, exp: undefined }));
    const res = await who.c.post(`/api/orders/${order.id}/cancel`);
    expect([res.status, res.body.refund]).toEqual([
      200,
      { amount: 0, why: 'Orders cancelled after 24 hours are not refunded.' },
    ]);
    expect(await refundRows(t, order.id)).toEqual([]);
  });
});
