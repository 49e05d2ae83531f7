import type { Page, StoreAuth, StoreProduct } from '../port';
import type { EtsySession } from './session';

/** Etsy's listing inventory (getListingInventory, or a listing's `inventory` association). */
export interface EtsyInventoryJson {
  products: Array<{
    product_id: number;
    sku: string | null;
    is_deleted?: boolean;
    offerings?: Array<{
      offering_id: number;
      quantity: number;
      is_enabled: boolean;
      is_deleted?: boolean;
      price?: { amount: number; divisor: number; currency_code: string };
      readiness_state_id?: number | null;
    }>;
    property_values?: Array<{ property_id: number; property_name: string | null; values: string[] }>;
  }>;
}

export interface EtsyListingJson {
  listing_id: number;
  title: string;
  state: string;
  inventory?: EtsyInventoryJson | null;
}

/** Etsy's lists: `count` is every match, `results` this page. */
export interface EtsyList<T> {
  count: number;
  results: T[];
}

/** getListingsByShop pages with limit (at most 100) and offset; the cursor is the next offset. */
export const LISTINGS_PER_PAGE = 100;

/**
 * The shop's active listings with their products (Etsy's variants). The inventory comes with the
 * page (`includes=Inventory`), one call for a hundred listings; a listing that comes without it
 * has its inventory asked for on its own.
 */
export async function listProducts(
  session: EtsySession,
  auth: StoreAuth,
  cursor: string | null,
): Promise<Page<StoreProduct>> {
  const offset = offsetOf(cursor);
  const page = await session.call<EtsyList<EtsyListingJson>>(
    auth,
    'GET',
    `/v3/application/shops/${seg(auth.shop)}/listings`,
    {
      query: { state: 'active', limit: LISTINGS_PER_PAGE, offset, includes: 'Inventory' },
      what: 'Etsy listings',
    },
  );
  const results = page.results ?? [];
  const items: StoreProduct[] = [];
  for (const listing of results) items.push(storeProduct(listing, await inventoryOf(session, auth, listing)));
  return { items, next: nextOffset(offset, results.length, page.count, LISTINGS_PER_PAGE) };
}

/** A listing's inventory: the one that came with it, or asked for on its own when it came without. */
export async function inventoryOf(
  session: EtsySession,
  auth: StoreAuth,
  listing: EtsyListingJson,
): Promise<EtsyInventoryJson> {
  return (
    listing.inventory ??
    session.call<EtsyInventoryJson>(auth, 'GET', `/v3/application/listings/${listing.listing_id}/inventory`, {
      what: 'Etsy listing inventory',
    })
  );
}

/** The next page's offset while Etsy counts more than were read (a full page without a count); null at the end. */
export function nextOffset(
  offset: number,
  read: number,
  count: number | undefined,
  limit: number,
): string | null {
  if (read === 0) return null;
  const more = typeof count === 'number' ? offset + read < count : read >= limit;
  return more ? String(offset + read) : null;
}

export function storeProduct(listing: EtsyListingJson, inventory: EtsyInventoryJson): StoreProduct {
  return {
    id: String(listing.listing_id),
    title: listing.title,
    variants: (inventory.products ?? [])
      .filter((p) => !p.is_deleted)
      .map((p) => ({
        id: String(p.product_id),
        // A product is named by its variation values ("11oz / White"); a listing without variations
        // has one product, named as the listing.
        title:
          (p.property_values ?? [])
            .map((v) => v.values.join(' '))
            .filter(Boolean)
            .join(' / ') || listing.title,
        sku: p.sku || null,
      })),
  };
}

/** A cursor back as an offset; anything unreadable starts at the beginning. */
export const offsetOf = (cursor: string | null) => (cursor && /^\d+$/.test(cursor) ? Number(cursor) : 0);

export const seg = (id: string | number) => encodeURIComponent(String(id));
