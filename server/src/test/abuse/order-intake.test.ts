import { randomUUID } from 'node:crypto';
import { MSG } from '@pressrun/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkOrders, idempotencyKeys, orders, payments, users } from '../../db/schema';
import { insertKey } from '../../modules/api-keys/repo';
import { BULK_MSG } from '../../modules/bulk-orders/messages';
import {
  csv,
  csvRow,
  entriesOf,
  HEADER,
  hugeSharedStrings,
  uploadOrders,
  xlsx,
  zip,
} from '../../modules/bulk-orders/test-files';
import { seedCatalog } from '../../modules/catalog/seed';
import { API_MSG } from '../../modules/public-api/schemas';
import { createTestApp, type TestApp } from '../app';
import { signedInCompany } from '../company';
import { peakGrowth } from '../memory';
import { CA_SHIP_TO, mugInCart, savedMugTemplate, type Who, withCard } from '../ordering';

/**
 * The attacker's list for order intake (web checkout, public API, bulk uploads): each case was
 * once a way in, and must stay shut.
 */
describe('abuse: order intake', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.app, { images: false });
  });
  afterAll(() => t.close());

  const db = () => t.app.ctx.db;
  /** What the company has of orders, payments (a card hold writes one first) and claimed keys. */
  async function traces(companyId: number) {
    return {
      orders: await db().select().from(orders).where(eq(orders.companyId, companyId)),
      payments: await db().select().from(payments).where(eq(payments.companyId, companyId)),
      keys: await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.companyId, companyId)),
    };
  }
  const nothing = { orders: [], payments: [], keys: [] };
  const unverify = (who: Who) =>
    db().update(users).set({ emailVerified: false }).where(eq(users.id, who.userId));

  /** A company with a card on file, a mug template and an API key, signed in as its user. */
  async function customer() {
    const who = await signedInCompany(t);
    await withCard(t, who);
    const template = await savedMugTemplate(t, who.companyId);
    const { key } = await insertKey(db(), { companyId: who.companyId, name: 'Store', createdBy: who.userId });
    const api = (body: unknown, idempotencyKey: string) =>
      t.app
        .inject({
          method: 'POST',
          url: '/api/v1/orders',
          headers: { authorization: `Bearer ${key}`, 'idempotency-key': idempotencyKey },
          payload: body as object,
        })
        .then((r) => ({ status: r.statusCode, body: JSON.parse(r.body) }));
    const order = (quantity: unknown = 1) => ({
      po: 'ABUSE',
      shipping: 'standard',
      payment: 'default_card',
      address: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        street1: '1 Market St',
        city: 'San Francisco',
        state: 'CA',
        zip: '94105',
        country: 'US',
      },
      items: [{ template_id: template.id, quantity }],
    });
    return { ...who, api, order, templateId: template.id };
  }

  it('an XLSX whose 1 GB shared strings are a local entry missing from the directory: 413, memory kept', async () => {
    const who = await signedInCompany(t);
    const workbook = entriesOf(
      await xlsx([HEADER.split(','), csvRow({ po: 'B1', templateId: 1 }).split(',')]),
    );
    const gigabyte = hugeSharedStrings(1024 * 1024 * 1024);
    const files = [
      zip([{ ...gigabyte, name: 'xl/sharedStrings.xml', hidden: true }, ...workbook]),
      zip([...workbook, { ...gigabyte, name: 'xl/sharedStrings.xml', hidden: true }]),
      zip([...workbook, { ...gigabyte, name: 'docProps/custom.xml', descriptor: true, declare: 100 }]),
      zip([...workbook, { ...gigabyte, name: 'docProps/custom.xml', zip64: true, declare: 100 }]),
    ];
    for (const value of files) {
      const { result: res, grownBytes } = await peakGrowth(() =>
        uploadOrders(who.c, { value, filename: 'orders.xlsx' }),
      );
      expect([res.status, res.body.error?.message]).toEqual([413, BULK_MSG.zipBomb]);
      expect(grownBytes).toBeLessThan(64 * 1024 * 1024);
    }
    expect(await db().select().from(bulkOrders).where(eq(bulkOrders.companyId, who.companyId))).toEqual([]);
  });

  it('an unverified account ordering through the web checkout: 403, no order, no card hold', async () => {
    const who = await customer();
    await mugInCart(t, who);
    expect((await who.c.post('/api/checkout/quote', { shipTo: CA_SHIP_TO })).status).toBe(200);
    await unverify(who);
    const res = await who.c.post(
      '/api/checkout/orders',
      { paymentType: 'default_card' },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect([res.status, res.body.error?.message]).toEqual([403, MSG.unverifiedEmail]);
    expect(await traces(who.companyId)).toEqual(nothing);
  });

  it('an unverified account ordering through the public API: 403, no order, no card hold', async () => {
    const who = await customer();
    await unverify(who);
    const res = await who.api(who.order(), randomUUID());
    expect([res.status, res.body.error?.message]).toEqual([403, MSG.unverifiedEmail]);
    expect(await traces(who.companyId)).toEqual(nothing);
  });

  it('an unverified account uploading orders: 403, nothing stored or queued, and no order if it runs later', async () => {
    const who = await customer();
    const file = { value: csv(csvRow({ po: 'B1', templateId: who.templateId })) };
    await unverify(who);
    const refused = await uploadOrders(who.c, file);
    expect([refused.status, refused.body.error?.message]).toEqual([403, MSG.unverifiedEmail]);
    expect(await db().select().from(bulkOrders).where(eq(bulkOrders.companyId, who.companyId))).toEqual([]);

    // Sent while verified, placed by the job after the account lost it.
    await db().update(users).set({ emailVerified: true }).where(eq(users.id, who.userId));
    expect((await uploadOrders(who.c, file)).status).toBe(201);
    await unverify(who);
    await t.app.ctx.jobs.drain();
    expect(await traces(who.companyId)).toEqual(nothing);
  });

  it('API quantities outside 1 to 999 (0, 1000, -1, 1.5, "5"): 400 naming the field, and the key then works', async () => {
    const who = await customer();
    const key = randomUUID();
    for (const quantity of [0, 1000, -1, 1.5, '5']) {
      const res = await who.api(who.order(quantity), key);
      expect([res.status, res.body.error?.fields], String(quantity)).toEqual([
        400,
        { 'items.0.quantity': API_MSG.quantity },
      ]);
    }
    expect((await traces(who.companyId)).keys).toEqual([]);
    const placed = await who.api(who.order(2), key);
    expect([placed.status, placed.body.items?.[0]?.quantity]).toEqual([201, 2]);
  });
});
