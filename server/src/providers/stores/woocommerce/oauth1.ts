import crypto from 'node:crypto';

/** Percent-encoding as RFC 3986 (and PHP's rawurlencode) wants it: only A-Z a-z 0-9 - . _ ~ stay. */
export const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * OAuth 1.0a "one-legged" signing, the only way WooCommerce takes keys over plain http (its docs:
 * Basic auth there would hand the secret to anyone on the path). No token: the consumer key signs
 * alone. The parameters go in the query string, as WooCommerce's docs show. The signature is
 * HMAC-SHA256 with the key `{consumer_secret}&` over `METHOD&{url}&{sorted params}`, each part
 * percent-encoded, where the URL is the site's own address of the route (no query) and the
 * params are the query's plus the oauth_ ones. WooCommerce refuses a timestamp more than 15
 * minutes off and a nonce it has seen.
 */
export function oauthQuery(input: {
  method: string;
  /** The route's address at the site, without the query. */
  url: string;
  query: Array<[string, string]>;
  consumerKey: string;
  consumerSecret: string;
  nowMs: number;
  nonce?: string;
}): Array<[string, string]> {
  const oauth: Array<[string, string]> = [
    ['oauth_consumer_key', input.consumerKey],
    ['oauth_nonce', input.nonce ?? crypto.randomBytes(16).toString('hex')],
    ['oauth_signature_method', 'HMAC-SHA256'],
    ['oauth_timestamp', String(Math.floor(input.nowMs / 1000))],
  ];
  const params = [...input.query, ...oauth]
    .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
    .sort(([ka, va], [kb, vb]) => (ka < kb ? -1 : ka > kb ? 1 : va < vb ? -1 : va > vb ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const base = [input.method.toUpperCase(), rfc3986(input.url), rfc3986(params)].join('&');
  const signature = crypto.createHmac('sha256', `${input.consumerSecret}&`).update(base).digest('base64');
  return [...oauth, ['oauth_signature', signature]];
}
