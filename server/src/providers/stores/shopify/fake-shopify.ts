import crypto from 'node:crypto';
import type http from 'node:http';
import { type StubRequest, startStub } from '../../../test/stub-http';
import { checkVariables, execute, GraphqlError, type Operation, parse, queryCost } from './fake-graphql';

/**
 * A stand-in Shopify for the adapter's tests, on a local port (every shop's address maps to
 * `{url}/{shop}`). It checks what Shopify checks: the app's client credentials at the token
 * endpoint, single-use approval codes and refresh tokens, the access token and the shop it is for
 * on every call, the API version, the GraphQL operation (parsed, variables checked, priced against
 * the 1,000-point limit and a leaky bucket) and every input object's fields; and it answers only
 * what was selected. Tests only.
 */

export const APP = {
  clientId: 'pressrun-test-client',
  clientSecret: 'shpss_pressrun_test_secret',
  apiVersion: '2026-10',
};

export interface FakeAddress {
  firstName: string;
  lastName: string;
  company: string | null;
  address1: string;
  address2: string | null;
  city: string;
  province: string;
  provinceCode: string;
  zip: string;
  country: string;
  countryCode: string;
  phone: string | null;
}

export interface FakeLine {
  id: number;
  productId: number | null;
  variantId: number | null;
  sku: string | null;
  title: string;
  variantTitle: string | null;
  quantity: number;
  currentQuantity: number;
}

export interface FakeFulfillmentOrder {
  id: number;
  status: 'OPEN' | 'IN_PROGRESS' | 'ON_HOLD' | 'SCHEDULED' | 'CLOSED';
  locationId: number;
  lines: Array<{ id: number; lineId: number; total: number; remaining: number }>;
}

export interface FakeOrder {
  id: number;
  name: string;
  createdAt: string;
  updatedAt: string;
  cancelledAt: string | null;
  shippingAddress: FakeAddress | null;
  lines: FakeLine[];
  fulfillmentOrders: FakeFulfillmentOrder[];
  fulfillments: Array<{
    id: number;
    trackingInfo: Record<string, unknown>;
    notifyCustomer: boolean;
    lines: Array<{ fulfillmentOrderId: number; lineId: number; quantity: number }>;
  }>;
  cancellation: Record<string, unknown> | null;
}

export interface FakeProduct {
  id: number;
  title: string;
  descriptionHtml: string;
  productType: string;
  status: string;
  options: Array<{ name: string; values: string[] }>;
  variants: Array<{
    id: number;
    title: string;
    sku: string | null;
    price: string;
    tracked: boolean;
    requiresShipping: boolean;
  }>;
  files: Array<Record<string, unknown>>;
}

export interface FakeShop {
  domain: string;
  id: number;
  name: string;
  currency: string;
  products: FakeProduct[];
  orders: FakeOrder[];
  subscriptions: Array<{ id: number; topic: string; uri: string; format: string }>;
}

export interface SeenRequest {
  method: string;
  shop: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
  /** The GraphQL operation's name, for calls to graphql.json. */
  operation: string | null;
}

type Failure = { status: number; headers?: Record<string, string>; body?: unknown } | 'hang-up' | 'stall';

const SCOPES = 'write_products,write_orders,write_merchant_managed_fulfillment_orders';
const gid = (type: string, id: number) => `gid://shopify/${type}/${id}`;
const idOf = (type: string, g: unknown): number | null => {
  const m = new RegExp(`^gid://shopify/${type}/(\\d+)$`).exec(String(g));
  return m ? Number(m[1]) : null;
};
const cursorOf = (n: number) => Buffer.from(JSON.stringify({ last: n })).toString('base64');
const fromCursor = (c: unknown) => {
  try {
    return Number(JSON.parse(Buffer.from(String(c), 'base64').toString()).last);
  } catch {
    throw new GraphqlError(`Invalid cursor for current pagination sort.`, 'BAD_REQUEST');
  }
};

/** Refuses any argument or input field Shopify's schema does not have (as a GraphQL error). */
function only(obj: unknown, allowed: string[], type: string) {
  if (!obj || typeof obj !== 'object' || Array.isArray(obj))
    throw new GraphqlError(`Expected ${type} to be an object`, 'INVALID_VARIABLE');
  for (const k of Object.keys(obj))
    if (!allowed.includes(k))
      throw new GraphqlError(`${k} is not defined on ${type}`, 'INVALID_VARIABLE', {
        problems: [{ path: [k] }],
      });
}
function oneOf(v: unknown, values: string[], type: string) {
  if (v !== undefined && v !== null && !values.includes(String(v)))
    throw new GraphqlError(
      `Expected "${v}" to be one of: ${values.join(', ')} (${type})`,
      'INVALID_VARIABLE',
    );
}

function connection<T>(
  all: T[],
  args: Record<string, unknown>,
  node: (t: T) => unknown,
  extraArgs: string[] = [],
) {
  only(args, ['first', 'after', ...extraArgs], 'connection arguments');
  const first = Number(args.first);
  if (!Number.isInteger(first) || first < 1 || first > 250)
    throw new GraphqlError('first must be between 1 and 250', 'BAD_REQUEST');
  const start = args.after ? fromCursor(args.after) : 0;
  const page = all.slice(start, start + first);
  return {
    __typename: 'Connection',
    nodes: page.map(node),
    pageInfo: {
      __typename: 'PageInfo',
      hasNextPage: start + first < all.length,
      hasPreviousPage: start > 0,
      endCursor: page.length ? cursorOf(start + page.length) : null,
      startCursor: page.length ? cursorOf(start) : null,
    },
  };
}

const SUPPORTED_ACTIONS: Record<FakeFulfillmentOrder['status'], string[]> = {
  OPEN: ['CREATE_FULFILLMENT', 'REQUEST_FULFILLMENT', 'HOLD', 'MOVE'],
  IN_PROGRESS: ['CREATE_FULFILLMENT', 'HOLD', 'MOVE'],
  ON_HOLD: ['RELEASE_HOLD'],
  SCHEDULED: ['MARK_AS_OPEN'],
  CLOSED: [],
};
const TOPICS = ['ORDERS_CREATE', 'ORDERS_CANCELLED', 'ORDERS_UPDATED', 'APP_UNINSTALLED', 'PRODUCTS_UPDATE'];

/** What an answer actually cost: one point an object returned (page info aside). */
function objectsIn(v: unknown): number {
  if (Array.isArray(v)) return v.reduce((n: number, x) => n + objectsIn(x), 0);
  if (!v || typeof v !== 'object') return 0;
  return Object.entries(v).reduce((n, [k, x]) => n + (k === 'pageInfo' ? 0 : objectsIn(x)), 1);
}

export async function startFakeShopify() {
  let next = 7_100_000_000_000;
  const newId = () => ++next;
  const shops = new Map<string, FakeShop>();
  const tokens = new Map<string, { shop: string; expiresAt: number | null }>();
  const refreshTokens = new Map<string, string>();
  const codes = new Map<string, { shop: string; used: boolean }>();
  const requests: SeenRequest[] = [];
  const failures: Failure[] = [];
  const bucket = { max: 2000, available: 2000, restoreRate: 100, at: Date.now() };
  const clock = { now: () => Date.now() };

  function shopOf(domain: string) {
    const s = shops.get(domain);
    if (!s) throw new Error(`no fake shop ${domain}`);
    return s;
  }

  // ---- the objects GraphQL answers with --------------------------------------------------------
  const productObj = (p: FakeProduct): Record<string, unknown> => ({
    __typename: 'Product',
    id: gid('Product', p.id),
    legacyResourceId: String(p.id),
    title: p.title,
    descriptionHtml: p.descriptionHtml,
    productType: p.productType,
    status: p.status,
    variants: (a: Record<string, unknown>) => connection(p.variants, a, (v) => variantObj(p, v)),
  });
  const variantObj = (p: FakeProduct, v: FakeProduct['variants'][number]): Record<string, unknown> => ({
    __typename: 'ProductVariant',
    id: gid('ProductVariant', v.id),
    legacyResourceId: String(v.id),
    title: v.title,
    sku: v.sku,
    price: v.price,
    product: () => productObj(p),
  });
  const addressObj = (a: FakeAddress | null) =>
    a && {
      __typename: 'MailingAddress',
      name: `${a.firstName} ${a.lastName}`.trim(),
      firstName: a.firstName,
      lastName: a.lastName,
      company: a.company,
      address1: a.address1,
      address2: a.address2,
      city: a.city,
      province: a.province,
      provinceCode: a.provinceCode,
      zip: a.zip,
      country: a.country,
      countryCodeV2: a.countryCode,
      phone: a.phone,
    };
  const lineObj = (l: FakeLine) => ({
    __typename: 'LineItem',
    id: gid('LineItem', l.id),
    name: l.variantTitle ? `${l.title} - ${l.variantTitle}` : l.title,
    title: l.title,
    variantTitle: l.variantTitle,
    sku: l.sku,
    quantity: l.quantity,
    currentQuantity: l.currentQuantity,
    product: l.productId ? { __typename: 'Product', id: gid('Product', l.productId) } : null,
    variant: l.variantId ? { __typename: 'ProductVariant', id: gid('ProductVariant', l.variantId) } : null,
  });
  const foObj = (o: FakeOrder, fo: FakeFulfillmentOrder) => ({
    __typename: 'FulfillmentOrder',
    id: gid('FulfillmentOrder', fo.id),
    status: fo.status,
    assignedLocation: {
      __typename: 'FulfillmentOrderAssignedLocation',
      name: `Location ${fo.locationId}`,
      location: { __typename: 'Location', id: gid('Location', fo.locationId) },
    },
    supportedActions: SUPPORTED_ACTIONS[fo.status].map((action) => ({
      __typename: 'FulfillmentOrderSupportedAction',
      action,
    })),
    lineItems: (a: Record<string, unknown>) =>
      connection(fo.lines, a, (fl) => ({
        __typename: 'FulfillmentOrderLineItem',
        id: gid('FulfillmentOrderLineItem', fl.id),
        totalQuantity: fl.total,
        remainingQuantity: fl.remaining,
        lineItem: lineObj(o.lines.find((l) => l.id === fl.lineId)!),
      })),
  });
  const orderObj = (o: FakeOrder): Record<string, unknown> => ({
    __typename: 'Order',
    id: gid('Order', o.id),
    legacyResourceId: String(o.id),
    name: o.name,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
    cancelledAt: o.cancelledAt,
    shippingAddress: addressObj(o.shippingAddress),
    lineItems: (a: Record<string, unknown>) => connection(o.lines, a, lineObj),
    fulfillmentOrders: (a: Record<string, unknown>) =>
      connection(o.fulfillmentOrders, a, (fo) => foObj(o, fo), ['displayable']),
  });
  const subscriptionObj = (s: FakeShop['subscriptions'][number]) => ({
    __typename: 'WebhookSubscription',
    id: gid('WebhookSubscription', s.id),
    topic: s.topic,
    uri: s.uri,
    format: s.format,
  });

  // ---- the query root --------------------------------------------------------------------------
  function queryRoot(shop: FakeShop): Record<string, unknown> {
    const findOrder = (id: unknown) => shop.orders.find((o) => o.id === idOf('Order', id)) ?? null;
    return {
      __typename: 'QueryRoot',
      shop: {
        __typename: 'Shop',
        id: gid('Shop', shop.id),
        name: shop.name,
        currencyCode: shop.currency,
        myshopifyDomain: shop.domain,
      },
      products: (a: Record<string, unknown>) => {
        oneOf(
          a.sortKey,
          ['ID', 'TITLE', 'CREATED_AT', 'UPDATED_AT', 'PRODUCT_TYPE', 'VENDOR'],
          'ProductSortKeys',
        );
        const all = [...shop.products];
        if (a.sortKey === 'TITLE') all.sort((x, y) => x.title.localeCompare(y.title));
        const { sortKey: _s, ...rest } = a;
        return connection(all, rest, productObj);
      },
      productVariants: (a: Record<string, unknown>) => {
        // The one search this stand-in understands: sku:"…", the variant's SKU exactly.
        const m = /^sku:"([^"]*)"$/.exec(String(a.query ?? ''));
        if (!m)
          throw new GraphqlError(`The stand-in does not understand the search "${a.query}"`, 'BAD_REQUEST');
        const all = shop.products.flatMap((p) =>
          p.variants.filter((v) => v.sku === m[1]).map((v) => ({ p, v })),
        );
        const { query: _q, ...rest } = a;
        return connection(all, rest, ({ p, v }) => variantObj(p, v));
      },
      orders: (a: Record<string, unknown>) => {
        oneOf(a.sortKey, ['CREATED_AT', 'UPDATED_AT', 'ID', 'PROCESSED_AT', 'ORDER_NUMBER'], 'OrderSortKeys');
        // The one search this stand-in understands: updated_at:>='ISO time'.
        const m = /^updated_at:>='(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ)'$/.exec(String(a.query ?? ''));
        if (!m)
          throw new GraphqlError(`The stand-in does not understand the search "${a.query}"`, 'BAD_REQUEST');
        const since = Date.parse(m[1]!);
        const all = shop.orders.filter((o) => Date.parse(o.updatedAt) >= since);
        if (a.sortKey === 'UPDATED_AT') all.sort((x, y) => Date.parse(x.updatedAt) - Date.parse(y.updatedAt));
        const { sortKey: _s, query: _q, ...rest } = a;
        return connection(all, rest, orderObj);
      },
      order: (a: Record<string, unknown>) => {
        only(a, ['id'], 'order arguments');
        const o = findOrder(a.id);
        return o && orderObj(o);
      },
      node: (a: Record<string, unknown>) => {
        only(a, ['id'], 'node arguments');
        const o = findOrder(a.id);
        if (o) return orderObj(o);
        const p = shop.products.find((x) => x.id === idOf('Product', a.id));
        if (p) return productObj(p);
        for (const order of shop.orders)
          for (const fo of order.fulfillmentOrders)
            if (fo.id === idOf('FulfillmentOrder', a.id)) return foObj(order, fo);
        return null;
      },
      webhookSubscriptions: (a: Record<string, unknown>) => {
        const topics = a.topics as string[] | undefined;
        for (const t of topics ?? []) oneOf(t, TOPICS, 'WebhookSubscriptionTopic');
        const all = shop.subscriptions.filter((s) => !topics || topics.includes(s.topic));
        const { topics: _t, ...rest } = a;
        return connection(all, rest, subscriptionObj);
      },
    };
  }

  // ---- the mutation root -----------------------------------------------------------------------
  function mutationRoot(shop: FakeShop): Record<string, unknown> {
    const touch = (o: FakeOrder) => {
      o.updatedAt = new Date(clock.now()).toISOString().replace(/\.\d{3}Z$/, 'Z');
    };
    return {
      __typename: 'Mutation',
      productSet: (a: Record<string, unknown>) => {
        only(a, ['input', 'synchronous', 'identifier'], 'productSet arguments');
        if (a.synchronous !== true)
          throw new GraphqlError('The stand-in answers productSet synchronously only', 'BAD_REQUEST');
        const input = a.input as Record<string, unknown>;
        only(
          input,
          [
            'category',
            'claimOwnership',
            'collections',
            'combinedListingRole',
            'descriptionHtml',
            'files',
            'giftCard',
            'giftCardTemplateSuffix',
            'handle',
            'id',
            'metafields',
            'productOptions',
            'productType',
            'redirectNewHandle',
            'requiresSellingPlan',
            'seo',
            'status',
            'tags',
            'templateSuffix',
            'title',
            'variants',
            'vendor',
          ],
          'ProductSetInput',
        );
        oneOf(input.status, ['ACTIVE', 'ARCHIVED', 'DRAFT', 'UNLISTED'], 'ProductStatus');
        const options = (input.productOptions ?? []) as Array<Record<string, unknown>>;
        for (const o of options) {
          only(o, ['id', 'linkedMetafield', 'name', 'position', 'values'], 'OptionSetInput');
          for (const v of o.values as Array<Record<string, unknown>>)
            only(v, ['id', 'name'], 'OptionValueSetInput');
        }
        const variants = (input.variants ?? []) as Array<Record<string, unknown>>;
        const files = (input.files ?? []) as Array<Record<string, unknown>>;
        for (const f of files) {
          only(
            f,
            ['alt', 'contentType', 'duplicateResolutionMode', 'filename', 'id', 'originalSource'],
            'FileSetInput',
          );
          oneOf(f.contentType, ['FILE', 'IMAGE', 'VIDEO', 'EXTERNAL_VIDEO', 'MODEL_3D'], 'FileContentType');
        }
        const userErrors: Array<{ field: string[]; message: string; code: string }> = [];
        if (!String(input.title ?? '').trim())
          userErrors.push({ field: ['input', 'title'], message: "Title can't be blank", code: 'BLANK' });
        variants.forEach((v, i) => {
          only(
            v,
            [
              'barcode',
              'compareAtPrice',
              'file',
              'id',
              'inventoryItem',
              'inventoryPolicy',
              'inventoryQuantities',
              'metafields',
              'optionValues',
              'position',
              'price',
              'requiresComponents',
              'sku',
              'taxCode',
              'taxable',
            ],
            'ProductVariantSetInput',
          );
          if (!Array.isArray(v.optionValues))
            throw new GraphqlError('optionValues is required', 'INVALID_VARIABLE');
          only(
            v.inventoryItem ?? {},
            [
              'cost',
              'countryCodeOfOrigin',
              'countryHarmonizedSystemCodes',
              'harmonizedSystemCode',
              'measurement',
              'provinceCodeOfOrigin',
              'requiresShipping',
              'sku',
              'tracked',
            ],
            'InventoryItemInput',
          );
          if (v.price !== undefined && !/^\d+(\.\d{1,2})?$/.test(String(v.price)))
            throw new GraphqlError(`Invalid Money value "${v.price}"`, 'INVALID_VARIABLE');
          for (const ov of v.optionValues as Array<Record<string, unknown>>) {
            only(
              ov,
              ['id', 'linkedMetafieldValue', 'name', 'optionId', 'optionName'],
              'VariantOptionValueInput',
            );
            const option = options.find((o) => o.name === ov.optionName);
            if (!option || !(option.values as Array<{ name: string }>).some((x) => x.name === ov.name))
              userErrors.push({
                field: ['input', 'variants', String(i), 'optionValues'],
                message: `Option value "${ov.name}" does not exist on option "${ov.optionName}"`,
                code: 'OPTION_VALUE_DOES_NOT_EXIST',
              });
          }
        });
        if (userErrors.length)
          return { __typename: 'ProductSetPayload', product: null, userErrors, productSetOperation: null };
        const p: FakeProduct = {
          id: newId(),
          title: String(input.title),
          descriptionHtml: String(input.descriptionHtml ?? ''),
          productType: String(input.productType ?? ''),
          status: String(input.status ?? 'ACTIVE'),
          options: options.map((o) => ({
            name: String(o.name),
            values: (o.values as Array<{ name: string }>).map((x) => x.name),
          })),
          variants: variants.map((v) => {
            const inv = (v.inventoryItem ?? {}) as Record<string, unknown>;
            return {
              id: newId(),
              title: (v.optionValues as Array<{ name: string }>).map((x) => x.name).join(' / '),
              sku: (inv.sku as string | undefined) ?? (v.sku as string | undefined) ?? null,
              price: String(v.price ?? '0.00'),
              tracked: inv.tracked !== false,
              requiresShipping: inv.requiresShipping !== false,
            };
          }),
          files,
        };
        shop.products.push(p);
        return {
          __typename: 'ProductSetPayload',
          product: productObj(p),
          userErrors: [],
          productSetOperation: null,
        };
      },

      fulfillmentCreate: (a: Record<string, unknown>) => {
        only(a, ['fulfillment', 'message'], 'fulfillmentCreate arguments');
        const f = a.fulfillment as Record<string, unknown>;
        only(
          f,
          ['lineItemsByFulfillmentOrder', 'notifyCustomer', 'originAddress', 'trackingInfo'],
          'FulfillmentInput',
        );
        only(
          f.trackingInfo ?? {},
          ['company', 'number', 'numbers', 'url', 'urls'],
          'FulfillmentTrackingInput',
        );
        const payload = (message: string) => ({
          __typename: 'FulfillmentCreatePayload',
          fulfillment: null,
          userErrors: [{ __typename: 'UserError', field: ['fulfillment'], message }],
        });
        const groups = f.lineItemsByFulfillmentOrder as Array<Record<string, unknown>>;
        const found: Array<{
          order: FakeOrder;
          fo: FakeFulfillmentOrder;
          lines: Array<Record<string, unknown>>;
        }> = [];
        for (const g of groups) {
          only(g, ['fulfillmentOrderId', 'fulfillmentOrderLineItems'], 'FulfillmentOrderLineItemsInput');
          const foId = idOf('FulfillmentOrder', g.fulfillmentOrderId);
          const order = shop.orders.find((o) => o.fulfillmentOrders.some((x) => x.id === foId));
          const fo = order?.fulfillmentOrders.find((x) => x.id === foId);
          if (!order || !fo) return payload('Fulfillment order does not exist.');
          if (!SUPPORTED_ACTIONS[fo.status].includes('CREATE_FULFILLMENT'))
            return payload(
              `Fulfillment order ${fo.id} has an unfulfillable status= ${fo.status.toLowerCase()}.`,
            );
          found.push({
            order,
            fo,
            lines: (g.fulfillmentOrderLineItems ?? []) as Array<Record<string, unknown>>,
          });
        }
        if (new Set(found.map((x) => x.order.id)).size > 1)
          return payload('All fulfillment orders must belong to the same order.');
        if (new Set(found.map((x) => x.fo.locationId)).size > 1)
          return payload('All fulfillment orders must be assigned to the same location.');
        const shipped: FakeOrder['fulfillments'][number]['lines'] = [];
        for (const { fo, lines } of found) {
          for (const l of lines) {
            only(l, ['id', 'quantity'], 'FulfillmentOrderLineItemInput');
            const fl = fo.lines.find((x) => x.id === idOf('FulfillmentOrderLineItem', l.id));
            if (!fl) return payload('Invalid fulfillment order line item id.');
            if (Number(l.quantity) > fl.remaining)
              return payload('Invalid fulfillment order line item quantity requested.');
          }
        }
        for (const { fo, lines } of found) {
          for (const l of lines) {
            const fl = fo.lines.find((x) => x.id === idOf('FulfillmentOrderLineItem', l.id))!;
            fl.remaining -= Number(l.quantity);
            shipped.push({ fulfillmentOrderId: fo.id, lineId: fl.lineId, quantity: Number(l.quantity) });
          }
          fo.status = fo.lines.every((x) => x.remaining === 0) ? 'CLOSED' : 'IN_PROGRESS';
        }
        const order = found[0]!.order;
        const made = {
          id: newId(),
          trackingInfo: (f.trackingInfo ?? {}) as Record<string, unknown>,
          notifyCustomer: f.notifyCustomer === true,
          lines: shipped,
        };
        order.fulfillments.push(made);
        touch(order);
        return {
          __typename: 'FulfillmentCreatePayload',
          fulfillment: { __typename: 'Fulfillment', id: gid('Fulfillment', made.id), status: 'SUCCESS' },
          userErrors: [],
        };
      },

      orderCancel: (a: Record<string, unknown>) => {
        only(
          a,
          ['orderId', 'reason', 'refundMethod', 'restock', 'notifyCustomer', 'staffNote', 'refund'],
          'orderCancel arguments',
        );
        oneOf(
          a.reason,
          ['CUSTOMER', 'DECLINED', 'FRAUD', 'INVENTORY', 'OTHER', 'STAFF'],
          'OrderCancelReason',
        );
        if (a.reason === undefined || typeof a.restock !== 'boolean' || !a.refundMethod)
          throw new GraphqlError(
            'orderCancel needs orderId, reason, refundMethod and restock',
            'missingRequiredArguments',
          );
        only(
          a.refundMethod,
          ['originalPaymentMethodsRefund', 'storeCreditRefund'],
          'OrderCancelRefundMethodInput',
        );
        const errors = (message: string, code: string) => ({
          __typename: 'OrderCancelPayload',
          job: null,
          orderCancelUserErrors: [{ __typename: 'OrderCancelUserError', field: ['orderId'], message, code }],
          userErrors: [],
        });
        const order = shop.orders.find((o) => o.id === idOf('Order', a.orderId));
        if (!order) return errors('Order does not exist', 'NOT_FOUND');
        if (order.cancelledAt) return errors('Cannot cancel an order that is already cancelled', 'INVALID');
        if (order.fulfillments.length) return errors('Cannot cancel an order with fulfillments', 'INVALID');
        order.cancelledAt = new Date(clock.now()).toISOString();
        order.cancellation = {
          reason: a.reason,
          refundMethod: a.refundMethod,
          restock: a.restock,
          notifyCustomer: a.notifyCustomer ?? false,
          staffNote: a.staffNote ?? null,
        };
        touch(order);
        return {
          __typename: 'OrderCancelPayload',
          job: { __typename: 'Job', id: gid('Job', newId()), done: false },
          orderCancelUserErrors: [],
          userErrors: [],
        };
      },

      webhookSubscriptionCreate: (a: Record<string, unknown>) => {
        only(a, ['topic', 'webhookSubscription'], 'webhookSubscriptionCreate arguments');
        oneOf(a.topic, TOPICS, 'WebhookSubscriptionTopic');
        const w = a.webhookSubscription as Record<string, unknown>;
        only(
          w,
          ['uri', 'callbackUrl', 'format', 'includeFields', 'metafieldNamespaces', 'filter'],
          'WebhookSubscriptionInput',
        );
        oneOf(w.format, ['JSON', 'XML'], 'WebhookSubscriptionFormat');
        const uri = String(w.uri ?? w.callbackUrl ?? '');
        const refuse = (message: string) => ({
          __typename: 'WebhookSubscriptionCreatePayload',
          webhookSubscription: null,
          userErrors: [{ __typename: 'UserError', field: ['webhookSubscription', 'callbackUrl'], message }],
        });
        if (!uri.startsWith('https://'))
          return refuse(`Address protocol ${uri.split(':')[0]}:// is not supported`);
        if (shop.subscriptions.some((s) => s.topic === a.topic && s.uri === uri))
          return refuse('Address for this topic has already been taken');
        const s = { id: newId(), topic: String(a.topic), uri, format: String(w.format ?? 'JSON') };
        shop.subscriptions.push(s);
        return {
          __typename: 'WebhookSubscriptionCreatePayload',
          webhookSubscription: subscriptionObj(s),
          userErrors: [],
        };
      },

      webhookSubscriptionDelete: (a: Record<string, unknown>) => {
        only(a, ['id'], 'webhookSubscriptionDelete arguments');
        const at = shop.subscriptions.findIndex((s) => s.id === idOf('WebhookSubscription', a.id));
        if (at < 0)
          return {
            __typename: 'WebhookSubscriptionDeletePayload',
            deletedWebhookSubscriptionId: null,
            userErrors: [
              { __typename: 'UserError', field: ['id'], message: 'Webhook subscription does not exist' },
            ],
          };
        shop.subscriptions.splice(at, 1);
        return {
          __typename: 'WebhookSubscriptionDeletePayload',
          deletedWebhookSubscriptionId: a.id,
          userErrors: [],
        };
      },
    };
  }

  // ---- HTTP ------------------------------------------------------------------------------------
  type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
  const invalidToken: Reply = {
    status: 401,
    body: { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' },
  };

  function tokenFor(shop: string, headers: http.IncomingHttpHeaders): boolean {
    const t = tokens.get(String(headers['x-shopify-access-token'] ?? ''));
    return Boolean(t && t.shop === shop && (t.expiresAt === null || t.expiresAt > clock.now()));
  }

  function issue(shop: string, expiring: boolean) {
    const accessToken = `shpat_${crypto.randomBytes(16).toString('hex')}`;
    tokens.set(accessToken, { shop, expiresAt: expiring ? clock.now() + 3600_000 : null });
    if (!expiring) return { access_token: accessToken, scope: SCOPES };
    const refreshToken = `shprt_${crypto.randomBytes(16).toString('hex')}`;
    refreshTokens.set(refreshToken, shop);
    return {
      access_token: accessToken,
      scope: SCOPES,
      expires_in: 3600,
      refresh_token: refreshToken,
      refresh_token_expires_in: 7_776_000,
    };
  }

  function tokenEndpoint(shop: string, req: StubRequest, body: Record<string, unknown>): Reply {
    if (!String(req.headers['content-type']).startsWith('application/json'))
      return { status: 400, body: { error: 'invalid_request', error_description: 'JSON body expected' } };
    if (body.client_id !== APP.clientId || body.client_secret !== APP.clientSecret)
      return {
        status: 400,
        body: { error: 'invalid_client', error_description: 'Client authentication failed' },
      };
    if (body.grant_type === 'refresh_token') {
      if (refreshTokens.get(String(body.refresh_token)) !== shop)
        return {
          status: 400,
          body: { error: 'invalid_grant', error_description: 'The refresh token is invalid' },
        };
      refreshTokens.delete(String(body.refresh_token));
      return { status: 200, body: issue(shop, true) };
    }
    const code = codes.get(String(body.code));
    if (!code || code.used || code.shop !== shop)
      return {
        status: 400,
        body: {
          error: 'invalid_request',
          error_description: 'The authorization code was not found or was already used',
        },
      };
    code.used = true;
    return { status: 200, body: issue(shop, body.expiring === '1' || body.expiring === 1) };
  }

  function graphqlEndpoint(shop: FakeShop, body: Record<string, unknown>, seen: SeenRequest): Reply {
    const refill = () => {
      const now = Date.now();
      bucket.available = Math.min(
        bucket.max,
        bucket.available + ((now - bucket.at) / 1000) * bucket.restoreRate,
      );
      bucket.at = now;
    };
    let op: Operation;
    const vars = (body.variables ?? {}) as Record<string, unknown>;
    const error = (e: GraphqlError, cost?: unknown): Reply => ({
      status: 200,
      body: {
        errors: [{ message: e.message, extensions: { code: e.code, ...e.extra } }],
        ...(cost ? { extensions: { cost } } : {}),
      },
    });
    try {
      op = parse(String(body.query ?? ''));
      seen.operation = op.name;
      checkVariables(op, vars);
    } catch (e) {
      if (e instanceof GraphqlError) return error(e);
      throw e;
    }
    const requested = queryCost(op, vars);
    refill();
    const status = () => ({
      maximumAvailable: bucket.max,
      currentlyAvailable: Math.floor(bucket.available),
      restoreRate: bucket.restoreRate,
    });
    if (requested > 1000)
      return error(
        new GraphqlError(
          `Query cost is ${requested}, which exceeds the single query max cost limit (1000).`,
          'MAX_COST_EXCEEDED',
          { cost: requested, maxCost: 1000 },
        ),
      );
    if (requested > bucket.available)
      return error(new GraphqlError('Throttled', 'THROTTLED'), {
        requestedQueryCost: requested,
        actualQueryCost: null,
        throttleStatus: status(),
      });
    bucket.available -= requested;
    try {
      const root = op.type === 'mutation' ? mutationRoot(shop) : queryRoot(shop);
      const data = execute(op.selections, root, vars);
      // As Shopify does, the bucket gets back what the query could have cost but did not.
      const actual = op.type === 'mutation' ? requested : Math.min(requested, objectsIn(data));
      bucket.available += requested - actual;
      return {
        status: 200,
        body: {
          data,
          extensions: {
            cost: { requestedQueryCost: requested, actualQueryCost: actual, throttleStatus: status() },
          },
        },
      };
    } catch (e) {
      if (e instanceof GraphqlError) return error(e);
      throw e;
    }
  }

  function route(req: StubRequest): Reply | Failure {
    const [, shopDomain = '', ...rest] = req.path.split('/');
    const path = `/${rest.join('/')}`;
    let body: unknown = null;
    try {
      body = req.body ? JSON.parse(req.body) : null;
    } catch {
      return { status: 400, body: { errors: 'Invalid JSON' } };
    }
    const seen: SeenRequest = {
      method: req.method,
      shop: shopDomain,
      path,
      headers: req.headers,
      body,
      operation: null,
    };
    requests.push(seen);
    const failure = failures.shift();
    if (failure) return failure;
    const shop = shops.get(shopDomain);
    if (!shop) return { status: 404, body: { errors: 'Not Found' } };

    if (req.method === 'POST' && path === '/admin/oauth/access_token')
      return tokenEndpoint(shopDomain, req, (body ?? {}) as Record<string, unknown>);
    if (req.method === 'DELETE' && path === '/admin/api_permissions/current.json') {
      if (!tokenFor(shopDomain, req.headers)) return invalidToken;
      // Uninstalling: every token of the app for this shop stops working; its webhooks go with it.
      for (const [t, v] of tokens) if (v.shop === shopDomain) tokens.delete(t);
      for (const [t, s] of refreshTokens) if (s === shopDomain) refreshTokens.delete(t);
      shop.subscriptions = [];
      return { status: 200, body: {} };
    }
    const m = /^\/admin\/api\/([^/]+)\/graphql\.json$/.exec(path);
    if (req.method === 'POST' && m) {
      if (m[1] !== APP.apiVersion) return { status: 404, body: { errors: `Unknown API version ${m[1]}` } };
      if (!tokenFor(shopDomain, req.headers)) return invalidToken;
      if (!String(req.headers['content-type']).startsWith('application/json'))
        return { status: 415, body: { errors: 'Unsupported Media Type' } };
      return graphqlEndpoint(shop, (body ?? {}) as Record<string, unknown>, seen);
    }
    return { status: 404, body: { errors: 'Not Found' } };
  }

  const server = await startStub((req) => {
    const answer = route(req);
    if (answer === 'hang-up') return answer;
    if (answer === 'stall') return 'hang';
    return { status: answer.status, json: answer.body, headers: answer.headers };
  });
  const { url } = server;

  return {
    /** The adapter's SHOPIFY_BASE_URL: every shop under its own first path segment. */
    baseUrl: `${url}/{shop}`,
    requests,
    bucket,
    clock,
    shops,
    tokens,
    /** The next requests fail this way, in order (whichever shop or endpoint they are for). */
    failNext: (...f: Failure[]) => failures.push(...f),
    addShop(domain: string, name = 'Acme Prints', currency = 'USD'): FakeShop {
      const shop: FakeShop = {
        domain,
        id: newId(),
        name,
        currency,
        products: [],
        orders: [],
        subscriptions: [],
      };
      shops.set(domain, shop);
      return shop;
    },
    /** A product with `variants` variants, as if the merchant had made it. */
    addProduct(domain: string, title: string, variants = 1): FakeProduct {
      const p: FakeProduct = {
        id: newId(),
        title,
        descriptionHtml: '',
        productType: '',
        status: 'ACTIVE',
        options: [{ name: 'Size', values: [] }],
        variants: Array.from({ length: variants }, (_, i) => ({
          id: newId(),
          title: variants === 1 ? 'Default Title' : `Size ${i + 1}`,
          sku: i % 2 ? null : `SKU-${title}-${i + 1}`,
          price: '10.00',
          tracked: true,
          requiresShipping: true,
        })),
        files: [],
      };
      shopOf(domain).products.push(p);
      return p;
    },
    /**
     * An order as a customer placed it: its lines' fulfillment orders are grouped by location
     * (location 1 unless a line says otherwise), each OPEN unless the line says otherwise.
     */
    addOrder(
      domain: string,
      spec: {
        name?: string;
        createdAt?: string;
        updatedAt?: string;
        address?: FakeAddress | null;
        lines: Array<
          Partial<Omit<FakeLine, 'id'>> & {
            title: string;
            locationId?: number;
            status?: FakeFulfillmentOrder['status'];
          }
        >;
      },
    ): FakeOrder {
      const shop = shopOf(domain);
      const at = spec.createdAt ?? '2026-11-20T10:00:00Z';
      const order: FakeOrder = {
        id: newId(),
        name: spec.name ?? `#${1000 + shop.orders.length + 1}`,
        createdAt: at,
        updatedAt: spec.updatedAt ?? at,
        cancelledAt: null,
        shippingAddress:
          spec.address === undefined
            ? {
                firstName: 'Ada',
                lastName: 'Lovelace',
                company: null,
                address1: '12 Harbour St',
                address2: 'Apt 4',
                city: 'Portland',
                province: 'Oregon',
                provinceCode: 'OR',
                zip: '97201',
                country: 'United States',
                countryCode: 'US',
                phone: '+15035550100',
              }
            : spec.address,
        lines: [],
        fulfillmentOrders: [],
        fulfillments: [],
        cancellation: null,
      };
      for (const l of spec.lines) {
        const line: FakeLine = {
          id: newId(),
          productId: l.productId ?? null,
          variantId: l.variantId ?? null,
          sku: l.sku ?? null,
          title: l.title,
          variantTitle: l.variantTitle ?? null,
          quantity: l.quantity ?? 1,
          currentQuantity: l.currentQuantity ?? l.quantity ?? 1,
        };
        order.lines.push(line);
        if (!line.currentQuantity) continue;
        const locationId = l.locationId ?? 1;
        let fo = order.fulfillmentOrders.find((x) => x.locationId === locationId);
        if (!fo) {
          fo = { id: newId(), status: l.status ?? 'OPEN', locationId, lines: [] };
          order.fulfillmentOrders.push(fo);
        }
        fo.lines.push({
          id: newId(),
          lineId: line.id,
          total: line.currentQuantity,
          remaining: line.currentQuantity,
        });
      }
      shop.orders.push(order);
      return order;
    },
    /** A token for the shop as if it had approved the app already. */
    token(domain: string, expiring = false) {
      return issue(domain, expiring);
    },
    newId,
    /**
     * The merchant approves on the authorize page: its URL is checked as Shopify checks it, and the
     * callback's query comes back signed with `secret` (the app's, unless a test says otherwise).
     */
    approve(
      authorizeUrl: string,
      o: { secret?: string; timestamp?: number; shop?: string; extra?: Record<string, string> } = {},
    ): Record<string, string> {
      const u = new URL(authorizeUrl);
      const [, domain = ''] = u.pathname.split('/');
      if (u.origin !== url || u.pathname !== `/${domain}/admin/oauth/authorize`)
        throw new Error(`not an authorize URL: ${authorizeUrl}`);
      if (!shops.has(domain)) throw new Error(`no fake shop ${domain}`);
      if (u.searchParams.get('client_id') !== APP.clientId) throw new Error('wrong client_id');
      if (u.searchParams.get('scope') !== SCOPES)
        throw new Error(`unexpected scopes ${u.searchParams.get('scope')}`);
      if (u.searchParams.getAll('grant_options[]').includes('per-user'))
        throw new Error('an online token was asked');
      const state = u.searchParams.get('state');
      const redirect = u.searchParams.get('redirect_uri');
      if (!state || !redirect?.startsWith('https://'))
        throw new Error('state and an https redirect_uri are required');
      const code = crypto.randomBytes(16).toString('hex');
      codes.set(code, { shop: domain, used: false });
      const handle = domain.replace('.myshopify.com', '');
      const query: Record<string, string> = {
        code,
        host: Buffer.from(`admin.shopify.com/store/${handle}`).toString('base64'),
        shop: o.shop ?? domain,
        state,
        timestamp: String(o.timestamp ?? Math.floor(clock.now() / 1000)),
        ...o.extra,
      };
      // Shopify's signature: the other parameters sorted, key=value joined with &, values
      // percent-encoded; hex HMAC-SHA256 with the client secret.
      const message = Object.keys(query)
        .sort()
        .map((k) => `${k}=${encodeURIComponent(query[k]!)}`)
        .join('&');
      query.hmac = crypto
        .createHmac('sha256', o.secret ?? APP.clientSecret)
        .update(message)
        .digest('hex');
      return query;
    },
    close: server.close,
  };
}

export type FakeShopify = Awaited<ReturnType<typeof startFakeShopify>>;
