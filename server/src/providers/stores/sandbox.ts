import crypto from 'node:crypto';
import type { StorePlatform } from '@pressrun/domain';
import { etsyReceiptJson } from './etsy/receipt';
import type {
  Fulfilment,
  Page,
  Published,
  PublishInput,
  ShopInfo,
  StoreAdapter,
  StoreAuth,
  StoreOrder,
  StoreProduct,
  WebhookRequest,
} from './port';
import { StoreError } from './port';
import {
  parseShopifyWebhook,
  shopifyOrderJson,
  shopifyWebhookHeaders,
  verifyShopifyWebhook,
} from './shopify/webhook';
import { parseWooWebhook, verifyWooWebhook, wooOrderJson, wooWebhookHeaders } from './woocommerce/webhook';

/**
 * The built-in sandbox stores: one stand-in shop per platform and user, so connecting, publishing,
 * orders coming in and tracking going back all work on a fresh machine, the way the payments
 * sandbox stands in for Stripe. Its state (shops, products, orders) lives in the stores module's
 * tables, reached through this interface; its pages are /sandbox/stores/…
 *
 * It speaks each platform's own formats where PressRun meets them: a Shopify sandbox shop sends
 * `orders/create` in Shopify's JSON, signed as Shopify signs (with the sandbox app secret); a
 * WooCommerce one signs with the per-store secret it was given; an Etsy one sends nothing and
 * waits for the poll, reading its orders as Etsy receipts.
 */
export interface SandboxStoreBackend {
  /** The shop approved on the sandbox authorize page, by the code it handed the callback (once). */
  redeemCode(
    platform: StorePlatform,
    code: string,
    accessTokenHash: string,
  ): Promise<{ shop: string } | null>;
  /** The shop a token is good for; null when the token was revoked (the sandbox page can do so). */
  shopOfToken(shop: string, accessTokenHash: string): Promise<{ name: string; externalId: string } | null>;
  setWebhook(shop: string, url: string | null, secret: string | null): Promise<void>;
  products(shop: string): Promise<StoreProduct[]>;
  addProduct(shop: string, input: PublishInput): Promise<Published>;
  ordersSince(shop: string, since: Date): Promise<StoreOrder[]>;
  fulfil(shop: string, fulfilment: Fulfilment): Promise<boolean>;
  cancel(shop: string, orderId: string): Promise<boolean>;
  revoke(shop: string): Promise<void>;
}

/** The secret the sandbox Shopify "app" signs its webhooks with (it has no real app secret). */
export const SANDBOX_SHOPIFY_SECRET = 'sandbox-shopify-app-secret';

export const sha256Hex = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

export function sandboxStoreAdapter(
  platform: StorePlatform,
  backend: SandboxStoreBackend,
  publicUrl: string,
): StoreAdapter {
  const use = async (auth: StoreAuth) => {
    const shop = await backend.shopOfToken(auth.shop, sha256Hex(auth.accessToken));
    if (!shop) throw new StoreError('unauthorized', 'The sandbox store revoked PressRun’s access.');
    return shop;
  };
  return {
    platform,
    mode: 'sandbox',
    polled: platform === 'etsy',

    beginConnect({ shop, state, redirectUri }) {
      const url = new URL(`${publicUrl}/sandbox/stores/${platform}/authorize`);
      url.searchParams.set('state', state);
      url.searchParams.set('redirect_uri', redirectUri);
      if (shop) url.searchParams.set('shop', shop);
      return url.toString();
    },

    async completeConnect({ query }) {
      const code = query.code;
      if (!code) throw new StoreError('rejected', 'The sandbox store sent no approval code.');
      const accessToken = `sbx_${crypto.randomBytes(24).toString('base64url')}`;
      const found = await backend.redeemCode(platform, code, sha256Hex(accessToken));
      if (!found) throw new StoreError('rejected', 'The sandbox approval code is unknown or used.');
      return {
        shop: found.shop,
        accessToken,
        refreshToken: null,
        expiresAt: null,
        webhookSecret: platform === 'woocommerce' ? crypto.randomBytes(24).toString('base64url') : null,
      };
    },

    async shopInfo(auth): Promise<ShopInfo> {
      const shop = await use(auth);
      return { externalId: shop.externalId, name: shop.name, currency: 'USD' };
    },

    async subscribe(auth, webhookUrl) {
      await use(auth);
      if (platform === 'etsy') return auth;
      await backend.setWebhook(
        auth.shop,
        webhookUrl,
        platform === 'woocommerce' ? (auth.webhookSecret ?? null) : null,
      );
      return auth;
    },

    refresh: async (auth) => auth,

    async listProducts(auth, cursor): Promise<Page<StoreProduct>> {
      await use(auth);
      const all = await backend.products(auth.shop);
      const start = cursor ? Number(cursor) : 0;
      const items = all.slice(start, start + 50);
      return { items, next: start + 50 < all.length ? String(start + 50) : null };
    },

    async publishProduct(auth, input) {
      await use(auth);
      return backend.addProduct(auth.shop, input);
    },

    async ordersSince(auth, since) {
      await use(auth);
      // Read the way the platform answers (Etsy's receipts), so the poll meets the same shape.
      const orders = await backend.ordersSince(auth.shop, since);
      return { items: orders.map((o) => (platform === 'etsy' ? roundTripEtsy(o) : o)), next: null };
    },

    verifyWebhook(request: WebhookRequest, auth) {
      if (platform === 'shopify') return verifyShopifyWebhook(request, SANDBOX_SHOPIFY_SECRET);
      if (platform === 'woocommerce')
        return Boolean(auth.webhookSecret) && verifyWooWebhook(request, auth.webhookSecret!);
      return false;
    },

    parseWebhook(request) {
      if (platform === 'shopify') return parseShopifyWebhook(request);
      if (platform === 'woocommerce') return parseWooWebhook(request);
      return { kind: 'ignored' };
    },

    async fulfil(auth, fulfilment) {
      await use(auth);
      if (!(await backend.fulfil(auth.shop, fulfilment)))
        throw new StoreError('not_found', `The sandbox store has no order ${fulfilment.orderId}.`);
    },

    async cancelOrder(auth, orderId) {
      await use(auth);
      return (await backend.cancel(auth.shop, orderId)) ? 'cancelled' : 'not_supported';
    },

    async disconnect(auth) {
      await backend.revoke(auth.shop);
      await backend.setWebhook(auth.shop, null, null);
    },
  };
}

/** An order as the Etsy poll reads it: through the receipt's JSON and back. */
const roundTripEtsy = (o: StoreOrder): StoreOrder => {
  const r = etsyReceiptJson(o);
  return { ...o, id: String(r.receipt_id), number: String(r.receipt_id) };
};

/** The signed request the sandbox store sends PressRun for an order, in its platform's format. */
export function sandboxWebhook(
  platform: 'shopify' | 'woocommerce',
  shop: string,
  order: StoreOrder,
  secret: string | null,
): { headers: Record<string, string>; body: Buffer } {
  const deliveryId = crypto.randomUUID();
  if (platform === 'shopify') {
    const body = Buffer.from(JSON.stringify(shopifyOrderJson(order)));
    return {
      body,
      headers: shopifyWebhookHeaders('orders/create', shop, body, SANDBOX_SHOPIFY_SECRET, deliveryId),
    };
  }
  const body = Buffer.from(JSON.stringify(wooOrderJson(order)));
  return { body, headers: wooWebhookHeaders('order.created', shop, body, secret ?? '', deliveryId) };
}
