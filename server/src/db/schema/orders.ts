import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { payments } from '../../modules/payments/tables';
import { companies, users } from './accounts';
import { productTemplates } from './templates';

/** Where an order ships: the shipping-to form as it was when the order was placed. */
export interface ShipTo {
  firstName: string;
  lastName: string;
  street1: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  ioss: string;
}

/**
 * A user's cart: kept on the server so it follows them across devices and restarts. A user has at
 * most one open cart; placing the order completes it (completed_at, order_id) and the next item
 * starts a new one. The shipping form and choices are held here while the order is reviewed.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    shipTo: jsonb('ship_to').$type<ShipTo>(),
    shippingOption: text('shipping_option').notNull().default('Standard'), // Standard | Expedited
    promoCode: text('promo_code'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_one_open_per_user').on(t.userId).where(sql`completed_at is null`)],
);

/** One line of a cart: a template at a quantity; its price is always read from the catalogue. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    // Deleting a template takes it out of every cart.
    templateId: integer('template_id')
      .notNull()
      .references(() => productTemplates.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull().default(1),
    /** The customer's own purchase-order reference for this item (optional). */
    po: text('po').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_items_cart_idx').on(t.cartId)],
);

/** Staff-made discount codes: a percent of the items price, a number of uses, on or off. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    /** Stored upper-case; codes are matched without regard to case. */
    code: text('code').notNull(),
    percent: integer('percent').notNull(),
    usesLeft: integer('uses_left').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promo_codes_code_idx').on(t.code)],
);

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

/**
 * Money given back for an order: one row per refund, made before the provider is called. The key
 * (`cancel:{order}`, `claim:{claim}`) is unique, so two cancels or a retried job refund once.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    companyId: integer('company_id').notNull(),
    paymentId: integer('payment_id').references(() => payments.id),
    key: text('key').notNull(),
    amount: integer('amount').notNull(),
    /** How it went back: card_refund | card_release | paypal_refund | paypal_void | term_balance | none */
    method: text('method').notNull().default('none'),
    /** pending | succeeded | failed */
    status: text('status').notNull().default('pending'),
    providerRef: text('provider_ref'),
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refunds_key_idx').on(t.key), index('refunds_order_idx').on(t.orderId)],
);

/**
 * A customer's claim about a shipped order: a reason, one to five photos, the items it names
 * (claim_items) and staff's resolution.
 */
export const claims = pgTable(
  'claims',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id').notNull(),
    reason: text('reason').notNull(),
    remarks: text('remarks').notNull(),
    email: text('email').notNull(),
    /** The first photo's storage key (private: served only to the company and to staff). */
    photoKey: text('photo_key').notNull(),
    /** The second to fifth photos' keys, in the order they were sent. */
    morePhotoKeys: text('more_photo_keys').array().notNull().default(sql`'{}'::text[]`),
    /** UNRESOLVED | RESOLVED | REJECTED */
    status: text('status').notNull().default('UNRESOLVED'),
    /** What the items were settled with (RESOLVED), e.g. 'reprint' or 'reprint, refund'; null otherwise */
    resolution: text('resolution'),
    resolutionNote: text('resolution_note').notNull().default(''),
    reprintOrderId: integer('reprint_order_id'),
    resolvedBy: integer('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('claims_company_idx').on(t.companyId, t.id),
    index('claims_status_idx').on(t.status, t.id),
    // One open claim per order at a time.
    uniqueIndex('claims_open_order_idx').on(t.orderId).where(sql`status = 'UNRESOLVED'`),
  ],
);

/**
 * A company's account credit, as a ledger never edited (the account-credit module's): credit
 * issued (a claim resolved as credit), spent on an order (a negative amount), and returned when
 * that order is cancelled or refunded. The balance is the sum of the amounts.
 */
export const accountCredits = pgTable(
  'account_credits',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    /** Cents: positive when issued or returned, negative when spent. */
    amount: integer('amount').notNull(),
    /** issued | spent | returned */
    kind: text('kind').notNull().default('issued'),
    reason: text('reason').notNull(),
    claimId: integer('claim_id'),
    orderId: integer('order_id'),
    /** A return's refund key (`cancel:{order}`, `claim:{claim}`): one return per refund. */
    key: text('key'),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_credits_company_idx').on(t.companyId),
    uniqueIndex('account_credits_claim_idx').on(t.claimId),
    // An order spends credit once, and a refund returns it once.
    uniqueIndex('account_credits_spend_idx').on(t.orderId).where(sql`kind = 'spent'`),
    uniqueIndex('account_credits_key_idx').on(t.key),
  ],
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

/** A saved card: only what the provider tells back (brand, last four, expiry), never the number. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_methods_company_idx').on(t.companyId),
    uniqueIndex('payment_methods_one_default').on(t.companyId).where(sql`is_default`),
  ],
);

/** One use of a promo code by one order: an order can use one code once. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: serial('id').primaryKey(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    companyId: integer('company_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promo_redemptions_order_idx').on(t.orderId)],
);

/**
 * Place-order requests by Idempotency-Key: the same key with the same request answers the same
 * order; with another request it is refused (409).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    companyId: integer('company_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    /**
     * An order placed from a list of items (the public API, bulk orders) has no web cart: the
     * request's key gets a cart of its own, so two identical requests at once meet on one cart and
     * its order (orders.cart_id is unique).
     */
    cartId: integer('cart_id').references(() => carts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] })],
);
