import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { storeAdapters } from '../index';
import type { StoreOrder } from '../port';
import { KEYSTRING, SHARED_SECRET, SHOP_ID } from './fake-etsy';
import { etsyCarrier } from './orders';
import { etsyReceiptJson } from './receipt';
import { connectedShop, failure } from './test-shop';

const { fake, adapter, auth } = await connectedShop();

const SINCE = new Date(Date.UTC(2026, 4, 1));
const order = (i: number, over: Partial<StoreOrder> = {}): StoreOrder => ({
  id: String(3_400_000_000 + i),
  number: String(3_400_000_000 + i),
  createdAt: new Date(SINCE.getTime() + i * 60_000).toISOString(),
  cancelled: false,
  shipTo: {
    name: `Buyer ${i}`,
    company: null,
    address1: `${i} Main St`,
    address2: null,
    city: 'Brooklyn',
    province: 'NY',
    zip: '11201',
    country: 'US',
    phone: null,
  },
  lines: [
    {
      id: String(4_100_000_000 + i),
      productId: '900001',
      variantId: '500001',
      sku: 'PR-tmpl_1',
      title: 'Mug',
      quantity: 1,
    },
  ],
  ...over,
});

describe('Etsy: receipts polled', () => {
  beforeAll(() => {
    for (let i = 1; i <= 130; i++) fake.receipts.push(etsyReceiptJson(order(i, { cancelled: i === 7 })));
    // Changed before `since`, and not paid: left out by Etsy's own filters.
    fake.receipts.push(etsyReceiptJson(order(500), new Date(SINCE.getTime() - 1_000).toISOString()));
    fake.receipts.push(
      etsyReceiptJson(order(501, { createdAt: new Date(SINCE.getTime() - 86_400_000).toISOString() })),
    );
    fake.receipts.at(-1)!.update_timestamp = Math.floor(SINCE.getTime() / 1000) - 1;
    fake.receipts.push({ ...etsyReceiptJson(order(502)), is_paid: false, status: 'payment processing' });
  });

  it('asks for paid receipts changed since, oldest first, a hundred a page; the cursor is the next offset', async () => {
    const first = await adapter.ordersSince(auth, SINCE, null);
    expect(first.items).toHaveLength(100);
    expect(first.next).toBe('100');
    expect(first.items[0]).toEqual(order(1));
    expect(first.items[6]).toEqual(order(7, { cancelled: true }));
    const second = await adapter.ordersSince(auth, SINCE, first.next);
    expect(second.items.map((o) => o.id)).toEqual(
      Array.from({ length: 30 }, (_, i) => String(3_400_000_101 + i)),
    );
    expect(second.next).toBeNull();

    const calls = fake.requests.filter((r) => r.path === `/v3/application/shops/${SHOP_ID}/receipts`);
    expect(calls.map((r) => Object.fromEntries(r.query))).toEqual(
      ['0', '100'].map((offset) => ({
        min_last_modified: String(SINCE.getTime() / 1000),
        was_paid: 'true',
        sort_on: 'created',
        sort_order: 'asc',
        limit: '100',
        offset,
      })),
    );
  });

  it('a page of Etsy’s receipts comes back whole after a 429 is retried by the caller', async () => {
    fake.interrupt(/receipts$/, {
      status: 429,
      json: { error: 'Too many requests' },
      headers: { 'retry-after': '2' },
    });
    expect(await failure(adapter.ordersSince(auth, SINCE, null))).toMatchObject({
      kind: 'rate_limited',
      retryAfterMs: 2_000,
    });
    expect((await adapter.ordersSince(auth, SINCE, null)).items).toHaveLength(100);
  });
});

describe('Etsy: tracking back, and what Etsy does not do', () => {
  const receiptId = '3400000901';
  beforeAll(() => {
    fake.receipts.push(etsyReceiptJson(order(901)));
  });
  const fulfilment = (over = {}) => ({
    orderId: receiptId,
    lineIds: ['4100000901'],
    carrier: 'USPS',
    trackingNumber: '9400111202555842761234',
    trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111202555842761234',
    ...over,
  });

  it('submits the tracking as a receipt shipment (JSON), once: a retry of the same one posts nothing', async () => {
    await adapter.fulfil(auth, fulfilment());
    const post = fake.requests.find((r) => r.method === 'POST' && r.path.endsWith('/tracking'))!;
    expect(post.path).toBe(`/v3/application/shops/${SHOP_ID}/receipts/${receiptId}/tracking`);
    expect(post.headers['content-type']).toBe('application/json');
    expect(JSON.parse(post.body.toString())).toEqual({
      tracking_code: '9400111202555842761234',
      carrier_name: 'usps',
      send_bcc: true,
    });
    const receipt = fake.receipts.find((r) => r.receipt_id === Number(receiptId))!;
    expect(receipt.is_shipped).toBe(true);
    expect(receipt.shipments).toHaveLength(1);

    fake.requests.length = 0;
    await adapter.fulfil(auth, fulfilment());
    expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    expect(receipt.shipments).toHaveLength(1);
  });

  it('names Etsy’s carriers as Etsy does, any other as “other”; an unknown receipt is not_found', async () => {
    expect(['USPS', 'UPS', 'FedEx', 'DhlEcs', 'Canada Post'].map(etsyCarrier)).toEqual([
      'usps',
      'ups',
      'fedex',
      'other',
      'other',
    ]);
    expect((await failure(adapter.fulfil(auth, fulfilment({ orderId: '123' })))).kind).toBe('not_found');
  });

  it('cannot cancel a receipt, subscribes to nothing, revokes nothing (no call for any)', async () => {
    expect(adapter).toMatchObject({ platform: 'etsy', mode: 'live', polled: true });
    expect(await adapter.cancelOrder(auth, receiptId)).toBe('not_supported');
    expect(await adapter.subscribe(auth, 'https://portal.pressrun.example/api/stores/webhooks/etsy')).toBe(
      auth,
    );
    await adapter.disconnect(auth);
    expect(fake.requests).toHaveLength(0);
  });

  it('verifies no webhook (Etsy sends none): signed with the app’s secret, tampered, wrong secret or unsigned', () => {
    const rawBody = Buffer.from(JSON.stringify(etsyReceiptJson(order(1))));
    const sign = (secret: string, body: Buffer) =>
      crypto.createHmac('sha256', secret).update(body).digest('base64');
    const requests = [
      { headers: { 'x-etsy-signature': sign(SHARED_SECRET, rawBody) }, rawBody },
      { headers: { 'x-etsy-signature': sign(SHARED_SECRET, rawBody) }, rawBody: Buffer.from(`${rawBody} `) },
      { headers: { 'x-etsy-signature': sign('another-secret', rawBody) }, rawBody },
      { headers: {}, rawBody },
    ];
    for (const request of requests) {
      expect(adapter.verifyWebhook(request, auth)).toBe(false);
      expect(adapter.parseWebhook(request)).toEqual({ kind: 'ignored' });
    }
  });
});

describe('choosing the Etsy adapter', () => {
  const sandbox = {} as Parameters<typeof storeAdapters>[2];
  it('is the real one when ETSY_CLIENT_ID is set, pointed where ETSY_API_BASE and ETSY_AUTH_BASE say', () => {
    const config = loadConfig({
      ETSY_CLIENT_ID: KEYSTRING,
      ETSY_CLIENT_SECRET: SHARED_SECRET,
      ETSY_API_BASE: `${fake.url}/`,
      ETSY_AUTH_BASE: fake.url,
    } as NodeJS.ProcessEnv);
    expect(config.stores.etsy).toEqual({
      clientId: KEYSTRING,
      clientSecret: SHARED_SECRET,
      apiBase: fake.url,
      authBase: fake.url,
    });
    const adapters = storeAdapters(config.stores, 'https://portal.pressrun.example', sandbox);
    expect(adapters.etsy).toMatchObject({ mode: 'live', polled: true });
    expect(
      adapters.etsy.beginConnect({ shop: null, state: 's', redirectUri: 'https://x/cb', codeVerifier: 'v' }),
    ).toMatch(new RegExp(`^${fake.url}/oauth/connect\\?`));
  });

  it('is the sandbox shop without it', () => {
    const adapters = storeAdapters(
      loadConfig({} as NodeJS.ProcessEnv).stores,
      'https://portal.pressrun.example',
      sandbox,
    );
    expect(adapters.etsy).toMatchObject({ mode: 'sandbox', polled: true });
  });
});
