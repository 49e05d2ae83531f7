import { StoreError } from '../port';

/** WordPress's REST error body, which WooCommerce answers with: `{code, message, data: {status}}`. */
export interface WooErrorJson {
  code: string;
  message?: string;
  data?: { status?: number } | null;
}

export const isWooError = (json: unknown): json is WooErrorJson =>
  Boolean(json) && typeof json === 'object' && typeof (json as WooErrorJson).code === 'string';

/** Retry-After as seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(value: string | null, nowMs: number): number | null {
  const v = value?.trim();
  if (!v) return null;
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  const at = Date.parse(v);
  return Number.isNaN(at) ? null : Math.max(0, at - nowMs);
}

/**
 * A failed answer as the stores module acts on it. WooCommerce itself rate-limits nothing in its
 * v3 API: a 429 comes from the host or a firewall in front of it, with Retry-After when it says.
 * A 401 is a key WooCommerce does not know (revoked, its user deleted: `woocommerce_rest_cannot_view`
 * and friends) or refuses (`woocommerce_rest_authentication_error`: wrong secret, a read-only key);
 * a 403 is a user without the capability. A 403 that is not WordPress's JSON is a firewall's page
 * (Wordfence, Cloudflare), which new keys would not get past either: told as unavailable.
 */
export function wooError(
  status: number,
  json: unknown,
  retryAfter: string | null,
  where: string,
  nowMs: number,
) {
  const err = isWooError(json) ? json : null;
  const said = err ? `${err.message ?? ''} (${err.code})`.trim() : `HTTP ${status}`;
  const message = `WooCommerce ${where}: ${said}`;
  if (status === 429) return new StoreError('rate_limited', message, retryAfterMs(retryAfter, nowMs));
  if (status >= 500) return new StoreError('unavailable', message);
  if (status === 403 && !err)
    return new StoreError(
      'unavailable',
      `WooCommerce ${where}: the site's firewall refused the request (HTTP 403)`,
    );
  if (status === 401 || status === 403) return new StoreError('unauthorized', message);
  if (status === 404) return new StoreError('not_found', message);
  // A validation error (400 rest_invalid_param, product_invalid_sku …): WooCommerce's own words.
  return new StoreError('rejected', err?.message || message);
}
