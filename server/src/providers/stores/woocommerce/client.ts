import { type StoreAuth, StoreError, type StoreErrorKind } from '../port';
import { isWooError, wooError } from './errors';
import { oauthQuery } from './oauth1';
import { isHttps } from './site';

export interface WooClientOptions {
  /** Tests send every site's calls to a local stand-in instead of the site itself. */
  baseUrl: string | null;
  fetch?: typeof fetch;
  /** Per request, reading the answer included (default 10 s). */
  timeoutMs?: number;
  now?: () => number;
}

type Query = Record<string, string | number | boolean | undefined>;

export interface WooAnswer<T> {
  data: T;
  headers: Headers;
}

/** A StoreError that keeps WordPress's error code, for the few callers that tell codes apart. */
export class WooApiError extends StoreError {
  constructor(
    kind: StoreErrorKind,
    message: string,
    readonly code: string | null,
    retryAfterMs: number | null = null,
  ) {
    super(kind, message, retryAfterMs);
  }
}

type Transport = 'basic' | 'query' | 'oauth';

/**
 * One store's REST API (`{site}/wp-json/…`), authenticated as WooCommerce's docs say: over https
 * the consumer key and secret as HTTP Basic; over plain http an OAuth 1.0a one-legged signature
 * (oauth1.ts), never the secret itself. Some hosts (Apache running PHP as CGI) drop the
 * Authorization header: WooCommerce then sees no key and answers 401 without the
 * `woocommerce_rest_authentication_error` it gives a wrong secret, and its docs' answer is the keys
 * as `consumer_key`/`consumer_secret` in the query string (still https), tried once then.
 *
 * Redirects are not followed: a POST redirected comes back a GET, and an address that moved for
 * good (http to https, www or not) is a store to connect again at its own address.
 */
export class WooClient {
  private readonly fetchFn: typeof fetch;
  private readonly now: () => number;

  constructor(
    private readonly auth: StoreAuth,
    private readonly opts: WooClientOptions,
  ) {
    this.fetchFn = opts.fetch ?? fetch;
    this.now = opts.now ?? Date.now;
  }

  get<T>(path: string, query: Query = {}) {
    return this.send<T>('GET', path, query);
  }
  post<T>(path: string, body: unknown, query: Query = {}) {
    return this.send<T>('POST', path, query, body);
  }
  put<T>(path: string, body: unknown) {
    return this.send<T>('PUT', path, {}, body);
  }
  delete<T>(path: string, query: Query = {}) {
    return this.send<T>('DELETE', path, query);
  }

  /** The site's public REST index (`/wp-json/`): no key needed, and none is sent. */
  index<T>(query: Query = {}) {
    return this.send<T>('GET', '/', query, undefined, null);
  }

  private async send<T>(
    method: string,
    path: string,
    query: Query,
    body?: unknown,
    transport: Transport | null = isHttps(this.auth.shop) ? 'basic' : 'oauth',
  ): Promise<WooAnswer<T>> {
    const first = await this.once(method, path, query, body, transport);
    const sawNoKey =
      transport === 'basic' &&
      first.status === 401 &&
      !(isWooError(first.json) && first.json.code === 'woocommerce_rest_authentication_error');
    const answer = sawNoKey ? await this.once(method, path, query, body, 'query') : first;
    return this.outcome<T>(method, path, answer);
  }

  private async once(method: string, path: string, query: Query, body: unknown, transport: Transport | null) {
    const pairs: Array<[string, string]> = Object.entries(query).flatMap(([k, v]) =>
      v === undefined ? [] : [[k, String(v)] as [string, string]],
    );
    const route = `/wp-json${path}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const key = this.auth.accessToken;
    const secret = this.auth.secret ?? '';
    if (transport === 'basic')
      headers.authorization = `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`;
    if (transport === 'query') pairs.push(['consumer_key', key], ['consumer_secret', secret]);
    if (transport === 'oauth') {
      // Signed over the site's own address of the route, wherever the request is sent.
      pairs.push(
        ...oauthQuery({
          method,
          url: `${this.auth.shop}${route}`,
          query: pairs,
          consumerKey: key,
          consumerSecret: secret,
          nowMs: this.now(),
        }),
      );
    }
    const search = new URLSearchParams(pairs).toString();
    const url = `${this.opts.baseUrl ?? this.auth.shop}${route}${search ? `?${search}` : ''}`;
    try {
      const res = await this.fetchFn(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
        // The same signal bounds reading the body, so a site that stalls mid-answer times out too.
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 10_000),
      });
      const text = await res.text();
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return { status: res.status, headers: res.headers, json };
    } catch (e) {
      throw new WooApiError(
        'unavailable',
        `WooCommerce ${method} ${path} did not answer: ${errorText(e)}`,
        null,
      );
    }
  }

  private outcome<T>(
    method: string,
    path: string,
    a: { status: number; headers: Headers; json: unknown },
  ): WooAnswer<T> {
    const where = `${method} ${path}`;
    if (a.status >= 300 && a.status < 400) {
      const to = a.headers.get('location') ?? '?';
      // A permanent move needs the store connected again at its address; a temporary one (a
      // maintenance page) passes.
      if (a.status === 301 || a.status === 308)
        throw new WooApiError(
          'unauthorized',
          `WooCommerce ${where}: the site moved (HTTP ${a.status} to ${to}); connect the store again at its new address`,
          null,
        );
      throw new WooApiError(
        'unavailable',
        `WooCommerce ${where}: the site redirected to ${to} (HTTP ${a.status})`,
        null,
      );
    }
    if (a.status >= 200 && a.status < 300) {
      if (a.json !== undefined) return { data: a.json as T, headers: a.headers };
      throw notTheApi(where, a.status);
    }
    if (a.json === undefined && a.status !== 429 && a.status < 500 && a.status !== 403)
      throw notTheApi(where, a.status);
    const code = isWooError(a.json) ? a.json.code : null;
    if (code === 'rest_no_route' && path.startsWith('/wc/')) {
      // WordPress answers, WooCommerce's routes do not: the plugin is off (an update, a conflict).
      throw new WooApiError(
        'unavailable',
        `WooCommerce ${where}: WooCommerce is not active at this site`,
        code,
      );
    }
    const e = wooError(a.status, a.json, a.headers.get('retry-after'), where, this.now());
    throw new WooApiError(e.kind, e.message, code, e.retryAfterMs);
  }
}

/** A page that is not WordPress's JSON: no REST API at /wp-json/ (plain permalinks, not WordPress). */
const notTheApi = (where: string, status: number) =>
  new WooApiError(
    'rejected',
    `WooCommerce ${where}: the site answered HTTP ${status} without JSON; WordPress's REST API must be on at /wp-json/ (pretty permalinks)`,
    null,
  );

const errorText = (e: unknown) => {
  const err = e as Error & { cause?: { code?: string } };
  return err.name === 'TimeoutError' ? 'timed out' : (err.cause?.code ?? err.message ?? String(e));
};
