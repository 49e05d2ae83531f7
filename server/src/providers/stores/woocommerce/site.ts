import { STORE_MSG } from '@pressrun/domain';
import { StoreError } from '../port';

/**
 * A WooCommerce store is a WordPress site: its address is all PressRun knows of it (there is no
 * shop id, no app registration). Kept as scheme, host and WordPress's own path (a site may live
 * under /shop), without a trailing slash; the REST API is under `{site}/wp-json/`.
 */
export function normalizeSite(input: string): string {
  const typed = input.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(typed) ? typed : `https://${typed}`);
  } catch {
    throw new StoreError('rejected', STORE_MSG.siteInvalid);
  }
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.username ||
    url.password ||
    !url.hostname
  )
    throw new StoreError('rejected', STORE_MSG.siteInvalid);
  return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * Over https WooCommerce takes the keys as HTTP Basic; over plain http it takes only OAuth 1.0a
 * signatures, so the secret never crosses the wire (a development site on localhost included).
 */
export const isHttps = (site: string) => site.startsWith('https://');

/** The product's page in the site's admin. */
export const productAdminUrl = (site: string, productId: number | string) =>
  `${site}/wp-admin/post.php?post=${encodeURIComponent(String(productId))}&action=edit`;
