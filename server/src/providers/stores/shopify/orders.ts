import type { Page, StoreAuth, StoreOrder } from '../port';
import { type Connection, graphql, restOf, type ShopifyApp } from './api';
import { numericId } from './ids';
import { storeAddress } from './webhook';

/** A line as PressRun reads it; currentQuantity counts edits and removals since the order was placed. */
const LINE_FIELDS = 'id name sku currentQuantity product { id } variant { id }';

/**
 * Ten orders a page, the first 25 lines of each (the rest asked for separately): Shopify prices a
 * query by what it could return, 2 + 10 × (order + address + 2 + 25 × 3) ≈ 800 points, under its
 * 1,000-point limit for one query.
 */
const ORDERS = `query PressRunOrdersSince($after: String, $query: String!) {
  orders(first: 10, after: $after, query: $query, sortKey: UPDATED_AT) {
    pageInfo { hasNextPage endCursor }
    nodes {
      id name createdAt cancelledAt
      shippingAddress {
        name firstName lastName company address1 address2 city provinceCode zip countryCodeV2 phone
      }
      lineItems(first: 25) { pageInfo { hasNextPage endCursor } nodes { ${LINE_FIELDS} } }
    }
  }
}`;

interface GqlLine {
  id: string;
  name: string;
  sku: string | null;
  currentQuantity: number;
  product: { id: string } | null;
  variant: { id: string } | null;
}

interface GqlOrder {
  id: string;
  name: string;
  createdAt: string;
  cancelledAt: string | null;
  shippingAddress: {
    name: string | null;
    firstName: string | null;
    lastName: string | null;
    company: string | null;
    address1: string | null;
    address2: string | null;
    city: string | null;
    provinceCode: string | null;
    zip: string | null;
    countryCodeV2: string | null;
    phone: string | null;
  } | null;
  lineItems: Connection<GqlLine>;
}

/**
 * Orders created or changed since `since`, oldest change first (the catch-up after downtime).
 * The cursor is Shopify's; `since` must be the same on every page of one walk.
 */
export async function ordersSince(
  app: ShopifyApp,
  auth: StoreAuth,
  since: Date,
  cursor: string | null,
): Promise<Page<StoreOrder>> {
  // Whole seconds: Shopify's search syntax takes an ISO time; >= keeps the boundary order.
  const at = new Date(Math.floor(since.getTime() / 1000) * 1000).toISOString().replace('.000Z', 'Z');
  const data = await graphql<{ orders: Connection<GqlOrder> }>(app, auth, ORDERS, {
    after: cursor,
    query: `updated_at:>='${at}'`,
  });
  const items: StoreOrder[] = [];
  for (const o of data.orders.nodes) {
    const more = o.lineItems.pageInfo.hasNextPage
      ? await restOf<GqlLine>(
          app,
          auth,
          { id: o.id, type: 'Order', field: 'lineItems' },
          LINE_FIELDS,
          o.lineItems.pageInfo.endCursor,
        )
      : [];
    items.push(orderOf(o, [...o.lineItems.nodes, ...more]));
  }
  const page = data.orders.pageInfo;
  return { items, next: page.hasNextPage ? page.endCursor : null };
}

/** GraphQL's order in the same terms as the webhook's (numeric ids: one order, one key). */
function orderOf(o: GqlOrder, lines: GqlLine[]): StoreOrder {
  const a = o.shippingAddress;
  return {
    id: numericId(o.id),
    number: o.name,
    createdAt: o.createdAt,
    cancelled: Boolean(o.cancelledAt),
    shipTo: storeAddress(
      a && {
        name: a.name,
        first_name: a.firstName,
        last_name: a.lastName,
        company: a.company,
        address1: a.address1,
        address2: a.address2,
        city: a.city,
        province_code: a.provinceCode,
        zip: a.zip,
        country_code: a.countryCodeV2,
        phone: a.phone,
      },
    ),
    lines: lines
      .filter((l) => l.currentQuantity > 0)
      .map((l) => ({
        id: numericId(l.id),
        productId: l.product ? numericId(l.product.id) : null,
        variantId: l.variant ? numericId(l.variant.id) : null,
        sku: l.sku || null,
        title: l.name,
        quantity: l.currentQuantity,
      })),
  };
}
