import crypto from 'node:crypto';

/** Base64 HMAC-SHA256 of the raw bytes: how Shopify and WooCommerce sign their webhooks. */
export const hmacBase64 = (secret: string, body: Buffer | string) =>
  crypto.createHmac('sha256', secret).update(body).digest('base64');

/** Compares in constant time; a missing or malformed signature is simply not equal. */
export function sameSignature(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given.trim());
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
