import {
  type Page,
  type Published,
  type PublishInput,
  type StoreAuth,
  StoreError,
  type StoreProduct,
} from '../port';
import { earlierPublish } from '../publish-retry';
import { type Connection, graphql, refuseOn, restOf, type ShopifyApp, type UserError } from './api';
import { numericId } from './ids';

const VARIANT_FIELDS = 'id title sku';

/**
 * Twenty products a page by title, the first 40 variants of each (the rest asked for separately):
 * 2 + 20 × (1 + 2 + 40) = 862 points, under Shopify's 1,000-point limit for one query.
 */
const PRODUCTS = `query PressRunProducts($after: String) {
  products(first: 20, after: $after, sortKey: TITLE) {
    pageInfo { hasNextPage endCursor }
    nodes {
      id title
      variants(first: 40) { pageInfo { hasNextPage endCursor } nodes { ${VARIANT_FIELDS} } }
    }
  }
}`;

interface GqlVariant {
  id: string;
  title: string;
  sku: string | null;
}

export async function listProducts(
  app: ShopifyApp,
  auth: StoreAuth,
  cursor: string | null,
): Promise<Page<StoreProduct>> {
  const data = await graphql<{
    products: Connection<{ id: string; title: string; variants: Connection<GqlVariant> }>;
  }>(app, auth, PRODUCTS, { after: cursor });
  const items: StoreProduct[] = [];
  for (const p of data.products.nodes) {
    const more = p.variants.pageInfo.hasNextPage
      ? await restOf<GqlVariant>(
          app,
          auth,
          { id: p.id, type: 'Product', field: 'variants' },
          VARIANT_FIELDS,
          p.variants.pageInfo.endCursor,
        )
      : [];
    items.push({
      id: numericId(p.id),
      title: p.title,
      variants: [...p.variants.nodes, ...more].map((v) => ({
        id: numericId(v.id),
        title: v.title,
        sku: v.sku || null,
      })),
    });
  }
  const page = data.products.pageInfo;
  return { items, next: page.hasNextPage ? page.endCursor : null };
}

/** The variants that carry a SKU already: Shopify's search matches `sku:"…"` to the variant's SKU. */
const VARIANTS_BY_SKU = `query PressRunVariantsBySku($query: String!) {
  productVariants(first: 10, query: $query) { nodes { id sku price product { id title } } }
}`;

/**
 * The product a publish made already, when this one is its retry (`earlierPublish`). Shopify lets
 * two products share a SKU, so nothing but this look-up stops a retry making a copy. (Shopify's
 * search catches up with a new product within seconds.)
 */
async function publishedBefore(app: ShopifyApp, auth: StoreAuth, input: PublishInput) {
  const data = await graphql<{
    productVariants: Connection<{
      id: string;
      sku: string | null;
      price: string;
      product: { id: string; title: string };
    }>;
  }>(app, auth, VARIANTS_BY_SKU, { query: `sku:"${input.sku.replace(/["\\]/g, '')}"` });
  const price = money(input.price);
  return earlierPublish(
    input,
    data.productVariants.nodes
      .filter((v) => v.sku === input.sku)
      .map((v) => ({ ...v, title: v.product.title, samePrice: v.price === price })),
  );
}

/** productSet makes the product, its one variant, its price, SKU and photos in one call. */
const PRODUCT_SET = `mutation PressRunPublish($input: ProductSetInput!) {
  productSet(input: $input, synchronous: true) {
    product { id variants(first: 1) { nodes { id } } }
    userErrors { field message code }
  }
}`;

/**
 * A template as an active product. Its inventory is not tracked: PressRun prints to order, so the
 * shop never runs out. Shopify fetches the photos from their URLs itself, after answering. The
 * product goes on no sales channel by itself (that needs the publications scopes): the seller picks
 * them on the product's page in the Shopify admin, which `adminUrl` opens.
 */
export async function publishProduct(
  app: ShopifyApp,
  auth: StoreAuth,
  input: PublishInput,
): Promise<Published> {
  const before = await publishedBefore(app, auth, input);
  if (before) return published(auth, numericId(before.product.id), numericId(before.id));
  // A product with no options is Shopify's "Title: Default Title"; otherwise one option names it.
  const option = input.variantTitle.trim()
    ? { name: 'Style', value: input.variantTitle.trim() }
    : { name: 'Title', value: 'Default Title' };
  const data = await graphql<{
    productSet: {
      product: { id: string; variants: Connection<{ id: string }> } | null;
      userErrors: UserError[];
    };
  }>(app, auth, PRODUCT_SET, {
    input: {
      title: input.title,
      descriptionHtml: descriptionHtml(input.description),
      productType: input.productType,
      status: 'ACTIVE',
      productOptions: [{ name: option.name, position: 1, values: [{ name: option.value }] }],
      variants: [
        {
          optionValues: [{ optionName: option.name, name: option.value }],
          price: money(input.price),
          inventoryItem: { sku: input.sku, tracked: false, requiresShipping: true },
        },
      ],
      files: input.images.map((url) => ({ originalSource: url, contentType: 'IMAGE', alt: input.title })),
    },
  });
  refuseOn(data.productSet.userErrors, `the product "${input.title}"`);
  const product = data.productSet.product;
  const variant = product?.variants.nodes[0];
  if (!product || !variant)
    throw new StoreError('unavailable', `Shopify answered the product "${input.title}" without it.`);
  return published(auth, numericId(product.id), numericId(variant.id));
}

const published = (auth: StoreAuth, productId: string, variantId: string): Published => ({
  productId,
  variantId,
  adminUrl: `https://${auth.shop}/admin/products/${productId}`,
});

/** Cents as Shopify's Money scalar, a decimal string ("24.99"). */
export const money = (cents: number) =>
  `${Math.trunc(cents / 100)}.${String(Math.abs(cents % 100)).padStart(2, '0')}`;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as HTML: a blank line starts a paragraph, a line break stays one; nothing else is markup. */
export function descriptionHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
