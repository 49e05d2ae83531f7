import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type StoreAuth, StoreError } from '../port';
import { shopifyStoreAdapter } from './adapter';
import { APP, type FakeShop, type FakeShopify, startFakeShopify } from './fake-shopify';
import { descriptionHtml, money } from './products';
import { parseShopifyWebhook } from './webhook';

const SHOP = 'acme-prints.myshopify.com';
const HOOK = 'https://pressrun.example/api/stores/webhooks/shopify/41';

let fake: FakeShopify;
let shop: FakeShop;
let auth: StoreAuth;
const adapter = (timeoutMs = 2_000) => shopifyStoreAdapter({ ...APP, baseUrl: fake.baseUrl, timeoutMs });

beforeAll(async () => {
  fake = await startFakeShopify();
});
afterAll(() => fake.close());
beforeEach(() => {
  shop = fake.addShop(SHOP);
  auth = { shop: SHOP, accessToken: fake.token(SHOP).access_token, refreshToken: null, expiresAt: null };
  fake.requests.length = 0;
  fake.bucket.available = fake.bucket.max;
});

async function failure(p: Promise<unknown>): Promise<StoreError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(StoreError);
  return err as StoreError;
}
const operations = () => fake.requests.map((r) => r.operation ?? `${r.method} ${r.path}`);

describe('the shop and its webhooks', () => {
  it('names the shop by its own id, name and currency', async () => {
    fake.addShop('euro-shop.myshopify.com', 'Euro Prints', 'EUR');
    const euro = {
      shop: 'euro-shop.myshopify.com',
      accessToken: fake.token('euro-shop.myshopify.com').access_token,
    };
    expect(await adapter().shopInfo(euro)).toEqual({
      externalId: String(fake.shops.get('euro-shop.myshopify.com')!.id),
      name: 'Euro Prints',
      currency: 'EUR',
    });
    const call = fake.requests[0]!;
    expect(call.path).toBe(`/admin/api/${APP.apiVersion}/graphql.json`);
    expect(call.headers['x-shopify-access-token']).toBe(euro.accessToken);
  });

  it('refuses a token for another shop as Shopify does (unauthorized)', async () => {
    fake.addShop('other.myshopify.com');
    const err = await failure(adapter().shopInfo({ ...auth, shop: 'other.myshopify.com' }));
    expect(err.kind).toBe('unauthorized');
    expect(err.message).toMatch(/Invalid API key or access token/);
  });

  it('subscribes to new and cancelled orders and the uninstall, as JSON to the callback, once', async () => {
    const subscribed = await adapter().subscribe(auth, HOOK);
    expect(shop.subscriptions.map((s) => [s.topic, s.uri, s.format])).toEqual([
      ['ORDERS_CREATE', HOOK, 'JSON'],
      ['ORDERS_CANCELLED', HOOK, 'JSON'],
      ['APP_UNINSTALLED', HOOK, 'JSON'],
    ]);
    expect(subscribed.webhookIds).toEqual(
      shop.subscriptions.map((s) => `gid://shopify/WebhookSubscription/${s.id}`),
    );
    expect(subscribed.accessToken).toBe(auth.accessToken);
    // Again (a reconnect, a retry): the same three, nothing created.
    fake.requests.length = 0;
    expect((await adapter().subscribe(auth, HOOK)).webhookIds).toEqual(subscribed.webhookIds);
    expect(operations()).toEqual(['PressRunWebhooks']);
    expect(shop.subscriptions).toHaveLength(3);
  });

  it('passes Shopify’s refusal of the callback address on as rejected', async () => {
    const err = await failure(adapter().subscribe(auth, 'http://localhost:3000/hook'));
    expect(err.kind).toBe('rejected');
    expect(err.message).toMatch(/Address protocol http:\/\/ is not supported/);
  });
});

describe('products', () => {
  it('lists twenty a page by title, with every variant of a long product', async () => {
    for (let i = 1; i <= 45; i++)
      fake.addProduct(SHOP, `Product ${String(i).padStart(2, '0')}`, i === 3 ? 95 : 2);
    const first = await adapter().listProducts(auth, null);
    expect(first.items.map((p) => p.title)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Product ${String(i + 1).padStart(2, '0')}`),
    );
    expect(first.next).toEqual(expect.any(String));
    const long = first.items[2]!;
    const stored = shop.products.find((p) => p.title === 'Product 03')!;
    expect(long.id).toBe(String(stored.id));
    expect(long.variants).toHaveLength(95);
    expect(long.variants[0]).toEqual({
      id: String(stored.variants[0]!.id),
      title: 'Size 1',
      sku: 'SKU-Product 03-1',
    });
    expect(long.variants[1]!.sku).toBeNull();
    // 40 variants came with the page, the other 55 in one more query.
    expect(operations()).toEqual(['PressRunProducts', 'PressRunRestOf']);
    const second = await adapter().listProducts(auth, first.next);
    const third = await adapter().listProducts(auth, second.next);
    expect([second.items.length, third.items.length, third.next]).toEqual([20, 5, null]);
    expect(new Set([...first.items, ...second.items, ...third.items].map((p) => p.id)).size).toBe(45);
  });

  it('publishes a template as an active product with its price, SKU, untracked stock and photos', async () => {
    const published = await adapter().publishProduct(auth, {
      title: 'Sunset Mug',
      description: 'A mug for <coffee> & tea.\n\nDishwasher safe.\nMicrowave safe.',
      price: 2499,
      sku: 'PR-42',
      variantTitle: '11oz / White',
      images: ['https://pressrun.example/media/a.png', 'https://pressrun.example/media/b.png'],
      productType: 'Mug',
    });
    const p = shop.products.at(-1)!;
    expect(published).toEqual({
      productId: String(p.id),
      variantId: String(p.variants[0]!.id),
      adminUrl: `https://${SHOP}/admin/products/${p.id}`,
    });
    expect(p).toMatchObject({
      title: 'Sunset Mug',
      descriptionHtml: '<p>A mug for &lt;coffee&gt; &amp; tea.</p><p>Dishwasher safe.<br>Microwave safe.</p>',
      productType: 'Mug',
      status: 'ACTIVE',
      options: [{ name: 'Style', values: ['11oz / White'] }],
      variants: [
        { title: '11oz / White', sku: 'PR-42', price: '24.99', tracked: false, requiresShipping: true },
      ],
      files: [
        { originalSource: 'https://pressrun.example/media/a.png', contentType: 'IMAGE', alt: 'Sunset Mug' },
        { originalSource: 'https://pressrun.example/media/b.png', contentType: 'IMAGE', alt: 'Sunset Mug' },
      ],
    });
    // The product the listing shows next is the one published.
    const listed = await adapter().listProducts(auth, null);
    expect(listed.items[0]!.variants[0]).toEqual({
      id: published.variantId,
      title: '11oz / White',
      sku: 'PR-42',
    });
  });

  it('a product without a variant name is Shopify’s default title', async () => {
    await adapter().publishProduct(auth, {
      title: 'Poster',
      description: '',
      price: 1000,
      sku: 'PR-7',
      variantTitle: ' ',
      images: [],
      productType: 'Poster',
    });
    expect(shop.products.at(-1)).toMatchObject({
      descriptionHtml: '',
      options: [{ name: 'Title', values: ['Default Title'] }],
      variants: [{ title: 'Default Title', price: '10.00' }],
    });
  });

  it('answers a retried publish with the product the first one made; another product’s SKU is refused', async () => {
    const mug = (title: string, price = 1999) => ({
      title,
      description: '',
      price,
      sku: 'PR-40',
      variantTitle: '11oz / White',
      images: [],
      productType: 'Mug',
    });
    const first = await adapter().publishProduct(auth, mug('Tea & Toast Mug'));
    expect(await adapter().publishProduct(auth, mug('Tea & Toast Mug'))).toEqual(first);
    expect(shop.products).toHaveLength(1);
    const other = await failure(adapter().publishProduct(auth, mug('Another mug')));
    expect(other.kind).toBe('rejected');
    expect(other.message).toBe('The store already has a product with SKU PR-40 ("Tea & Toast Mug").');
    // The same product at another price is not a retry: the shop keeps its price, and says so.
    expect((await failure(adapter().publishProduct(auth, mug('Tea & Toast Mug', 2499)))).kind).toBe(
      'rejected',
    );
    expect(shop.products).toHaveLength(1);
    expect(operations()).toEqual([
      'PressRunVariantsBySku',
      'PressRunPublish',
      'PressRunVariantsBySku',
      'PressRunVariantsBySku',
      'PressRunVariantsBySku',
    ]);
  });

  it('passes Shopify’s userErrors on as rejected, with its words', async () => {
    const err = await failure(
      adapter().publishProduct(auth, {
        title: '  ',
        description: '',
        price: 100,
        sku: 'PR-1',
        variantTitle: 'A',
        images: [],
        productType: 'Mug',
      }),
    );
    expect(err.kind).toBe('rejected');
    expect(err.message).toMatch(/Title can't be blank/);
    expect(shop.products).toEqual([]);
  });

  it('formats money and descriptions as Shopify takes them', () => {
    expect([money(0), money(5), money(100), money(2499), money(123456)]).toEqual([
      '0.00',
      '0.05',
      '1.00',
      '24.99',
      '1234.56',
    ]);
    expect(descriptionHtml('  one\r\ntwo \n \n\n three "quoted" ')).toBe(
      '<p>one<br>two</p><p>three &quot;quoted&quot;</p>',
    );
  });
});

describe('orders since a time', () => {
  it('pages orders changed since then, oldest change first, with all their lines', async () => {
    fake.addOrder(SHOP, { name: '#1001', updatedAt: '2026-11-01T00:00:00Z', lines: [{ title: 'Old' }] });
    for (let i = 0; i < 12; i++)
      fake.addOrder(SHOP, {
        name: `#${1100 + i}`,
        createdAt: `2026-11-20T10:${String(i).padStart(2, '0')}:00Z`,
        updatedAt: `2026-11-21T10:${String(59 - i).padStart(2, '0')}:00Z`,
        lines: [{ title: 'Mug', variantTitle: '11oz', sku: 'PR-1', productId: 1, variantId: 2, quantity: 2 }],
      });
    const big = fake.addOrder(SHOP, {
      name: '#1200',
      updatedAt: '2026-11-22T00:00:00Z',
      lines: Array.from({ length: 30 }, (_, i) => ({ title: `Item ${i + 1}` })),
    });
    const since = new Date('2026-11-21T10:48:00.500Z');
    const first = await adapter().ordersSince(auth, since, null);
    expect(fake.requests[0]!.body).toMatchObject({
      variables: { after: null, query: "updated_at:>='2026-11-21T10:48:00Z'" },
    });
    expect(first.items.map((o) => o.number)).toEqual([
      '#1111',
      '#1110',
      '#1109',
      '#1108',
      '#1107',
      '#1106',
      '#1105',
      '#1104',
      '#1103',
      '#1102',
    ]);
    const second = await adapter().ordersSince(auth, since, first.next);
    expect(second.items.map((o) => o.number)).toEqual(['#1101', '#1100', '#1200']);
    expect(second.next).toBeNull();
    const all30 = second.items[2]!;
    expect(all30.id).toBe(String(big.id));
    expect(all30.lines.map((l) => l.title)).toEqual(Array.from({ length: 30 }, (_, i) => `Item ${i + 1}`));
    expect(operations()).toEqual(['PressRunOrdersSince', 'PressRunOrdersSince', 'PressRunRestOf']);
  });

  it('reads an order as its webhook does: the same ids, address and lines', async () => {
    const o = fake.addOrder(SHOP, {
      name: '#1042',
      createdAt: '2026-11-25T09:30:00Z',
      lines: [
        {
          title: 'Sunset Mug',
          variantTitle: '11oz / White',
          sku: 'PR-42',
          productId: 501,
          variantId: 601,
          quantity: 3,
        },
        { title: 'Removed', quantity: 1, currentQuantity: 0 },
        { title: 'Gift wrap', quantity: 1 },
      ],
    });
    const [polled] = (await adapter().ordersSince(auth, new Date('2026-11-25T00:00:00Z'), null)).items;
    expect(polled).toEqual({
      id: String(o.id),
      number: '#1042',
      createdAt: '2026-11-25T09:30:00Z',
      cancelled: false,
      shipTo: {
        name: 'Ada Lovelace',
        company: null,
        address1: '12 Harbour St',
        address2: 'Apt 4',
        city: 'Portland',
        province: 'OR',
        zip: '97201',
        country: 'US',
        phone: '+15035550100',
      },
      lines: [
        {
          id: String(o.lines[0]!.id),
          productId: '501',
          variantId: '601',
          sku: 'PR-42',
          title: 'Sunset Mug - 11oz / White',
          quantity: 3,
        },
        {
          id: String(o.lines[2]!.id),
          productId: null,
          variantId: null,
          sku: null,
          title: 'Gift wrap',
          quantity: 1,
        },
      ],
    });
    // The same order as Shopify's orders/create webhook carries it.
    const a = o.shippingAddress!;
    const webhook = {
      id: o.id,
      admin_graphql_api_id: `gid://shopify/Order/${o.id}`,
      name: o.name,
      created_at: '2026-11-25T04:30:00-05:00',
      cancelled_at: null,
      shipping_address: {
        first_name: a.firstName,
        last_name: a.lastName,
        name: `${a.firstName} ${a.lastName}`,
        company: null,
        address1: a.address1,
        address2: a.address2,
        city: a.city,
        province: a.province,
        province_code: a.provinceCode,
        zip: a.zip,
        country: a.country,
        country_code: a.countryCode,
        phone: a.phone,
      },
      line_items: o.lines.map((l) => ({
        id: l.id,
        product_id: l.productId,
        variant_id: l.variantId,
        sku: l.sku ?? '',
        title: l.title,
        variant_title: l.variantTitle,
        name: l.variantTitle ? `${l.title} - ${l.variantTitle}` : l.title,
        quantity: l.quantity,
        current_quantity: l.currentQuantity,
      })),
    };
    const parsed = parseShopifyWebhook({
      headers: { 'x-shopify-topic': 'orders/create' },
      rawBody: Buffer.from(JSON.stringify(webhook)),
    });
    expect(parsed).toEqual({ kind: 'order', order: { ...polled, createdAt: '2026-11-25T04:30:00-05:00' } });
  });

  it('sees an order cancelled at the store, and one without a shipping address', async () => {
    const o = fake.addOrder(SHOP, { lines: [{ title: 'Mug' }], address: null });
    o.cancelledAt = '2026-11-20T11:00:00Z';
    const [read] = (await adapter().ordersSince(auth, new Date('2026-11-01T00:00:00Z'), null)).items;
    expect(read!.cancelled).toBe(true);
    expect(read!.shipTo).toMatchObject({ name: '', address1: '', country: '' });
  });
});

describe('fulfilment', () => {
  const tracking = { carrier: 'USPS', trackingNumber: '9400111899223344556677', trackingUrl: null };

  it('fulfils PressRun’s lines with tracking, one fulfillment per location, and tells the customer', async () => {
    const o = fake.addOrder(SHOP, {
      lines: [
        { title: 'Mug', quantity: 2 },
        { title: 'Merchant’s own candle', quantity: 1 },
        { title: 'Poster', quantity: 1, locationId: 2 },
      ],
    });
    const [mug, candle, poster] = o.lines;
    await adapter().fulfil(auth, {
      orderId: String(o.id),
      lineIds: [String(mug!.id), String(poster!.id)],
      ...tracking,
      trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223344556677',
    });
    expect(o.fulfillments).toHaveLength(2);
    expect(o.fulfillments.map((f) => f.lines.map((l) => [l.lineId, l.quantity]))).toEqual([
      [[mug!.id, 2]],
      [[poster!.id, 1]],
    ]);
    expect(o.fulfillments[0]).toMatchObject({
      notifyCustomer: true,
      trackingInfo: {
        company: 'USPS',
        number: '9400111899223344556677',
        url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223344556677',
      },
    });
    // The merchant's candle is still theirs to ship.
    expect(o.fulfillmentOrders[0]!.status).toBe('IN_PROGRESS');
    expect(o.fulfillmentOrders[0]!.lines.find((l) => l.lineId === candle!.id)!.remaining).toBe(1);
    expect(o.fulfillmentOrders[1]!.status).toBe('CLOSED');
  });

  it('asked again (a retry after a lost answer) ships nothing twice and succeeds', async () => {
    const o = fake.addOrder(SHOP, { lines: [{ title: 'Mug' }] });
    const f = { orderId: String(o.id), lineIds: [String(o.lines[0]!.id)], ...tracking };
    await adapter().fulfil(auth, f);
    await adapter().fulfil(auth, f);
    expect(o.fulfillments).toHaveLength(1);
    expect(o.fulfillments[0]!.trackingInfo).toEqual({ company: 'USPS', number: tracking.trackingNumber });
  });

  it('fulfils every line of a fulfillment order with more than 40', async () => {
    const o = fake.addOrder(SHOP, { lines: Array.from({ length: 45 }, (_, i) => ({ title: `Card ${i}` })) });
    await adapter().fulfil(auth, {
      orderId: String(o.id),
      lineIds: o.lines.map((l) => String(l.id)),
      ...tracking,
    });
    expect(o.fulfillments[0]!.lines).toHaveLength(45);
    expect(o.fulfillmentOrders[0]!.status).toBe('CLOSED');
  });

  it('refuses an order on hold at the store, an unknown order, and lines it does not have', async () => {
    const held = fake.addOrder(SHOP, { lines: [{ title: 'Mug', status: 'ON_HOLD' }] });
    const onHold = await failure(
      adapter().fulfil(auth, { orderId: String(held.id), lineIds: [String(held.lines[0]!.id)], ...tracking }),
    );
    expect(onHold.kind).toBe('rejected');
    expect(onHold.message).toMatch(/on hold/);
    expect(held.fulfillments).toEqual([]);
    const unknown = await failure(adapter().fulfil(auth, { orderId: '123', lineIds: ['1'], ...tracking }));
    expect(unknown.kind).toBe('not_found');
    const noLines = await failure(
      adapter().fulfil(auth, { orderId: String(held.id), lineIds: ['999'], ...tracking }),
    );
    expect(noLines.kind).toBe('not_found');
  });
});

describe('cancelling', () => {
  it('cancels the order at the store without refunding or telling the customer, with a note', async () => {
    const o = fake.addOrder(SHOP, { lines: [{ title: 'Mug' }] });
    expect(await adapter().cancelOrder(auth, String(o.id))).toBe('cancelled');
    expect(o.cancelledAt).not.toBeNull();
    expect(o.cancellation).toEqual({
      reason: 'OTHER',
      refundMethod: { originalPaymentMethodsRefund: false },
      restock: true,
      notifyCustomer: false,
      staffNote: expect.stringMatching(/^Cancelled at PressRun/),
    });
    // Again: already cancelled, nothing more asked of Shopify.
    fake.requests.length = 0;
    expect(await adapter().cancelOrder(auth, String(o.id))).toBe('cancelled');
    expect(operations()).toEqual(['PressRunOrderState']);
  });

  it('answers not_supported where Shopify will not cancel (something shipped), not_found for no order', async () => {
    const o = fake.addOrder(SHOP, { lines: [{ title: 'Mug' }, { title: 'Candle' }] });
    await adapter().fulfil(auth, {
      orderId: String(o.id),
      lineIds: [String(o.lines[1]!.id)],
      carrier: 'UPS',
      trackingNumber: '1Z',
      trackingUrl: null,
    });
    expect(await adapter().cancelOrder(auth, String(o.id))).toBe('not_supported');
    expect(o.cancelledAt).toBeNull();
    expect((await failure(adapter().cancelOrder(auth, '404'))).kind).toBe('not_found');
  });
});

describe('disconnecting', () => {
  it('removes PressRun’s webhooks and revokes the token', async () => {
    const subscribed = await adapter().subscribe(auth, HOOK);
    fake
      .addShop('x.myshopify.com')
      .subscriptions.push({ id: 1, topic: 'ORDERS_CREATE', uri: HOOK, format: 'JSON' });
    fake.requests.length = 0;
    await adapter().disconnect(subscribed);
    expect(operations()).toEqual([
      'PressRunUnsubscribe',
      'PressRunUnsubscribe',
      'PressRunUnsubscribe',
      'DELETE /admin/api_permissions/current.json',
    ]);
    expect(shop.subscriptions).toEqual([]);
    expect((await failure(adapter().shopInfo(auth))).kind).toBe('unauthorized');
    // Again, with everything gone already: no error.
    await adapter().disconnect(subscribed);
  });

  it('says so when Shopify is down, after trying every step', async () => {
    const subscribed = await adapter().subscribe(auth, HOOK);
    fake.requests.length = 0;
    fake.failNext({ status: 502, body: { errors: 'Bad Gateway' } });
    expect((await failure(adapter().disconnect(subscribed))).kind).toBe('unavailable');
    // The other two webhooks removed and the token revoked all the same (which drops every webhook).
    expect(fake.requests).toHaveLength(4);
    expect(shop.subscriptions).toEqual([]);
    expect((await failure(adapter().shopInfo(auth))).kind).toBe('unauthorized');
  });
});

describe('failures', () => {
  it('429 with Retry-After is rate_limited for that long', async () => {
    fake.failNext({
      status: 429,
      headers: { 'retry-after': '2.0' },
      body: { errors: 'Exceeded 2 calls per second' },
    });
    const err = await failure(adapter().shopInfo(auth));
    expect([err.kind, err.retryAfterMs]).toEqual(['rate_limited', 2000]);
  });

  it('a spent query budget (THROTTLED) is rate_limited until the bucket holds the query again', async () => {
    // The fake's bucket refills in real time from its last answer: it holds 92 points as of now.
    Object.assign(fake.bucket, { available: 92, at: Date.now() });
    const err = await failure(adapter().ordersSince(auth, new Date('2026-11-01T00:00:00Z'), null));
    expect(err.kind).toBe('rate_limited');
    // The query costs 792 points; 700 missing at 100 a second: 7 s, less what the bucket regained
    // while the request was on its way (up to a second on a loaded machine).
    expect(err.retryAfterMs).toBeGreaterThanOrEqual(6_000);
    expect(err.retryAfterMs).toBeLessThanOrEqual(7_000);
  });

  it('5xx, a dropped connection and a stalled answer are unavailable', async () => {
    fake.failNext({ status: 503, body: { errors: 'Service Unavailable' } });
    expect((await failure(adapter().shopInfo(auth))).kind).toBe('unavailable');
    fake.failNext('hang-up');
    expect((await failure(adapter().shopInfo(auth))).kind).toBe('unavailable');
    fake.failNext('stall');
    const started = Date.now();
    const stalled = await failure(adapter(300).shopInfo(auth));
    expect(stalled.kind).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('a revoked token is unauthorized; 403 too; 404 is not_found; other 4xx rejected with Shopify’s words', async () => {
    fake.failNext({ status: 401, body: { errors: '[API] Invalid API key or access token' } });
    expect((await failure(adapter().listProducts(auth, null))).kind).toBe('unauthorized');
    fake.failNext({ status: 403, body: { errors: 'This action requires merchant approval' } });
    expect((await failure(adapter().listProducts(auth, null))).kind).toBe('unauthorized');
    fake.failNext({ status: 404, body: { errors: 'Not Found' } });
    expect((await failure(adapter().listProducts(auth, null))).kind).toBe('not_found');
    fake.failNext({ status: 422, body: { errors: { base: ['is invalid'] } } });
    const err = await failure(adapter().listProducts(auth, null));
    expect([err.kind, err.message]).toEqual(['rejected', expect.stringMatching(/base is invalid/)]);
  });

  it('a GraphQL error (a field Shopify does not know) is rejected, a shop gone is not_found', async () => {
    fake.failNext({
      status: 200,
      body: { errors: [{ message: "Field 'x' doesn't exist", extensions: {} }] },
    });
    expect((await failure(adapter().shopInfo(auth))).message).toMatch(/Field 'x' doesn't exist/);
    expect((await failure(adapter().shopInfo({ ...auth, shop: 'gone.myshopify.com' }))).kind).toBe(
      'not_found',
    );
  });

  it('sends nothing to an address that is not a myshopify.com shop', async () => {
    for (const bad of [
      'evil.example.com',
      'acme.myshopify.com.evil.com',
      'ACME.myshopify.com',
      'a/b.myshopify.com',
    ]) {
      const err = await failure(adapter().shopInfo({ ...auth, shop: bad }));
      expect(err.kind).toBe('rejected');
    }
    expect(fake.requests).toEqual([]);
  });
});
