import { hmacBase64, sameSignature } from '../hmac';
import {
  type StoreAddress,
  StoreError,
  type StoreOrder,
  type StoreWebhook,
  type WebhookRequest,
} from '../port';

/**
 * Shopify's webhooks: JSON in the REST Admin API's shape (whichever API the app calls), signed with
 * the app's client secret (`X-Shopify-Hmac-Sha256`: base64 HMAC-SHA256 of the raw body), the topic
 * in `X-Shopify-Topic`, the shop in `X-Shopify-Shop-Domain`.
 */
export const verifyShopifyWebhook = (request: WebhookRequest, clientSecret: string) =>
  sameSignature(hmacBase64(clientSecret, request.rawBody), request.headers['x-shopify-hmac-sha256']);

/** The topics PressRun subscribes to that carry an order (orders/updated: a shop's own choice). */
const ORDER_TOPICS = new Set(['orders/create', 'orders/updated', 'orders/cancelled']);

/**
 * A verified webhook's meaning. Anything else Shopify sends the app (the privacy topics every
 * public app must answer, configured with the app itself) is answered and dropped.
 */
export function parseShopifyWebhook(request: WebhookRequest): StoreWebhook {
  const topic = request.headers['x-shopify-topic'];
  if (topic === 'app/uninstalled') return { kind: 'uninstalled' };
  if (!topic || !ORDER_TOPICS.has(topic)) return { kind: 'ignored' };
  let json: ShopifyOrderJson;
  try {
    json = JSON.parse(request.rawBody.toString('utf8'));
  } catch {
    throw new StoreError('rejected', `Shopify's ${topic} webhook is not JSON.`);
  }
  if (!json || typeof json !== 'object' || !Array.isArray(json.line_items))
    throw new StoreError('rejected', `Shopify's ${topic} webhook carries no order.`);
  return { kind: 'order', order: shopifyOrder(json) };
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

/** The fields of Shopify's order JSON PressRun reads (the payload has many more). */
export interface ShopifyOrderJson {
  id: number | string;
  admin_graphql_api_id?: string;
  /** What the seller calls it: "#1001". */
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
    /** "Product - Variant", as the shop shows the line. */
    name?: string | null;
    quantity: number;
    /** The quantity after edits and removals (`quantity` is what was first ordered). */
    current_quantity?: number | null;
  }>;
}

const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

export function shopifyOrder(json: ShopifyOrderJson): StoreOrder {
  return {
    id: String(json.id),
    number: json.name,
    createdAt: json.created_at,
    cancelled: Boolean(json.cancelled_at),
    shipTo: storeAddress(json.shipping_address),
    lines: json.line_items
      .map((l) => ({
        id: String(l.id),
        productId: str(l.product_id),
        variantId: str(l.variant_id),
        sku: l.sku || null,
        title: l.name || (l.variant_title ? `${l.title} - ${l.variant_title}` : l.title),
        quantity: l.current_quantity ?? l.quantity,
      }))
      // A line the merchant removed after the order was placed is still listed, at quantity 0.
      .filter((l) => l.quantity > 0),
  };
}

/** Shopify's address (webhook JSON or GraphQL's MailingAddress read into the same fields). */
export function storeAddress(a: ShopifyAddress | null | undefined): StoreAddress {
  const s = a ?? {};
  return {
    name: s.name || [s.first_name, s.last_name].filter(Boolean).join(' '),
    company: s.company || null,
    address1: s.address1 ?? '',
    address2: s.address2 || null,
    city: s.city ?? '',
    province: s.province_code ?? '',
    zip: s.zip ?? '',
    country: s.country_code ?? '',
    phone: s.phone || null,
  };
}

/** The order webhook Shopify would send for an order (the sandbox store sends it; tests too). */
export function shopifyOrderJson(order: StoreOrder): ShopifyOrderJson {
  const [first, ...rest] = order.shipTo.name.split(' ');
  return {
    id: Number(order.id),
    admin_graphql_api_id: `gid://shopify/Order/${order.id}`,
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
      name: l.title,
      quantity: l.quantity,
      current_quantity: l.quantity,
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
  apiVersion = '2026-10',
) {
  return {
    'content-type': 'application/json',
    'x-shopify-topic': topic,
    'x-shopify-shop-domain': shop,
    'x-shopify-hmac-sha256': hmacBase64(clientSecret, rawBody),
    'x-shopify-webhook-id': id,
    'x-shopify-event-id': id,
    'x-shopify-triggered-at': new Date().toISOString(),
    'x-shopify-api-version': apiVersion,
  };
}
