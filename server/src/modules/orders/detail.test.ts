import { ORDER_MSG, orderDetailSchema, trackingUrl } from '@pressrun/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, payments, refunds, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { type Actor, moveOrder } from './status';
import { seedOrders, type Who } from './test-orders';

describe('an order’s page (GET /api/orders/:id) and its print files', () => {
  let t: TestApp;
  const staff: Actor = { kind: 'staff', id: null, name: 'Grace Hopper' };
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const detail = (who: Who, id: number) => who.c.get(`/api/orders/${id}`);

  async function move(orderId: number, to: 'ReadyToProduce' | 'InProduction' | 'OrderShipped', set = {}) {
    await t.app.ctx.db.transaction((tx) =>
      moveOrder(tx, { orderId, to, actor: staff, reason: `to ${to}`, set }),
    );
  }

  async function claimOn(who: Who, orderId: number, status: string, resolution: string | null = null) {
    const [row] = await t.app.ctx.db
      .insert(claims)
      .values({
        companyId: who.companyId,
        orderId,
        userId: who.userId,
        reason: 'misprinted',
        remarks: 'Smudged',
        email: 'c@example.com',
        photoKey: 'claims/x/photo.png',
        status,
        resolution,
      })
      .returning();
    return row!;
  }

  it('shows a shipped order with its timeline, tracking and what may be done now', async () => {
    const who = await signedInCompany(t);
    await t.app.ctx.db.update(users).set({ lastName: 'Customer' }).where(eq(users.id, who.userId));
    const [{ order, items } = { order: null!, items: [] }] = await seedOrders(t, who, [
      { items: [{ printFileKey: 'orders/x/print.png' }, { printFileKey: null }] },
    ]);
    await move(order.id, 'ReadyToProduce');
    await move(order.id, 'InProduction');
    const shippedAt = new Date();
    await move(order.id, 'OrderShipped', {
      trackingNumber: '9400 1000',
      trackingCarrier: 'USPS',
      shippedAt,
    });
    const res = await detail(who, order.id);
    expect(res.status).toBe(200);
    expect(orderDetailSchema.safeParse(res.body).success).toBe(true);
    const d = res.body;
    expect(d.order).toMatchObject({
      id: order.id,
      status: 'OrderShipped',
      total: 2599,
      trackingNumber: '9400 1000',
      trackingCarrier: 'USPS',
      trackingUrl: trackingUrl('USPS', '9400 1000'),
      shippedAt: shippedAt.toISOString(),
      printFileUrls: { [items[0]!.id]: `/api/orders/${order.id}/items/${items[0]!.id}/print-file` },
    });
    expect(d.order.items).toHaveLength(2);
    expect(
      d.events.map((e: { toStatus: string; actorName: string; actorKind: string }) => [
        e.toStatus,
        e.actorKind,
        e.actorName,
      ]),
    ).toEqual([
      ['Created', 'customer', 'Test Customer'],
      ['ReadyToProduce', 'staff', 'Grace Hopper'],
      ['InProduction', 'staff', 'Grace Hopper'],
      ['OrderShipped', 'staff', 'Grace Hopper'],
    ]);
    expect(d.events[0].at).toBe(order.createdAt.toISOString());
    expect(d.events[3]).toMatchObject({
      fromStatus: 'InProduction',
      reason: 'to OrderShipped',
      kind: 'status',
    });
    expect(d).toMatchObject({
      canCancel: false,
      cancelRefund: null,
      canClaim: true,
      claim: null,
      refunded: 0,
      refundPending: 0,
    });
  });

  it('offers cancel with the refund that cancelling would give', async () => {
    const who = await signedInCompany(t);
    const [fresh, old, inProd] = await seedOrders(t, who, [
      { total: 5000 },
      { total: 5000, createdAt: new Date(Date.now() - 25 * 3_600_000) },
      { total: 5000, status: 'InProduction' },
    ]);
    const a = (await detail(who, fresh!.order.id)).body;
    expect(a).toMatchObject({ canCancel: true, cancelRefund: { amount: 5000, why: '' }, canClaim: false });
    expect(a.order.trackingUrl).toBeNull();
    expect(a.order.printFileUrls).toEqual({});
    const b = (await detail(who, old!.order.id)).body;
    expect(b.cancelRefund).toEqual({ amount: 0, why: 'Orders cancelled after 24 hours are not refunded.' });
    const c = (await detail(who, inProd!.order.id)).body;
    expect(c.cancelRefund).toEqual({ amount: 0, why: 'Items in production are not refundable.' });
    const [gone] = await seedOrders(t, who, [{ status: 'Disabled' }]);
    expect((await detail(who, gone!.order.id)).body).toMatchObject({ canCancel: false, cancelRefund: null });
  });

  it('shows the latest claim; an open one stops another claim', async () => {
    const who = await signedInCompany(t);
    const [{ order } = { order: null! }] = await seedOrders(t, who, [
      { status: 'OrderShipped', trackingNumber: 'JD0001', trackingCarrier: 'DhlEcs' },
    ]);
    const first = await claimOn(who, order.id, 'REJECTED');
    let d = (await detail(who, order.id)).body;
    expect(d.order.trackingUrl).toBe(trackingUrl('DhlEcs', 'JD0001'));
    expect(d.claim).toEqual({ id: first.id, status: 'REJECTED', reason: 'misprinted', resolution: null });
    expect(d.canClaim).toBe(true);
    const open = await claimOn(who, order.id, 'UNRESOLVED');
    d = (await detail(who, order.id)).body;
    expect(d.claim.id).toBe(open.id);
    expect(d.canClaim).toBe(false);
    await t.app.ctx.db
      .update(claims)
      .set({ status: 'RESOLVED', resolution: 'refund' })
      .where(eq(claims.id, open.id));
    d = (await detail(who, order.id)).body;
    expect(d.claim).toMatchObject({ status: 'RESOLVED', resolution: 'refund' });
    expect(d.canClaim).toBe(true);
  });

  it('adds up the refunds that went through, and those still on their way', async () => {
    const who = await signedInCompany(t);
    const [{ order } = { order: null! }] = await seedOrders(t, who, [{ status: 'OrderShipped' }]);
    const [payment] = await t.app.ctx.db
      .insert(payments)
      .values({
        companyId: who.companyId,
        cartId: order.cartId,
        orderId: order.id,
        payType: 'term',
        provider: 'term',
        amount: 2599,
        status: 'captured',
        idempotencyKey: `k-${order.id}`,
      })
      .returning();
    const refund = (key: string, amount: number, status: string) => ({
      orderId: order.id,
      companyId: who.companyId,
      paymentId: payment!.id,
      key,
      amount,
      status,
    });
    await t.app.ctx.db
      .insert(refunds)
      .values([
        refund('a', 500, 'succeeded'),
        refund('b', 700, 'failed'),
        refund('c', 300, 'succeeded'),
        refund('d', 40, 'pending'),
      ]);
    // A failed refund is tried again: for the customer it is still on its way.
    expect((await detail(who, order.id)).body).toMatchObject({ refunded: 800, refundPending: 740 });
  });

  it('answers 404 for another company’s order and a missing one, 400 for a malformed id, 401 without a session', async () => {
    const a = await signedInCompany(t);
    const b = await signedInCompany(t);
    const [theirs] = await seedOrders(t, b, [{}]);
    const res = await detail(a, theirs!.order.id);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(ORDER_MSG.notFound);
    expect((await detail(a, 2_000_000_000)).status).toBe(404);
    expect((await a.c.get('/api/orders/abc')).status).toBe(400);
    expect((await a.c.get('/api/orders/99999999999')).status).toBe(400);
    expect((await t.client().get(`/api/orders/${theirs!.order.id}`)).status).toBe(401);
  });

  describe('print files', () => {
    const bytes = Buffer.from('%PNG fake print file bytes');
    const url = (orderId: number, itemId: number) => `/api/orders/${orderId}/items/${itemId}/print-file`;

    it('serves the company’s own print file as a download', async () => {
      const who = await signedInCompany(t);
      await t.app.ctx.storage.put('mockups/pf1/print-file.png', bytes, 'image/png');
      const [{ order, items } = { order: null!, items: [] }] = await seedOrders(t, who, [
        { items: [{ printFileKey: 'mockups/pf1/print-file.png' }] },
      ]);
      const res = await who.c.get(url(order.id, items[0]!.id));
      expect(res.status).toBe(200);
      expect(res.raw.equals(bytes)).toBe(true);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="order-${order.id}-item-${items[0]!.id}-print-file.png"`,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
    });

    it('answers 404 for another company’s order, an unknown item, an item without a file or a file gone', async () => {
      const a = await signedInCompany(t);
      const b = await signedInCompany(t);
      await t.app.ctx.storage.put('mockups/pf2/print-file.png', bytes, 'image/png');
      const [theirs] = await seedOrders(t, b, [{ items: [{ printFileKey: 'mockups/pf2/print-file.png' }] }]);
      const [mine] = await seedOrders(t, a, [
        { items: [{ printFileKey: null }, { printFileKey: 'mockups/missing/print-file.png' }] },
      ]);
      const theirItem = theirs!.items[0]!.id;
      expect((await b.c.get(url(theirs!.order.id, theirItem))).status).toBe(200);
      expect((await a.c.get(url(theirs!.order.id, theirItem))).status).toBe(404);
      // Their item under my order's id is not mine either.
      expect((await a.c.get(url(mine!.order.id, theirItem))).status).toBe(404);
      expect((await a.c.get(url(mine!.order.id, 2_000_000_000))).status).toBe(404);
      expect((await a.c.get(url(mine!.order.id, mine!.items[0]!.id))).status).toBe(404);
      expect((await a.c.get(url(mine!.order.id, mine!.items[1]!.id))).status).toBe(404);
      expect((await a.c.get(`/api/orders/${mine!.order.id}/items/x/print-file`)).status).toBe(400);
      expect((await t.client().get(url(theirs!.order.id, theirItem))).status).toBe(401);
    });
  });
});
