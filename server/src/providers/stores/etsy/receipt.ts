import type { StoreOrder } from '../port';

/**
 * Etsy's receipts (Open API v3 `getShopReceipts`): an order is a receipt with its transactions.
 * Etsy sends no order webhooks, so receipts are read by the poll.
 */
export interface EtsyReceiptJson {
  receipt_id: number;
  name: string;
  first_line: string;
  second_line: string | null;
  city: string;
  state: string | null;
  zip: string;
  country_iso: string;
  status: string;
  is_shipped: boolean;
  create_timestamp: number;
  updated_timestamp: number;
  transactions: Array<{
    transaction_id: number;
    title: string;
    quantity: number;
    listing_id: number;
    product_id: number;
    sku: string | null;
  }>;
}

export function etsyOrder(r: EtsyReceiptJson): StoreOrder {
  return {
    id: String(r.receipt_id),
    number: String(r.receipt_id),
    createdAt: new Date(r.create_timestamp * 1000).toISOString(),
    cancelled: r.status === 'Canceled',
    shipTo: {
      name: r.name,
      company: null,
      address1: r.first_line,
      address2: r.second_line || null,
      city: r.city,
      province: r.state ?? '',
      zip: r.zip,
      country: r.country_iso,
      phone: null,
    },
    lines: r.transactions.map((t) => ({
      id: String(t.transaction_id),
      productId: String(t.listing_id),
      variantId: String(t.product_id),
      sku: t.sku || null,
      title: t.title,
      quantity: t.quantity,
    })),
  };
}

/** The receipt Etsy would answer for an order (the sandbox store and tests). */
export function etsyReceiptJson(order: StoreOrder, updatedAt = order.createdAt): EtsyReceiptJson {
  const a = order.shipTo;
  return {
    receipt_id: Number(order.id),
    name: a.name,
    first_line: a.address1,
    second_line: a.address2,
    city: a.city,
    state: a.province || null,
    zip: a.zip,
    country_iso: a.country,
    status: order.cancelled ? 'Canceled' : 'Paid',
    is_shipped: false,
    create_timestamp: Math.floor(Date.parse(order.createdAt) / 1000),
    updated_timestamp: Math.floor(Date.parse(updatedAt) / 1000),
    transactions: order.lines.map((l) => ({
      transaction_id: Number(l.id),
      title: l.title,
      quantity: l.quantity,
      listing_id: Number(l.productId ?? 0),
      product_id: Number(l.variantId ?? 0),
      sku: l.sku,
    })),
  };
}
