import { hmacBase64, sameSignature } from '../hmac';
import type { StoreAddress, StoreOrder, StoreWebhook, WebhookRequest } from '../port';

/**
 * Shopify's webhooks: JSON in the REST Admin API's shape, signed with the app's client secret
 * (`X-Shopify-Hmac-Sha256`: base64 HMAC-SHA256 of the raw body), the topic in `X-Shopify-Topic`.
 */
export const verifyShopifyWebhook = (request: WebhookRequest, clientSecret: string) =>
  sameSignature(hmacBase64(clientSecret, request.rawBody), request.headers['x-shopify-hmac-sha256']);

export function parseShopifyWebhook(request: WebhookRequest): StoreWebhook {
  const topic = request.headers['x-shopify-topic'];
  if (topic === 'app/uninstalled') return { kind: 'uninstalled' };
  if (topic === 'orders/create' || topic === 'orders/updated' || topic === 'orders/cancelled')
    return { kind: 'order', order: shopifyOrder(JSON.parse(request.rawBody.toString('utf8'))) };
  return { kind: 'ignored' };
}

interface ShopifyAddress {
  first_name?: string | null;
  last_name?: string | null;
  name?: string | null;
  company?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  province_code?: string | null;
  zip?: string | null;
  country_code?: string | null;
  phone?: string | null;
}

export interface ShopifyOrderJson {
  id: number | string;
  name: string;
  created_at: string;
  cancelled_at?: string | null;
  shipping_address?: ShopifyAddress | null;
  line_items: Array<{
    id: number | string;
    product_id?: number | string | null;
    variant_id?: number | string | null;
    sku?: string | null;
    title: string;
    variant_title?: string | null;
    quantity: number;
  }>;
}

const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

export function shopifyOrder(json: ShopifyOrderJson): StoreOrder {
  const a = json.shipping_address ?? {};
  return {
    id: String(json.id),
    number: json.name,
    createdAt: json.created_at,
    cancelled: Boolean(json.cancelled_at),
    shipTo: {
      name: a.name ?? [a.first_name, a.last_name].filter(Boolean).join(' '),
      company: a.company || null,
      address1: a.address1 ?? '',
      address2: a.address2 || null,
      city: a.city ?? '',
      province: a.province_code ?? '',
      zip: a.zip ?? '',
      country: a.country_code ?? '',
      phone: a.phone || null,
    },
    lines: json.line_items.map((l) => ({
      id: String(l.id),
      productId: str(l.product_id),
      variantId: str(l.variant_id),
      sku: l.sku || null,
      title: l.variant_title ? `${l.title} - ${l.variant_title}` : l.title,
      quantity: l.quantity,
    })),
  };
}

/** The order webhook Shopify would send for an order (the sandbox store sends it; tests too). */
export function shopifyOrderJson(order: StoreOrder): ShopifyOrderJson {
  const [first, ...rest] = order.shipTo.name.split(' ');
  return {
    id: Number(order.id),
    name: order.number,
    created_at: order.createdAt,
    cancelled_at: order.cancelled ? order.createdAt : null,
    shipping_address: shopifyAddress(order.shipTo, first ?? '', rest.join(' ')),
    line_items: order.lines.map((l) => ({
      id: Number(l.id),
      product_id: l.productId === null ? null : Number(l.productId),
      variant_id: l.variantId === null ? null : Number(l.variantId),
      sku: l.sku,
      title: l.title,
      variant_title: null,
      quantity: l.quantity,
    })),
  };
}

const shopifyAddress = (a: StoreAddress, first: string, last: string): ShopifyAddress => ({
  first_name: first,
  last_name: last,
  name: a.name,
  company: a.company,
  address1: a.address1,
  address2: a.address2,
  city: a.city,
  province_code: a.province,
  zip: a.zip,
  country_code: a.country,
  phone: a.phone,
});

/** The headers Shopify sends with a webhook of `topic` for `shop`. */
export function shopifyWebhookHeaders(
  topic: string,
  shop: string,
  rawBody: Buffer,
  clientSecret: string,
  id: string,
) {
  return {
    'content-type': 'application/json',
    'x-shopify-topic': topic,
    'x-shopify-shop-domain': shop,
    'x-shopify-hmac-sha256': hmacBase64(clientSecret, rawBody),
    'x-shopify-webhook-id': id,
    'x-shopify-api-version': '2025-01',
  };
}
