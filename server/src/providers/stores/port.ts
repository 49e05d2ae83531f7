import type { StorePlatform } from '@pressrun/domain';

/**
 * The store-connection port: what PressRun does with a reseller's store on Shopify, WooCommerce or
 * Etsy, the same shape for each platform (as payments and shipping are one port over their
 * gateways). The stores module keeps connections, links and received orders; an adapter only
 * speaks its platform's protocol and keeps nothing itself.
 */

/**
 * What a connection holds to act for the store, as the adapter that made it needs it. The stores
 * module encrypts it at rest and hands it back to the same platform's adapter; nothing else reads
 * inside it.
 */
export interface StoreAuth {
  /** The shop's address: Shopify's myshopify.com domain, WooCommerce's site URL, Etsy's shop id. */
  shop: string;
  /** Shopify's offline token, WooCommerce's consumer key, Etsy's OAuth access token. */
  accessToken: string;
  /** WooCommerce's consumer secret. */
  secret?: string | null;
  /** Etsy's refresh token (its access token lives an hour). */
  refreshToken?: string | null;
  /** When the access token stops working (ms since the epoch); null: it does not expire. */
  expiresAt?: number | null;
  /** The secret the platform signs this store's webhooks with, when it is per store (WooCommerce). */
  webhookSecret?: string | null;
  /** Ids the platform gave the webhooks PressRun created, so disconnecting can remove them. */
  webhookIds?: string[];
  /** Etsy's numeric user id (its API keys are `{client_id}` with the user in the token). */
  userId?: string | null;
}

/** The first step of connecting: where the user's browser goes to approve PressRun. */
export interface BeginConnect {
  /** Shopify domain or WooCommerce site the user typed; null for Etsy (it asks who is signing in). */
  shop: string | null;
  /** Opaque, single-use; comes back on the callback and ties it to this request. */
  state: string;
  /** PressRun's callback for this platform (absolute). */
  redirectUri: string;
  /** PKCE verifier (Etsy): the adapter sends its S256 challenge. */
  codeVerifier: string;
}

/** What came back to the callback: its query (OAuth) or its body (WooCommerce posts the keys). */
export interface CompleteConnect {
  shop: string | null;
  query: Record<string, string>;
  body: unknown;
  redirectUri: string;
  codeVerifier: string;
}

/** One request to PressRun's connect callback, as the stores module received it. */
export interface ConnectCallbackRequest {
  method: string;
  query: Record<string, string>;
  body: unknown;
}

/**
 * What a callback request is. An OAuth platform sends one: the browser back with `code` and
 * `state`. WooCommerce sends two to the same address: its server POSTs the keys (JSON, no cookies,
 * and it wants a 200), then the user's browser comes back with `success` and the state.
 */
export type ConnectCallback =
  /** It carries the credentials: completeConnect turns it into a StoreAuth. */
  | { kind: 'credentials'; state: string }
  /**
   * The browser back after the credentials came by a request of their own: nothing to exchange,
   * the connection is finished (shopInfo, subscribe) and the store shown.
   */
  | { kind: 'returned'; state: string }
  /** The user refused at the platform. */
  | { kind: 'denied'; state: string }
  /** Not a callback this platform sends. */
  | { kind: 'invalid' };

/** The shop as its platform names it. */
export interface ShopInfo {
  /** The shop's own stable id at the platform (a store connected twice is recognised by it). */
  externalId: string;
  name: string;
  currency: string;
}

/** A product at the store, with its variants. */
export interface StoreProduct {
  id: string;
  title: string;
  variants: Array<{ id: string; title: string; sku: string | null }>;
}

/** A product PressRun publishes from a template. */
export interface PublishInput {
  title: string;
  /** Plain text; the adapter formats it as the platform wants (HTML for Shopify and WooCommerce). */
  description: string;
  /** Retail price in cents, in the shop's currency. */
  price: number;
  /** Our SKU for the one variant (`PR-{templateId}`), so an order's line names it even unlinked. */
  sku: string;
  /** The variant's name at the store, e.g. "11oz / White". */
  variantTitle: string;
  /** Absolute URLs of the listing photos the platform fetches (PUBLIC_URL/media/...), first is main. */
  images: string[];
  /** Etsy needs a taxonomy and shipping profile; others ignore it. */
  productType: string;
}

export interface Published {
  productId: string;
  variantId: string;
  /** The product's page in the shop's admin, for a link. */
  adminUrl: string | null;
}

/** The address a store order ships to, as the platform gave it. */
export interface StoreAddress {
  name: string;
  company: string | null;
  address1: string;
  address2: string | null;
  city: string;
  /** State or province code (CA, ON); may be empty abroad. */
  province: string;
  zip: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  phone: string | null;
}

export interface StoreOrderLine {
  /** The line's id at the platform (fulfilments name it). */
  id: string;
  productId: string | null;
  variantId: string | null;
  sku: string | null;
  title: string;
  quantity: number;
}

/** A store order as PressRun reads it, whatever the platform. */
export interface StoreOrder {
  /** The platform's id: the idempotency key of its PressRun order. */
  id: string;
  /** What the seller calls it (#1001, a receipt number). */
  number: string;
  createdAt: string;
  /** Cancelled at the store (a webhook or a poll may see it so). */
  cancelled: boolean;
  shipTo: StoreAddress;
  lines: StoreOrderLine[];
}

/** What a verified webhook says. */
export type StoreWebhook =
  | { kind: 'order'; order: StoreOrder }
  | { kind: 'uninstalled' }
  /** A topic PressRun does not act on (or a ping): answered 200 and dropped. */
  | { kind: 'ignored' };

export interface Fulfilment {
  orderId: string;
  /** The lines shipped (all of PressRun's lines of that order). */
  lineIds: string[];
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
}

/** A page of a list the platform pages; `next` is the platform's cursor, null at the end. */
export interface Page<T> {
  items: T[];
  next: string | null;
}

/** Why a call failed, as the stores module acts on it. */
export type StoreErrorKind =
  /** The token is refused (revoked, uninstalled, refresh failed): the store needs re-authorisation. */
  | 'unauthorized'
  /** Too many requests: retry after `retryAfterMs`. */
  | 'rate_limited'
  /** The platform is down or timed out: retry with backoff. */
  | 'unavailable'
  /** The platform refused the request itself (a validation error): retrying will not help. */
  | 'rejected'
  | 'not_found';

export class StoreError extends Error {
  constructor(
    readonly kind: StoreErrorKind,
    message: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'StoreError';
  }
}

export interface WebhookRequest {
  /** Lower-cased header names. */
  headers: Record<string, string | undefined>;
  /** The body exactly as received: signatures are over these bytes. */
  rawBody: Buffer;
}

/** One platform's adapter. Every call that talks to the platform may throw a StoreError. */
export interface StoreAdapter {
  readonly platform: StorePlatform;
  /** 'sandbox': the built-in stand-in store; 'live': the platform itself. */
  readonly mode: 'sandbox' | 'live';
  /** Etsy sends no order webhooks: its orders are fetched on a schedule. */
  readonly polled: boolean;

  /** The page the user approves PressRun on (OAuth authorize, WooCommerce's /wc-auth/v1/authorize). */
  beginConnect(input: BeginConnect): string;
  /**
   * Which callback request this is and the state it carries. Optional: without it, the request's
   * `query.state` names the connect request and the request carries the credentials (OAuth).
   */
  readCallback?(request: ConnectCallbackRequest): ConnectCallback;
  /** The callback's answer turned into credentials (code exchanged for a token, or keys received). */
  completeConnect(input: CompleteConnect): Promise<StoreAuth>;
  shopInfo(auth: StoreAuth): Promise<ShopInfo>;
  /**
   * Asks the platform to send this store's order (and uninstall) webhooks to `webhookUrl`; answers
   * the credentials with what it created (ids, WooCommerce's secret). Polled platforms answer as is.
   */
  subscribe(auth: StoreAuth, webhookUrl: string): Promise<StoreAuth>;
  /** A fresh access token when it is expired or about to be (Etsy); others answer as is. */
  refresh(auth: StoreAuth): Promise<StoreAuth>;

  listProducts(auth: StoreAuth, cursor: string | null): Promise<Page<StoreProduct>>;
  publishProduct(auth: StoreAuth, input: PublishInput): Promise<Published>;
  /** Orders created or changed at or after `since` (the poll; a catch-up after downtime for the others). */
  ordersSince(auth: StoreAuth, since: Date, cursor: string | null): Promise<Page<StoreOrder>>;

  /** Checks the signature over the raw body before anything is parsed. */
  verifyWebhook(request: WebhookRequest, auth: StoreAuth): boolean;
  /** The verified webhook's meaning. */
  parseWebhook(request: WebhookRequest): StoreWebhook;

  /** Marks the store's order fulfilled with carrier and tracking. */
  fulfil(auth: StoreAuth, fulfilment: Fulfilment): Promise<void>;
  /** Tells the store its order was cancelled at PressRun, where the platform allows it. */
  cancelOrder(auth: StoreAuth, orderId: string): Promise<'cancelled' | 'not_supported'>;
  /** Revokes the token and removes PressRun's webhooks. Best effort: the connection ends anyway. */
  disconnect(auth: StoreAuth): Promise<void>;
}
