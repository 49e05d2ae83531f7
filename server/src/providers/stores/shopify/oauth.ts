import crypto from 'node:crypto';
import { STORE_MSG } from '@pressrun/domain';
import { sameSignature } from '../hmac';
import { type BeginConnect, type CompleteConnect, type StoreAuth, StoreError } from '../port';
import { type Answer, call, httpError, platformMessage, type ShopifyApp, shopOrigin } from './api';
import { shopDomain } from './ids';

/**
 * What PressRun asks a shop for. A write scope grants its read scope too (Shopify's rule), so these
 * three are all it needs:
 * - write_products: list the shop's products to link, publish a template as a product;
 * - write_orders: read orders (order webhooks, the catch-up) and cancel one PressRun cancelled;
 * - write_merchant_managed_fulfillment_orders: read an order's fulfillment orders and fulfil them
 *   with tracking. PressRun is not registered as a fulfillment service, so a store's orders wait at
 *   the merchant's own locations ("merchant managed"), not assigned to an app.
 */
export const SHOPIFY_SCOPES = ['write_products', 'write_orders', 'write_merchant_managed_fulfillment_orders'];

/** How far the callback's timestamp may be from our clock: Shopify's own library allows 90 s. */
const CALLBACK_TOLERANCE_S = 90;
/** A token is refreshed this long before it ends, so a call started on it does not outlive it. */
const REFRESH_MARGIN_MS = 5 * 60_000;

/** Shopify's page where the merchant approves PressRun (the authorization code grant). */
export function authorizeUrl(app: ShopifyApp, input: BeginConnect): string {
  const shop = shopDomain(input.shop);
  if (!shop) throw new StoreError('rejected', input.shop ? STORE_MSG.shopInvalid : STORE_MSG.shopRequired);
  const url = new URL(`${shopOrigin(app, shop)}/admin/oauth/authorize`);
  url.searchParams.set('client_id', app.clientId);
  url.searchParams.set('scope', SHOPIFY_SCOPES.join(','));
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('state', input.state);
  // No grant_options[]=per-user: an offline token, which acts with nobody signed in (webhooks, jobs).
  return url.toString();
}

/**
 * What Shopify signs on the callback: every query parameter but `hmac` (and the app proxy's
 * `signature`), sorted by name, joined as a query string encoded the way its own library encodes
 * it (URLSearchParams, spaces as %20).
 */
export function callbackMessage(query: Record<string, string>): string {
  const out = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    if (key !== 'hmac' && key !== 'signature') out.append(key, query[key]!);
  }
  return out.toString().replace(/\+/g, '%20');
}

/** The callback's `hmac`: hex HMAC-SHA256 of that message with the app's client secret. */
export const callbackHmac = (query: Record<string, string>, clientSecret: string) =>
  crypto.createHmac('sha256', clientSecret).update(callbackMessage(query)).digest('hex');

/**
 * The callback turned into a token: its signature, its age and its shop are checked before the
 * code (and the client secret with it) is sent anywhere.
 */
export async function completeConnect(app: ShopifyApp, input: CompleteConnect): Promise<StoreAuth> {
  const q = input.query;
  if (!sameSignature(callbackHmac(q, app.clientSecret), q.hmac?.toLowerCase()))
    throw new StoreError('rejected', 'The Shopify callback is not signed with PressRun’s app secret.');
  const now = (app.now ?? Date.now)();
  const timestamp = Number(q.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > CALLBACK_TOLERANCE_S)
    throw new StoreError('rejected', 'The Shopify callback is too old. Please start connecting again.');
  const started = shopDomain(input.shop);
  // The callback's shop must already be a plain myshopify.com domain, and the one being connected.
  const shop = q.shop && shopDomain(q.shop) === q.shop ? q.shop : null;
  if (!started || shop !== started)
    throw new StoreError(
      'rejected',
      'The Shopify callback names another store than the one being connected.',
    );
  if (!q.code) throw new StoreError('rejected', 'Shopify sent no approval code.');

  const a = await call(app, shop, 'POST', '/admin/oauth/access_token', {
    // expiring=1: an offline token that lasts an hour with a refresh token, which Shopify requires of
    // public apps from 2027 (a non-expiring one stops working then).
    body: { client_id: app.clientId, client_secret: app.clientSecret, code: q.code, expiring: '1' },
  });
  if (a.status !== 200) throw tokenError(a, 'the approval code');
  const t = tokensOf(a, now);
  const granted = t.scope === null ? null : t.scope.split(',').map((s) => s.trim());
  const missing = granted ? SHOPIFY_SCOPES.filter((s) => !granted.includes(s)) : [];
  if (missing.length)
    throw new StoreError(
      'rejected',
      `Shopify granted PressRun less than it needs (no ${missing.join(', ')}).`,
    );
  return {
    shop,
    accessToken: t.accessToken,
    refreshToken: t.refreshToken,
    expiresAt: t.expiresAt,
    webhookSecret: null,
    webhookIds: [],
  };
}

/**
 * A fresh token when this one ends within a few minutes. Shopify rotates the refresh token with
 * every use, so the answer must be stored whole. A token without a refresh token (a custom app's
 * non-expiring one) is answered as is.
 */
export async function refreshAuth(app: ShopifyApp, auth: StoreAuth): Promise<StoreAuth> {
  const now = (app.now ?? Date.now)();
  if (!auth.refreshToken || auth.expiresAt == null || auth.expiresAt - now > REFRESH_MARGIN_MS) return auth;
  const a = await call(app, auth.shop, 'POST', '/admin/oauth/access_token', {
    body: {
      client_id: app.clientId,
      client_secret: app.clientSecret,
      grant_type: 'refresh_token',
      refresh_token: auth.refreshToken,
    },
  });
  // A refused refresh (expired, revoked, already used, app uninstalled): only a new approval helps.
  if (a.status === 400 || a.status === 401 || a.status === 403)
    throw new StoreError(
      'unauthorized',
      `Shopify refused to refresh PressRun's token: ${platformMessage(a.body) ?? a.status}`,
    );
  if (a.status !== 200) throw httpError(a, 'token refresh');
  const t = tokensOf(a, now);
  return {
    ...auth,
    accessToken: t.accessToken,
    refreshToken: t.refreshToken ?? auth.refreshToken,
    expiresAt: t.expiresAt,
  };
}

interface TokenAnswer {
  access_token?: unknown;
  scope?: unknown;
  expires_in?: unknown;
  refresh_token?: unknown;
}

function tokensOf(a: Answer, now: number) {
  const b = (a.body ?? {}) as TokenAnswer;
  if (typeof b.access_token !== 'string' || !b.access_token)
    throw new StoreError('unavailable', 'Shopify answered the token request without a token.');
  return {
    accessToken: b.access_token,
    scope: typeof b.scope === 'string' ? b.scope : null,
    refreshToken: typeof b.refresh_token === 'string' && b.refresh_token ? b.refresh_token : null,
    expiresAt: typeof b.expires_in === 'number' ? now + b.expires_in * 1000 : null,
  };
}

/** The code exchange refused: a used or unknown code is the user's to retry, not the store's. */
function tokenError(a: Answer, what: string): StoreError {
  if (a.status >= 500 || a.status === 429) return httpError(a, 'token request');
  return new StoreError(
    'rejected',
    `Shopify refused ${what}: ${platformMessage(a.body) ?? `HTTP ${a.status}`}`.trim(),
  );
}
