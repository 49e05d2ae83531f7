import { STATUS_LABEL } from '@pressrun/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, outbox, users } from '../../db/schema';
import { companyGroup } from '../../providers/jobs/queue';
import { createTestApp, type TestApp, type TestClient } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { jobGroupsSince, lastJobId } from '../../test/jobs';
import { pdfText } from '../../test/pdf-text';
import { seedCatalog } from '../catalog/seed';
import { customerCompany, seedQueue } from './test-orders';

const URL = '/api/admin/production';
const NOT_FOUND_MSG = 'That order does not exist.';
const TRACKING_MSG = 'Enter a tracking number of 1 to 64 letters and digits.';

describe('/api/admin/production', () => {
  let t: TestApp;
  let clock = Date.now();
  let staff: TestClient;
  let staffUserId: number;
  let acme: Awaited<ReturnType<typeof customerCompany>>;

  const eventsOf = (orderId: number) =>
    t.app.ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
  const statusOf = async (orderId: number) =>
    (await t.app.ctx.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status;
  const seed = (specs: Parameters<typeof seedQueue>[2]) => seedQueue(t, acme, specs);

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    await seedCatalog(t.app, { images: false });
    const s = await signedInCompany(t, { staffRole: 'operator' });
    staff = s.c;
    staffUserId = s.userId;
    await t.app.ctx.db
      .update(users)
      .set({ firstName: 'Sam', lastName: 'Stafford' })
      .where(eq(users.id, s.userId));
    acme = await customerCompany(t);
  });
  afterAll(() => t.close());

  describe('GET /queue', () => {
    it('lists one status oldest first, 50 a page, with the counts of every status', async () => {
      const other = await customerCompany(t, 'Other Co');
      const created = await seed(Array.from({ length: 55 }, (_, i) => ({ po: `Q${i}` })));
      await seedQueue(t, other, [
        {
          facility: 'Charlotte',
          items: [{ quantity: 3 }, { quantity: 4 }],
          shipTo: { firstName: 'Bea', lastName: 'Bee' },
        },
        { status: 'InProduction' },
        { status: 'OrderShipped' },
        { status: 'Disabled', facility: 'Charlotte' },
      ]);
      const first = await staff.get(`${URL}/queue`);
      expect(first.status).toBe(200);
      expect(first.body.counts).toEqual({
        Created: 56,
        ReadyToProduce: 0,
        InProduction: 1,
        OrderShipped: 1,
        Disabled: 1,
      });
      expect(first.body.orders).toHaveLength(50);
      expect(first.body.orders[0]).toEqual({
        id: created[0]!.id,
        po: 'Q0',
        companyName: acme.companyName,
        status: 'Created',
        facility: 'Los Angeles',
        createdAt: created[0]!.createdAt.toISOString(),
        totalQuantity: 2,
        itemCount: 1,
        shipToName: 'Ada Lovelace',
        shippingOption: 'Standard',
      });
      const second = await staff.get(`${URL}/queue?status=Created&after=${first.body.next}`);
      expect(second.body.orders).toHaveLength(6);
      expect(second.body.next).toBeNull();
      const ids = [...first.body.orders, ...second.body.orders].map((o: { id: number }) => o.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(new Set(ids).size).toBe(56);

      const charlotte = await staff.get(`${URL}/queue?facility=Charlotte`);
      expect(charlotte.body.counts).toEqual({
        Created: 1,
        ReadyToProduce: 0,
        InProduction: 0,
        OrderShipped: 0,
        Disabled: 1,
      });
      expect(charlotte.body.orders).toEqual([
        expect.objectContaining({
          facility: 'Charlotte',
          itemCount: 2,
          totalQuantity: 7,
          shipToName: 'Bea Bee',
        }),
      ]);
      const shipped = await staff.get(`${URL}/queue?status=OrderShipped`);
      expect(shipped.body.orders.map((o: { status: string }) => o.status)).toEqual(['OrderShipped']);
    });

    it('refuses a status, facility or cursor it does not know', async () => {
      for (const [q, message] of [
        ['status=Shipped', 'Choose a status: Created, ReadyToProduce, InProduction, OrderShipped, Disabled.'],
        ['facility=Paris', 'Choose a facility: Los Angeles, Charlotte.'],
        ['after=abc', 'That page of the queue does not exist.'],
        ['after=-1', 'That page of the queue does not exist.'],
      ]) {
        const res = await staff.get(`${URL}/queue?${q}`);
        expect([res.status, res.body.error.message]).toEqual([400, message]);
      }
    });
  });

  describe('POST /moves', () => {
    it('moves each order it may, refuses the others with the reason, and names the staff member', async () => {
      const [a, b, shipped] = await seed([{}, {}, { status: 'OrderShipped' }]);
      const res = await staff.post(`${URL}/moves`, {
        orderIds: [a!.id, b!.id, shipped!.id, a!.id, 2_000_000_000],
        to: 'ReadyToProduce',
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        moved: [a!.id, b!.id],
        refused: [
          { id: shipped!.id, message: 'An order that is Order Shipped cannot move to Ready To Produce.' },
          { id: 2_000_000_000, message: NOT_FOUND_MSG },
        ],
      });
      expect(await statusOf(a!.id)).toBe('ReadyToProduce');
      expect(await eventsOf(a!.id)).toEqual([
        expect.objectContaining({
          kind: 'status',
          fromStatus: 'Created',
          toStatus: 'ReadyToProduce',
          actorKind: 'staff',
          actorId: staffUserId,
          actorName: 'Sam Stafford',
        }),
      ]);
      expect(await eventsOf(shipped!.id)).toEqual([]);
      const skip = await staff.post(`${URL}/moves`, { orderIds: [b!.id], to: 'InProduction' });
      expect(skip.body).toEqual({ moved: [b!.id], refused: [] });
      const again = await staff.post(`${URL}/moves`, { orderIds: [b!.id], to: 'ReadyToProduce' });
      expect(again.body.refused).toEqual([
        { id: b!.id, message: 'An order that is In Production cannot move to Ready To Produce.' },
      ]);
    });

    it('refuses bad input with a clear message', async () => {
      const many = Array.from({ length: 201 }, (_, i) => i + 1);
      for (const [body, message] of [
        [{ orderIds: [], to: 'ReadyToProduce' }, 'Choose from 1 to 200 orders.'],
        [{ orderIds: many, to: 'ReadyToProduce' }, 'Choose from 1 to 200 orders.'],
        [{ to: 'ReadyToProduce' }, 'Choose from 1 to 200 orders.'],
        [{ orderIds: ['x'], to: 'ReadyToProduce' }, NOT_FOUND_MSG],
        [{ orderIds: [1.5], to: 'ReadyToProduce' }, NOT_FOUND_MSG],
        [
          { orderIds: [1], to: 'OrderShipped' },
          'Orders move here to ReadyToProduce or InProduction; shipping and cancelling have their own buttons.',
        ],
        [
          { orderIds: [1], to: 'Disabled' },
          'Orders move here to ReadyToProduce or InProduction; shipping and cancelling have their own buttons.',
        ],
      ] as const) {
        const res = await staff.post(`${URL}/moves`, body);
        expect([res.status, res.body.error.message]).toEqual([400, message]);
      }
    });

    it('moves each order once when two staff move the same orders at once', async () => {
      const rows = await seed(Array.from({ length: 12 }, () => ({})));
      const ids = rows.map((r) => r.id);
      const other = (await signedInCompany(t, { staffRole: 'admin' })).c;
      const [x, y] = await Promise.all([
        staff.post(`${URL}/moves`, { orderIds: ids, to: 'ReadyToProduce' }),
        other.post(`${URL}/moves`, { orderIds: [...ids].reverse(), to: 'ReadyToProduce' }),
      ]);
      expect([x.status, y.status]).toEqual([200, 200]);
      const moved = [...x.body.moved, ...y.body.moved].sort((a, b) => a - b);
      expect(moved).toEqual(ids);
      expect(x.body.refused.length + y.body.refused.length).toBe(12);
      const events = await t.app.ctx.db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids));
      expect(events).toHaveLength(12);
      expect(new Set(events.map((e) => e.orderId)).size).toBe(12);
    });
  });

  describe('GET /orders/:id', () => {
    it('shows any company’s order with its lines, files, timeline, label and what may happen next', async () => {
      const [o] = await seed([
        {
          facility: 'Charlotte',
          items: [
            { quantity: 3, printFile: Buffer.from('print-bytes') },
            { sku: 'NOT-SOLD', quantity: 1 },
          ],
        },
      ]);
      await staff.post(`${URL}/moves`, { orderIds: [o!.id], to: 'ReadyToProduce' });
      const res = await staff.get(`${URL}/orders/${o!.id}`);
      expect(res.status).toBe(200);
      const d = res.body;
      expect(d.order).toMatchObject({
        id: o!.id,
        po: 'PO1',
        status: 'ReadyToProduce',
        companyId: acme.companyId,
        companyName: acme.companyName,
        facility: 'Charlotte',
        trackingNumber: null,
        trackingUrl: null,
        shippedAt: null,
        shipTo: { firstName: 'Ada', state: 'CA' },
      });
      expect(d.items).toHaveLength(2);
      expect(d.items[0]).toMatchObject({
        sku: '21101',
        quantity: 3,
        previewUrl: expect.stringContaining('/media/'),
        printFileUrl: `${URL}/orders/${o!.id}/items/${d.items[0].id}/print-file`,
      });
      expect(d.items[1].printFileUrl).toBeNull();
      expect(d.events.map((e: { toStatus: string; actorName: string }) => [e.toStatus, e.actorName])).toEqual(
        [
          ['Created', 'Olive Owner'],
          ['ReadyToProduce', 'Sam Stafford'],
        ],
      );
      expect(d.shipFrom).toBeNull();
      expect(d.label).toEqual({
        from: expect.objectContaining({ companyName: 'PressRun', city: 'Charlotte', state: 'NC' }),
        to: {
          name: 'Ada Lovelace',
          companyName: '',
          street1: '1 Market St',
          street2: '',
          city: 'San Francisco',
          state: 'CA',
          zip: '94105',
          country: 'US',
        },
        service: 'USPS GroundAdvantage',
        // 3 mugs at 20 oz, and a sku the catalogue no longer sells at the one-pound default.
        weightOz: 3 * 20 + 16,
      });
      expect(d.canCancel).toBe(true);
      expect(d.cancelRefund).toEqual({ amount: 2599, why: '' });
      expect(d.nextStatuses).toEqual(['InProduction', 'Disabled']);
    });

    it('answers 404 for an order that does not exist, 400 for a malformed id', async () => {
      const missing = await staff.get(`${URL}/orders/2000000000`);
      expect([missing.status, missing.body.error.message]).toEqual([404, NOT_FOUND_MSG]);
      for (const id of ['abc', '0', '-1', '99999999999']) {
        const res = await staff.get(`${URL}/orders/${id}`);
        expect([res.status, res.body.error.message]).toEqual([400, NOT_FOUND_MSG]);
      }
    });
  });

  describe('POST /orders/:id/move', () => {
    it('moves one order and answers its page; an illegal move is 409 with the reason', async () => {
      const [o] = await seed([{}]);
      const res = await staff.post(`${URL}/orders/${o!.id}/move`, { to: 'ReadyToProduce' });
      expect(res.status).toBe(200);
      expect(res.body.order.status).toBe('ReadyToProduce');
      expect(res.body.events.at(-1)).toMatchObject({ toStatus: 'ReadyToProduce', actorName: 'Sam Stafford' });
      const again = await staff.post(`${URL}/orders/${o!.id}/move`, { to: 'ReadyToProduce' });
      expect([again.status, again.body.error.message]).toEqual([
        409,
        'An order that is Ready To Produce cannot move to Ready To Produce.',
      ]);
      const bad = await staff.post(`${URL}/orders/${o!.id}/move`, { to: 'Shipped' });
      expect(bad.status).toBe(400);
      const missing = await staff.post(`${URL}/orders/2000000000/move`, { to: 'ReadyToProduce' });
      expect([missing.status, missing.body.error.message]).toEqual([404, NOT_FOUND_MSG]);
    });
  });

  describe('POST /orders/:id/ship', () => {
    it('ships an order in production: tracking stored, the staff member named, the customer mailed the tracking link', async () => {
      const [o] = await seed([{ status: 'InProduction', po: 'SHIPME' }]);
      const mark = await lastJobId(t);
      const res = await staff.post(`${URL}/orders/${o!.id}/ship`, {
        carrier: 'USPS',
        trackingNumber: ' 9400111202555842761234 ',
      });
      expect(res.status).toBe(200);
      // Staff ship it, but the mail is the customer company's job.
      expect(await jobGroupsSince(t, mark)).toEqual({ 'mail.send': [companyGroup(o!.companyId)] });
      const trackingUrl = 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111202555842761234';
      expect(res.body.order).toMatchObject({
        status: 'OrderShipped',
        trackingNumber: '9400111202555842761234',
        trackingCarrier: 'USPS',
        trackingUrl,
        shippedAt: new Date(clock).toISOString(),
      });
      expect(res.body.canCancel).toBe(false);
      expect(res.body.nextStatuses).toEqual([]);
      expect(await eventsOf(o!.id)).toEqual([
        expect.objectContaining({
          fromStatus: 'InProduction',
          toStatus: 'OrderShipped',
          actorKind: 'staff',
          actorName: 'Sam Stafford',
          reason: 'Tracking USPS 9400111202555842761234',
        }),
      ]);
      await t.app.ctx.jobs.drain();
      const mail = (await t.app.ctx.db.select().from(outbox)).find((m) =>
        m.subject.includes(`order ${o!.id} `),
      );
      expect(mail).toMatchObject({ to: acme.email, subject: `Your PressRun order ${o!.id} has shipped` });
      expect(mail!.text).toContain('Tracking number: 9400111202555842761234.');
      expect(mail!.text).toContain(`Track your package: ${trackingUrl}`);
      expect(mail!.text).toContain(`Order ID ${o!.id}, PO SHIPME, has shipped with USPS.`);
      expect(mail!.html).toContain(`href="${trackingUrl.replace(/&/g, '&amp;')}"`);
      expect(mail!.html).toContain('Your order is on its way!');
    });

    it('ships with DHL eCommerce too', async () => {
      const [o] = await seed([{ status: 'InProduction' }]);
      const res = await staff.post(`${URL}/orders/${o!.id}/ship`, {
        carrier: 'DhlEcs',
        trackingNumber: 'GM123',
      });
      expect(res.body.order.trackingUrl).toContain('tracking-id=GM123');
    });

    it('refuses from any status but InProduction with 409, changing nothing and mailing no one', async () => {
      for (const status of ['Created', 'ReadyToProduce', 'OrderShipped', 'Disabled'] as const) {
        const [o] = await seed([{ status }]);
        const res = await staff.post(`${URL}/orders/${o!.id}/ship`, {
          carrier: 'USPS',
          trackingNumber: 'ABC123',
        });
        expect([res.status, res.body.error.message]).toEqual([
          409,
          `An order that is ${STATUS_LABEL[status]} cannot move to Order Shipped.`,
        ]);
        const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, o!.id));
        expect([row!.status, row!.trackingNumber]).toEqual([status, null]);
      }
    });

    it('refuses a carrier or tracking number it cannot use', async () => {
      const [o] = await seed([{ status: 'InProduction' }]);
      for (const [body, message] of [
        [{ carrier: 'FedEx', trackingNumber: 'ABC123' }, 'Choose the carrier: USPS or DhlEcs.'],
        [{ trackingNumber: 'ABC123' }, 'Choose the carrier: USPS or DhlEcs.'],
        [{ carrier: 'USPS', trackingNumber: '' }, TRACKING_MSG],
        [{ carrier: 'USPS', trackingNumber: '   ' }, TRACKING_MSG],
        [{ carrier: 'USPS', trackingNumber: 'A'.repeat(65) }, TRACKING_MSG],
        [{ carrier: 'USPS', trackingNumber: 'ABC-123' }, TRACKING_MSG],
        [{ carrier: 'USPS', trackingNumber: 'ABC 123' }, TRACKING_MSG],
        [{ carrier: 'USPS', trackingNumber: '<script>' }, TRACKING_MSG],
        [{ carrier: 'USPS', trackingNumber: 12345 }, TRACKING_MSG],
        [{ carrier: 'USPS' }, TRACKING_MSG],
      ] as const) {
        const res = await staff.post(`${URL}/orders/${o!.id}/ship`, body);
        expect([res.status, res.body.error.message]).toEqual([400, message]);
      }
      expect(await statusOf(o!.id)).toBe('InProduction');
      const ok = await staff.post(`${URL}/orders/${o!.id}/ship`, {
        carrier: 'USPS',
        trackingNumber: 'A'.repeat(64),
      });
      expect(ok.status).toBe(200);
    });
  });

  describe('POST /orders/:id/cancel', () => {
    it('cancels as staff: refund by the policy, the staff member on the timeline', async () => {
      const [o] = await seed([{}]);
      const res = await staff.post(`${URL}/orders/${o!.id}/cancel`);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(`Order ${o!.id} has been cancelled`);
      expect(res.body.refund.amount).toBe(2599);
      expect(res.body.order.status).toBe('Disabled');
      expect(res.body.canCancel).toBe(false);
      expect(res.body.events.at(-1)).toMatchObject({
        fromStatus: 'Created',
        toStatus: 'Disabled',
        actorKind: 'staff',
        actorName: 'Sam Stafford',
      });
      const again = await staff.post(`${URL}/orders/${o!.id}/cancel`);
      expect([again.status, again.body.error.message]).toEqual([
        409,
        `Order ${o!.id} has already been cancelled`,
      ]);
    });

    it('refuses a shipped order (409) and an unknown one (404)', async () => {
      const [o] = await seed([{ status: 'OrderShipped' }]);
      const res = await staff.post(`${URL}/orders/${o!.id}/cancel`, { reason: 'Customer asked' });
      expect([res.status, res.body.error.message]).toEqual([
        409,
        'There was a problem cancelling your order: it has already shipped.',
      ]);
      const missing = await staff.post(`${URL}/orders/2000000000/cancel`);
      expect(missing.status).toBe(404);
      const long = await staff.post(`${URL}/orders/${o!.id}/cancel`, { reason: 'x'.repeat(501) });
      expect([long.status, long.body.error.message]).toEqual([400, 'A reason has at most 500 characters.']);
    });
  });

  describe('packing slip and print files', () => {
    it('makes a real PDF with the order id, PO, addresses and quantities, and no prices', async () => {
      const [o] = await seed([
        {
          po: 'SLIP42',
          shipTo: { firstName: 'Łukasz', lastName: 'Żółć', city: 'Kraków' },
          items: [
            { quantity: 7, productName: 'Classic Mug' },
            { quantity: 2, sku: 'PS1824', productName: 'Poster', po: 'SHELF-B' },
          ],
        },
      ]);
      const res = await staff.get(`${URL}/orders/${o!.id}/packing-slip.pdf`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.raw.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.raw.subarray(-8).toString()).toContain('%%EOF');
      const text = await pdfText(res.raw);
      expect(text).toContain('Packing Slip');
      expect(text).toContain(String(o!.id));
      expect(text).toContain('SLIP42');
      expect(text).toContain('Łukasz Żółć');
      expect(text).toContain('Kraków');
      expect(text).toContain('PressRun Fulfillment');
      expect(text).toContain('SHELF-B');
      expect(text).toMatch(/\b7\b/);
      expect(text).toContain('9 items in 2 lines');
      expect(text).not.toMatch(/\$|25\.99|10\.00/);
    });

    it("prints the customer's ship-from on the slip and the label once they set one", async () => {
      const mine = await signedInCompany(t);
      const [o] = await seedQueue(t, mine, [{ po: 'FROM1', facility: 'Charlotte' }]);
      const before = (await staff.get(`${URL}/orders/${o!.id}`)).body;
      expect(before.shipFrom).toBeNull();
      expect(before.label.from).toMatchObject({ name: 'PressRun Fulfillment', city: 'Charlotte' });
      const saved = await mine.c.put('/api/ship-from', {
        companyName: 'Żabka Gifts',
        firstName: 'Zoë',
        lastName: 'Quill',
        street1: '77 Harbor Way',
        street2: 'Unit 5',
        city: 'Oakland',
        state: 'CA',
        country: 'US',
        zip: '94607',
      });
      expect(saved.status).toBe(200);
      const d = (await staff.get(`${URL}/orders/${o!.id}`)).body;
      expect(d.shipFrom).toEqual({
        companyName: 'Żabka Gifts',
        firstName: 'Zoë',
        lastName: 'Quill',
        street1: '77 Harbor Way',
        street2: 'Unit 5',
        city: 'Oakland',
        state: 'CA',
        country: 'US',
        zip: '94607',
      });
      expect(d.label.from).toEqual({
        name: 'Zoë Quill',
        companyName: 'Żabka Gifts',
        street1: '77 Harbor Way',
        street2: 'Unit 5',
        city: 'Oakland',
        state: 'CA',
        zip: '94607',
        country: 'US',
      });
      const res = await staff.get(`${URL}/orders/${o!.id}/packing-slip.pdf`);
      expect(res.status).toBe(200);
      const text = await pdfText(res.raw);
      for (const line of ['Żabka Gifts', 'Zoë Quill', '77 Harbor Way', 'Unit 5', 'Oakland, CA 94607'])
        expect(text).toContain(line);
      expect(text).not.toContain('PressRun Fulfillment');
      // Another company's slip still shows PressRun's address.
      const [theirs] = await seed([{}]);
      expect(await pdfText((await staff.get(`${URL}/orders/${theirs!.id}/packing-slip.pdf`)).raw)).toContain(
        'PressRun Fulfillment',
      );
    });

    it('answers 404 for the packing slip of an order that does not exist', async () => {
      const missing = await staff.get(`${URL}/orders/2000000000/packing-slip.pdf`);
      expect([missing.status, missing.body.error.message]).toEqual([404, NOT_FOUND_MSG]);
    });

    it('hands staff a line’s print file; 404 for a line without one or of another order', async () => {
      const [o, other] = await seed([
        { items: [{ printFile: Buffer.from('PRINT-ME') }, {}] },
        { items: [{ printFile: Buffer.from('OTHER') }] },
      ]);
      const d = (await staff.get(`${URL}/orders/${o!.id}`)).body;
      const res = await staff.get(d.items[0].printFileUrl);
      expect(res.status).toBe(200);
      expect(res.raw.toString()).toBe('PRINT-ME');
      expect(res.headers['content-disposition']).toContain('attachment');
      expect(res.headers['cache-control']).toBe('private, no-store');
      const none = await staff.get(`${URL}/orders/${o!.id}/items/${d.items[1].id}/print-file`);
      expect([none.status, none.body.error.message]).toEqual([404, 'This item has no print file.']);
      const otherItem = (await staff.get(`${URL}/orders/${other!.id}`)).body.items[0].id;
      expect((await staff.get(`${URL}/orders/${o!.id}/items/${otherItem}/print-file`)).status).toBe(404);
    });
  });

  describe('who may use it', () => {
    const routes = (id: number, itemId: number) =>
      [
        ['GET', `${URL}/queue`, undefined],
        ['GET', `${URL}/queue?status=Nope`, undefined],
        ['POST', `${URL}/moves`, { orderIds: [id], to: 'ReadyToProduce' }],
        ['POST', `${URL}/moves`, { orderIds: [], to: 'ReadyToProduce' }],
        ['GET', `${URL}/orders/${id}`, undefined],
        ['GET', `${URL}/orders/${id}/packing-slip.pdf`, undefined],
        ['GET', `${URL}/orders/${id}/items/${itemId}/print-file`, undefined],
        ['POST', `${URL}/orders/${id}/move`, { to: 'ReadyToProduce' }],
        ['POST', `${URL}/orders/${id}/ship`, { carrier: 'USPS', trackingNumber: 'X1' }],
        ['POST', `${URL}/orders/${id}/cancel`, undefined],
        ['GET', '/api/admin/error-reports', undefined],
      ] as const;

    it('answers a customer (even the order’s own) and a signed-out visitor exactly as an unknown route', async () => {
      const mine = await signedInCompany(t);
      const [o] = await seedQueue(t, mine, [{ items: [{ printFile: Buffer.from('P') }] }]);
      const itemId = (await staff.get(`${URL}/orders/${o!.id}`)).body.items[0].id;
      const visitor = t.client();
      await visitor.ensureCsrf();
      for (const c of [mine.c, visitor]) {
        for (const [method, url, body] of routes(o!.id, itemId)) {
          const res = await c.request(method, url, body);
          expect([url, res.status, res.body]).toEqual([
            url,
            404,
            { error: { code: 'not_found', message: `No route ${method} ${url.split('?')[0]}` } },
          ]);
        }
      }
      expect(await statusOf(o!.id)).toBe('Created');
      expect(await eventsOf(o!.id)).toEqual([]);
    });

    it('lets an operator run production but not set promo codes (admins only)', async () => {
      const operator = (await signedInCompany(t, { staffRole: 'operator' })).c;
      const admin = (await signedInCompany(t, { staffRole: 'admin' })).c;
      const [o] = await seed([{}]);
      expect(
        (await operator.post(`${URL}/moves`, { orderIds: [o!.id], to: 'ReadyToProduce' })).body.moved,
      ).toEqual([o!.id]);
      const promo = await operator.post('/api/admin/promo-codes', { code: 'OPS', percent: 10, usesLeft: 1 });
      expect([promo.status, promo.body.error.message]).toEqual([403, 'Only a PressRun admin can do this.']);
      expect(
        (await admin.post('/api/admin/promo-codes', { code: 'ADM', percent: 10, usesLeft: 1 })).status,
      ).toBe(201);
    });

    it('stops a revoked staff member within two seconds, whatever the access cookie says', async () => {
      const gone = await signedInCompany(t, { staffRole: 'operator' });
      expect((await gone.c.get(`${URL}/queue`)).status).toBe(200);
      await t.app.ctx.db.update(users).set({ staffRole: null }).where(eq(users.id, gone.userId));
      // Read a moment ago: this process may trust it a little longer (another process may not have read it at all).
      clock += 1_000;
      expect((await gone.c.get(`${URL}/queue`)).status).toBe(200);
      clock += 1_100;
      expect((await gone.c.get(`${URL}/queue`)).status).toBe(404);
      expect((await gone.c.post(`${URL}/moves`, { orderIds: [1], to: 'ReadyToProduce' })).status).toBe(404);
    });
  });
});
