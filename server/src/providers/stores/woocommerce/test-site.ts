import crypto from 'node:crypto';
import { type StubAnswer, type StubRequest, startStub } from '../../../test/stub-http';
import type { WooOrderJson } from './webhook';

/**
 * A small WooCommerce site for the adapter's tests (node:http on a free port). It checks what the
 * real one checks, the way its PHP does: the keys as HTTP Basic or in the query string when the
 * site is https, an OAuth 1.0a signature (with its 15-minute window and single-use nonces) when it
 * is plain http, the key's read/write permission, JSON bodies and their types, unique SKUs, valid
 * statuses and webhook topics, `force` on deletes. It answers WordPress's error JSON and pages
 * with X-WP-TotalPages and Link headers, runs the key exchange (/wc-auth/v1/authorize), pings a
 * webhook's address when it is created and signs deliveries with the webhook's secret. Tests can
 * queue a failure (a 429, a 500, a firewall page, a redirect, a connection that never answers).
 */

/** A request as the site saw it. */
export type SeenRequest = StubRequest;

export type Forced =
  | { status: number; json?: unknown; raw?: string; headers?: Record<string, string> }
  | 'hang';

interface Key {
  keyId: number;
  ck: string;
  cs: string;
  permissions: 'read' | 'write' | 'read_write';
  nonces: Set<string>;
}

interface Webhook {
  id: number;
  name: string;
  status: string;
  topic: string;
  delivery_url: string;
  secret: string;
}

/** A stored resource: WooCommerce's JSON with its id. */
type Row = { id: number } & Record<string, unknown>;

interface Answer {
  status: number;
  json?: unknown;
  raw?: string;
  headers?: Record<string, string>;
}

const VALID_TOPICS = new Set([
  'order.created',
  'order.updated',
  'order.deleted',
  'order.restored',
  'product.created',
  'product.updated',
  'product.deleted',
  'customer.created',
]);
const ORDER_STATUSES = new Set([
  'pending',
  'processing',
  'on-hold',
  'completed',
  'cancelled',
  'refunded',
  'failed',
  'trash',
]);

const wpError = (status: number, code: string, message: string, extra: object = {}): Answer => ({
  status,
  json: { code, message, data: { status, ...extra } },
});
const noRoute = () =>
  wpError(404, 'rest_no_route', 'No route was found matching the URL and request method.');
/** PHP's rawurlencode. */
const raw = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const gmtNow = (ms: number) => new Date(ms).toISOString().replace(/\.\d+Z$/, '');

export async function startTestSite(options: { home: string; name?: string; currency?: string }) {
  const home = options.home.replace(/\/+$/, '');
  const ssl = home.startsWith('https://');
  const requests: SeenRequest[] = [];
  const keys = new Map<string, Key>();
  const products = new Map<number, Row>();
  const variations = new Map<number, Row[]>();
  const orders = new Map<number, WooOrderJson>();
  const notes = new Map<
    number,
    Array<{ id: number; note: string; customer_note: boolean; author: string }>
  >();
  const trackings = new Map<number, Array<Record<string, unknown>>>();
  const webhooks = new Map<number, Webhook>();
  const forced: Forced[] = [];
  const traps: Array<{ when: (r: SeenRequest) => boolean; answer: Forced }> = [];
  const pings: Array<{ url: string; body: string; status: number }> = [];
  const settings = {
    /** The Shipment Tracking extension is installed. */
    shipmentTracking: false,
    /** The host drops the Authorization header before PHP sees it (Apache with PHP as CGI). */
    stripsAuthorization: false,
    /** Before WooCommerce 5.8: `modified_after` is not a filter it knows. */
    ignoresModifiedAfter: false,
    /** Plain permalinks: /wp-json/ is no route, the theme's 404 page answers. */
    plainPermalinks: false,
    /** The REST index is closed to anonymous callers (a security plugin). */
    closedIndex: false,
  };
  let nextId = 100;
  let now = () => Date.now();

  function addKey(permissions: Key['permissions'] = 'read_write') {
    const key: Key = {
      keyId: ++nextId,
      ck: `ck_${crypto.randomBytes(20).toString('hex')}`,
      cs: `cs_${crypto.randomBytes(20).toString('hex')}`,
      permissions,
      nonces: new Set(),
    };
    keys.set(key.ck, key);
    return key;
  }

  /** Who the request is, as WC_REST_Authentication decides it; an Answer is its error. */
  function authenticate(req: SeenRequest): Key | Answer | null {
    const q = req.query;
    if (ssl) {
      let ck = '';
      let cs = '';
      if (q.get('consumer_key') && q.get('consumer_secret')) {
        ck = q.get('consumer_key')!;
        cs = q.get('consumer_secret')!;
      } else if (!settings.stripsAuthorization && req.headers.authorization?.startsWith('Basic ')) {
        const [u, ...p] = Buffer.from(req.headers.authorization.slice(6), 'base64')
          .toString('utf8')
          .split(':');
        ck = u ?? '';
        cs = p.join(':');
      }
      if (ck && cs) {
        const key = keys.get(ck);
        if (key) {
          if (key.cs !== cs)
            return wpError(401, 'woocommerce_rest_authentication_error', 'Consumer secret is invalid.');
          return key;
        }
      }
    }
    const params = Object.fromEntries(q);
    const names = [
      'oauth_consumer_key',
      'oauth_timestamp',
      'oauth_nonce',
      'oauth_signature',
      'oauth_signature_method',
    ];
    if (!names.some((n) => params[n])) return null;
    const missing = names.filter((n) => !params[n]);
    if (missing.length)
      return wpError(
        401,
        'woocommerce_rest_authentication_missing_parameter',
        `Missing OAuth parameters ${missing.join(', ')}`,
      );
    const key = keys.get(params.oauth_consumer_key!);
    if (!key) return wpError(401, 'woocommerce_rest_authentication_error', 'Consumer key is invalid.');
    // check_oauth_signature: the site's own URL of the route, the params sorted by raw key, each
    // pair encoded then encoded again as a whole, joined with %26.
    const given = params.oauth_signature!;
    delete params.oauth_signature;
    const pairs = Object.keys(params)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      .map((k) => raw(`${raw(k)}=${raw(params[k]!)}`));
    const base = `${req.method}&${raw(`${home}${req.path}`)}&${pairs.join('%26')}`;
    const method = params.oauth_signature_method;
    if (method !== 'HMAC-SHA1' && method !== 'HMAC-SHA256')
      return wpError(
        401,
        'woocommerce_rest_authentication_error',
        'Invalid signature - signature method is invalid.',
      );
    const expected = crypto
      .createHmac(method === 'HMAC-SHA1' ? 'sha1' : 'sha256', `${key.cs}&`)
      .update(base)
      .digest('base64');
    if (expected !== given.replace(/ /g, '+'))
      return wpError(
        401,
        'woocommerce_rest_authentication_error',
        'Invalid signature - provided signature does not match.',
      );
    const ts = Number(params.oauth_timestamp);
    if (Math.abs(ts - now() / 1000) > 15 * 60)
      return wpError(401, 'woocommerce_rest_authentication_error', 'Invalid timestamp.');
    if (key.nonces.has(params.oauth_nonce!))
      return wpError(
        401,
        'woocommerce_rest_authentication_error',
        'Invalid nonce - nonce has already been used.',
      );
    key.nonces.add(params.oauth_nonce!);
    return key;
  }

  function paged<T>(all: T[], q: URLSearchParams, path: string): Answer {
    const perPage = Number(q.get('per_page') ?? 10);
    const page = Number(q.get('page') ?? 1);
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100)
      return wpError(400, 'rest_invalid_param', 'Invalid parameter(s): per_page', {
        params: { per_page: 'per_page must be between 1 (inclusive) and 100 (inclusive)' },
      });
    const totalPages = Math.max(1, Math.ceil(all.length / perPage));
    const links: string[] = [];
    const at = (p: number) => {
      const u = new URLSearchParams(q);
      u.set('page', String(p));
      return `<${home}${path}?${u}>`;
    };
    if (page > 1) links.push(`${at(page - 1)}; rel="prev"`);
    if (page < totalPages) links.push(`${at(page + 1)}; rel="next"`);
    return {
      status: 200,
      json: all.slice((page - 1) * perPage, page * perPage),
      headers: {
        'x-wp-total': String(all.length),
        'x-wp-totalpages': String(totalPages),
        ...(links.length ? { link: links.join(', ') } : {}),
      },
    };
  }

  const sortById = <T extends { id: unknown }>(list: T[], q: URLSearchParams) => {
    const sorted = [...list].sort((a, b) => Number(a.id) - Number(b.id));
    return q.get('order') === 'asc' ? sorted : sorted.reverse();
  };

  async function route(req: SeenRequest): Promise<Answer> {
    if (settings.plainPermalinks || !req.path.startsWith('/wp-json/'))
      return { status: 404, raw: '<!doctype html><title>Page not found</title>' };
    const route = req.path.slice('/wp-json'.length);
    if (route === '/' && req.method === 'GET') {
      if (settings.closedIndex)
        return wpError(401, 'rest_cannot_access', 'Only authenticated users can access the REST API.');
      const index: Record<string, unknown> = {
        name: options.name ?? 'Tom &amp; Jerry&#039;s Prints',
        description: 'Just another WordPress site',
        url: home,
        home,
        gmt_offset: 0,
        timezone_string: '',
        namespaces: [
          'oembed/1.0',
          'wc/v1',
          'wc/v2',
          'wc/v3',
          ...(settings.shipmentTracking ? ['wc-shipment-tracking/v3'] : []),
          'wp/v2',
        ],
        authentication: [],
        routes: {},
      };
      const fields = req.query.get('_fields');
      return {
        status: 200,
        json: fields ? Object.fromEntries(fields.split(',').map((f) => [f, index[f]])) : index,
      };
    }
    const isWc = route.startsWith('/wc/') || route.startsWith('/wc-');
    if (!isWc) return noRoute();

    const who = authenticate(req);
    if (who && 'status' in who) return who;
    const verbs: Record<string, string> = {
      GET: 'woocommerce_rest_cannot_view',
      POST: 'woocommerce_rest_cannot_create',
      PUT: 'woocommerce_rest_cannot_edit',
      DELETE: 'woocommerce_rest_cannot_delete',
    };
    if (!who) return wpError(401, verbs[req.method] ?? 'rest_forbidden', 'Sorry, you cannot list resources.');
    const write = req.method !== 'GET';
    if (write && who.permissions === 'read')
      return wpError(
        401,
        'woocommerce_rest_authentication_error',
        'The API key provided does not have write permissions.',
      );
    if (!write && who.permissions === 'write')
      return wpError(
        401,
        'woocommerce_rest_authentication_error',
        'The API key provided does not have read permissions.',
      );
    let body: Record<string, unknown> = {};
    if (req.method === 'POST' || req.method === 'PUT') {
      if (!req.headers['content-type']?.startsWith('application/json'))
        return wpError(400, 'stub_expected_json', 'The test site expects a JSON body.');
      try {
        body = JSON.parse(req.body);
      } catch {
        return wpError(400, 'rest_invalid_json', 'Invalid JSON body passed.');
      }
    }
    const q = req.query;
    let m: RegExpMatchArray | null;

    if (route === '/wc/v3/settings/general/woocommerce_currency' && req.method === 'GET')
      return {
        status: 200,
        json: {
          id: 'woocommerce_currency',
          label: 'Currency',
          description: 'This controls what currency prices are listed at in the catalog.',
          type: 'select',
          default: 'USD',
          tip: '',
          value: options.currency ?? 'GBP',
          group_id: 'general',
        },
      };

    if (route === '/wc/v3/products' && req.method === 'GET') {
      let list = [...products.values()];
      if (q.get('sku')) list = list.filter((p) => p.sku === q.get('sku'));
      return paged(sortById(list, q), q, req.path);
    }
    if (route === '/wc/v3/products' && req.method === 'POST') {
      if (typeof body.name !== 'string' || !body.name)
        return wpError(400, 'rest_invalid_param', 'Invalid parameter(s): name');
      if (body.regular_price !== undefined && typeof body.regular_price !== 'string')
        return wpError(400, 'rest_invalid_param', 'Invalid parameter(s): regular_price', {
          params: { regular_price: 'regular_price is not of type string.' },
        });
      if (!['simple', 'variable', 'grouped', 'external'].includes(String(body.type ?? 'simple')))
        return wpError(400, 'rest_invalid_param', 'Invalid parameter(s): type');
      const sku = String(body.sku ?? '');
      if (sku && [...products.values()].some((p) => p.sku === sku))
        return wpError(400, 'product_invalid_sku', 'Invalid or duplicated SKU.', {
          resource_id: 0,
          unique_sku: `${sku}-1`,
        });
      const images = (body.images ?? []) as Array<{ src?: unknown }>;
      for (const img of images)
        if (typeof img.src !== 'string' || !/^https?:\/\//.test(img.src))
          return wpError(400, 'woocommerce_product_image_upload_error', 'Error getting remote image.');
      const id = ++nextId;
      const product = {
        id,
        // wp_insert_post runs a title through kses for a user without unfiltered_html: & is kept as &amp;.
        name: body.name.replace(/&(?!amp;)/g, '&amp;'),
        slug: String(body.name).toLowerCase().replace(/\W+/g, '-'),
        permalink: `${home}/product/${id}/`,
        type: body.type ?? 'simple',
        status: body.status ?? 'publish',
        description: body.description ?? '',
        sku,
        price: body.regular_price ?? '',
        regular_price: body.regular_price ?? '',
        images: images.map((img, i) => ({ id: 900 + i, src: img.src })),
        attributes: ((body.attributes ?? []) as Array<Record<string, unknown>>).map((a, i) => ({
          id: 0,
          position: i,
          ...a,
        })),
        variations: [],
      };
      products.set(id, product);
      return { status: 201, json: product };
    }
    m = route.match(/^\/wc\/v3\/products\/(\d+)\/variations$/);
    if (m && req.method === 'GET') {
      if (!products.has(Number(m[1])))
        return wpError(404, 'woocommerce_rest_product_invalid_id', 'Invalid ID.');
      return paged(sortById(variations.get(Number(m[1])) ?? [], q), q, req.path);
    }

    if (route === '/wc/v3/orders' && req.method === 'GET') {
      let list = [...orders.values()];
      const after = q.get('modified_after');
      if (after && !settings.ignoresModifiedAfter) {
        if (q.get('dates_are_gmt') !== 'true')
          return wpError(400, 'stub_expected_gmt', 'The test site expects dates_are_gmt with dates.');
        if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/.test(after))
          return wpError(400, 'rest_invalid_param', 'Invalid parameter(s): modified_after');
        list = list.filter((o) => Date.parse(`${o.date_modified_gmt}Z`) > Date.parse(`${after}Z`));
      }
      return paged(sortById(list, q), q, req.path);
    }
    m = route.match(/^\/wc\/v3\/orders\/(\d+)$/);
    if (m) {
      const order = orders.get(Number(m[1]));
      if (!order) return wpError(404, 'woocommerce_rest_shop_order_invalid_id', 'Invalid ID.');
      if (req.method === 'GET') return { status: 200, json: order };
      if (req.method === 'PUT') {
        if (body.status !== undefined && !ORDER_STATUSES.has(String(body.status)))
          return wpError(400, 'rest_invalid_param', 'Invalid parameter(s): status');
        if (body.status) order.status = String(body.status);
        order.date_modified_gmt = gmtNow(now());
        return { status: 200, json: order };
      }
    }
    m = route.match(/^\/wc\/v3\/orders\/(\d+)\/notes$/);
    if (m) {
      const id = Number(m[1]);
      if (!orders.has(id)) return wpError(404, 'woocommerce_rest_order_invalid_id', 'Invalid order ID.');
      const list = notes.get(id) ?? [];
      if (req.method === 'GET') {
        const type = q.get('type') ?? 'any';
        return {
          status: 200,
          json: list.filter((n) => type === 'any' || (type === 'customer') === n.customer_note),
        };
      }
      if (req.method === 'POST') {
        if (typeof body.note !== 'string' || !body.note)
          return wpError(400, 'rest_missing_callback_param', 'Missing parameter(s): note');
        const note = {
          id: ++nextId,
          note: body.note,
          customer_note: body.customer_note === true,
          author: 'PressRun',
        };
        notes.set(id, [...list, note]);
        return { status: 201, json: note };
      }
    }
    m = route.match(/^\/wc-shipment-tracking\/v3\/orders\/(\d+)\/shipment-trackings$/);
    if (m && settings.shipmentTracking) {
      const id = Number(m[1]);
      if (!orders.has(id)) return wpError(404, 'woocommerce_rest_order_invalid_id', 'Invalid order ID.');
      const list = trackings.get(id) ?? [];
      if (req.method === 'GET') return { status: 200, json: list };
      if (req.method === 'POST') {
        if (typeof body.tracking_number !== 'string' || !body.tracking_number)
          return wpError(400, 'rest_missing_callback_param', 'Missing parameter(s): tracking_number');
        const custom = body.custom_tracking_provider !== undefined;
        if (custom ? !body.custom_tracking_link : !body.tracking_provider)
          return wpError(400, 'woocommerce_shipment_tracking_invalid_provider', 'A provider is required.');
        const item = {
          tracking_id: crypto.randomBytes(16).toString('hex'),
          tracking_provider: custom ? '' : body.tracking_provider,
          custom_tracking_provider: custom ? body.custom_tracking_provider : '',
          custom_tracking_link: custom ? body.custom_tracking_link : '',
          tracking_number: body.tracking_number,
          date_shipped: body.date_shipped ?? gmtNow(now()).slice(0, 10),
        };
        trackings.set(id, [...list, item]);
        return { status: 201, json: item };
      }
    }

    if (route === '/wc/v3/webhooks' && req.method === 'GET')
      return paged(sortById([...webhooks.values()], q), q, req.path);
    if (route === '/wc/v3/webhooks' && req.method === 'POST') {
      if (typeof body.topic !== 'string' || !VALID_TOPICS.has(body.topic.toLowerCase()))
        return wpError(
          400,
          'woocommerce_rest_shop_webhook_invalid_topic',
          'Webhook topic is required and must be valid.',
        );
      if (typeof body.delivery_url !== 'string' || !/^https?:\/\/\S+$/.test(body.delivery_url))
        return wpError(
          400,
          'woocommerce_rest_shop_webhook_invalid_delivery_url',
          'Webhook delivery URL must be a valid URL starting with http:// or https://.',
        );
      const hook: Webhook = {
        id: ++nextId,
        name: String(body.name ?? ''),
        status: String(body.status ?? 'active'),
        topic: body.topic,
        delivery_url: body.delivery_url,
        secret:
          typeof body.secret === 'string' && body.secret
            ? body.secret
            : crypto.randomBytes(25).toString('hex'),
      };
      webhooks.set(hook.id, hook);
      // The REST controller pings the address once the webhook is saved, and ignores the outcome.
      const ping = await fetch(hook.delivery_url, {
        method: 'POST',
        headers: {
          'user-agent': 'WooCommerce/9.8.0 Hookshot (WordPress/6.8)',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: `webhook_id=${hook.id}`,
      }).catch(() => null);
      pings.push({ url: hook.delivery_url, body: `webhook_id=${hook.id}`, status: ping?.status ?? 0 });
      return { status: 201, json: { ...hook, hooks: [], _links: {} } };
    }
    m = route.match(/^\/wc\/v3\/webhooks\/(\d+)$/);
    if (m && req.method === 'DELETE') {
      if (q.get('force') !== 'true')
        return wpError(501, 'woocommerce_rest_trash_not_supported', 'Webhooks do not support trashing.');
      const hook = webhooks.get(Number(m[1]));
      if (!hook) return wpError(404, 'woocommerce_rest_shop_webhook_invalid_id', 'Invalid ID.');
      webhooks.delete(hook.id);
      return { status: 200, json: hook };
    }
    return noRoute();
  }

  const server = await startStub(async (seen): Promise<StubAnswer> => {
    requests.push(seen);
    const trap = traps.findIndex((t) => t.when(seen));
    const force = trap >= 0 ? traps.splice(trap, 1)[0]!.answer : forced.shift();
    if (force === 'hang') return force; // never answered: the caller's timeout ends it
    let answer: Answer;
    try {
      answer = force ?? (await route(seen));
    } catch (e) {
      answer = wpError(500, 'stub_crashed', String(e));
    }
    return {
      status: answer.status,
      body: answer.raw ?? (answer.json === undefined ? '' : JSON.stringify(answer.json)),
      headers: {
        'content-type':
          answer.raw !== undefined ? 'text/html; charset=UTF-8' : 'application/json; charset=UTF-8',
        ...answer.headers,
      },
    };
  });

  return {
    url: server.url,
    home,
    requests,
    keys,
    products,
    variations,
    orders,
    notes,
    trackings,
    webhooks,
    pings,
    settings,
    setNow(fn: () => number) {
      now = fn;
    },
    /** The next request is answered so, whatever it is. */
    failNext(...answers: Forced[]) {
      forced.push(...answers);
    },
    /** The first request `when` picks is answered so. */
    failWhen(when: (r: SeenRequest) => boolean, answer: Forced) {
      traps.push({ when, answer });
    },
    addKey,
    /** The owner deletes the key under WooCommerce → Settings → Advanced → REST API. */
    revoke(ck: string) {
      keys.delete(ck);
    },
    /**
     * The key exchange as WC_Auth runs it for an admin who clicks Approve (or Deny): the
     * parameters checked, the keys made, the JSON POST WooCommerce would send to callback_url and
     * where it then sends the browser. Throws WooCommerce's error page text on bad parameters.
     */
    authorize(authorizeUrl: string, choice: 'approve' | 'deny' = 'approve') {
      const u = new URL(authorizeUrl);
      if (`${u.origin}${u.pathname}` !== `${home}/wc-auth/v1/authorize`)
        throw new Error(`Not this site: ${u}`);
      const p = Object.fromEntries(u.searchParams);
      for (const name of ['app_name', 'user_id', 'return_url', 'callback_url', 'scope'])
        if (!p[name]) throw new Error(`Error: Missing parameter ${name}.`);
      if (!['read', 'write', 'read_write'].includes(p.scope!))
        throw new Error(`Error: Invalid scope ${p.scope}.`);
      if (!p.callback_url!.toLowerCase().startsWith('https://'))
        throw new Error('Error: The callback_url needs to be over SSL.');
      const back = (success: 0 | 1) => {
        const r = new URL(p.return_url!);
        r.searchParams.set('success', String(success));
        r.searchParams.set('user_id', p.user_id!);
        return r.toString();
      };
      if (choice === 'deny') return { post: null, redirect: back(0) };
      const key = addKey(p.scope as Key['permissions']);
      const body = {
        key_id: key.keyId,
        user_id: p.user_id,
        consumer_key: key.ck,
        consumer_secret: key.cs,
        key_permissions: key.permissions,
      };
      return {
        post: {
          url: p.callback_url!,
          headers: { 'content-type': 'application/json;charset=UTF-8' },
          body: JSON.stringify(body),
        },
        redirect: back(1),
        appName: p.app_name!,
      };
    },
    /** Sends every active webhook of `topic` the order, signed as WC_Webhook::generate_signature does. */
    async deliver(topic: string, order: WooOrderJson) {
      const payload = JSON.stringify(order);
      const sent: number[] = [];
      for (const hook of webhooks.values()) {
        if (hook.topic !== topic || hook.status !== 'active') continue;
        const [resource, event] = topic.split('.');
        const res = await fetch(hook.delivery_url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'WooCommerce/9.8.0 Hookshot (WordPress/6.8)',
            'x-wc-webhook-source': `${home}/`,
            'x-wc-webhook-topic': topic,
            'x-wc-webhook-resource': resource!,
            'x-wc-webhook-event': event!,
            'x-wc-webhook-signature': crypto
              .createHmac('sha256', hook.secret)
              .update(payload)
              .digest('base64'),
            'x-wc-webhook-id': String(hook.id),
            'x-wc-webhook-delivery-id': crypto.randomBytes(16).toString('hex'),
          },
          body: payload,
        });
        sent.push(res.status);
      }
      return sent;
    },
    close: server.close,
  };
}

export type TestSite = Awaited<ReturnType<typeof startTestSite>>;

/** A receiver standing in for PressRun's webhook route: it keeps what arrives and answers 200. */
export async function startReceiver() {
  const received: Array<{ headers: Record<string, string | undefined>; rawBody: Buffer }> = [];
  const server = await startStub((req) => {
    const headers: Record<string, string | undefined> = {};
    for (const [k, v] of Object.entries(req.headers)) headers[k] = Array.isArray(v) ? v.join(', ') : v;
    received.push({ headers, rawBody: req.raw });
    return { status: 200 };
  });
  return {
    url: `${server.url}/api/stores/webhooks/woocommerce`,
    received,
    close: server.close,
  };
}

/**
 * An order in the shape WooCommerce's REST API v3 docs show ("Retrieve an order") and its
 * order.created webhook sends: a simple product and a variation, shipping copied from billing,
 * UTC times without a zone, money as strings, a variation's name HTML-escaped.
 */
export function sampleOrder(overrides: Partial<WooOrderJson> & Record<string, unknown> = {}): WooOrderJson {
  return {
    id: 727,
    parent_id: 0,
    number: '727',
    order_key: 'wc_order_58d2d042d1d',
    created_via: 'checkout',
    version: '9.8.0',
    status: 'processing',
    currency: 'USD',
    date_created: '2026-03-22T16:28:02',
    date_created_gmt: '2026-03-22T19:28:02',
    date_modified: '2026-03-22T16:28:08',
    date_modified_gmt: '2026-03-22T19:28:08',
    discount_total: '0.00',
    discount_tax: '0.00',
    shipping_total: '10.00',
    shipping_tax: '0.00',
    cart_tax: '1.35',
    total: '29.35',
    total_tax: '1.35',
    prices_include_tax: false,
    customer_id: 0,
    customer_ip_address: '',
    customer_user_agent: '',
    customer_note: '',
    billing: {
      first_name: 'John',
      last_name: 'Doe',
      company: '',
      address_1: '969 Market',
      address_2: '',
      city: 'San Francisco',
      state: 'CA',
      postcode: '94103',
      country: 'US',
      email: 'john.doe@example.com',
      phone: '(555) 555-5555',
    },
    shipping: {
      first_name: 'John',
      last_name: 'Doe',
      company: '',
      address_1: '969 Market',
      address_2: '',
      city: 'San Francisco',
      state: 'CA',
      postcode: '94103',
      country: 'US',
      phone: '',
    },
    payment_method: 'bacs',
    payment_method_title: 'Direct Bank Transfer',
    transaction_id: '',
    date_paid: '2026-03-22T16:28:08',
    date_paid_gmt: '2026-03-22T19:28:08',
    date_completed: null,
    date_completed_gmt: null,
    cart_hash: '',
    meta_data: [{ id: 13106, key: '_download_permissions_granted', value: 'yes' }],
    line_items: [
      {
        id: 315,
        name: 'Woo Single #1',
        product_id: 93,
        variation_id: 0,
        quantity: 2,
        tax_class: '',
        subtotal: '6.00',
        subtotal_tax: '0.45',
        total: '6.00',
        total_tax: '0.45',
        taxes: [{ id: 75, total: '0.45', subtotal: '0.45' }],
        meta_data: [],
        sku: '',
        price: 3,
        parent_name: null,
      },
      {
        id: 316,
        name: 'Ship Your Idea &ndash; Color: Black, Size: M Test',
        product_id: 22,
        variation_id: 23,
        quantity: 1,
        tax_class: '',
        subtotal: '12.00',
        subtotal_tax: '0.90',
        total: '12.00',
        total_tax: '0.90',
        taxes: [{ id: 75, total: '0.9', subtotal: '0.9' }],
        meta_data: [
          { id: 2095, key: 'pa_color', value: 'black', display_key: 'Color', display_value: 'Black' },
          { id: 2096, key: 'size', value: 'M Test', display_key: 'Size', display_value: 'M Test' },
        ],
        sku: 'Bar3',
        price: 12,
        parent_name: 'Ship Your Idea',
      },
    ],
    tax_lines: [
      {
        id: 318,
        rate_code: 'US-CA-STATE TAX',
        rate_id: 75,
        label: 'State Tax',
        compound: false,
        tax_total: '1.35',
        shipping_tax_total: '0.00',
        meta_data: [],
      },
    ],
    shipping_lines: [{ id: 317, method_title: 'Flat Rate', method_id: 'flat_rate', total: '10.00' }],
    fee_lines: [],
    coupon_lines: [],
    refunds: [],
    set_paid: false,
    _links: {
      self: [{ href: 'https://example.com/wp-json/wc/v3/orders/727' }],
      collection: [{ href: 'https://example.com/wp-json/wc/v3/orders' }],
    },
    ...overrides,
  } as WooOrderJson;
}
