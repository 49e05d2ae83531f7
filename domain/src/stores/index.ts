import { z } from 'zod';
import { MAX_INPUT, MSG } from '../messages';

/**
 * Connected stores: a reseller's Shopify, WooCommerce or Etsy store, whose orders become PressRun
 * orders by themselves and get their tracking back. What the web app and the server agree on.
 */
export const STORE_PLATFORMS = ['shopify', 'woocommerce', 'etsy'] as const;
export type StorePlatform = (typeof STORE_PLATFORMS)[number];
export const isStorePlatform = (s: string): s is StorePlatform =>
  (STORE_PLATFORMS as readonly string[]).includes(s);

export const STORE_PLATFORM_LABEL: Record<StorePlatform, string> = {
  shopify: 'Shopify',
  woocommerce: 'WooCommerce',
  etsy: 'Etsy',
};

/**
 * connected: orders flow in. needs_reauth: the platform refused our token (revoked, expired
 * refresh): nothing flows until the user connects again. disconnected: the user (or the platform,
 * on uninstall) ended it; kept so its orders still name it.
 */
export const STORE_STATUSES = ['connected', 'needs_reauth', 'disconnected'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];
export const STORE_STATUS_LABEL: Record<StoreStatus, string> = {
  connected: 'Connected',
  needs_reauth: 'Needs re-authorisation',
  disconnected: 'Disconnected',
};

/** How a store's orders are paid: the company's default card, or its credit terms. */
export const STORE_PAYMENT_TYPES = ['default_card', 'term'] as const;
export type StorePaymentType = (typeof STORE_PAYMENT_TYPES)[number];

/**
 * What became of a store order: received (being placed now), placed (a PressRun order exists),
 * needs_attention (held with a reason, nothing charged, retried by the user), skipped (its store
 * was disconnected first), cancelled (cancelled at the store before it was placed).
 */
export const STORE_ORDER_STATES = ['received', 'placed', 'needs_attention', 'skipped', 'cancelled'] as const;
export type StoreOrderState = (typeof STORE_ORDER_STATES)[number];

export const STORE_MSG = {
  shopRequired: 'Enter your Shopify store address, like my-store.myshopify.com.',
  shopInvalid: 'That is not a Shopify store address: it looks like my-store.myshopify.com.',
  siteRequired: 'Enter your WooCommerce store address, like https://shop.example.com.',
  siteInvalid: 'That is not a web address: it looks like https://shop.example.com.',
  connectFailed: 'The store could not be connected. Please try again.',
  connectExpired: 'This connection request has expired. Please start again from the Stores page.',
  storeNotFound: 'That store is not connected to your account.',
  notConnected: 'This store is not connected. Connect it again to go on.',
  alreadyConnected: 'This store is already connected to another PressRun account.',
  priceTooLow: 'The retail price must be at least the PressRun cost.',
  priceInvalid: 'Enter a retail price, like 24.99.',
  titleRequired: 'Enter a product title.',
  linkExists: 'That store product is already linked to a template.',
  platformDown: 'The store did not answer. We will try again shortly.',
  unlinkedItem: (title: string) => `"${title}" is not linked to a template. Link it, then retry.`,
  declined: 'Your default card was declined. Update it in Billing, then retry.',
  noCard: 'There is no default card on file. Add one in Billing, then retry.',
  noTerms: 'Credit terms are not available to this account. Choose card payment for this store, then retry.',
  addressInvalid: (why: string) => `The shipping address cannot be used: ${why}`,
  retried: 'The order was placed.',
  stillHeld: 'The order still needs attention.',
} as const;

/** A store's address as typed: Shopify's myshopify.com domain (a name alone gets the suffix). */
export const shopifyShopSchema = z
  .string({ error: STORE_MSG.shopRequired })
  .trim()
  .toLowerCase()
  .min(1, STORE_MSG.shopRequired)
  .max(MAX_INPUT, MSG.maxLength)
  .transform((s) => s.replace(/^https?:\/\//, '').replace(/\/.*$/, ''))
  .transform((s) => (s.includes('.') ? s : `${s}.myshopify.com`))
  .refine((s) => /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/.test(s), STORE_MSG.shopInvalid);

/** A WooCommerce site's address: http(s), no query; kept without a trailing slash. */
export const wooSiteSchema = z
  .string({ error: STORE_MSG.siteRequired })
  .trim()
  .min(1, STORE_MSG.siteRequired)
  .max(MAX_INPUT, MSG.maxLength)
  .transform((s) => (/^https?:\/\//i.test(s) ? s : `https://${s}`))
  .refine((s) => {
    try {
      const u = new URL(s);
      return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname.includes('.') && !u.search;
    } catch {
      return false;
    }
  }, STORE_MSG.siteInvalid)
  .transform((s) => s.replace(/\/+$/, ''));

/** 'Connect a store': the platform, and for Shopify and WooCommerce the store's address. */
export const connectStoreSchema = z.discriminatedUnion('platform', [
  z.object({ platform: z.literal('shopify'), shop: shopifyShopSchema }),
  z.object({ platform: z.literal('woocommerce'), shop: wooSiteSchema }),
  z.object({ platform: z.literal('etsy') }),
]);
export type ConnectStoreRequest = z.input<typeof connectStoreSchema>;

/** How a connected store's orders are placed. */
export const storeSettingsSchema = z.object({
  paymentType: z.enum(STORE_PAYMENT_TYPES),
  shippingOption: z.enum(['Standard', 'Expedited']),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;

/** Retail price in cents from what the user typed ("24.99", "$24.99"). */
export const retailPriceSchema = z
  .union([z.string(), z.number()], { error: STORE_MSG.priceInvalid })
  .transform((v, ctx) => {
    const s = typeof v === 'number' ? String(v) : v.trim().replace(/^\$/, '');
    if (!/^\d{1,6}(\.\d{1,2})?$/.test(s)) {
      ctx.addIssue({ code: 'custom', message: STORE_MSG.priceInvalid });
      return z.NEVER;
    }
    return Math.round(Number(s) * 100);
  });

/** Publish a template to a store as a product. */
export const publishProductSchema = z.object({
  templateId: z.number().int().positive(),
  title: z
    .string({ error: STORE_MSG.titleRequired })
    .trim()
    .min(1, STORE_MSG.titleRequired)
    .max(255, MSG.maxLength),
  description: z.string().trim().max(5000, MSG.maxLength).default(''),
  retailPrice: retailPriceSchema,
});
export type PublishProductRequest = z.input<typeof publishProductSchema>;

/** Link a store's existing product (or one variant of it) to a template. */
export const linkProductSchema = z.object({
  templateId: z.number().int().positive(),
  storeProductId: z.string().trim().min(1).max(255),
  storeVariantId: z.string().trim().min(1).max(255).nullable().default(null),
});
export type LinkProductRequest = z.input<typeof linkProductSchema>;

/** A connected store as the Stores page lists it. */
export interface StoreView {
  id: number;
  platform: StorePlatform;
  name: string;
  /** The shop's address (Shopify domain, WooCommerce site, Etsy shop id). */
  shop: string;
  status: StoreStatus;
  paymentType: StorePaymentType;
  shippingOption: 'Standard' | 'Expedited';
  connectedAt: string;
  lastOrder: { number: string; receivedAt: string } | null;
  /** Orders held for the user (needs attention). */
  attention: number;
  /** The built-in sandbox's page for this store (test orders), when it is a sandbox store. */
  sandboxUrl: string | null;
}

/** A store product (or variant) linked to a template, or a product PressRun published. */
export interface StoreLinkView {
  id: number;
  storeId: number;
  templateId: number;
  templateName: string;
  storeProductId: string;
  storeVariantId: string | null;
  title: string;
  /** Cents; null for a link to a product the user made at the store. */
  retailPrice: number | null;
  published: boolean;
  createdAt: string;
}

/** A product at the store, to pick when linking. */
export interface StoreProductView {
  id: string;
  title: string;
  variants: Array<{ id: string; title: string; sku: string | null }>;
  linkedTemplateId: number | null;
}

/** An order that came from a store. */
export interface StoreOrderView {
  id: number;
  storeId: number;
  storeName: string;
  platform: StorePlatform;
  number: string;
  state: StoreOrderState;
  reason: string | null;
  orderId: number | null;
  customer: string;
  receivedAt: string;
  lines: Array<{ title: string; quantity: number; templateId: number | null }>;
}
