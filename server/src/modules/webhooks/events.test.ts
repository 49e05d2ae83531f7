import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { completedCarts, MUG_LINE, termOrderValues } from '../../test/ordering';
import { insertOrder } from '../orders';
import { startReceiver } from './test-receiver';

/**
 * Events from the modules that make them (orders, production, cancellation, claims) reach the
 * company's subscribed endpoints through the events port, signed, each carrying the order's status
 * version, and never another company's endpoints.
 */
describe('webhook events', () => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let staff: Awaited<ReturnType<typeof signedInCompany>>;

  beforeAll(async () => {
    t = await createTestApp({ allowPrivateWebhooks: true });
    receiver = await startReceiver();
    staff = await signedInCompany(t, { staffRole: 'admin' });
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  async function deliverAll() {
    await t.app.ctx.db.execute(sql`update jobs set run_at = now() where status = 'queued'`);
    await t.app.ctx.jobs.drain();
  }

  async function placeOrder(who: Awaited<ReturnType<typeof signedInCompany>>, po: string) {
    const [cart] = await completedCarts(t, who, 1);
    const { order } = await t.app.ctx.db.transaction((tx) =>
      insertOrder(tx, { ...termOrderValues(who, cart!.id), po }, [{ ...MUG_LINE, po: 'LINE-1' }]),
    );
    return order;
  }

  function events(secret: string) {
    return receiver.received.map(
      // biome-ignore lint/suspicious/noExplicitAny: payloads as the receiver reads them
      (r) => new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as any,
    );
  }

  it('sends order.created, order.status_changed, order.shipped with tracking, order.cancelled and claim.resolved', async () => {
    const who = await signedInCompany(t);
    const other = await signedInCompany(t);
    const reg = await who.c.post('/api/webhooks/endpoints', {
      url: receiver.url,
      events: ['order.created', 'order.status_changed', 'order.shipped', 'order.cancelled', 'claim.resolved'],
    });
    const secret = reg.body.secret as string;
    // Another company's orders never reach this endpoint.
    await placeOrder(other, 'NOT-MINE');

    const order = await placeOrder(who, 'PO-1');
    for (const to of ['ReadyToProduce', 'InProduction'])
      expect((await staff.c.post(`/api/admin/production/orders/${order.id}/move`, { to })).status).toBe(200);
    const ship = await staff.c.post(`/api/admin/production/orders/${order.id}/ship`, {
      carrier: 'USPS',
      trackingNumber: '9400111202555842761234',
    });
    expect(ship.status).toBe(200);

    const second = await placeOrder(who, 'PO-2');
    expect(
      (await who.c.post(`/api/orders/${second.id}/cancel`, { reason: 'Changed my mind' })).status,
    ).toBeLessThan(300);

    const [claim] = await t.app.ctx.db
      .insert(claims)
      .values({
        companyId: who.companyId,
        orderId: order.id,
        userId: who.userId,
        reason: 'Damaged',
        remarks: 'Broken',
        email: 'c@example.com',
        photoKey: 'claims/x.png',
      })
      .returning();
    const resolved = await staff.c.post(`/api/admin/claims/${claim!.id}/resolve`, { resolution: 'credit' });
    expect(resolved.status).toBe(200);

    await deliverAll();
    const got = events(secret);
    expect(got.map((e) => [e.type, e.data.order?.po ?? e.data.claim?.id])).toEqual([
      ['order.created', 'PO-1'],
      ['order.status_changed', 'PO-1'],
      ['order.status_changed', 'PO-1'],
      ['order.shipped', 'PO-1'],
      ['order.created', 'PO-2'],
      ['order.cancelled', 'PO-2'],
      ['claim.resolved', claim!.id],
    ]);
    const first = got.filter((e) => e.data.order?.id === order.id);
    expect(first.map((e) => [e.data.order.status, e.data.order.status_version])).toEqual([
      ['Created', 1],
      ['ReadyToProduce', 2],
      ['InProduction', 3],
      ['OrderShipped', 4],
    ]);
    expect(first[3].data.order.shipping).toMatchObject({
      carrier: 'USPS',
      tracking_number: '9400111202555842761234',
      tracking_url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111202555842761234',
    });
    expect(first[0]).toMatchObject({
      timestamp: expect.any(String),
      data: { order: { totals: { total: 2599 } } },
    });
    expect(got.at(-1).data.claim).toMatchObject({
      order_id: order.id,
      status: 'RESOLVED',
      resolution: 'credit',
    });
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(7);
  });

  it('sends only the events an endpoint subscribed to, and nothing to a disabled one', async () => {
    receiver.received.length = 0;
    const who = await signedInCompany(t);
    const reg = await who.c.post('/api/webhooks/endpoints', { url: receiver.url, events: ['order.shipped'] });
    const off = await who.c.post('/api/webhooks/endpoints', { url: receiver.url, events: ['order.created'] });
    await who.c.patch(`/api/webhooks/endpoints/${off.body.endpoint.id}`, { enabled: false });
    const order = await placeOrder(who, 'QUIET');
    await staff.c.post(`/api/admin/production/orders/${order.id}/move`, { to: 'ReadyToProduce' });
    await deliverAll();
    expect(receiver.received).toEqual([]);
    const log = await who.c.get(`/api/webhooks/endpoints/${reg.body.endpoint.id}/deliveries`);
    expect(log.body.deliveries).toEqual([]);
  });
});
