import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, jobs, orderItems, productTemplates } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { CA_SHIP_TO, mugInCart } from '../../test/ordering';
import { seedCatalog } from '../catalog/seed';
import { COPY_FILES_JOB, copyFilesJob } from './copy-files';
import { seedOrders } from './test-orders';

describe('orders own their files (job orders.copy-files)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.app, { images: false });
  });
  afterAll(() => t.close());

  const itemOf = async (id: number) =>
    (await t.app.ctx.db.select().from(orderItems).where(eq(orderItems.id, id)))[0]!;

  it('copies each line’s print file under orders/{id}/ and its preview under order-previews/, and serves the copies after the originals go', async () => {
    const who = await signedInCompany(t);
    const storage = t.app.ctx.storage;
    await storage.put('mockups/cf1/preview-0.png', Buffer.from('preview bytes'), 'image/png');
    await storage.put('mockups/cf1/print-file.png', Buffer.from('print bytes'), 'image/png');
    const [{ order, items } = { order: null!, items: [] }] = await seedOrders(t, who, [
      {
        items: [
          { previewKey: 'mockups/cf1/preview-0.png', printFileKey: 'mockups/cf1/print-file.png' },
          { previewKey: null, printFileKey: null },
        ],
      },
    ]);
    await t.app.ctx.jobs.enqueueAll([copyFilesJob(order.id)]);
    await t.app.ctx.jobs.drain();

    const copied = await itemOf(items[0]!.id);
    expect(copied.previewKey).toMatch(/^order-previews\/[0-9a-f]{32}\/preview\.png$/);
    expect(copied.printFileKey).toMatch(
      new RegExp(`^orders/${order.id}/${items[0]!.id}-[0-9a-f]{32}/print-file\\.png$`),
    );
    expect((await storage.get(copied.printFileKey!))?.body.toString()).toBe('print bytes');
    expect((await storage.get(copied.previewKey!))?.contentType).toBe('image/png');
    const empty = await itemOf(items[1]!.id);
    expect([empty.previewKey, empty.printFileKey]).toEqual([null, null]);

    // The customer deletes the template: its files go, the order's stay.
    await storage.delete('mockups/cf1/preview-0.png');
    await storage.delete('mockups/cf1/print-file.png');
    const file = await who.c.get(`/api/orders/${order.id}/items/${items[0]!.id}/print-file`);
    expect([file.status, file.raw.toString()]).toEqual([200, 'print bytes']);
    const detail = (await who.c.get(`/api/orders/${order.id}`)).body;
    expect(detail.order.items[0].previewUrl).toBe(`/media/${copied.previewKey}`);
    expect((await t.client().get(`/media/${copied.previewKey}`)).raw.toString()).toBe('preview bytes');
    // The print file is private: /media does not serve it, even to someone who learnt its key.
    expect((await t.client().get(`/media/${copied.printFileKey}`)).status).toBe(404);

    // Run again (a retried job): nothing changes.
    await t.app.ctx.jobs.enqueueAll([copyFilesJob(order.id)]);
    await t.app.ctx.jobs.drain();
    expect(await itemOf(items[0]!.id)).toEqual(copied);
  });

  it('leaves a line pointing where it did when its file is already gone', async () => {
    const who = await signedInCompany(t);
    const [{ order, items } = { order: null!, items: [] }] = await seedOrders(t, who, [
      { items: [{ previewKey: 'mockups/gone/preview-0.png', printFileKey: 'mockups/gone/print-file.png' }] },
    ]);
    await t.app.ctx.jobs.enqueueAll([copyFilesJob(order.id)]);
    await t.app.ctx.jobs.drain();
    const item = await itemOf(items[0]!.id);
    expect([item.previewKey, item.printFileKey]).toEqual([
      'mockups/gone/preview-0.png',
      'mockups/gone/print-file.png',
    ]);
    const [job] = await t.app.ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.type, COPY_FILES_JOB))
      .orderBy(jobs.id);
    expect(job?.status).toBe('done');
  });

  it('is queued with every placed order, and the placed order’s lines get their own copies', async () => {
    const who = await signedInCompany(t);
    const storage = t.app.ctx.storage;
    await storage.put('mockups/x/0.png', Buffer.from('mug preview'), 'image/png');
    await storage.put('mockups/placed/print-file.png', Buffer.from('mug print'), 'image/png');
    const templateId = await mugInCart(t, who);
    await t.app.ctx.db
      .update(productTemplates)
      .set({ printFile: { key: 'mockups/placed/print-file.png', width: 2700, height: 1050 } })
      .where(eq(productTemplates.id, templateId));
    await t.app.ctx.db
      .update(companies)
      .set({ termBalance: 1_000_000 })
      .where(eq(companies.id, who.companyId));
    expect((await who.c.post('/api/checkout/quote', { shipTo: CA_SHIP_TO })).status).toBe(200);
    const placed = await who.c.post(
      '/api/checkout/orders',
      { paymentType: 'term' },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(placed.status).toBe(201);
    const orderId = placed.body.order.id as number;
    const queued = await t.app.ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, COPY_FILES_JOB), eq(jobs.status, 'queued')));
    expect(queued.map((j) => j.payload)).toEqual([{ orderId }]);
    const [before] = await t.app.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(before!.printFileKey).toBe('mockups/placed/print-file.png');

    await t.app.ctx.jobs.drain();
    const [after] = await t.app.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(after!.previewKey).toMatch(/^order-previews\//);
    expect(after!.printFileKey).toMatch(new RegExp(`^orders/${orderId}/`));
    const file = await who.c.get(`/api/orders/${orderId}/items/${after!.id}/print-file`);
    expect([file.status, file.raw.toString()]).toEqual([200, 'mug print']);
  });
});
