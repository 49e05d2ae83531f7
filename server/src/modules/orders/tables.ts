import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, users } from '../auth/tables';
import { carts, type ShipTo } from '../cart/tables';
import { promoCodes } from '../promo-codes/tables';

/**
 * A placed order. cart_id is unique: a cart completes into one order at most, which is what makes
 * placing an order safe to retry. Amounts are cents, computed by the server's quote.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id),
    po: text('po').notNull(),
    status: text('status').notNull().default('Created'),
    payType: text('pay_type').notNull(), // default_card | new_card | paypal | term
    payStatus: text('pay_status').notNull(), // authorized | paid | term
    shipTo: jsonb('ship_to').notNull().$type<ShipTo>(),
    shippingOption: text('shipping_option').notNull(),
    carrier: text('carrier').notNull(),
    method: text('method').notNull(),
    itemsPrice: integer('items_price').notNull(),
    shipping: integer('shipping').notNull(),
    fee: integer('fee').notNull(),
    tax: integer('tax').notNull(),
    discount: integer('discount').notNull(),
    total: integer('total').notNull(),
    totalQuantity: integer('total_quantity').notNull(),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    /** 'ENDS IN 4242' on the confirmation: the card's last four digits, when paid by card. */
    cardLast4: text('card_last4'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Where it is produced (the production queue filters by it). */
    facility: text('facility').notNull().default('Los Angeles'),
    /** Where Created..Disabled sorts (1..5): the orders list's default order, kept by the state machine. */
    statusRank: integer('status_rank').notNull().default(1),
    /**
     * The orders list's order in one number: status rank, then newest first. Keyset pages read
     * `list_key > last` along one index, so a page deep into Load more costs what the first does.
     */
    listKey: bigint('list_key', { mode: 'number' })
      .notNull()
      .generatedAlwaysAs(sql`status_rank::bigint * 2147483648 + (2147483647 - id)`),
    trackingNumber: text('tracking_number'),
    /** DhlEcs | USPS: which carrier's tracking page the number opens. */
    trackingCarrier: text('tracking_carrier'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** When the carrier delivered it, once known; claims count their window from it (else from the estimate). */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** A reprint made by resolving a claim: the claim it answers (no charge). */
    reprintOfClaimId: integer('reprint_of_claim_id'),
    /** A credit-terms order is open until a term payment (term_payments.id) settles it. */
    termPaymentId: integer('term_payment_id'),
    /** Cents of the company's account credit spent on it; the payment method paid total − this. */
    creditUsed: integer('credit_used').notNull().default(0),
    /**
     * An order that came from a connected store: the store (a stores-module id, named here and not
     * referenced, since the stores module sits above orders), its name and platform as they were,
     * and the store's own order number, which the lists show and filter by.
     */
    storeId: integer('store_id'),
    storeName: text('store_name'),
    storePlatform: text('store_platform'),
    storeOrderNumber: text('store_order_number'),
  },
  (t) => [
    uniqueIndex('orders_cart_idx').on(t.cartId),
    index('orders_company_idx').on(t.companyId, t.createdAt),
    // The orders list, paged by keyset on list_key; search by PO prefix, any case.
    index('orders_company_list_idx').on(t.companyId, t.listKey),
    index('orders_company_po_idx').on(t.companyId, sql`lower(${t.po}) text_pattern_ops`),
    // The orders list's other sorts, keyset-paged the same way: newest/oldest (by id; inside one
    // status they walk list_key instead), and by total with id breaking ties, with or without a status.
    index('orders_company_id_idx').on(t.companyId, t.id),
    index('orders_company_total_idx').on(t.companyId, t.total, t.id),
    index('orders_company_rank_total_idx').on(t.companyId, t.statusRank, t.total, t.id),
    // The orders list filtered by store.
    index('orders_company_store_idx').on(t.companyId, t.storeId, t.listKey).where(sql`store_id is not null`),
    // The production queue: by status and facility, oldest first.
    index('orders_queue_idx').on(t.status, t.facility, t.id),
  ],
);

/**
 * What happened to an order, in order: every status change (who, when, from, to, why) and every
 * staff action (tracking entered, refund, claim resolved). Never updated or deleted.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    companyId: integer('company_id').notNull(),
    /** status | tracking | refund | claim | note */
    kind: text('kind').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    /** customer | staff | system */
    actorKind: text('actor_kind').notNull(),
    actorId: integer('actor_id'),
    /** The person's name as it was then (staff actions name the staff member). */
    actorName: text('actor_name').notNull(),
    reason: text('reason').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/** A line of a placed order, with the product facts and price as they were when it was placed. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    companyId: integer('company_id').notNull(),
    templateId: integer('template_id'),
    sku: text('sku').notNull(),
    productName: text('product_name').notNull(),
    variantName: text('variant_name').notNull().default(''),
    colorName: text('color_name').notNull().default(''),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    tax: integer('tax').notNull().default(0),
    po: text('po').notNull().default(''),
    /** Storage keys of the template's preview and print file, copied so the order outlives edits. */
    previewKey: text('preview_key'),
    printFileKey: text('print_file_key'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);
