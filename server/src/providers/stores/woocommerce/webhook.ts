import { hmacBase64, sameSignature } from '../hmac';
import type { StoreOrder, StoreWebhook, WebhookRequest } from '../port';

/**
 * WooCommerce's webhooks: the REST API v3 resource as JSON, signed with the secret given when the
 * webhook was created (`X-WC-Webhook-Signature`: base64 HMAC-SHA256 of the raw body). Creating a
 * webhook first sends a form-encoded ping (`webhook_id=…`), which is answered and dropped.
 */
export const verifyWooWebhook = (request: WebhookRequest, secret: string) =>
  sameSignature(hmacBase64(secret, request.rawBody), request.headers['x-wc-webhook-signature']);

export function parseWooWebhook(request: WebhookRequest): StoreWebhook {
  const topic = request.headers['x-wc-webhook-topic'];
  if (topic === 'order.created' || topic === 'order.updated')
    return { kind: 'order', order: wooOrder(JSON.parse(request.rawBody.toString('utf8'))) };
  return { kind: 'ignored' };
}

export interface WooOrderJson {
  id: number;
  number: string;
  status: string;
  date_created_gmt: string;
  shipping: {
    first_name: string;
    last_name: string;
    company: string;
    address_1: string;
    address_2: string;
    city: string;
    state: string;
    postcode: string;
    country: string;
    phone?: string;
  };
  line_items: Array<{
    id: number;
    name: string;
    product_id: number;
    variation_id: number;
    quantity: number;
    sku: string | null;
  }>;
}

export function wooOrder(json: WooOrderJson): StoreOrder {
  const s = json.shipping;
  return {
    id: String(json.id),
    number: `#${json.number}`,
    createdAt: json.date_created_gmt.endsWith('Z') ? json.date_created_gmt : `${json.date_created_gmt}Z`,
    cancelled: json.status === 'cancelled' || json.status === 'refunded',
    shipTo: {
      name: [s.first_name, s.last_name].filter(Boolean).join(' '),
      company: s.company || null,
      address1: s.address_1,
      address2: s.address_2 || null,
      city: s.city,
      province: s.state,
      zip: s.postcode,
      country: s.country,
      phone: s.phone || null,
    },
    lines: json.line_items.map((l) => ({
      id: String(l.id),
      productId: l.product_id ? String(l.product_id) : null,
      variantId: l.variation_id ? String(l.variation_id) : null,
      sku: l.sku || null,
      title: l.name,
      quantity: l.quantity,
    })),
  };
}

/** The order webhook WooCommerce would send (the sandbox store sends it; tests too). */
export function wooOrderJson(order: StoreOrder): WooOrderJson {
  const [first, ...rest] = order.shipTo.name.split(' ');
  const a = order.shipTo;
  return {
    id: Number(order.id),
    number: order.number.replace(/^#/, ''),
    status: order.cancelled ? 'cancelled' : 'processing',
    date_created_gmt: order.createdAt.replace(/\.\d+Z$|Z$/, ''),
    shipping: {
      first_name: first ?? '',
      last_name: rest.join(' '),
      company: a.company ?? '',
      address_1: a.address1,
      address_2: a.address2 ?? '',
      city: a.city,
      state: a.province,
      postcode: a.zip,
      country: a.country,
      phone: a.phone ?? '',
    },
    line_items: order.lines.map((l) => ({
      id: Number(l.id),
      name: l.title,
      product_id: Number(l.productId ?? 0),
      variation_id: Number(l.variantId ?? 0),
      quantity: l.quantity,
      sku: l.sku,
    })),
  };
}

/** The headers WooCommerce sends with a webhook of `topic` from `site`. */
export function wooWebhookHeaders(topic: string, site: string, rawBody: Buffer, secret: string, id: string) {
  const [resource, event] = topic.split('.');
  return {
    'content-type': 'application/json',
    'x-wc-webhook-source': `${site}/`,
    'x-wc-webhook-topic': topic,
    'x-wc-webhook-resource': resource ?? '',
    'x-wc-webhook-event': event ?? '',
    'x-wc-webhook-signature': hmacBase64(secret, rawBody),
    'x-wc-webhook-id': '1',
    'x-wc-webhook-delivery-id': id,
  };
}
