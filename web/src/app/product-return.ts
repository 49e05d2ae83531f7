import { STORAGE_PREFIX } from './session';

/**
 * The product a visitor pressed Start Order on, kept in this browser (localStorage, with a week's
 * expiry) so that signing up, verifying the email and signing in end in that product's builder
 * rather than on the dashboard. The builder forgets it when it opens.
 */
const KEY = `${STORAGE_PREFIX}fromProduct`;
const WEEK_MS = 7 * 24 * 60 * 60_000;

export function rememberProduct(sku: string) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ sku, until: Date.now() + WEEK_MS }));
  } catch {
    // Storage refused (private mode): the visitor lands on the dashboard, as before.
  }
}

/** Where to go after signing in: the builder of the remembered product, once the email is verified. */
export function productToReturnTo(user: { email_verified?: boolean } | null | undefined): string | null {
  if (!user?.email_verified) return null;
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { sku?: unknown; until?: unknown } | null;
    if (typeof kept?.sku !== 'string' || !kept.sku.trim() || !(Number(kept.until) > Date.now())) return null;
    return `/product/mockup/?sku=${encodeURIComponent(kept.sku.trim())}`;
  } catch {
    return null;
  }
}

/** Once in a builder, the way back has been taken. */
export function forgetProduct() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
