import crypto from 'node:crypto';
import { STORE_MSG } from '@pressrun/domain';
import {
  type BeginConnect,
  type CompleteConnect,
  type ConnectCallback,
  type ConnectCallbackRequest,
  type StoreAuth,
  StoreError,
} from '../port';
import { normalizeSite } from './site';

/**
 * Connecting a WooCommerce store is its key exchange (`/wc-auth/v1/authorize`), not OAuth: the
 * user signs in to their own WordPress admin and approves PressRun, WooCommerce makes a REST API
 * key pair for that admin and hands it over in two requests, both to PressRun's callback address
 * (given as `callback_url` and `return_url`, so one route hears both):
 *
 * 1. WooCommerce's server POSTs the keys as JSON to `callback_url`: `{key_id, user_id,
 *    consumer_key, consumer_secret, key_permissions}`, where `user_id` is our state. No cookies
 *    come with it: the state alone names the connect request (and with it the site the user
 *    typed, which the body does not say). readCallback answers `credentials`; completeConnect
 *    turns the body into a StoreAuth, without calling the site. WooCommerce deletes the key again
 *    unless this request is answered exactly 200, and waits on it (60 s), so the module keeps the
 *    keys and answers at once: calling the site back from inside it (shopInfo, subscribe) would
 *    hang a single-worker development server that is still waiting for our answer.
 * 2. The user's browser is then sent to `return_url?success=1&user_id={state}`: readCallback
 *    answers `returned`, and the connection is finished there, with the user's session: shopInfo
 *    (which proves the keys work), subscribe, the Stores page. `success=0` is the user's "Deny"
 *    (`denied`); `success=1` without keys received means the POST failed (WooCommerce showed its
 *    error page instead of redirecting, so this is rare).
 *
 * WooCommerce refuses a callback_url that is not https, and posts to it with WordPress's "safe"
 * HTTP client, which refuses loopback and private addresses: PressRun must be reachable on the
 * internet over https for a real store to connect.
 */

export function beginWooConnect(appName: string, { shop, state, redirectUri }: BeginConnect): string {
  if (!shop) throw new StoreError('rejected', STORE_MSG.siteRequired);
  const site = normalizeSite(shop);
  if (!redirectUri.startsWith('https://'))
    throw new StoreError(
      'rejected',
      `WooCommerce sends the keys only to an https address, and PressRun's callback is ${redirectUri}: set PUBLIC_URL to PressRun's https address.`,
    );
  const url = new URL(`${site}/wc-auth/v1/authorize`);
  url.searchParams.set('app_name', appName);
  url.searchParams.set('scope', 'read_write');
  url.searchParams.set('user_id', state);
  url.searchParams.set('return_url', redirectUri);
  url.searchParams.set('callback_url', redirectUri);
  return url.toString();
}

/** The keys WooCommerce posts, as its WC_Auth::create_keys makes them. */
interface WooKeys {
  key_id: number;
  user_id: string;
  consumer_key: string;
  consumer_secret: string;
  key_permissions: 'read' | 'write' | 'read_write';
}

/** The POSTed body as JSON (a module that kept it as text is forgiven). */
function keysOf(body: unknown): Partial<WooKeys> | null {
  let b = body;
  if (typeof b === 'string' || Buffer.isBuffer(b)) {
    try {
      b = JSON.parse(b.toString());
    } catch {
      return null;
    }
  }
  return b && typeof b === 'object' ? (b as Partial<WooKeys>) : null;
}

const stateOf = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

export function readWooCallback({ method, query, body }: ConnectCallbackRequest): ConnectCallback {
  if (method.toUpperCase() === 'POST') {
    const keys = keysOf(body);
    const state = stateOf(keys?.user_id);
    return state && keys?.consumer_key && keys.consumer_secret
      ? { kind: 'credentials', state }
      : { kind: 'invalid' };
  }
  const state = query.user_id ?? '';
  if (!state) return { kind: 'invalid' };
  if (query.success === '1') return { kind: 'returned', state };
  if (query.success === '0') return { kind: 'denied', state };
  return { kind: 'invalid' };
}

export function completeWooConnect({ shop, body }: CompleteConnect): StoreAuth {
  const keys = keysOf(body);
  if (!shop) throw new StoreError('rejected', STORE_MSG.siteRequired);
  const key = keys?.consumer_key;
  const secret = keys?.consumer_secret;
  if (
    typeof key !== 'string' ||
    !/^ck_\w+$/.test(key) ||
    typeof secret !== 'string' ||
    !/^cs_\w+$/.test(secret)
  )
    throw new StoreError('rejected', 'WooCommerce sent no API keys.');
  if (keys?.key_permissions !== 'read_write')
    throw new StoreError(
      'rejected',
      `WooCommerce granted ${keys?.key_permissions ?? 'no'} access; PressRun needs read/write to take orders and send tracking back.`,
    );
  return {
    shop: normalizeSite(shop),
    accessToken: key,
    secret,
    refreshToken: null,
    expiresAt: null,
    // WooCommerce signs each webhook with the secret given when it was made: one per store.
    webhookSecret: crypto.randomBytes(32).toString('base64url'),
    webhookIds: [],
    userId: null,
  };
}
