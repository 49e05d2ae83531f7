import {
  isStorePlatform,
  retailPriceSchema,
  STORE_MSG,
  STORE_PLATFORM_LABEL,
  type StorePlatform,
  shopifyShopSchema,
  wooSiteSchema,
} from '@pressrun/domain';
import type { StoreUpdate } from './api';

/**
 * The rules of the stores screens that are worth a test of their own: what an address typed in
 * 'Connect' becomes, the margin beside a retail price, how long ago an order came, where a held
 * order is fixed, and what a store was told about an order. No React here.
 */

/** What the address field of a platform says while it is typed. */
export interface ShopHint {
  /** The address PressRun will connect (my-store → my-store.myshopify.com); null when not yet one. */
  address: string | null;
  /** Why it is not an address, for the field's error once the user presses Connect. */
  error: string | null;
}

/** Reads an address as the server will (the same schemas), so the hint never promises otherwise. */
export function shopHint(platform: StorePlatform, typed: string): ShopHint {
  if (platform === 'etsy') return { address: null, error: null };
  const parsed = (platform === 'shopify' ? shopifyShopSchema : wooSiteSchema).safeParse(typed);
  return parsed.success
    ? { address: parsed.data, error: null }
    : { address: null, error: parsed.error.issues[0]?.message ?? STORE_MSG.connectFailed };
}

/** The address field of each platform that has one: its label, placeholder and help. */
export const SHOP_FIELD: Record<
  'shopify' | 'woocommerce',
  { label: string; placeholder: string; help: string }
> = {
  shopify: {
    label: 'Shopify store address',
    placeholder: 'my-store.myshopify.com',
    help: 'Your store’s name (my-store) or its myshopify.com address. You find it in Shopify under Settings › Domains.',
  },
  woocommerce: {
    label: 'WooCommerce store address',
    placeholder: 'https://shop.example.com',
    help: 'The address of the WordPress site your WooCommerce shop runs on.',
  },
};

/** What the reseller keeps of one sale at a retail price, before shipping. */
export interface Margin {
  /** cents, negative when the price is under PressRun's cost */
  amount: number;
  /** of the retail price, rounded to a whole percent; null when there is no price */
  percent: number | null;
  /** the price in cents, or null when what was typed is not a price */
  price: number | null;
}

/** The margin of a typed retail price ("24.99", "$24.99") over PressRun's cost in cents. */
export function marginOf(typed: string, cost: number): Margin | null {
  const parsed = retailPriceSchema.safeParse(typed);
  if (!parsed.success) return null;
  const price = parsed.data;
  const amount = price - cost;
  return { amount, price, percent: price > 0 ? Math.round((amount / price) * 100) : null };
}

/** A retail price to start from: about double the cost, ending in .99 (what most shops charge). */
export function suggestedPrice(cost: number): string {
  const dollars = Math.max(1, Math.ceil((cost * 2) / 100));
  return `${dollars - 1}.99`;
}

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** 'just now', '5 minutes ago', 'yesterday', '3 weeks ago'. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Math.abs(seconds) < 60) return 'just now';
  for (const [unit, size] of STEPS)
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  return 'just now';
}

/** Where a held order is put right, beside its Retry. */
export interface Fix {
  label: string;
  to: string;
}

const UNLINKED_TAIL = STORE_MSG.unlinkedItem('').slice(2);

/**
 * The page that puts a held order's reason right: a product to link (the store's page), a card in
 * Billing, the store's payment setting, or connecting the store again. Null when the fix is at the
 * store itself (an address the carrier cannot use) or Retry alone is the answer (the store was down).
 */
export function fixFor(reason: string | null, storeId: number): Fix | null {
  if (!reason) return null;
  if (reason.endsWith(UNLINKED_TAIL))
    return { label: 'Link product', to: `/dashboard/stores/${storeId}#link` };
  if (reason === STORE_MSG.declined || reason === STORE_MSG.noCard)
    return { label: 'Billing', to: '/dashboard/billing' };
  if (reason === STORE_MSG.noTerms)
    return { label: 'Payment setting', to: `/dashboard/stores/${storeId}#settings` };
  if (reason === STORE_MSG.notConnected) return { label: 'Reconnect', to: `/dashboard/stores/${storeId}` };
  return null;
}

/** A message set inside a sentence: without its own full stop. */
const clause = (e: string | null) => (e ? `: ${e.replace(/[.\s]+$/, '')}` : '');

/** One update in the reseller's words: sent, on its way (tried again), given up, or not possible there. */
export function updateText(u: StoreUpdate, store: string, platform: string): string {
  const where = isStorePlatform(platform) ? STORE_PLATFORM_LABEL[platform] : store;
  const tracking = [u.carrier, u.trackingNumber].filter(Boolean).join(' ');
  if (u.kind === 'fulfil') {
    if (u.status === 'sent') return `Tracking sent to ${store}${tracking ? ` (${tracking})` : ''}.`;
    if (u.status === 'failed')
      return `The tracking could not be sent to ${store}${clause(u.lastError)}. Add it in ${where} yourself.`;
    if (u.status === 'not_supported')
      return `${where} does not take tracking from PressRun: add it there yourself.`;
    return u.attempts > 0
      ? `Sending the tracking to ${store}: tried ${u.attempts} ${u.attempts === 1 ? 'time' : 'times'}, trying again.`
      : `Sending the tracking to ${store}…`;
  }
  if (u.status === 'sent') return `${store} was told the order is cancelled.`;
  if (u.status === 'not_supported')
    return `${where} cannot be told of a cancellation: cancel the order there too.`;
  if (u.status === 'failed')
    return `${store} could not be told of the cancellation${clause(u.lastError)}. Cancel it there too.`;
  return `Telling ${store} the order is cancelled…`;
}
