import { randomUUID } from 'node:crypto';
import { MSG } from '@pressrun/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkFiles, idempotencyKeys, orders, payments, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { savedMugTemplate, withCard } from '../../test/ordering';
import { insertKey, revokeKey } from '../api-keys/repo';
import { seedCatalog } from '../catalog/seed';
import { API_MSG } from './schemas';

const ADDRESS = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  street1: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  zip: '94105',
  country: 'US',
};

interface Caller {
  companyId: number;
  userId: number;
  key: string;
  templateId: number;
  fileUrl: string;
}

describe('public API /api/v1', () => {
  let t: TestApp;
  let a: Caller;
  let b: Caller;

  const call = (method: 'GET' | 'POST', url: string, key: string | null, body?: unknown, headers = {}) =>
    t.app
      .inject({
        method,
        url,
        headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
        ...(body !== undefined ? { payload: body as object } : {}),
      })
      .then((r) => ({ status: r.statusCode, headers: r.headers, body: r.body ? JSON.parse(r.body) : null }));
  const placeOrder = (who: Caller, body: unknown, idem: string | null = randomUUID()) =>
    call('POST', '/api/v1/orders', who.key, body, idem ? { 'idempotency-key': idem } : {});

  async function caller(opts: { verified?: boolean } = {}): Promise<Caller> {
    const who = await signedInCompany(t, opts);
    const db = t.app.ctx.db;
    const { key } = await insertKey(db, { companyId: who.companyId, name: 'Test', createdBy: who.userId });
    const tpl = await savedMugTemplate(t, who.companyId);
    const storageKey = `artwork/${randomUUID()}/logo.png`;
    const [file] = await db
      .insert(artworkFiles)
      .values({
        companyId: who.companyId,
        fileName: 'logo.png',
        storageKey,
        thumbnailKey: `${storageKey}.thumb.webp`,
        contentType: 'image/png',
        bytes: 100,
        width: 2000,
        height: 2000,
        sha256: randomUUID(),
      })
      .returning();
    expect(file).toBeTruthy();
    return { ...who, key, templateId: tpl!.id, fileUrl: `http://localhost:3000/media/${storageKey}` };
  }

  const orderOf = (who: Caller, over: Record<string, unknown> = {}) => ({
    po: 'A1001',
    shipping: 'standard',
    payment: 'default_card',
    address: ADDRESS,
    items: [
      { template_id: who.templateId, quantity: 1 },
      { sku: '21101', quantity: 2, artwork_url: who.fileUrl },
    ],
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.app, { images: false });
    a = await caller();
    b = await caller();
    await withCard(t, a);
    await withCard(t, b);
  });
  afterAll(() => t.close());

  it('refuses a missing, unknown or revoked key on every route with 401 and the app’s error shape', async () => {
    const routes: Array<['GET' | 'POST', string]> = [
      ['GET', '/api/v1/products'],
      ['GET', '/api/v1/products/21101'],
      ['POST', '/api/v1/quotes'],
      ['POST', '/api/v1/orders'],
      ['GET', '/api/v1/orders'],
      ['GET', '/api/v1/orders/1'],
      ['POST', '/api/v1/orders/1/cancel'],
    ];
    const revoked = await insertKey(t.app.ctx.db, { companyId: a.companyId, name: 'Old', createdBy: null });
    await revokeKey(t.app.ctx.db, a.companyId, revoked.row.id, new Date());
    for (const [method, url] of routes)
      for (const key of [null, 'pr_live_nope', revoked.key]) {
        const res = await call(method, url, key, method === 'POST' ? {} : undefined);
        expect(res.status, `${method} ${url} ${key}`).toBe(401);
        expect(res.body.error).toMatchObject({
          code: 'unauthorized',
          message: 'Missing or invalid API key.',
        });
      }
  });

  it('lists products and finds one by sku, prices in cents; an unknown sku is 404', async () => {
    const list = await call('GET', '/api/v1/products', a.key);
    expect(list.status).toBe(200);
    expect(list.body.products.length).toBeGreaterThan(0);
    const one = await call('GET', '/api/v1/products/21101', a.key);
    expect(one.status).toBe(200);
    expect(one.body.product).toMatchObject({ sku: '21101' });
    expect(Number.isInteger(one.body.product.price)).toBe(true);
    expect((await call('GET', '/api/v1/products/nope-0', a.key)).status).toBe(404);
  });

  it('sends RateLimit headers', async () => {
    const res = await call('GET', '/api/v1/products/21101', a.key);
    expect(res.headers['ratelimit-limit']).toBe('600');
    expect(Number(res.headers['ratelimit-remaining'])).toBeLessThan(600);
  });

  it('quotes the same totals the order then charges', async () => {
    const q = await call('POST', '/api/v1/quotes', a.key, orderOf(a, { po: undefined, payment: undefined }));
    expect(q.status).toBe(200);
    expect(q.body.totals.items).toBeGreaterThan(0);
    expect(q.body.totals.total).toBe(
      q.body.totals.items +
        q.body.totals.shipping +
        q.body.totals.fee +
        q.body.totals.tax -
        q.body.totals.discount,
    );
    expect(q.body.carrier).toBeTruthy();
    const placed = await placeOrder(a, orderOf(a));
    expect(placed.status).toBe(201);
    expect(placed.body.totals).toEqual(q.body.totals);
    expect(placed.body).toMatchObject({
      status: 'Created',
      po: 'A1001',
      payment: 'default_card',
      address: { first_name: 'Ada', state: 'CA' },
      shipping: { option: 'standard', carrier: q.body.carrier, tracking_number: null },
    });
    expect(placed.body.items).toHaveLength(2);
    expect(placed.body.items[1]).toMatchObject({ template_id: null, sku: '21101', quantity: 2, po: 'A1001' });
  });

  it('answers a retry with the same order (200), and refuses the key with another body (409)', async () => {
    const idem = randomUUID();
    const first = await placeOrder(a, orderOf(a, { po: 'RETRY' }), idem);
    expect(first.status).toBe(201);
    const again = await placeOrder(a, orderOf(a, { po: 'RETRY' }), idem);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const other = await placeOrder(a, orderOf(a, { po: 'OTHER' }), idem);
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('idempotency_key_reused');
    // Another company may use the same key for its own order.
    expect((await placeOrder(b, orderOf(b, { po: 'RETRY' }), idem)).status).toBe(201);
  });

  it('makes one order and one charge from two identical requests at once', async () => {
    const idem = randomUUID();
    const body = orderOf(a, { po: 'TWICE' });
    const [x, y] = await Promise.all([placeOrder(a, body, idem), placeOrder(a, body, idem)]);
    expect([x.status, y.status].sort()).toEqual([200, 201]);
    expect(x.body.id).toBe(y.body.id);
    const rows = await t.app.ctx.db.select().from(orders).where(eq(orders.po, 'TWICE'));
    expect(rows).toHaveLength(1);
    const charged = await t.app.ctx.db.select().from(payments).where(eq(payments.orderId, x.body.id));
    expect(charged).toHaveLength(1);
  });

  it("never reaches another company's template, file or order", async () => {
    const theirTemplate = await placeOrder(
      a,
      orderOf(a, { items: [{ template_id: b.templateId, quantity: 1 }] }),
    );
    expect(theirTemplate.status).toBe(400);
    expect(theirTemplate.body.error.message).toBe('Item 1: That template does not exist.');
    const quoteTheirs = await call('POST', '/api/v1/quotes', a.key, {
      ...orderOf(a),
      items: [{ template_id: b.templateId, quantity: 1 }],
    });
    expect([quoteTheirs.status, quoteTheirs.body.error.message]).toEqual([
      400,
      'Item 1: That template does not exist.',
    ]);
    const orderTheirFile = await placeOrder(a, {
      ...orderOf(a),
      items: [{ sku: '21101', quantity: 1, artwork_url: b.fileUrl }],
    });
    expect(orderTheirFile.status).toBe(400);
    const theirFile = await call('POST', '/api/v1/quotes', a.key, {
      ...orderOf(a),
      items: [{ sku: '21101', quantity: 1, artwork_url: b.fileUrl }],
    });
    expect(theirFile.status).toBe(400);
    expect(theirFile.body.error.message).toBe('Item 1: This artwork does not exist.');

    const bOrder = await placeOrder(b, orderOf(b, { po: 'B-ONLY' }));
    expect(bOrder.status).toBe(201);
    const id = bOrder.body.id;
    expect((await call('GET', `/api/v1/orders/${id}`, a.key)).status).toBe(404);
    const cancel = await call('POST', `/api/v1/orders/${id}/cancel`, a.key);
    expect(cancel.status).toBe(404);
    const list = await call('GET', '/api/v1/orders?po=B-ONLY', a.key);
    expect(list.body.orders).toEqual([]);
    expect((await call('GET', `/api/v1/orders/${id}`, b.key)).body.status).toBe('Created');
  });

  it('lists orders by status and po with cursor pages', async () => {
    for (const po of ['PAGE', 'PAGE', 'PAGE'])
      expect((await placeOrder(b, orderOf(b, { po }))).status).toBe(201);
    const first = await call('GET', '/api/v1/orders?po=PAGE&limit=2', b.key);
    expect(first.status).toBe(200);
    expect(first.body.orders).toHaveLength(2);
    expect(first.body.next_cursor).toBeTruthy();
    const second = await call(
      'GET',
      `/api/v1/orders?po=PAGE&limit=2&cursor=${first.body.next_cursor}`,
      b.key,
    );
    expect(second.body.orders).toHaveLength(1);
    expect(second.body.next_cursor).toBeNull();
    const ids = [...first.body.orders, ...second.body.orders].map((o: { id: number }) => o.id);
    expect(new Set(ids).size).toBe(3);
    expect([...ids].sort((x, y) => y - x)).toEqual(ids);
    const created = await call('GET', '/api/v1/orders?status=Created&po=PAGE', b.key);
    expect(created.body.orders).toHaveLength(3);
    expect((await call('GET', '/api/v1/orders?status=Disabled&po=PAGE', b.key)).body.orders).toHaveLength(0);
    const bad = await call('GET', '/api/v1/orders?cursor=zzz', b.key);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('That cursor is not one this API gave out.');
    expect((await call('GET', '/api/v1/orders?status=Lost', b.key)).status).toBe(400);
  });

  it('cancels an order through the orders rules', async () => {
    const placed = await placeOrder(b, orderOf(b, { po: 'CANCEL' }));
    const res = await call('POST', `/api/v1/orders/${placed.body.id}/cancel`, b.key);
    expect(res.status).toBe(200);
    expect(res.body.order.status).toBe('Disabled');
    expect(res.body.refund.amount).toBe(placed.body.totals.total);
    const again = await call('POST', `/api/v1/orders/${placed.body.id}/cancel`, b.key);
    expect(again.status).toBe(409);
  });

  it('refuses bad input with a clear 4xx, never a 500', async () => {
    const cases: Array<[unknown, Record<string, string> | undefined, number, RegExp]> = [
      [orderOf(a), {}, 400, /Idempotency-Key/],
      [orderOf(a, { items: [] }), undefined, 400, /1 to 100 items/],
      [orderOf(a, { items: [{ quantity: 1 }] }), undefined, 400, /template_id, or a sku and an artwork_url/],
      [orderOf(a, { items: [{ template_id: a.templateId, quantity: 0 }] }), undefined, 400, /quantity/],
      [
        orderOf(a, { items: [{ sku: 'nope-0', quantity: 1, artwork_url: a.fileUrl }] }),
        undefined,
        400,
        /product does not exist/,
      ],
      [orderOf(a, { shipping: 'overnight' }), undefined, 400, /standard/],
      [orderOf(a, { payment: 'paypal' }), undefined, 400, /default_card/],
      [orderOf(a, { address: { ...ADDRESS, first_name: '' } }), undefined, 400, /First Name is Required/],
      [orderOf(a, { address: { ...ADDRESS, zip: 'abc' } }), undefined, 400, /ZIP/],
      [orderOf(a, { payment: 'term' }), undefined, 409, /./],
      ['{"po":', { 'content-type': 'application/json', 'idempotency-key': randomUUID() }, 400, /JSON/],
      ['po=A1', { 'content-type': 'text/plain', 'idempotency-key': randomUUID() }, 400, /./],
    ];
    for (const [body, headers, status, message] of cases) {
      const res = await call(
        'POST',
        '/api/v1/orders',
        a.key,
        body,
        headers ?? { 'idempotency-key': randomUUID() },
      );
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error.message).toMatch(message);
    }
    expect((await call('GET', '/api/v1/orders/abc', a.key)).status).toBe(400);
    expect((await call('GET', '/api/v1/orders/99999999999', a.key)).status).toBe(400);
  });

  it("takes quantities in pricing's range only (1 to 999): 400 naming the field, and the key stays free", async () => {
    const key = randomUUID();
    for (const quantity of [0, 1000, -1, 1.5, '5', 10_000]) {
      const res = await placeOrder(a, orderOf(a, { items: [{ template_id: a.templateId, quantity }] }), key);
      expect([res.status, res.body.error.fields], String(quantity)).toEqual([
        400,
        { 'items.0.quantity': API_MSG.quantity },
      ]);
    }
    expect(API_MSG.quantity).toBe('The quantity must be a whole number from 1 to 999.');
    // A template that does not exist is found out before the key is claimed, too.
    const missing = await placeOrder(
      a,
      orderOf(a, { items: [{ template_id: 2_000_000_000, quantity: 1 }] }),
      key,
    );
    expect([missing.status, missing.body.error.message]).toEqual([
      400,
      'Item 1: That template does not exist.',
    ]);
    const good = await placeOrder(
      a,
      orderOf(a, { po: 'Q-999', items: [{ template_id: a.templateId, quantity: 999 }] }),
      key,
    );
    expect([good.status, good.body.items[0].quantity]).toEqual([201, 999]);
    // The same key and body answer the same order; another body is refused now that the key is used.
    expect(
      (
        await placeOrder(
          a,
          orderOf(a, { po: 'Q-999', items: [{ template_id: a.templateId, quantity: 999 }] }),
          key,
        )
      ).status,
    ).toBe(200);
    expect((await placeOrder(a, orderOf(a), key)).status).toBe(409);
  });

  it('refuses orders for a key whose user has not verified their email: 403, no order, no card hold, key free', async () => {
    const u = await caller({ verified: false });
    await withCard(t, u);
    const key = randomUUID();
    const res = await placeOrder(u, orderOf(u), key);
    expect([res.status, res.body.error]).toEqual([
      403,
      { code: 'email_unverified', message: MSG.unverifiedEmail },
    ]);
    const db = t.app.ctx.db;
    expect(await db.select().from(orders).where(eq(orders.companyId, u.companyId))).toEqual([]);
    expect(await db.select().from(payments).where(eq(payments.companyId, u.companyId))).toEqual([]);
    expect(await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.companyId, u.companyId))).toEqual(
      [],
    );
    // Quoting is not ordering: still open.
    expect(
      (await call('POST', '/api/v1/quotes', u.key, { ...orderOf(u), po: undefined, payment: undefined }))
        .status,
    ).toBe(200);
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, u.userId));
    expect((await placeOrder(u, orderOf(u), key)).status).toBe(201);
  });

  it('is documented in the OpenAPI document with a bearer scheme', async () => {
    const doc = (await call('GET', '/api/docs/json', null)).body;
    expect(doc.components.securitySchemes.apiKey).toEqual({ type: 'http', scheme: 'bearer' });
    for (const path of [
      '/api/v1/products',
      '/api/v1/products/{sku}',
      '/api/v1/quotes',
      '/api/v1/orders/{id}/cancel',
    ])
      expect(doc.paths[path], path).toBeTruthy();
    const place = doc.paths['/api/v1/orders'].post;
    expect(place.security).toEqual([{ apiKey: [] }]);
    expect(place.description).toContain('Idempotency-Key');
    expect(place.responses['403']).toBeTruthy();
    // The documented quantity range is the one orders are priced in.
    const item = place.requestBody.content['application/json'].schema.properties.items.items;
    expect([item.properties.quantity.minimum, item.properties.quantity.maximum]).toEqual([1, 999]);
  });

  it('answers 429 with Retry-After once a key has made 600 requests a minute, all routes together', async () => {
    const key = (await insertKey(t.app.ctx.db, { companyId: a.companyId, name: 'Busy', createdBy: null }))
      .key;
    let last = { status: 0, headers: {} as Record<string, unknown>, body: null as unknown };
    for (let i = 0; i <= 600; i++)
      last = await call('GET', i % 2 ? '/api/v1/products/nope-0' : '/api/v1/orders/999999', key);
    expect(last.status).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.headers['ratelimit-remaining']).toBe('0');
    expect((last.body as { error: { code: string } }).error.code).toBe('rate_limited');
    // Another key is counted on its own.
    expect((await call('GET', '/api/v1/products/nope-0', a.key)).status).toBe(404);
  });
});
