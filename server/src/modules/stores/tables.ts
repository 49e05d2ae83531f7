import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Fulfilment, PublishInput, StoreOrder } from '../../providers/stores';
import { companies, users } from '../auth/tables';
import { orders } from '../orders/tables';

/**
 * A reseller's store on a platform. The credentials are one encrypted blob (`auth_cipher`, see
 * secret-box.ts), readable only by the stores module with the configured key. A disconnected
 * store keeps its row (its orders name it) and loses its credentials.
 */
export const storeConnections = pgTable(
  'store_connections',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** Who connected it: its orders are placed as this user (their verified email, their company's card). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    platform: text('platform').notNull(),
    /** 'sandbox' or 'live': which adapter made it (a sandbox store never reaches a real platform). */
    mode: text('mode').notNull(),
    shop: text('shop').notNull(),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull().default('connected'),
    authCipher: text('auth_cipher'),
    paymentType: text('payment_type').notNull().default('default_card'),
    shippingOption: text('shipping_option').notNull().default('Standard'),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    disconnectedAt: timestamp('disconnected_at', { withTimezone: true }),
    /** Polled platforms: orders changed since this are asked for next (with an overlap). */
    pollSince: timestamp('poll_since', { withTimezone: true }).notNull().defaultNow(),
    lastOrderAt: timestamp('last_order_at', { withTimezone: true }),
    lastOrderNumber: text('last_order_number'),
  },
  (t) => [
    index('store_connections_company_idx').on(t.companyId, t.id),
    // A shop is connected to one PressRun account at a time.
    uniqueIndex('store_connections_shop_idx')
      .on(t.platform, t.mode, t.externalId)
      .where(sql`status <> 'disconnected'`),
  ],
);

/**
 * A connect request between sending the user to the platform and its callback: the OAuth `state`
 * (single use, short-lived) and the PKCE verifier, which never leaves the server.
 */
export const storeConnectRequests = pgTable('store_connect_requests', {
  state: text('state').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  platform: text('platform').notNull(),
  shop: text('shop'),
  codeVerifier: text('code_verifier').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The credentials, sealed, when they came by a request of their own before the browser returned (WooCommerce). */
  authCipher: text('auth_cipher'),
});

/** A store product (or one variant of it) that a template makes: published by PressRun or linked by the user. */
export const storeLinks = pgTable(
  'store_links',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    storeId: integer('store_id')
      .notNull()
      .references(() => storeConnections.id),
    templateId: integer('template_id').notNull(),
    storeProductId: text('store_product_id').notNull(),
    /** Null: every variant of the product. */
    storeVariantId: text('store_variant_id'),
    title: text('title').notNull(),
    retailPrice: integer('retail_price'),
    published: boolean('published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_links_product_idx').on(
      t.storeId,
      t.storeProductId,
      sql`coalesce(store_variant_id, '')`,
    ),
  ],
);

/**
 * An order received from a store, and what became of it. (store_id, external_id) is unique: a
 * webhook delivered twice or a poll that overlaps finds the row it made before.
 */
export const storeOrders = pgTable(
  'store_orders',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    storeId: integer('store_id')
      .notNull()
      .references(() => storeConnections.id),
    externalId: text('external_id').notNull(),
    number: text('number').notNull(),
    /** received (not yet tried) | placing | placed | needs_attention | skipped | cancelled */
    state: text('state').notNull().default('received'),
    reason: text('reason'),
    /** Which placement this is: a retry after a hold places under the next attempt's key. */
    attempt: integer('attempt').notNull().default(1),
    orderId: integer('order_id').references(() => orders.id),
    order: jsonb('order').notNull().$type<StoreOrder>(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The user is told once that an order is held; later holds of the same order stay quiet. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('store_orders_external_idx').on(t.storeId, t.externalId),
    index('store_orders_company_idx').on(t.companyId, t.id),
    index('store_orders_order_idx').on(t.orderId),
  ],
);

/**
 * What PressRun tells a store about one of its orders (fulfilled with tracking, cancelled), with
 * every attempt: the platform may be down, and the order page shows how it went.
 */
export const storeUpdates = pgTable(
  'store_updates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    storeOrderId: integer('store_order_id')
      .notNull()
      .references(() => storeOrders.id),
    /** fulfil | cancel */
    kind: text('kind').notNull(),
    /** pending | sent | failed | not_supported */
    status: text('status').notNull().default('pending'),
    fulfilment: jsonb('fulfilment').$type<Fulfilment>(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('store_updates_kind_idx').on(t.storeOrderId, t.kind)],
);

/** The built-in sandbox stores: a stand-in shop per approval, with its products and orders. */
export const sandboxStores = pgTable('sandbox_stores', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  platform: text('platform').notNull(),
  shop: text('shop').notNull().unique(),
  name: text('name').notNull(),
  /** The approval code handed to the callback, redeemed once for a token. */
  code: text('code'),
  tokenHash: text('token_hash'),
  webhookUrl: text('webhook_url'),
  webhookSecret: text('webhook_secret'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxStoreProducts = pgTable('sandbox_store_products', {
  id: serial('id').primaryKey(),
  sandboxStoreId: integer('sandbox_store_id')
    .notNull()
    .references(() => sandboxStores.id),
  product: jsonb('product').notNull().$type<PublishInput>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxStoreOrders = pgTable('sandbox_store_orders', {
  id: serial('id').primaryKey(),
  sandboxStoreId: integer('sandbox_store_id')
    .notNull()
    .references(() => sandboxStores.id),
  order: jsonb('order').notNull().$type<StoreOrder>(),
  /** open | fulfilled | cancelled */
  status: text('status').notNull().default('open'),
  fulfilment: jsonb('fulfilment').$type<Fulfilment>(),
  /** sent | failed | waiting_for_poll | fetched */
  delivered: text('delivered').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
