import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { StoreError, type StoreOrder, type WebhookRequest } from '../port';
import { sampleOrder } from './test-site';
import {
  isWooPing,
  parseWooWebhook,
  verifyWooWebhook,
  wooOrder,
  wooOrderJson,
  wooWebhookHeaders,
} from './webhook';

const SECRET = 'per-store-secret';

/** A delivery as WooCommerce makes it: the signature computed here, not by the code under test. */
function delivery(topic: string, json: unknown, secret = SECRET): WebhookRequest {
  const rawBody = Buffer.from(JSON.stringify(json));
  return {
    rawBody,
    headers: {
      'content-type': 'application/json',
      'x-wc-webhook-source': 'https://shop.example.com/',
      'x-wc-webhook-topic': topic,
      'x-wc-webhook-resource': topic.split('.')[0],
      'x-wc-webhook-event': topic.split('.')[1],
      'x-wc-webhook-signature': crypto.createHmac('sha256', secret).update(rawBody).digest('base64'),
      'x-wc-webhook-id': '17',
      'x-wc-webhook-delivery-id': '8c1d2d3a5b',
    },
  };
}

const ping: WebhookRequest = {
  rawBody: Buffer.from('webhook_id=17'),
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    'user-agent': 'WooCommerce/9.8.0 Hookshot',
  },
};

describe('WooCommerce webhooks: the signature', () => {
  it('accepts the base64 HMAC-SHA256 of the raw body with the store’s secret', () => {
    expect(verifyWooWebhook(delivery('order.created', sampleOrder()), SECRET)).toBe(true);
  });

  it('refuses a tampered body, another store’s secret, a missing signature and a missing secret', () => {
    const good = delivery('order.created', sampleOrder());
    const tampered = {
      ...good,
      rawBody: Buffer.from(good.rawBody.toString().replace('969 Market', '1 Evil St')),
    };
    expect(verifyWooWebhook(tampered, SECRET)).toBe(false);
    expect(verifyWooWebhook(delivery('order.created', sampleOrder(), 'another-secret'), SECRET)).toBe(false);
    const unsigned = { ...good, headers: { ...good.headers, 'x-wc-webhook-signature': undefined } };
    expect(verifyWooWebhook(unsigned, SECRET)).toBe(false);
    expect(verifyWooWebhook(good, null)).toBe(false);
    expect(
      verifyWooWebhook({ ...good, headers: { ...good.headers, 'x-wc-webhook-signature': 'x' } }, SECRET),
    ).toBe(false);
  });

  it('lets the creation ping through unsigned, and it says nothing', () => {
    expect(isWooPing(ping)).toBe(true);
    expect(verifyWooWebhook(ping, SECRET)).toBe(true);
    expect(verifyWooWebhook(ping, null)).toBe(true);
    expect(parseWooWebhook(ping)).toEqual({ kind: 'ignored' });
    // A "ping" that names a topic is still only a ping: nothing unsigned reaches an order.
    const dressed = { ...ping, headers: { ...ping.headers, 'x-wc-webhook-topic': 'order.created' } };
    expect(parseWooWebhook(dressed)).toEqual({ kind: 'ignored' });
    // An order body without a signature is not a ping.
    const unsignedOrder = { ...delivery('order.created', sampleOrder()) };
    unsignedOrder.headers = { ...unsignedOrder.headers, 'x-wc-webhook-signature': undefined };
    expect(isWooPing(unsignedOrder)).toBe(false);
    expect(verifyWooWebhook(unsignedOrder, SECRET)).toBe(false);
    // A ping-shaped body with a wrong signature is judged by the signature.
    const signedPing = { ...ping, headers: { ...ping.headers, 'x-wc-webhook-signature': 'bogus' } };
    expect(verifyWooWebhook(signedPing, SECRET)).toBe(false);
  });
});

describe('WooCommerce webhooks: the order', () => {
  it('reads an order.created payload shaped as the REST API v3 docs show it', () => {
    const parsed = parseWooWebhook(delivery('order.created', sampleOrder()));
    expect(parsed).toEqual({
      kind: 'order',
      order: {
        id: '727',
        number: '#727',
        createdAt: '2026-03-22T19:28:02Z',
        cancelled: false,
        shipTo: {
          name: 'John Doe',
          company: null,
          address1: '969 Market',
          address2: null,
          city: 'San Francisco',
          province: 'CA',
          zip: '94103',
          country: 'US',
          // Shipping has no phone here: the billing one is the buyer's.
          phone: '(555) 555-5555',
        },
        lines: [
          // A simple product is its own variant.
          { id: '315', productId: '93', variantId: '93', sku: null, title: 'Woo Single #1', quantity: 2 },
          {
            id: '316',
            productId: '22',
            variantId: '23',
            sku: 'Bar3',
            title: 'Ship Your Idea – Color: Black, Size: M Test',
            quantity: 1,
          },
        ],
      },
    });
  });

  it('ships to the billing address when the order left shipping empty', () => {
    const empty = {
      ...sampleOrder().shipping,
      first_name: '',
      last_name: '',
      address_1: '',
      city: '',
      postcode: '',
    };
    const order = wooOrder(sampleOrder({ shipping: empty }));
    expect(order.shipTo).toMatchObject({ name: 'John Doe', address1: '969 Market', city: 'San Francisco' });
  });

  it('drops an order not yet paid, and what is not an order', () => {
    for (const status of ['pending', 'on-hold', 'failed', 'checkout-draft', 'trash'])
      expect(parseWooWebhook(delivery('order.created', sampleOrder({ status })))).toEqual({
        kind: 'ignored',
      });
    expect(parseWooWebhook(delivery('product.created', { id: 1 }))).toEqual({ kind: 'ignored' });
    expect(parseWooWebhook(delivery('order.deleted', { id: 727 }))).toEqual({ kind: 'ignored' });
  });

  it('brings a paid order again on order.updated, and a cancelled or refunded one as cancelled', () => {
    const paid = parseWooWebhook(delivery('order.updated', sampleOrder({ status: 'processing' })));
    expect(paid).toMatchObject({ kind: 'order', order: { id: '727', cancelled: false } });
    for (const status of ['cancelled', 'refunded'])
      expect(parseWooWebhook(delivery('order.updated', sampleOrder({ status })))).toMatchObject({
        kind: 'order',
        order: { cancelled: true },
      });
  });

  it('refuses an order webhook whose body is not an order', () => {
    const bad: WebhookRequest = { ...delivery('order.created', {}), rawBody: Buffer.from('not json') };
    expect(() => parseWooWebhook(bad)).toThrow(StoreError);
    expect(() => parseWooWebhook(delivery('order.created', [1, 2]))).toThrow(/without an order/);
  });

  it('builds what the sandbox sends so that it reads back the same', () => {
    const order: StoreOrder = {
      id: '1042',
      number: '#1042',
      createdAt: '2026-04-01T08:00:00.000Z',
      cancelled: false,
      shipTo: {
        name: 'Ana María López',
        company: 'Prints SL',
        address1: 'Calle Mayor 1',
        address2: '2º',
        city: 'Madrid',
        province: 'M',
        zip: '28013',
        country: 'ES',
        phone: '+34 600 000 000',
      },
      lines: [
        { id: '1', productId: '50', variantId: '51', sku: 'PR-9', title: 'Mug', quantity: 1 },
        { id: '2', productId: '60', variantId: '60', sku: null, title: 'Tote', quantity: 3 },
      ],
    };
    const json = wooOrderJson(order);
    expect(json.line_items[1]!.variation_id).toBe(0);
    const body = Buffer.from(JSON.stringify(json));
    const headers = wooWebhookHeaders('order.created', 'https://shop.example.com', body, SECRET, 'd1');
    const request = { headers, rawBody: body };
    expect(verifyWooWebhook(request, SECRET)).toBe(true);
    expect(parseWooWebhook(request)).toEqual({
      kind: 'order',
      order: { ...order, createdAt: '2026-04-01T08:00:00Z' },
    });
  });
});
