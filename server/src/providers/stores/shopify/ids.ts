/**
 * Shopify names a thing twice: the Admin GraphQL API by a global id (`gid://shopify/Order/450789469`),
 * its webhooks by the number alone. PressRun keeps the number everywhere (an order's id is its
 * idempotency key, whichever way it arrived) and makes the global id only to ask the GraphQL API.
 */
export const gid = (type: string, id: string) =>
  id.startsWith('gid://') ? id : `gid://shopify/${type}/${id}`;

/** The number at the end of a global id (`gid://shopify/LineItem/1?x=y` → `1`); a number stays as is. */
export function numericId(id: string): string {
  const m = /\/(\d+)(?:\?.*)?$/.exec(id);
  return m ? m[1]! : id;
}

/**
 * A shop's myshopify.com domain as typed (`My-Shop`, `https://my-shop.myshopify.com/admin`) in the
 * one form Shopify answers to, or null when it is not one. Only *.myshopify.com is accepted: a
 * custom domain or any other host must never receive the app's client secret or a token.
 */
export function shopDomain(typed: string | null | undefined): string | null {
  if (!typed) return null;
  let s = typed.trim().toLowerCase();
  s = s.replace(/^https?:\/\//, '').replace(/[/?#].*$/, '');
  if (!s.includes('.')) s = `${s}.myshopify.com`;
  return /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/.test(s) ? s : null;
}
