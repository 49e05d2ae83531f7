import { formatMoney, ORDER_MSG } from '@pressrun/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, orderItems, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { completedCarts, MUG_LINE, termOrderValues } from '../../test/ordering';
import { seedCatalog } from '../catalog/seed';
import { insertOrder } from '../orders';
import { placedOrder } from '../refunds/test-orders';
import { pageCount, pdfText, type Who } from './test-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.app, { images: false });
});
afterAll(() => t.close());

const linesOf = (orderId: number) =>
  t.app.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));

describe('GET /api/invoices/:orderId', () => {
  let a: Who;
  let b: Who;
  beforeAll(async () => {
    a = await signedInCompany(t);
    b = await signedInCompany(t);
    // A name in more than one script, as the invoice's faces must print it.
    await t.app.ctx.db.update(companies).set({ name: 'Łódź Печать Co' }).where(eq(companies.id, a.companyId));
    await t.app.ctx.db
      .update(users)
      .set({ firstName: 'Ada', lastName: 'Byron', phone: '+1 (415) 555-0100' })
      .where(eq(users.id, a.userId));
  });

  it("is the order's invoice: seller, bill-to, ship-to, lines, totals and the card it was paid with", async () => {
    const { order } = await placedOrder(t, 'default_card', a);
    const res = await a.c.get(`/api/invoices/${order.id}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="invoice-${order.id}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.raw.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(res.raw)).toBe(1);
    const text = await pdfText(res.raw);
    const [line] = await linesOf(order.id);
    const [user] = await t.app.ctx.db.select().from(users).where(eq(users.id, a.userId));
    for (const s of [
      'Invoice',
      'PressRun',
      t.config.supportEmail,
      'Bill to',
      'Łódź Печать Co',
      'Ada Byron',
      user!.email,
      '+1 (415) 555-0100',
      'Ship to',
      'Ada Lovelace',
      '1 Market St',
      'San Francisco, CA 94105',
      `Order ID ${order.id}`,
      `PO ${order.po}`,
      'Payment method Default Card ENDS IN 4242',
      line!.sku,
      line!.productName,
      formatMoney(line!.unitPrice),
      `Items (${order.totalQuantity}) ${formatMoney(order.itemsPrice)}`,
      `Shipping ${formatMoney(order.shipping)}`,
      `Processing & Handling ${formatMoney(order.fee)}`,
      `Estimated tax ${formatMoney(order.tax)}`,
      `Discount ${formatMoney(-order.discount)}`,
      `Total ${formatMoney(order.total)}`,
    ])
      expect(text, s).toContain(s);
    expect(text).not.toContain('Refunds');
  });

  it('shows what was given back: a cancelled term order returned to credit terms', async () => {
    const { order } = await placedOrder(t, 'term', a);
    expect((await a.c.post(`/api/orders/${order.id}/cancel`, {})).status).toBe(200);
    const res = await a.c.get(`/api/invoices/${order.id}`);
    expect(res.status).toBe(200);
    const text = await pdfText(res.raw);
    expect(text).toContain('Payment method Credit Terms');
    expect(text).toContain('Status Cancelled');
    expect(text).toContain('Refunds');
    expect(text).toContain(`Returned to credit terms ${formatMoney(order.total)}`);
    expect(text).toContain(`Refunded ${formatMoney(-order.total)}`);
    expect(text).toContain('Net total $0.00');
  });

  it('names PayPal for an order paid with PayPal', async () => {
    const { order } = await placedOrder(t, 'paypal', a);
    const text = await pdfText((await a.c.get(`/api/invoices/${order.id}`)).raw);
    expect(text).toContain('Payment method Paypal');
  });

  it('runs onto more pages for a long order, the table header again on each', async () => {
    const [cart] = await completedCarts(t, a, 1);
    const items = Array.from({ length: 45 }, (_, i) => ({ ...MUG_LINE, po: `LINE-${i + 1}`, quantity: 1 }));
    const { order } = await insertOrder(
      t.app.ctx.db,
      { ...termOrderValues(a, cart!.id, 45_599), po: 'BIG', itemsPrice: 45_000, totalQuantity: 45 },
      items,
    );
    const res = await a.c.get(`/api/invoices/${order.id}`);
    expect(res.status).toBe(200);
    expect(pageCount(res.raw)).toBeGreaterThan(1);
    const text = await pdfText(res.raw);
    expect(text).toContain('LINE-45');
    expect(text).toContain('Page 2 of');
    expect(text.match(/Unit price/g)!.length).toBeGreaterThan(1);
  });

  it("answers 404 for another company's order and for one that does not exist", async () => {
    const { order: theirs } = await placedOrder(t, 'term', b);
    const mine = await a.c.get(`/api/invoices/${theirs.id}`);
    expect(mine.status).toBe(404);
    expect(mine.body.error.message).toBe(ORDER_MSG.notFound);
    expect((await b.c.get(`/api/invoices/${theirs.id}`)).status).toBe(200);
    const missing = await a.c.get('/api/invoices/2000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(ORDER_MSG.notFound);
  });

  it('refuses a malformed order id with a 400', async () => {
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = await a.c.get(`/api/invoices/${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.error.message).toBe(ORDER_MSG.notFound);
    }
  });

  it('needs a session', async () => {
    const res = await t.client().get('/api/invoices/1');
    expect(res.status).toBe(401);
  });
});
