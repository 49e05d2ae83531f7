import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkOrders, claims, companyDocuments, orderItems } from '../../db/schema';
import { csv, csvRow, uploadOrders } from '../../modules/bulk-orders/test-files';
import { seedCatalog } from '../../modules/catalog/seed';
import { claimFields, fileClaim, orderOf, pngPhoto } from '../../modules/claims/test-orders';
import { PDF, upload } from '../../modules/documents/test-files';
import { copyFilesJob } from '../../modules/orders';
import { createTestApp, type TestApp, type TestClient } from '../app';
import { signedInCompany } from '../company';

/**
 * An attacker's ways at another company's private files: a bulk order's results (its customers'
 * names and addresses), claim photos, documents (terms applications, resale certificates) and order
 * print files. /media serves none of them, whatever key is tried; each is served only by a route
 * that checks the company (or staff), and its key holds 128 random bits.
 */
describe('private files cannot be read by anyone but their company and staff', () => {
  let t: TestApp;
  let owner: { c: TestClient; companyId: number; userId: number };
  let other: TestClient;
  let staff: TestClient;
  let anonymous: TestClient;
  const storage = () => t.app.ctx.storage;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.app, { images: false });
    owner = await signedInCompany(t);
    other = (await signedInCompany(t)).c;
    staff = (await signedInCompany(t, { staffRole: 'operator' })).c;
    anonymous = t.client();
  });
  afterAll(() => t.close());

  /** /media answers a private key exactly as a key that does not exist, to everyone. */
  async function mediaRefuses(key: string) {
    expect(await storage().exists(key), key).toBe(true);
    for (const c of [anonymous, owner.c, other, staff]) {
      const res = await c.get(`/media/${key}`);
      expect([res.status, res.body.error?.code], key).toEqual([404, 'not_found']);
      expect(res.raw.length).toBeLessThan(100);
    }
  }

  it('a bulk order’s results: unguessable key, never at /media, only the owner downloads them', async () => {
    const res = await uploadOrders(owner.c, { value: csv(csvRow({ po: 'ADDR-1', templateId: 999_999 })) });
    expect(res.status).toBe(201);
    const id = res.body.bulkOrder.id as number;
    await t.app.ctx.jobs.drain();
    const [row] = await t.app.ctx.db.select().from(bulkOrders).where(eq(bulkOrders.id, id));
    expect(row!.status).toBe('Completed with errors');
    const random = `bulk-orders/${owner.companyId}/[A-Za-z0-9_-]{22}`;
    expect(row!.fileKey).toMatch(new RegExp(`^${random}\\.csv$`));
    expect(row!.resultsKey).toMatch(new RegExp(`^${random}-results\\.csv$`));

    await mediaRefuses(row!.fileKey);
    await mediaRefuses(row!.resultsKey!);
    // The old key shape (the upload's counting id) is refused even where a file still sits there.
    const counted = `bulk-orders/${owner.companyId}/${id}-results.csv`;
    await storage().put(counted, Buffer.from('po,first_name\nADDR-1,Jane\n'), 'text/csv');
    await mediaRefuses(counted);

    const results = `/api/bulk-orders/${id}/results`;
    expect((await anonymous.get(results)).status).toBe(401);
    expect((await other.get(results)).status).toBe(404);
    expect((await other.get(`/api/bulk-orders/${id}/file`)).status).toBe(404);
    const mine = await owner.c.get(results);
    expect(mine.status).toBe(200);
    expect(mine.raw.toString()).toContain('ADDR-1');
  });

  it('a claim photo: never at /media, only the owner and staff see it', async () => {
    const order = await orderOf(t, owner);
    const filed = await fileClaim(owner.c, claimFields(order.id), { value: await pngPhoto() });
    expect(filed.status).toBe(201);
    const id = filed.body.claim.id as number;
    const [claim] = await t.app.ctx.db.select().from(claims).where(eq(claims.id, id));
    expect(claim!.photoKey).toMatch(new RegExp(`^claims/${owner.companyId}/[A-Za-z0-9_-]{22}\\.png$`));
    await mediaRefuses(claim!.photoKey);

    expect((await anonymous.get(`/api/claims/${id}/photo`)).status).toBe(401);
    expect((await other.get(`/api/claims/${id}/photo`)).status).toBe(404);
    // The staff console is 404 to anyone but staff, signed out included.
    expect((await anonymous.get(`/api/admin/claims/${id}/photo`)).status).toBe(404);
    expect((await other.get(`/api/admin/claims/${id}/photo`)).status).toBe(404);
    expect((await owner.c.get(`/api/claims/${id}/photo`)).status).toBe(200);
    expect((await staff.get(`/api/admin/claims/${id}/photo`)).status).toBe(200);
  });

  it('a document (resale certificate): never at /media, only the owner and staff read it', async () => {
    const res = await upload(owner.c, 'resale_certificate', { value: PDF });
    expect(res.status).toBe(201);
    const id = res.body.document.id as number;
    const [doc] = await t.app.ctx.db.select().from(companyDocuments).where(eq(companyDocuments.id, id));
    expect(doc!.fileKey).toMatch(new RegExp(`^documents/${owner.companyId}/[A-Za-z0-9_-]{22}\\.pdf$`));
    await mediaRefuses(doc!.fileKey);

    expect((await anonymous.get(`/api/documents/${id}/file`)).status).toBe(401);
    expect((await other.get(`/api/documents/${id}/file`)).status).toBe(404);
    expect((await other.get(`/api/admin/documents/${id}/file`)).status).toBe(404);
    expect((await owner.c.get(`/api/documents/${id}/file`)).raw.equals(PDF)).toBe(true);
    expect((await staff.get(`/api/admin/documents/${id}/file`)).raw.equals(PDF)).toBe(true);
  });

  it('an order’s print file: never at /media, only the owner and production staff download it; its preview stays public', async () => {
    const order = await orderOf(t, owner);
    await storage().put('mockups/abuse/print-file.png', Buffer.from('print master'), 'image/png');
    await storage().put('mockups/abuse/preview-0.png', Buffer.from('preview'), 'image/png');
    await t.app.ctx.db
      .update(orderItems)
      .set({ previewKey: 'mockups/abuse/preview-0.png', printFileKey: 'mockups/abuse/print-file.png' })
      .where(eq(orderItems.orderId, order.id));
    await t.app.ctx.jobs.enqueueAll([copyFilesJob(order.id)]);
    await t.app.ctx.jobs.drain();
    const [item] = await t.app.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(item!.printFileKey).toMatch(new RegExp(`^orders/${order.id}/`));
    await mediaRefuses(item!.printFileKey!);

    const mine = `/api/orders/${order.id}/items/${item!.id}/print-file`;
    const production = `/api/admin/production/orders/${order.id}/items/${item!.id}/print-file`;
    expect((await anonymous.get(mine)).status).toBe(401);
    expect((await other.get(mine)).status).toBe(404);
    expect((await other.get(production)).status).toBe(404);
    expect((await owner.c.get(mine)).raw.toString()).toBe('print master');
    expect((await staff.get(production)).raw.toString()).toBe('print master');

    // The line's picture is public like the template preview it copies, under an unguessable key.
    expect(item!.previewKey).toMatch(/^order-previews\/[0-9a-f]{32}\/preview\.png$/);
    expect((await anonymous.get(`/media/${item!.previewKey}`)).raw.toString()).toBe('preview');
  });

  it('an invoice: only the owner gets it', async () => {
    const order = await orderOf(t, owner);
    expect((await anonymous.get(`/api/invoices/${order.id}`)).status).toBe(401);
    expect((await other.get(`/api/invoices/${order.id}`)).status).toBe(404);
    expect((await owner.c.get(`/api/invoices/${order.id}`)).status).toBe(200);
  });

  it('/media serves only the public folders, and a key outside them is 404 even when the file exists', async () => {
    for (const key of ['printfiles/o1/1.png', 'secrets/x.txt', 'orders/1/2-ab/preview.png']) {
      await storage().put(key, Buffer.from('private'), 'image/png');
      await mediaRefuses(key);
    }
    await storage().put('artwork/AbCdEfGhIjKlMnOpQrStUv/logo.png', Buffer.from('art'), 'image/png');
    expect((await anonymous.get('/media/artwork/AbCdEfGhIjKlMnOpQrStUv/logo.png')).raw.toString()).toBe(
      'art',
    );
  });
});
