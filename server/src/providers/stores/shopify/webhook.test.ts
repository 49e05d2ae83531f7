import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { StoreError, type StoreOrder, type WebhookRequest } from '../port';
import { shopifyStoreAdapter } from './adapter';
import { ORDERS_CREATE_BODY } from './sample-order-webhook';
import { parseShopifyWebhook, shopifyOrderJson, shopifyWebhookHeaders } from './webhook';

const SECRET = 'shpss_pressrun_test_secret';
const SHOP = 'acme-prints.myshopify.com';
const adapter = shopifyStoreAdapter({
  clientId: 'id',
  clientSecret: SECRET,
  apiVersion: '2026-10',
  baseUrl: null,
});
const auth = { shop: SHOP, accessToken: 'shpat_x' };

/** A delivery as Shopify makes it: the raw bytes, signed with the app's client secret. */
function delivery(topic: string, body: unknown, secret = SECRET): WebhookRequest {
  const rawBody = Buffer.from(JSON.stringify(body));
  return {
    rawBody,
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': topic,
      'x-shopify-shop-domain': SHOP,
      'x-shopify-hmac-sha256': crypto.createHmac('sha256', secret).update(rawBody).digest('base64'),
      'x-shopify-webhook-id': 'b54557e4-bdd9-4b37-8a5f-bf7d70bcd043',
      'x-shopify-api-version': '2026-10',
    },
  };
}

describe('verifying a Shopify webhook', () => {
  it('accepts the body signed with the app’s client secret for this shop', () => {
    expect(adapter.verifyWebhook(delivery('orders/create', ORDERS_CREATE_BODY), auth)).toBe(true);
  });

  it('refuses a tampered body, another secret, a missing or broken signature, another shop', () => {
    const good = delivery('orders/create', ORDERS_CREATE_BODY);
    const tampered = { ...good, rawBody: Buffer.from(good.rawBody.toString().replace('"PR-42"', '"PR-43"')) };
    const cases: Array<[string, WebhookRequest]> = [
      ['tampered body', tampered],
      ['one byte more', { ...good, rawBody: Buffer.concat([good.rawBody, Buffer.from(' ')]) }],
      ['another secret', delivery('orders/create', ORDERS_CREATE_BODY, 'shpss_not_ours')],
      ['no signature', { ...good, headers: { ...good.headers, 'x-shopify-hmac-sha256': undefined } }],
      [
        'a hex signature',
        { ...good, headers: { ...good.headers, 'x-shopify-hmac-sha256': 'ab'.repeat(32) } },
      ],
      [
        'another shop',
        { ...good, headers: { ...good.headers, 'x-shopify-shop-domain': 'other.myshopify.com' } },
      ],
      ['no shop', { ...good, headers: { ...good.headers, 'x-shopify-shop-domain': undefined } }],
    ];
    for (const [why, request] of cases) expect(adapter.verifyWebhook(request, auth), why).toBe(false);
  });
});

describe('reading a Shopify webhook', () => {
  it('reads orders/create as Shopify sends it: ids, number, ship-to, the lines still ordered', () => {
    expect(adapter.parseWebhook(delivery('orders/create', ORDERS_CREATE_BODY))).toEqual({
      kind: 'order',
      order: {
        id: '5893120114734',
        number: '#1042',
        createdAt: '2026-11-26T14:03:22-05:00',
        cancelled: false,
        shipTo: {
          name: 'Grace Hopper',
          company: 'Navy Yard Ltd',
          address1: '88 Queen St W',
          address2: null,
          city: 'Toronto',
          province: 'ON',
          zip: 'M5H 2M9',
          country: 'CA',
          phone: null,
        },
        lines: [
          {
            id: '14370213675054',
            productId: '8812300157230',
            variantId: '46651119812910',
            sku: 'PR-42',
            title: 'Sunset Mug - 11oz / White',
            quantity: 2,
          },
          // The poster was removed from the order (current_quantity 0): not there.
          {
            id: '14370213740590',
            productId: '8812300222766',
            variantId: '46651119878446',
            sku: null,
            title: 'Handmade Candle',
            quantity: 1,
          },
        ],
      } satisfies StoreOrder,
    });
  });

  it('reads orders/cancelled as a cancelled order, app/uninstalled as the end', () => {
    const cancelled = {
      ...ORDERS_CREATE_BODY,
      cancelled_at: '2026-11-26T15:00:00-05:00',
      cancel_reason: 'customer',
    };
    const read = adapter.parseWebhook(delivery('orders/cancelled', cancelled));
    expect(read.kind === 'order' && read.order.cancelled).toBe(true);
    expect(adapter.parseWebhook(delivery('app/uninstalled', { id: 1, name: 'Acme Prints' }))).toEqual({
      kind: 'uninstalled',
    });
  });

  it('drops the privacy topics and anything else it did not ask for', () => {
    for (const topic of ['customers/data_request', 'customers/redact', 'shop/redact', 'products/update'])
      expect(adapter.parseWebhook(delivery(topic, { shop_id: 1 }))).toEqual({ kind: 'ignored' });
    expect(adapter.parseWebhook({ headers: {}, rawBody: Buffer.from('{}') })).toEqual({ kind: 'ignored' });
  });

  it('refuses an order topic whose body is not an order', () => {
    const notJson = { ...delivery('orders/create', {}), rawBody: Buffer.from('<xml/>') };
    expect(() => adapter.parseWebhook(notJson)).toThrow(StoreError);
    expect(() => adapter.parseWebhook(delivery('orders/create', { id: 1 }))).toThrow(/carries no order/);
  });

  it('reads back what the sandbox store sends (its JSON and headers)', () => {
    const order: StoreOrder = {
      id: '1001',
      number: '#1001',
      createdAt: '2026-11-26T10:00:00Z',
      cancelled: false,
      shipTo: {
        name: 'Ada King Lovelace',
        company: null,
        address1: '1 Main St',
        address2: null,
        city: 'Austin',
        province: 'TX',
        zip: '78701',
        country: 'US',
        phone: null,
      },
      lines: [{ id: '5', productId: '6', variantId: '7', sku: 'PR-1', title: 'Mug - 11oz', quantity: 2 }],
    };
    const rawBody = Buffer.from(JSON.stringify(shopifyOrderJson(order)));
    const headers = shopifyWebhookHeaders('orders/create', SHOP, rawBody, SECRET, 'id-1');
    expect(adapter.verifyWebhook({ headers, rawBody }, auth)).toBe(true);
    expect(parseShopifyWebhook({ headers, rawBody })).toEqual({ kind: 'order', order });
  });
});
