import type { StoreOrder } from '../port';

/**
 * Etsy's receipts as Open API v3 answers them (`ShopReceipt`, from getShopReceipts and
 * getShopReceipt): an order is a receipt, its lines are its transactions. Etsy sends no order
 * webhooks, so receipts are read by the poll. The address fields are nullable: Etsy withholds them
 * in some regions from apps without a partnership, and a digital-only receipt has none.
 */
export interface EtsyMoney {
  amount: number;
  divisor: number;
  currency_code: string;
}

export interface EtsyTransactionJson {
  transaction_id: number;
  title: string | null;
  description?: string | null;
  seller_user_id?: number;
  buyer_user_id?: number;
  create_timestamp?: number;
  created_timestamp?: number;
  paid_timestamp?: number | null;
  shipped_timestamp?: number | null;
  quantity: number;
  listing_image_id?: number | null;
  receipt_id?: number;
  is_digital?: boolean;
  file_data?: string;
  listing_id: number | null;
  transaction_type?: string;
  product_id: number | null;
  sku: string | null;
  price?: EtsyMoney;
  shipping_cost?: EtsyMoney;
  variations?: Array<{
    property_id: number;
    value_id: number | null;
    formatted_name: string;
    formatted_value: string;
  }>;
}

export interface EtsyShipmentJson {
  receipt_shipping_id: number | null;
  shipment_notification_timestamp: number;
  carrier_name: string;
  tracking_code: string;
}

/** The order statuses Etsy names (lower case). */
export type EtsyReceiptStatus =
  | 'paid'
  | 'completed'
  | 'open'
  | 'payment processing'
  | 'canceled'
  | 'fully refunded'
  | 'partially refunded';

export interface EtsyReceiptJson {
  receipt_id: number;
  receipt_type?: number;
  seller_user_id?: number;
  seller_email?: string | null;
  buyer_user_id?: number;
  buyer_email?: string | null;
  /** The recipient's name in the shipping address. */
  name: string;
  first_line: string | null;
  second_line: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  status: EtsyReceiptStatus | string;
  formatted_address?: string | null;
  country_iso: string | null;
  payment_method?: string;
  message_from_buyer?: string | null;
  is_paid: boolean;
  is_shipped: boolean;
  create_timestamp: number;
  created_timestamp?: number;
  update_timestamp: number;
  updated_timestamp?: number;
  is_gift?: boolean;
  grandtotal?: EtsyMoney;
  subtotal?: EtsyMoney;
  total_price?: EtsyMoney;
  total_shipping_cost?: EtsyMoney;
  shipments: EtsyShipmentJson[];
  transactions: EtsyTransactionJson[];
  refunds?: unknown[];
}

export function etsyOrder(r: EtsyReceiptJson): StoreOrder {
  const created = r.created_timestamp ?? r.create_timestamp;
  return {
    id: String(r.receipt_id),
    // Etsy shows the seller the receipt id as the order number.
    number: String(r.receipt_id),
    createdAt: new Date(created * 1000).toISOString(),
    // A seller's cancellation; a refund alone leaves the order to be made.
    cancelled: r.status.toLowerCase() === 'canceled',
    shipTo: {
      name: r.name ?? '',
      company: null,
      address1: r.first_line ?? '',
      address2: r.second_line || null,
      city: r.city ?? '',
      province: r.state ?? '',
      zip: r.zip ?? '',
      country: (r.country_iso ?? '').toUpperCase(),
      phone: null,
    },
    lines: (r.transactions ?? []).map((t) => ({
      id: String(t.transaction_id),
      productId: t.listing_id ? String(t.listing_id) : null,
      variantId: t.product_id ? String(t.product_id) : null,
      sku: t.sku || null,
      title: t.title ?? '',
      quantity: t.quantity,
    })),
  };
}

const usd = (cents: number): EtsyMoney => ({ amount: cents, divisor: 100, currency_code: 'USD' });

/** The receipt Etsy would answer for an order (the sandbox store and tests). */
export function etsyReceiptJson(order: StoreOrder, updatedAt = order.createdAt): EtsyReceiptJson {
  const a = order.shipTo;
  const created = Math.floor(Date.parse(order.createdAt) / 1000);
  const updated = Math.floor(Date.parse(updatedAt) / 1000);
  return {
    receipt_id: Number(order.id),
    receipt_type: 0,
    name: a.name,
    first_line: a.address1,
    second_line: a.address2,
    city: a.city,
    state: a.province || null,
    zip: a.zip,
    status: order.cancelled ? 'canceled' : 'paid',
    formatted_address: [a.name, a.address1, a.address2, `${a.city}, ${a.province} ${a.zip}`, a.country]
      .filter(Boolean)
      .join('\n'),
    country_iso: a.country,
    payment_method: 'cc',
    is_paid: true,
    is_shipped: false,
    create_timestamp: created,
    created_timestamp: created,
    update_timestamp: updated,
    updated_timestamp: updated,
    is_gift: false,
    grandtotal: usd(0),
    subtotal: usd(0),
    total_price: usd(0),
    total_shipping_cost: usd(0),
    shipments: [],
    transactions: order.lines.map((l) => ({
      transaction_id: Number(l.id),
      title: l.title,
      quantity: l.quantity,
      receipt_id: Number(order.id),
      is_digital: false,
      listing_id: l.productId ? Number(l.productId) : null,
      transaction_type: 'listing',
      product_id: l.variantId ? Number(l.variantId) : null,
      sku: l.sku,
      create_timestamp: created,
      created_timestamp: created,
      paid_timestamp: created,
      shipped_timestamp: null,
      variations: [],
    })),
    refunds: [],
  };
}
