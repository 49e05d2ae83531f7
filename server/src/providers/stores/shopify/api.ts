import { type StoreAuth, StoreError } from '../port';
import { shopDomain } from './ids';

/** The PressRun app at Shopify, as the adapter needs it (config.stores.shopify, plus test hooks). */
export interface ShopifyApp {
  clientId: string;
  clientSecret: string;
  /** The Admin API version every call names (Shopify answers a version for about a year). */
  apiVersion: string;
  /**
   * Where every shop's requests go instead of `https://{shop}` (a local stand-in in tests);
   * `{shop}` in it is replaced by the shop's domain.
   */
  baseUrl: string | null;
  fetch?: typeof fetch;
  /** How long one call may take, its answer included (10 s). */
  timeoutMs?: number;
  /** The clock (ms), for the callback's timestamp and the token's expiry. */
  now?: () => number;
}

export const shopOrigin = (app: ShopifyApp, shop: string) =>
  app.baseUrl ? app.baseUrl.replace('{shop}', shop) : `https://${shop}`;

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

/**
 * One JSON request to the shop. Whatever goes wrong on the way (refused connection, dropped
 * socket, the time limit) is 'unavailable': the same call may be tried again.
 */
export async function call(
  app: ShopifyApp,
  shop: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  // Secrets and tokens go to a myshopify.com shop and nowhere else, whatever the stored address.
  if (shopDomain(shop) !== shop)
    throw new StoreError('rejected', `"${shop}" is not a Shopify store address.`);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers['x-shopify-access-token'] = options.token;
  try {
    const res = await (app.fetch ?? fetch)(`${shopOrigin(app, shop)}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      // The same signal bounds reading the answer, so a shop that stalls mid-answer times out too.
      signal: AbortSignal.timeout(app.timeoutMs ?? 10_000),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, body: parseJson(text) };
  } catch (e) {
    throw new StoreError('unavailable', `Shopify did not answer ${method} ${path}: ${(e as Error).message}`);
  }
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** What Shopify said went wrong, in any of the shapes its REST, OAuth and GraphQL answers use. */
export function platformMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as { errors?: unknown; error?: unknown; error_description?: unknown };
  if (typeof b.error_description === 'string') return b.error_description;
  if (typeof b.errors === 'string') return b.errors;
  if (Array.isArray(b.errors)) {
    const all = b.errors.map((e) => (typeof e === 'string' ? e : (e as { message?: string })?.message));
    return all.filter(Boolean).join('; ') || null;
  }
  if (b.errors && typeof b.errors === 'object') {
    return Object.entries(b.errors)
      .map(([field, why]) => `${field} ${Array.isArray(why) ? why.join(', ') : String(why)}`)
      .join('; ');
  }
  return typeof b.error === 'string' ? b.error : null;
}

/** Retry-After in ms: seconds (Shopify sends "2.0") or an HTTP date; 2 s when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds * 1000);
    const at = Date.parse(header);
    if (Number.isFinite(at)) return Math.max(0, at - now);
  }
  return 2_000;
}

/** A non-2xx answer as the stores module acts on it. */
export function httpError(a: Answer, where: string): StoreError {
  const said = platformMessage(a.body) ?? (a.text.trim().slice(0, 200) || `HTTP ${a.status}`);
  if (a.status === 401 || a.status === 403)
    return new StoreError(
      'unauthorized',
      `Shopify refused PressRun's access to the store (${where}): ${said}`,
    );
  if (a.status === 429)
    return new StoreError(
      'rate_limited',
      `Shopify asks PressRun to slow down (${where}).`,
      retryAfterMs(a.headers.get('retry-after')),
    );
  if (a.status === 404) return new StoreError('not_found', `Shopify has no such thing (${where}): ${said}`);
  // 402: the shop is frozen for an unpaid bill; 423: locked. Both pass once the merchant acts.
  if (a.status >= 500 || a.status === 402 || a.status === 423 || a.status === 408)
    return new StoreError('unavailable', `Shopify answered ${a.status} (${where}): ${said}`);
  return new StoreError('rejected', `Shopify refused the request (${where}): ${said}`);
}

interface GraphqlError {
  message?: string;
  extensions?: { code?: string };
}
interface QueryCost {
  requestedQueryCost?: number;
  throttleStatus?: { currentlyAvailable?: number; restoreRate?: number };
}

/**
 * How long until the shop's bucket holds what the refused query asked for: the Admin GraphQL
 * API limits by calculated cost, refilling `restoreRate` points a second.
 */
export function throttleRetryMs(cost: QueryCost | undefined): number {
  const wanted = cost?.requestedQueryCost ?? 0;
  const have = cost?.throttleStatus?.currentlyAvailable ?? 0;
  const rate = cost?.throttleStatus?.restoreRate ?? 0;
  if (!(rate > 0)) return 1_000;
  return Math.max(1_000, Math.ceil((Math.max(wanted - have, 1) / rate) * 1_000));
}

/** One Admin GraphQL call; `errors` in the answer (throttled included) become a StoreError. */
export async function graphql<T>(
  app: ShopifyApp,
  auth: StoreAuth,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const a = await call(app, auth.shop, 'POST', `/admin/api/${app.apiVersion}/graphql.json`, {
    token: auth.accessToken,
    body: { query, variables },
  });
  if (a.status < 200 || a.status >= 300) throw httpError(a, 'GraphQL');
  const body = a.body as {
    data?: T | null;
    errors?: GraphqlError[] | string;
    extensions?: { cost?: QueryCost };
  } | null;
  if (!body || typeof body !== 'object')
    throw new StoreError('unavailable', `Shopify answered ${a.status} without JSON (GraphQL)`);
  if (Array.isArray(body.errors) && body.errors.length) {
    const codes = body.errors.map((e) => e.extensions?.code);
    const said = platformMessage(body) ?? 'an error';
    if (codes.includes('THROTTLED'))
      throw new StoreError(
        'rate_limited',
        'Shopify asks PressRun to slow down (its query budget is spent).',
        throttleRetryMs(body.extensions?.cost),
      );
    if (codes.includes('INTERNAL_SERVER_ERROR') || codes.includes('SERVICE_UNAVAILABLE'))
      throw new StoreError('unavailable', `Shopify failed the query: ${said}`);
    throw new StoreError('rejected', `Shopify refused the query: ${said}`);
  }
  if (typeof body.errors === 'string')
    throw new StoreError('rejected', `Shopify refused the query: ${body.errors}`);
  if (!body.data) throw new StoreError('unavailable', 'Shopify answered the query without data');
  return body.data;
}

export interface UserError {
  field?: string[] | null;
  message: string;
  code?: string | null;
}

/** A mutation's `userErrors`: Shopify refused what was asked; the same request will fail again. */
export function refuseOn(errors: UserError[] | null | undefined, what: string) {
  if (errors?.length)
    throw new StoreError('rejected', `Shopify refused ${what}: ${errors.map((e) => e.message).join('; ')}`);
}

export interface Connection<T> {
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  nodes: T[];
}

/**
 * The rest of a list nested in another (an order's lines past the first page): asked of the
 * owner by its id, a hundred at a time. Nested lists are kept short in the first query so its
 * calculated cost stays under Shopify's 1,000-point limit for one query.
 */
export async function restOf<T>(
  app: ShopifyApp,
  auth: StoreAuth,
  owner: { id: string; type: string; field: string },
  nodeFields: string,
  after: string | null,
): Promise<T[]> {
  const query = `query PressRunRestOf($id: ID!, $after: String) {
  node(id: $id) { ... on ${owner.type} { ${owner.field}(first: 100, after: $after) {
    pageInfo { hasNextPage endCursor } nodes { ${nodeFields} } } } }
}`;
  const out: T[] = [];
  let cursor = after;
  while (cursor) {
    const data = await graphql<{ node: Record<string, Connection<T>> | null }>(app, auth, query, {
      id: owner.id,
      after: cursor,
    });
    const page = data.node?.[owner.field];
    if (!page) break;
    out.push(...page.nodes);
    cursor = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  }
  return out;
}
