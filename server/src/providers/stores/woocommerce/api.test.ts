import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Fulfilment, PublishInput, StoreAdapter, StoreAuth, StoreError } from '../port';
import { wooStoreAdapter } from './adapter';
import { sampleOrder, startReceiver, startTestSite, type TestSite } from './test-site';
import type { WooOrderJson } from './webhook';

/**
 * The adapter against the test WooCommerce site over "https" (the site believes it is
 * https://shop.example.com; the adapter's calls go to its local address): HTTP Basic keys,
 * products, orders, tracking, cancelling, webhooks and every failure the stores module acts on.
 */

let site: TestSite;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let woo: StoreAdapter;
let auth: StoreAuth;

const HOME = 'https://shop.example.com';

beforeAll(async () => {
  site = await startTestSite({ home: HOME });
  receiver = await startReceiver();
  woo = wooStoreAdapter({ appName: 'PressRun', baseUrl: site.url, timeoutMs: 1_000 });
});
afterAll(async () => {
  await site.close();
  await receiver.close();
});

beforeEach(() => {
  site.requests.length = 0;
  Object.assign(site.settings, {
    shipmentTracking: false,
    stripsAuthorization: false,
    ignoresModifiedAfter: false,
    plainPermalinks: false,
    closedIndex: false,
  });
  const key = site.addKey();
  auth = {
    shop: HOME,
    accessToken: key.ck,
    secret: key.cs,
    webhookSecret: 'store-secret-1',
    webhookIds: [],
  };
});

const failure = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return e as StoreError;
  }
  throw new Error('expected a StoreError');
};

const order = (id: number, overrides: Partial<WooOrderJson> = {}): WooOrderJson => {
  const o = sampleOrder({ id, number: String(id), ...overrides });
  site.orders.set(id, o);
  return o;
};

describe('WooCommerce API: authentication over https', () => {
  it('sends the keys as HTTP Basic, never in the URL', async () => {
    await woo.shopInfo(auth);
    const call = site.requests.find(
      (r) => r.path === '/wp-json/wc/v3/settings/general/woocommerce_currency',
    )!;
    expect(call.headers.authorization).toBe(
      `Basic ${Buffer.from(`${auth.accessToken}:${auth.secret}`).toString('base64')}`,
    );
    expect(call.query.has('consumer_secret')).toBe(false);
    // The public index is asked without the keys.
    expect(site.requests.find((r) => r.path === '/wp-json/')!.headers.authorization).toBeUndefined();
  });

  it('falls back to the query-string keys on a host that drops the Authorization header', async () => {
    site.settings.stripsAuthorization = true;
    expect((await woo.shopInfo(auth)).currency).toBe('GBP');
    const calls = site.requests.filter((r) => r.path.startsWith('/wp-json/wc/'));
    expect(calls.map((r) => r.query.has('consumer_secret'))).toEqual([false, true]);
  });

  it('answers a revoked key, a wrong secret and a read-only key as unauthorized (no second try on a wrong secret)', async () => {
    site.revoke(auth.accessToken);
    const revoked = await failure(woo.shopInfo(auth));
    expect(revoked).toMatchObject({ kind: 'unauthorized' });
    expect(revoked.message).toContain('woocommerce_rest_cannot_view');

    const key = site.addKey();
    site.requests.length = 0;
    const wrong = await failure(woo.listProducts({ ...auth, accessToken: key.ck, secret: 'cs_wrong' }, null));
    expect(wrong).toMatchObject({ kind: 'unauthorized' });
    expect(wrong.message).toContain('Consumer secret is invalid.');
    expect(site.requests).toHaveLength(1);

    const readOnly = site.addKey('read');
    const noWrite = await failure(
      woo.cancelOrder({ ...auth, accessToken: readOnly.ck, secret: readOnly.cs }, String(order(801).id)),
    );
    expect(noWrite).toMatchObject({ kind: 'unauthorized' });
    expect(noWrite.message).toContain('does not have write permissions');
  });
});

describe('WooCommerce API: failures the stores module acts on', () => {
  it('429 with Retry-After is rate_limited for that long', async () => {
    site.failNext({
      status: 429,
      headers: { 'retry-after': '7' },
      raw: '<html>Too Many Requests</html>',
    });
    expect(await failure(woo.ordersSince(auth, new Date(), null))).toMatchObject({
      kind: 'rate_limited',
      retryAfterMs: 7_000,
    });
    site.failNext({ status: 429, headers: { 'retry-after': new Date(Date.now() + 30_000).toUTCString() } });
    const dated = await failure(woo.ordersSince(auth, new Date(), null));
    expect(dated.retryAfterMs).toBeGreaterThan(25_000);
    expect(dated.retryAfterMs).toBeLessThanOrEqual(30_000);
  });

  it('5xx, a dropped connection and a site that never answers are unavailable', async () => {
    site.failNext({
      status: 500,
      json: {
        code: 'internal_server_error',
        message: 'There has been a critical error on this website.',
        data: { status: 500 },
      },
    });
    expect(await failure(woo.listProducts(auth, null))).toMatchObject({ kind: 'unavailable' });
    site.failNext({ status: 503, raw: '<html>Service Unavailable</html>' });
    expect(await failure(woo.listProducts(auth, null))).toMatchObject({ kind: 'unavailable' });
    site.failNext('hang');
    const started = Date.now();
    const hung = await failure(woo.listProducts(auth, null));
    expect(hung).toMatchObject({ kind: 'unavailable' });
    expect(hung.message).toContain('timed out');
    expect(Date.now() - started).toBeLessThan(5_000);
    const closed = wooStoreAdapter({ appName: 'PressRun', baseUrl: 'http://127.0.0.1:9', timeoutMs: 1_000 });
    expect(await failure(closed.listProducts(auth, null))).toMatchObject({ kind: 'unavailable' });
  });

  it('a firewall’s 403 page is unavailable, WordPress’s 403 is unauthorized', async () => {
    site.failNext({ status: 403, raw: '<html>Blocked by Wordfence</html>' });
    expect(await failure(woo.listProducts(auth, null))).toMatchObject({ kind: 'unavailable' });
    site.failNext({
      status: 403,
      json: {
        code: 'woocommerce_rest_cannot_view',
        message: 'Sorry, you cannot list resources.',
        data: { status: 403 },
      },
    });
    expect(await failure(woo.listProducts(auth, null))).toMatchObject({ kind: 'unauthorized' });
  });

  it('a redirect is not followed: moved for good, the store must be connected again; a maintenance page passes', async () => {
    site.failNext({
      status: 301,
      headers: { location: 'https://www.shop.example.com/wp-json/wc/v3/products' },
    });
    const moved = await failure(woo.publishProduct(auth, mug()));
    expect(moved.kind).toBe('unauthorized');
    expect(moved.message).toContain('https://www.shop.example.com');
    expect(site.products.size).toBe(0);
    site.failNext({ status: 302, headers: { location: 'https://shop.example.com/maintenance/' } });
    expect(await failure(woo.listProducts(auth, null))).toMatchObject({ kind: 'unavailable' });
  });

  it('no REST API (plain permalinks) is rejected with the reason; WooCommerce switched off is unavailable', async () => {
    site.settings.plainPermalinks = true;
    const plain = await failure(woo.shopInfo(auth));
    expect(plain.kind).toBe('rejected');
    expect(plain.message).toContain('pretty permalinks');
    site.settings.plainPermalinks = false;
    site.failNext({
      status: 404,
      json: {
        code: 'rest_no_route',
        message: 'No route was found matching the URL and request method.',
        data: { status: 404 },
      },
    });
    expect(await failure(woo.listProducts(auth, null))).toMatchObject({ kind: 'unavailable' });
  });
});

describe('WooCommerce API: the shop', () => {
  it('names the shop by its site title and its home address, and reads the currency', async () => {
    expect(await woo.shopInfo(auth)).toEqual({
      externalId: HOME,
      name: "Tom & Jerry's Prints",
      currency: 'GBP',
    });
    const index = site.requests.find((r) => r.path === '/wp-json/')!;
    expect(index.query.get('_fields')).toBe('name,home,namespaces');
  });

  it('still reads the shop when a security plugin hides the index', async () => {
    site.settings.closedIndex = true;
    expect(await woo.shopInfo(auth)).toEqual({ externalId: HOME, name: 'shop.example.com', currency: 'GBP' });
  });
});

function mug(overrides: Partial<PublishInput> = {}): PublishInput {
  return {
    title: 'Sunrise Mug',
    description: 'Glossy ceramic.\nDishwasher safe.\n\nPrinted <in> the USA & shipped fast.',
    price: 2499,
    sku: 'PR-12',
    variantTitle: '11oz / White',
    images: [
      'https://app.pressrun.example/media/listing/12-front.png',
      'https://app.pressrun.example/media/listing/12-back.png',
    ],
    productType: 'mug',
    ...overrides,
  };
}

describe('WooCommerce API: products', () => {
  it('publishes a simple product: price as a string, SKU, photos by URL, HTML description', async () => {
    site.products.clear();
    const published = await woo.publishProduct(auth, mug());
    const made = site.products.get(Number(published.productId))!;
    expect(published).toEqual({
      productId: String(made.id),
      variantId: String(made.id),
      adminUrl: `${HOME}/wp-admin/post.php?post=${made.id}&action=edit`,
    });
    expect(made).toMatchObject({
      name: 'Sunrise Mug',
      type: 'simple',
      status: 'publish',
      regular_price: '24.99',
      sku: 'PR-12',
      images: [
        { src: 'https://app.pressrun.example/media/listing/12-front.png' },
        { src: 'https://app.pressrun.example/media/listing/12-back.png' },
      ],
      attributes: [{ name: 'Option', options: ['11oz / White'], visible: true, variation: false }],
    });
    expect(made.description).toBe(
      '<p>Glossy ceramic.<br>\nDishwasher safe.</p>\n<p>Printed &lt;in&gt; the USA &amp; shipped fast.</p>',
    );
    // Listed back, the product is its own one variant, named by its option.
    const page = await woo.listProducts(auth, null);
    expect(page.items).toEqual([
      {
        id: String(made.id),
        title: 'Sunrise Mug',
        variants: [{ id: String(made.id), title: '11oz / White', sku: 'PR-12' }],
      },
    ]);
  });

  it('answers a retried publish with the product the first one made; another product’s SKU is refused', async () => {
    site.products.clear();
    const first = await woo.publishProduct(auth, mug({ sku: 'PR-40', title: 'Tea & Toast Mug' }));
    expect(await woo.publishProduct(auth, mug({ sku: 'PR-40', title: 'Tea & Toast Mug' }))).toEqual(first);
    expect((await woo.listProducts(auth, null)).items[0]!.title).toBe('Tea & Toast Mug');
    expect(site.products.size).toBe(1);
    const other = await failure(woo.publishProduct(auth, mug({ sku: 'PR-40', title: 'Another mug' })));
    expect(other.kind).toBe('rejected');
    expect(other.message).toBe('The store already has a product with SKU PR-40 ("Tea & Toast Mug").');
    const repriced = await failure(
      woo.publishProduct(auth, mug({ sku: 'PR-40', title: 'Tea & Toast Mug', price: 2999 })),
    );
    expect(repriced.kind).toBe('rejected');
    expect(site.products.size).toBe(1);
  });

  it('tells a refused photo in WooCommerce’s words, and cents exactly', async () => {
    const bad = await failure(woo.publishProduct(auth, mug({ sku: 'PR-41', images: ['not-a-url'] })));
    expect(bad).toMatchObject({ kind: 'rejected', message: 'Error getting remote image.' });
    const cheap = await woo.publishProduct(auth, mug({ sku: 'PR-42', price: 5 }));
    expect(site.products.get(Number(cheap.productId))!.regular_price).toBe('0.05');
  });

  it('pages the products by X-WP-TotalPages with their variations, leaving out what cannot be shipped', async () => {
    site.products.clear();
    for (let i = 1; i <= 55; i++)
      site.products.set(i, {
        id: i,
        name: `Tee ${i}`,
        type: 'simple',
        status: 'publish',
        sku: `T-${i}`,
        attributes: [],
      });
    site.products.set(56, { id: 56, name: 'Bundle', type: 'grouped', status: 'publish', sku: '' });
    site.products.set(57, {
      id: 57,
      name: 'Hoodie',
      type: 'variable',
      status: 'publish',
      sku: 'H',
      variations: [],
    });
    site.variations.set(
      57,
      Array.from({ length: 120 }, (_, i) => ({
        id: 1000 + i,
        sku: i === 0 ? '' : `H-${i}`,
        attributes: [
          { id: 1, name: 'Size', option: ['S', 'M', 'L'][i % 3]! },
          { id: 0, name: 'Colour', option: i === 1 ? '' : 'Black' },
        ],
      })),
    );
    const first = await woo.listProducts(auth, null);
    expect(first.items).toHaveLength(50);
    expect(first.items[0]).toEqual({
      id: '1',
      title: 'Tee 1',
      variants: [{ id: '1', title: 'Default', sku: 'T-1' }],
    });
    expect(first.next).toBe('2');
    const second = await woo.listProducts(auth, first.next);
    expect(second.next).toBeNull();
    expect(second.items.map((p) => p.title)).toEqual([
      'Tee 51',
      'Tee 52',
      'Tee 53',
      'Tee 54',
      'Tee 55',
      'Hoodie',
    ]);
    const hoodie = second.items.at(-1)!;
    expect(hoodie.variants).toHaveLength(120);
    expect(hoodie.variants.slice(0, 2)).toEqual([
      { id: '1000', title: 'S / Black', sku: null },
      { id: '1001', title: 'M / Any Colour', sku: 'H-1' },
    ]);
    const calls = site.requests.filter((r) => r.path === '/wp-json/wc/v3/products');
    expect(
      calls.map((r) => [
        r.query.get('page'),
        r.query.get('per_page'),
        r.query.get('orderby'),
        r.query.get('order'),
      ]),
    ).toEqual([
      ['1', '50', 'id', 'asc'],
      ['2', '50', 'id', 'asc'],
    ]);
    expect(
      site.requests
        .filter((r) => r.path === '/wp-json/wc/v3/products/57/variations')
        .map((r) => r.query.get('page')),
    ).toEqual(['1', '2']);
  });
});

describe('WooCommerce API: orders since', () => {
  it('asks for orders modified after the time in UTC, by id, and keeps the paid and cancelled ones', async () => {
    site.orders.clear();
    const since = new Date('2026-05-01T12:00:00.500Z');
    order(901, { status: 'processing', date_modified_gmt: '2026-05-01T12:00:00' });
    order(902, { status: 'pending', date_modified_gmt: '2026-05-01T12:30:00' });
    order(903, { status: 'cancelled', date_modified_gmt: '2026-05-02T09:00:00' });
    order(904, { status: 'completed', date_modified_gmt: '2026-05-02T10:00:00' });
    order(905, { status: 'processing', date_modified_gmt: '2026-04-01T10:00:00' });
    const page = await woo.ordersSince(auth, since, null);
    expect(page.items.map((o) => [o.id, o.cancelled])).toEqual([
      ['901', false],
      ['903', true],
      ['904', false],
    ]);
    expect(page.next).toBeNull();
    const call = site.requests.find((r) => r.path === '/wp-json/wc/v3/orders')!;
    expect(Object.fromEntries(call.query)).toMatchObject({
      modified_after: '2026-05-01T11:59:59',
      dates_are_gmt: 'true',
      orderby: 'id',
      order: 'asc',
      page: '1',
      per_page: '50',
    });
  });

  it('follows the pages, and an older WooCommerce that ignores the filter brings back nothing old', async () => {
    site.orders.clear();
    for (let i = 1; i <= 60; i++)
      order(i, { date_modified_gmt: i <= 30 ? '2025-01-01T00:00:00' : '2026-06-01T00:00:00' });
    site.settings.ignoresModifiedAfter = true;
    const since = new Date('2026-05-31T00:00:00Z');
    const first = await woo.ordersSince(auth, since, null);
    expect(first.items.map((o) => o.id)).toEqual(Array.from({ length: 20 }, (_, i) => String(31 + i)));
    expect(first.next).toBe('2');
    const second = await woo.ordersSince(auth, since, first.next);
    expect(second.items.map((o) => o.id)).toEqual(Array.from({ length: 10 }, (_, i) => String(51 + i)));
    expect(second.next).toBeNull();
  });

  it('judges the end by the page’s size when a proxy strips the paging headers', async () => {
    site.failNext({ status: 200, json: Array.from({ length: 50 }, (_, i) => sampleOrder({ id: i + 1 })) });
    expect((await woo.ordersSince(auth, new Date(0), null)).next).toBe('2');
    site.failNext({ status: 200, json: [sampleOrder({ id: 99 })] });
    expect((await woo.ordersSince(auth, new Date(0), '2')).next).toBeNull();
  });
});

const shipment = (orderId: number, overrides: Partial<Fulfilment> = {}): Fulfilment => ({
  orderId: String(orderId),
  lineIds: ['315', '316'],
  carrier: 'USPS',
  trackingNumber: '9400111899560000000000',
  trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899560000000000',
  ...overrides,
});

describe('WooCommerce API: tracking back and cancelling', () => {
  it('with Shipment Tracking: adds a tracking item once, then completes the order', async () => {
    site.settings.shipmentTracking = true;
    order(701);
    await woo.fulfil(auth, shipment(701));
    await woo.fulfil(auth, shipment(701));
    expect(site.trackings.get(701)).toEqual([
      expect.objectContaining({
        custom_tracking_provider: 'USPS',
        custom_tracking_link: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899560000000000',
        tracking_number: '9400111899560000000000',
      }),
    ]);
    expect(site.trackings.get(701)![0]!.date_shipped).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(site.orders.get(701)!.status).toBe('completed');
    expect(site.notes.get(701)).toBeUndefined();
    // Without a link, the carrier is named as one of the extension's providers.
    order(702);
    await woo.fulfil(auth, shipment(702, { trackingUrl: null }));
    expect(site.trackings.get(702)![0]).toMatchObject({
      tracking_provider: 'USPS',
      custom_tracking_provider: '',
    });
  });

  it('without it: a customer note with carrier, number and link, once; then completed', async () => {
    order(703);
    await woo.fulfil(auth, shipment(703));
    await woo.fulfil(auth, shipment(703));
    expect(site.notes.get(703)).toEqual([
      expect.objectContaining({
        customer_note: true,
        note: 'Your order has shipped with USPS. Tracking number: 9400111899560000000000. Track it here: https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899560000000000',
      }),
    ]);
    expect(site.orders.get(703)!.status).toBe('completed');
    const probe = site.requests.find(
      (r) => r.path === '/wp-json/wc-shipment-tracking/v3/orders/703/shipment-trackings',
    );
    expect(probe?.method).toBe('GET');
  });

  it('leaves an order with the seller’s own lines, or no longer processing, in its status', async () => {
    order(704);
    await woo.fulfil(auth, shipment(704, { lineIds: ['316'] }));
    expect(site.orders.get(704)!.status).toBe('processing');
    expect(site.notes.get(704)).toHaveLength(1);
    order(705, { status: 'cancelled' });
    await woo.fulfil(auth, shipment(705));
    expect(site.orders.get(705)!.status).toBe('cancelled');
  });

  it('an unknown order is not_found, and nothing is written', async () => {
    const before = site.requests.length;
    expect(await failure(woo.fulfil(auth, shipment(999_999)))).toMatchObject({ kind: 'not_found' });
    expect(site.requests.slice(before).map((r) => r.method)).toEqual(['GET']);
    expect(await failure(woo.fulfil(auth, shipment(0, { orderId: 'abc' })))).toMatchObject({
      kind: 'not_found',
    });
    expect(await failure(woo.cancelOrder(auth, '999999'))).toMatchObject({ kind: 'not_found' });
  });

  it('cancels an open order with a private note; a shipped one is not reopened', async () => {
    order(706);
    expect(await woo.cancelOrder(auth, '706')).toBe('cancelled');
    expect(site.orders.get(706)!.status).toBe('cancelled');
    expect(site.notes.get(706)).toEqual([expect.objectContaining({ customer_note: false })]);
    expect(await woo.cancelOrder(auth, '706')).toBe('cancelled');
    expect(site.notes.get(706)).toHaveLength(1);
    order(707, { status: 'completed' });
    expect(await woo.cancelOrder(auth, '707')).toBe('not_supported');
    expect(site.orders.get(707)!.status).toBe('completed');
  });
});

describe('WooCommerce API: webhooks', () => {
  it('subscribes order.created and order.updated with the store’s secret; deliveries verify and parse', async () => {
    site.webhooks.clear();
    receiver.received.length = 0;
    const subscribed = await woo.subscribe(auth, receiver.url);
    expect(subscribed.webhookSecret).toBe('store-secret-1');
    expect(subscribed.webhookIds).toHaveLength(2);
    expect([...site.webhooks.values()].map((w) => [w.topic, w.delivery_url, w.secret, w.status])).toEqual([
      ['order.created', receiver.url, 'store-secret-1', 'active'],
      ['order.updated', receiver.url, 'store-secret-1', 'active'],
    ]);
    // WooCommerce pinged the address as it made each one: answered 200, verified, dropped.
    expect(receiver.received).toHaveLength(2);
    for (const ping of receiver.received) {
      expect(woo.verifyWebhook(ping, subscribed)).toBe(true);
      expect(woo.parseWebhook(ping)).toEqual({ kind: 'ignored' });
    }
    expect(site.pings.map((p) => p.status)).toEqual([200, 200]);

    receiver.received.length = 0;
    expect(await site.deliver('order.created', sampleOrder({ id: 808, number: '808' }))).toEqual([200]);
    const [sent] = receiver.received;
    expect(woo.verifyWebhook(sent!, subscribed)).toBe(true);
    expect(woo.parseWebhook(sent!)).toMatchObject({ kind: 'order', order: { id: '808', number: '#808' } });
    // Another store's secret does not verify it.
    expect(woo.verifyWebhook(sent!, { ...subscribed, webhookSecret: 'other' })).toBe(false);
  });

  it('replaces what an earlier connection left at the same address, and makes a secret if it has none', async () => {
    site.webhooks.clear();
    const first = await woo.subscribe(auth, receiver.url);
    const again = await woo.subscribe(
      { ...auth, webhookSecret: null, webhookIds: first.webhookIds },
      receiver.url,
    );
    expect(again.webhookSecret).toMatch(/^[\w-]{40,}$/);
    expect([...site.webhooks.keys()].map(String)).toEqual(again.webhookIds);
    expect(again.webhookIds).not.toEqual(first.webhookIds);
  });

  it('takes back the first webhook when the second cannot be made', async () => {
    site.webhooks.clear();
    let creates = 0;
    site.failWhen((r) => r.method === 'POST' && r.path === '/wp-json/wc/v3/webhooks' && ++creates === 2, {
      status: 500,
      json: { code: 'db_error', message: 'Could not insert.', data: { status: 500 } },
    });
    expect(await failure(woo.subscribe(auth, receiver.url))).toMatchObject({ kind: 'unavailable' });
    expect(creates).toBe(2);
    expect(site.webhooks.size).toBe(0);
  });

  it('disconnect removes PressRun’s webhooks (force), tolerates ones already gone and revoked keys', async () => {
    site.webhooks.clear();
    const subscribed = await woo.subscribe(auth, receiver.url);
    site.webhooks.delete(Number(subscribed.webhookIds![0]));
    await woo.disconnect(subscribed);
    expect(site.webhooks.size).toBe(0);
    const deletes = site.requests.filter((r) => r.method === 'DELETE');
    expect(deletes.every((r) => r.query.get('force') === 'true')).toBe(true);
    site.revoke(auth.accessToken);
    await expect(woo.disconnect({ ...subscribed, webhookIds: ['5'] })).resolves.toBeUndefined();
  });

  it('disconnect still says when the site failed', async () => {
    site.failNext({ status: 502, raw: 'Bad Gateway' });
    expect(await failure(woo.disconnect({ ...auth, webhookIds: ['5', '6'] }))).toMatchObject({
      kind: 'unavailable',
    });
  });
});

describe('WooCommerce API: over plain http, OAuth 1.0a', () => {
  let plain: TestSite;
  let plainWoo: StoreAdapter;
  let plainAuth: StoreAuth;

  beforeAll(async () => {
    plain = await startTestSite({ home: 'http://localhost:8080/wordpress' });
    plainWoo = wooStoreAdapter({ appName: 'PressRun', baseUrl: plain.url, timeoutMs: 1_000 });
    const key = plain.addKey();
    plainAuth = { shop: 'http://localhost:8080/wordpress', accessToken: key.ck, secret: key.cs };
  });
  afterAll(() => plain.close());

  it('signs every call (the site checks the signature, the window and the nonce); the secret never travels', async () => {
    plain.orders.set(11, sampleOrder({ id: 11 }));
    expect((await plainWoo.shopInfo(plainAuth)).externalId).toBe('http://localhost:8080/wordpress');
    expect((await plainWoo.ordersSince(plainAuth, new Date(0), null)).items).toHaveLength(1);
    await plainWoo.fulfil(plainAuth, shipment(11));
    expect(plain.orders.get(11)!.status).toBe('completed');
    const calls = plain.requests.filter((r) => r.path.startsWith('/wp-json/wc/'));
    expect(calls.length).toBeGreaterThanOrEqual(5);
    for (const r of calls) {
      expect(r.query.get('oauth_signature_method')).toBe('HMAC-SHA256');
      expect(r.headers.authorization).toBeUndefined();
      expect(`${r.path}?${r.query}`).not.toContain(plainAuth.secret!);
      expect(r.body).not.toContain(plainAuth.secret!);
    }
    expect(new Set(calls.map((r) => r.query.get('oauth_nonce'))).size).toBe(calls.length);
  });

  it('a wrong secret or a clock off by an hour is refused by the site, as unauthorized', async () => {
    const wrong = await failure(plainWoo.listProducts({ ...plainAuth, secret: 'cs_wrong' }, null));
    expect(wrong.kind).toBe('unauthorized');
    expect(wrong.message).toContain('signature does not match');
    const late = wooStoreAdapter({
      appName: 'PressRun',
      baseUrl: plain.url,
      now: () => Date.now() - 3_600_000,
    });
    const stale = await failure(late.listProducts(plainAuth, null));
    expect(stale.message).toContain('Invalid timestamp');
  });
});
