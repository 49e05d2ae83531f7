import { hmacBase64, sameSignature } from '../hmac';
import { StoreError, type StoreOrder, type StoreWebhook, type WebhookRequest } from '../port';
import { decodeEntities } from './text';

/**
 * WooCommerce's webhooks: the REST API v3 resource as JSON, signed with the secret given when the
 * webhook was created (`X-WC-Webhook-Signature`: base64 HMAC-SHA256 of the raw body). Creating a
 * webhook first sends a ping: a form body `webhook_id=…` with no signature and no topic.
 */

/** The ping WooCommerce sends to a webhook's address when the webhook is created. */
export function isWooPing(request: WebhookRequest): boolean {
  return (
    !request.headers['x-wc-webhook-signature'] &&
    /^webhook_id=\d+$/.test(request.rawBody.toString('utf8').trim())
  );
}

/**
 * The signature over the raw bytes, with the store's own secret. The ping is let through unsigned:
 * it says nothing and parses as 'ignored', and WooCommerce wants it answered 200 (it may arrive
 * before the call that created the webhook has returned its secret to us).
 */
export function verifyWooWebhook(request: WebhookRequest, secret: string | null | undefined): boolean {
  if (isWooPing(request)) return true;
  if (!secret) return false;
  return sameSignature(hmacBase64(secret, request.rawBody), request.headers['x-wc-webhook-signature']);
}

/** Paid, by WooCommerce's own rule (`wc_get_is_paid_statuses`): PressRun makes these. */
const PAID = new Set(['processing', 'completed']);
/** Over at the store: an order PressRun has not made yet is not made. */
const CANCELLED = new Set(['cancelled', 'refunded']);

/**
 * Whether PressRun acts on an order in this status. An order is created `pending` (awaiting
 * payment, or `on-hold` for a bank transfer) and becomes `processing` once paid, which arrives as
 * `order.updated`: an unpaid order must not be printed, and `failed`, drafts and the bin are
 * nothing to do either.
 */
export const wooOrderActionable = (status: string) => PAID.has(status) || CANCELLED.has(status);

export function parseWooWebhook(request: WebhookRequest): StoreWebhook {
  if (isWooPing(request)) return { kind: 'ignored' };
  const topic = request.headers['x-wc-webhook-topic'];
  if (topic !== 'order.created' && topic !== 'order.updated') return { kind: 'ignored' };
  let json: WooOrderJson;
  try {
    json = JSON.parse(request.rawBody.toString('utf8'));
  } catch {
    throw new StoreError('rejected', `WooCommerce sent a ${topic} webhook that is not JSON.`);
  }
  if (!json || typeof json !== 'object' || typeof json.status !== 'string')
    throw new StoreError('rejected', `WooCommerce sent a ${topic} webhook without an order.`);
  return wooOrderActionable(json.status) ? { kind: 'order', order: wooOrder(json) } : { kind: 'ignored' };
}

export interface WooAddressJson {
  first_name: string;
  last_name: string;
  company: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  /** Billing always has one; shipping since WooCommerce 5.6. */
  phone?: string;
  /** Billing only. */
  email?: string;
}

/** An order as the REST API v3 answers it (and its webhooks send it); the fields PressRun reads. */
export interface WooOrderJson {
  id: number;
  parent_id?: number;
  number: string;
  order_key?: string;
  created_via?: string;
  status: string;
  currency?: string;
  /** Site-local time, no zone. */
  date_created?: string;
  /** UTC, without a zone designator ("2026-03-02T17:04:11"). */
  date_created_gmt: string;
  date_modified?: string;
  date_modified_gmt?: string;
  total?: string;
  customer_id?: number;
  customer_note?: string;
  billing?: WooAddressJson;
  shipping: WooAddressJson;
  payment_method?: string;
  payment_method_title?: string;
  date_paid_gmt?: string | null;
  meta_data?: Array<{ id: number; key: string; value: unknown }>;
  line_items: Array<{
    id: number;
    name: string;
    product_id: number;
    /** 0 for a simple product. */
    variation_id: number;
    quantity: number;
    tax_class?: string;
    subtotal?: string;
    total?: string;
    sku: string | null;
    price?: number;
    meta_data?: Array<{
      id: number;
      key: string;
      value: unknown;
      display_key?: string;
      display_value?: unknown;
    }>;
    parent_name?: string | null;
  }>;
  shipping_lines?: Array<{ id: number; method_title: string; method_id: string; total: string }>;
}

/** WooCommerce's UTC times carry no zone designator. */
const utc = (t: string) => (/[zZ]|[+-]\d\d:\d\d$/.test(t) ? t : `${t}Z`);

export function wooOrder(json: WooOrderJson): StoreOrder {
  // Without "ship to a different address" the checkout copies billing into shipping; an order made
  // in the admin or by another app may leave shipping empty and mean the billing address.
  const s = json.shipping?.address_1 || !json.billing ? json.shipping : json.billing;
  return {
    id: String(json.id),
    number: `#${json.number}`,
    createdAt: utc(json.date_created_gmt),
    cancelled: CANCELLED.has(json.status),
    shipTo: {
      name: [s.first_name, s.last_name].filter(Boolean).join(' '),
      company: s.company || null,
      address1: s.address_1,
      address2: s.address_2 || null,
      city: s.city,
      province: s.state,
      zip: s.postcode,
      country: s.country,
      phone: s.phone || json.billing?.phone || null,
    },
    lines: json.line_items.map((l) => ({
      id: String(l.id),
      productId: l.product_id ? String(l.product_id) : null,
      // A simple product is its own one variant (variation_id 0): the same id listProducts and
      // publishProduct give it, so a link to it matches the order's line.
      variantId: l.variation_id ? String(l.variation_id) : l.product_id ? String(l.product_id) : null,
      sku: l.sku || null,
      title: decodeEntities(l.name),
      quantity: l.quantity,
    })),
  };
}

/** The order webhook WooCommerce would send (the sandbox store sends it; tests too). */
export function wooOrderJson(order: StoreOrder): WooOrderJson {
  const [first, ...rest] = order.shipTo.name.split(' ');
  const a = order.shipTo;
  const created = order.createdAt.replace(/\.\d+Z$|Z$/, '');
  const address: WooAddressJson = {
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
  };
  return {
    id: Number(order.id),
    parent_id: 0,
    number: order.number.replace(/^#/, ''),
    order_key: `wc_order_${order.id}`,
    created_via: 'checkout',
    status: order.cancelled ? 'cancelled' : 'processing',
    currency: 'USD',
    date_created: created,
    date_created_gmt: created,
    date_modified: created,
    date_modified_gmt: created,
    customer_id: 0,
    customer_note: '',
    billing: { ...address, email: 'buyer@example.com' },
    shipping: address,
    payment_method: 'bacs',
    payment_method_title: 'Direct bank transfer',
    date_paid_gmt: created,
    meta_data: [],
    line_items: order.lines.map((l) => ({
      id: Number(l.id),
      name: l.title,
      product_id: Number(l.productId ?? 0),
      // A simple product's one variant is the product itself, which WooCommerce calls variation 0.
      variation_id: l.variantId && l.variantId !== l.productId ? Number(l.variantId) : 0,
      quantity: l.quantity,
      tax_class: '',
      sku: l.sku ?? '',
      meta_data: [],
      parent_name: null,
    })),
    shipping_lines: [],
  };
}

/** The headers WooCommerce sends with a webhook of `topic` from `site`. */
export function wooWebhookHeaders(topic: string, site: string, rawBody: Buffer, secret: string, id: string) {
  const [resource, event] = topic.split('.');
  return {
    'content-type': 'application/json',
    'user-agent': 'WooCommerce/9.8.0 Hookshot (WordPress/6.8)',
    'x-wc-webhook-source': `${site.replace(/\/+$/, '')}/`,
    'x-wc-webhook-topic': topic,
    'x-wc-webhook-resource': resource ?? '',
    'x-wc-webhook-event': event ?? '',
    'x-wc-webhook-signature': hmacBase64(secret, rawBody),
    'x-wc-webhook-id': '1',
    'x-wc-webhook-delivery-id': id,
  };
}
