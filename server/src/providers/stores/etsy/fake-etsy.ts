import crypto from 'node:crypto';
import type http from 'node:http';
import { type StubAnswer, startStub } from '../../../test/stub-http';
import type { StoreAdapter, StoreAuth } from '../port';
import type { EtsyInventoryJson } from './listings';
import type { EtsyReceiptJson } from './receipt';
import type { EtsyTaxonomyNode } from './taxonomy';

/**
 * A small Etsy for the adapter's tests, on a local port. It behaves as Open API v3 documents:
 * the connect page's parameters and PKCE are checked when the code is exchanged, every API request
 * must carry `x-api-key: keystring:shared_secret` and a live Bearer token of the shop's owner,
 * bodies must be in the content type the reference names for the endpoint (form, JSON, multipart),
 * access tokens run out after an hour and refresh tokens are replaced on use. It pages by
 * limit/offset, and serves PressRun's media for the photo upload. `interrupt` makes the next
 * matching request fail (a 429, a 5xx, a dropped connection, an answer that never comes).
 */

export const KEYSTRING = 'pr1keystring0etsy';
export const SHARED_SECRET = 'pr1sharedsecret';
export const USER_ID = 58_412_337;
export const SHOP_ID = 41_230_885;
export const SHOP_NAME = 'InkAndMugStudio';
export const SCOPES = ['listings_r', 'listings_w', 'transactions_r', 'transactions_w', 'shops_r'];

export interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

type Reply =
  | { status: number; json?: unknown; headers?: Record<string, string>; bytes?: Buffer; type?: string }
  | 'hang-up'
  | 'stall';

export interface FakeListing {
  json: Record<string, unknown> & { listing_id: number; title: string; state: string };
  inventory: EtsyInventoryJson;
  /** Left out of getListingsByShop's inventory association (the adapter then asks for it). */
  inventoryNotInline?: boolean;
  images: Array<{ name: string; type: string; bytes: Buffer; rank: number }>;
}

export const TAXONOMY: EtsyTaxonomyNode[] = [
  {
    id: 891,
    level: 0,
    name: 'Home & Living',
    children: [
      {
        id: 1002,
        level: 1,
        name: 'Kitchen & Dining',
        children: [
          {
            id: 1058,
            level: 2,
            name: 'Drink & Barware',
            children: [
              {
                id: 1059,
                level: 3,
                name: 'Drinkware',
                children: [
                  { id: 1060, level: 4, name: 'Coasters', children: [] },
                  { id: 1062, level: 4, name: 'Mugs', children: [] },
                  { id: 1067, level: 4, name: 'Tumblers & Water Glasses', children: [] },
                ],
              },
              { id: 1861, level: 3, name: 'Steins', children: [] },
            ],
          },
        ],
      },
      { id: 1014, level: 1, name: 'Home Décor', children: [] },
    ],
  },
  {
    id: 169,
    level: 0,
    name: 'Bags & Purses',
    children: [{ id: 190, level: 1, name: 'Totes', children: [] }],
  },
];

/** getListingsByShop's states. */
const LISTING_STATES = ['active', 'inactive', 'sold_out', 'draft', 'expired'];

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Reply => ({
  status,
  json: body,
  headers,
});
const error = (status: number, message: string) => json(status, { error: message });
const pkce = (verifier: string) => crypto.createHash('sha256').update(verifier).digest('base64url');
const token = () => crypto.randomBytes(24).toString('base64url');

export async function startFakeEtsy(options: { now: () => number; requireSecret?: boolean }) {
  const { now } = options;
  const requests: Seen[] = [];
  const codes = new Map<string, { challenge: string; redirectUri: string; userId: number }>();
  const access = new Map<string, { userId: number; expiresAt: number }>();
  const refresh = new Map<string, number>();
  const listings = new Map<number, FakeListing>();
  const receipts: EtsyReceiptJson[] = [];
  const media = new Map<string, { type: string; bytes: Buffer }>();
  const interrupts: Array<{ match: RegExp; reply: Reply }> = [];
  let shippingProfiles: Array<Record<string, unknown>> = [
    { shipping_profile_id: 208_114_55, title: 'US and worldwide', origin_country_iso: 'US' },
    { shipping_profile_id: 208_114_99, title: 'Express', origin_country_iso: 'US' },
  ];
  let readinessStates: Array<Record<string, unknown>> = [
    {
      shop_id: SHOP_ID,
      readiness_state_id: 77_001,
      readiness_state: 'ready_to_ship',
      min_processing_days: 1,
      max_processing_days: 2,
    },
    {
      shop_id: SHOP_ID,
      readiness_state_id: 77_002,
      readiness_state: 'made_to_order',
      min_processing_days: 3,
      max_processing_days: 5,
    },
  ];
  let nextId = 1_700_000_000;

  function issue(userId: number) {
    const pair = { access_token: `${userId}.${token()}`, refresh_token: `${userId}.${token()}` };
    access.set(pair.access_token, { userId, expiresAt: now() + 3600_000 });
    refresh.set(pair.refresh_token, userId);
    return { ...pair, token_type: 'Bearer', expires_in: 3600 };
  }

  function tokenEndpoint(req: Seen): Reply {
    if (req.method !== 'POST') return error(405, 'Method not allowed');
    if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
      return json(400, { error: 'invalid_request', error_description: 'body must be form-encoded' });
    const form = new URLSearchParams(req.body.toString('utf8'));
    if (form.get('client_id') !== KEYSTRING)
      return json(401, { error: 'invalid_client', error_description: 'unknown client_id' });
    const grant = form.get('grant_type');
    if (grant === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      if (!code) return json(400, { error: 'invalid_grant', error_description: 'code is invalid or used' });
      codes.delete(form.get('code') ?? '');
      if (form.get('redirect_uri') !== code.redirectUri)
        return json(400, { error: 'invalid_grant', error_description: 'redirect_uri does not match' });
      if (pkce(form.get('code_verifier') ?? '') !== code.challenge)
        return json(400, { error: 'invalid_grant', error_description: 'code_verifier is invalid' });
      return json(200, issue(code.userId));
    }
    if (grant === 'refresh_token') {
      const userId = refresh.get(form.get('refresh_token') ?? '');
      if (!userId)
        return json(400, { error: 'invalid_grant', error_description: 'refresh_token is invalid' });
      refresh.delete(form.get('refresh_token') ?? ''); // replaced on use
      return json(200, issue(userId));
    }
    return json(400, { error: 'unsupported_grant_type' });
  }

  const form = (req: Seen) => new URLSearchParams(req.body.toString('utf8'));
  const isForm = (req: Seen) =>
    String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded');
  const isJson = (req: Seen) => String(req.headers['content-type']).startsWith('application/json');

  const listingOf = (id: number) => listings.get(id);
  const receiptOf = (id: number) => receipts.find((r) => r.receipt_id === id);

  /** Etsy's endpoints the adapter uses; the number is the route's id (a listing's or a receipt's). */
  const routes: Array<[RegExp, (req: Seen, id: number) => Reply | Promise<Reply>]> = [
    [
      /^GET \/shops\/\d+\/shipping-profiles$/,
      () => json(200, { count: shippingProfiles.length, results: shippingProfiles }),
    ],
    [
      /^GET \/shops\/\d+\/readiness-state-definitions$/,
      () => json(200, { count: readinessStates.length, results: readinessStates }),
    ],
    [/^GET \/shops\/\d+\/listings$/, (req) => listListings(req)],
    [
      /^GET \/listings\/(\d+)\/inventory$/,
      (_, id) => (listingOf(id) ? json(200, listingOf(id)!.inventory) : error(404, 'Listing not found')),
    ],
    [/^POST \/shops\/\d+\/listings$/, (req) => createDraft(req)],
    [/^POST \/shops\/\d+\/listings\/(\d+)\/images$/, (req, id) => uploadImage(req, id)],
    [/^PUT \/listings\/(\d+)\/inventory$/, (req, id) => updateInventory(req, id)],
    [/^PATCH \/shops\/\d+\/listings\/(\d+)$/, (req, id) => updateListing(req, id)],
    [
      /^DELETE \/listings\/(\d+)$/,
      (_, id) => (listings.delete(id) ? { status: 204 } : error(404, 'Listing not found')),
    ],
    [/^GET \/shops\/\d+\/receipts$/, (req) => listReceipts(req)],
    [
      /^GET \/shops\/\d+\/receipts\/(\d+)$/,
      (_, id) => (receiptOf(id) ? json(200, receiptOf(id)) : error(404, 'Receipt not found')),
    ],
    [/^POST \/shops\/\d+\/receipts\/(\d+)\/tracking$/, (req, id) => createShipment(req, id)],
  ];

  function listListings(req: Seen): Reply {
    const state = req.query.get('state') ?? 'active';
    if (!LISTING_STATES.includes(state)) return error(400, 'state is invalid');
    const { limit, offset, bad } = paging(req.query);
    if (bad) return error(400, bad);
    const inState = [...listings.values()].filter((l) => l.json.state === state);
    // Newest first when asked (listing ids grow with creation); the order they were made otherwise.
    if (req.query.get('sort_on') === 'created' && req.query.get('sort_order') === 'desc')
      inState.sort((a, b) => b.json.listing_id - a.json.listing_id);
    const withInventory = (req.query.get('includes') ?? '').split(',').includes('Inventory');
    return json(200, {
      count: inState.length,
      results: inState.slice(offset, offset + limit).map((l) => ({
        ...l.json,
        ...(withInventory && !l.inventoryNotInline ? { inventory: l.inventory } : {}),
      })),
    });
  }

  function updateListing(req: Seen, id: number): Reply {
    const l = listingOf(id);
    if (!l) return error(404, 'Listing not found');
    if (!isForm(req)) return error(400, 'updateListing takes a form-encoded body');
    const state = form(req).get('state');
    if (state === 'active' && l.images.length === 0)
      return error(400, 'A listing needs at least one image to be activated');
    if (state) l.json.state = state;
    return json(200, l.json);
  }

  function createShipment(req: Seen, id: number): Reply {
    const r = receiptOf(id);
    if (!r) return error(404, 'Receipt not found');
    if (!isJson(req)) return error(400, 'createReceiptShipment takes a JSON body');
    const body = JSON.parse(req.body.toString('utf8')) as Record<string, unknown>;
    if (typeof body.tracking_code !== 'string' || typeof body.carrier_name !== 'string')
      return error(400, 'A tracking number is required');
    r.shipments.push({
      receipt_shipping_id: nextId++,
      shipment_notification_timestamp: Math.floor(now() / 1000),
      carrier_name: body.carrier_name,
      tracking_code: body.tracking_code,
    });
    r.is_shipped = true;
    r.update_timestamp = Math.floor(now() / 1000);
    r.updated_timestamp = r.update_timestamp;
    return json(200, r);
  }

  async function api(req: Seen): Promise<Reply> {
    const apiKey = req.headers['x-api-key'];
    const wantedKey = options.requireSecret === false ? KEYSTRING : `${KEYSTRING}:${SHARED_SECRET}`;
    if (apiKey !== wantedKey) return error(403, 'Invalid API key');
    const route = `${req.method} ${req.path.replace(/^\/v3\/application/, '')}`;
    if (route === 'GET /seller-taxonomy/nodes')
      return json(200, { count: TAXONOMY.length, results: TAXONOMY });

    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const held = bearer ? access.get(bearer) : undefined;
    if (!held || held.expiresAt <= now()) return error(401, 'invalid_token');
    const userShops = /^GET \/users\/(\d+)\/shops$/.exec(route);
    if (userShops) {
      if (Number(userShops[1]) !== held.userId) return error(403, 'You may only view your own shop');
      if (held.userId !== USER_ID) return error(404, 'User does not have a shop');
      return json(200, {
        shop_id: SHOP_ID,
        user_id: USER_ID,
        shop_name: SHOP_NAME,
        currency_code: 'USD',
        url: `https://www.etsy.com/shop/${SHOP_NAME}`,
        listing_active_count: listings.size,
      });
    }
    // Every other route is the shop's or one of its listings: the owner's token only.
    if (held.userId !== USER_ID) return error(403, 'The token is not the shop owner’s');
    const shopPath = /^\w+ \/shops\/(\d+)/.exec(route);
    if (shopPath && Number(shopPath[1]) !== SHOP_ID) return error(404, 'Shop not found');
    for (const [pattern, answer] of routes) {
      const match = pattern.exec(route);
      if (match) return answer(req, Number(match[1]));
    }
    return error(404, `No such endpoint: ${route}`);
  }

  function paging(query: URLSearchParams) {
    const limit = Number(query.get('limit') ?? 25);
    const offset = Number(query.get('offset') ?? 0);
    const bad =
      !Number.isInteger(limit) || limit < 1 || limit > 100
        ? 'limit must be between 1 and 100'
        : !Number.isInteger(offset) || offset < 0
          ? 'offset must be 0 or more'
          : null;
    return { limit, offset, bad };
  }

  const WHO_MADE = ['i_did', 'someone_else', 'collective'];
  function createDraft(req: Seen): Reply {
    if (!isForm(req)) return error(400, 'createDraftListing takes a form-encoded body');
    const f = form(req);
    for (const field of ['quantity', 'title', 'description', 'price', 'who_made', 'when_made', 'taxonomy_id'])
      if (!f.get(field)) return error(400, `${field} is required`);
    if (!WHO_MADE.includes(f.get('who_made')!)) return error(400, 'who_made is invalid');
    if (f.get('who_made') === 'someone_else' && f.get('is_supply') !== 'true')
      return error(400, 'who_made someone_else is only for supplies or vintage');
    if (!/^\d+(\.\d{1,2})?$/.test(f.get('price')!) || Number(f.get('price')) <= 0)
      return error(400, 'price must be a positive amount');
    const quantity = Number(f.get('quantity'));
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 999)
      return error(400, 'quantity must be 1 to 999');
    if (f.get('title')!.length > 140) return error(400, 'title is longer than 140 characters');
    const taxonomyIds = new Set<number>();
    const walk = (nodes: EtsyTaxonomyNode[]) => {
      for (const n of nodes) {
        taxonomyIds.add(n.id);
        walk(n.children ?? []);
      }
    };
    walk(TAXONOMY);
    if (!taxonomyIds.has(Number(f.get('taxonomy_id')))) return error(400, 'taxonomy_id is invalid');
    if ((f.get('type') ?? 'physical') === 'physical') {
      if (!shippingProfiles.some((p) => String(p.shipping_profile_id) === f.get('shipping_profile_id')))
        return error(400, 'shipping_profile_id is required for physical listings');
      if (!readinessStates.some((s) => String(s.readiness_state_id) === f.get('readiness_state_id')))
        return error(400, 'readiness_state_id is required for physical listings');
    }
    const id = nextId++;
    const [whole, frac = ''] = f.get('price')!.split('.');
    const listing: FakeListing = {
      json: {
        listing_id: id,
        user_id: USER_ID,
        shop_id: SHOP_ID,
        title: f.get('title')!,
        description: f.get('description')!,
        state: 'draft',
        quantity,
        who_made: f.get('who_made'),
        when_made: f.get('when_made'),
        is_supply: f.get('is_supply') === 'true',
        taxonomy_id: Number(f.get('taxonomy_id')),
        shipping_profile_id: Number(f.get('shipping_profile_id')),
        readiness_state_id: Number(f.get('readiness_state_id')),
        listing_type: f.get('type') ?? 'physical',
        price: {
          amount: Number(whole) * 100 + Number(frac.padEnd(2, '0')),
          divisor: 100,
          currency_code: 'USD',
        },
        url: `https://www.etsy.com/listing/${id}`,
      },
      inventory: {
        products: [
          { product_id: nextId++, sku: null, is_deleted: false, offerings: [], property_values: [] },
        ],
      },
      images: [],
    };
    listings.set(id, listing);
    return json(201, listing.json);
  }

  async function uploadImage(req: Seen, listingId: number): Promise<Reply> {
    const l = listings.get(listingId);
    if (!l) return error(404, 'Listing not found');
    const type = String(req.headers['content-type']);
    if (!type.startsWith('multipart/form-data'))
      return error(400, 'uploadListingImage takes multipart/form-data');
    const parts = await new Request('http://fake.etsy/upload', {
      method: 'POST',
      headers: { 'content-type': type },
      body: new Uint8Array(req.body),
    }).formData();
    const image = parts.get('image');
    if (!(image instanceof Blob) || image.size === 0) return error(400, 'image is required');
    const rank = Number(parts.get('rank') ?? 1);
    l.images.push({
      name: (image as File).name,
      type: image.type,
      bytes: Buffer.from(await image.arrayBuffer()),
      rank,
    });
    return json(201, {
      listing_id: listingId,
      listing_image_id: nextId++,
      rank,
      url_fullxfull: 'https://i.etsystatic.com/x.jpg',
    });
  }

  function updateInventory(req: Seen, listingId: number): Reply {
    const l = listings.get(listingId);
    if (!l) return error(404, 'Listing not found');
    if (!isJson(req)) return error(400, 'updateListingInventory takes a JSON body');
    const body = JSON.parse(req.body.toString('utf8')) as {
      products?: Array<{
        sku?: string;
        property_values?: unknown[];
        offerings?: Array<{
          price: number;
          quantity: number;
          is_enabled: boolean;
          readiness_state_id: number;
        }>;
      }>;
    };
    if (!Array.isArray(body.products) || body.products.length === 0)
      return error(400, 'products is required');
    for (const p of body.products) {
      if (!Array.isArray(p.offerings) || p.offerings.length === 0) return error(400, 'offerings is required');
      for (const o of p.offerings) {
        if (
          typeof o.price !== 'number' ||
          typeof o.quantity !== 'number' ||
          typeof o.is_enabled !== 'boolean'
        )
          return error(400, 'offering price, quantity and is_enabled are required');
        if (!readinessStates.some((s) => s.readiness_state_id === o.readiness_state_id))
          return error(400, 'offering readiness_state_id is invalid');
      }
    }
    l.inventory = {
      products: body.products.map((p) => ({
        product_id: nextId++,
        sku: p.sku ?? null,
        is_deleted: false,
        property_values: [],
        offerings: (p.offerings ?? []).map((o) => ({
          offering_id: nextId++,
          quantity: o.quantity,
          is_enabled: o.is_enabled,
          is_deleted: false,
          price: { amount: Math.round(o.price * 100), divisor: 100, currency_code: 'USD' },
          readiness_state_id: o.readiness_state_id,
        })),
      })),
    };
    return json(200, l.inventory);
  }

  function listReceipts(req: Seen): Reply {
    const { limit, offset, bad } = paging(req.query);
    if (bad) return error(400, bad);
    const min = req.query.get('min_last_modified');
    if (min !== null && Number(min) < 946_684_800) return error(400, 'min_last_modified is too early');
    const paid = req.query.get('was_paid');
    const found = receipts
      .filter((r) => min === null || r.update_timestamp >= Number(min))
      .filter((r) => paid === null || r.is_paid === (paid === 'true'))
      .sort((a, b) => {
        const key = req.query.get('sort_on') === 'updated' ? 'update_timestamp' : 'create_timestamp';
        const up = ['asc', 'ascending', 'up'].includes(req.query.get('sort_order') ?? 'desc');
        return (a[key] - b[key] || a.receipt_id - b.receipt_id) * (up ? 1 : -1);
      });
    return json(200, { count: found.length, results: found.slice(offset, offset + limit) });
  }

  async function handle(req: Seen): Promise<Reply> {
    const at = interrupts.findIndex((i) => i.match.test(`${req.method} ${req.path}`));
    if (at >= 0) return interrupts.splice(at, 1)[0]!.reply;
    if (req.path === '/v3/public/oauth/token') return tokenEndpoint(req);
    if (req.path.startsWith('/v3/application/')) return api(req);
    const file = media.get(req.path);
    if (req.method === 'GET' && file) return { status: 200, bytes: file.bytes, type: file.type };
    return error(404, 'Not found');
  }

  const server = await startStub(async (req): Promise<StubAnswer> => {
    const { method, path, query, headers, raw } = req;
    const seen: Seen = { method, path, query, headers, body: raw };
    requests.push(seen);
    const reply = await handle(seen).catch((e): Reply => error(599, `fake Etsy failed: ${e}`));
    if (reply === 'hang-up') return reply;
    if (reply === 'stall') return 'hang'; // the client's timeout ends it
    if (reply.bytes)
      return {
        status: reply.status,
        body: reply.bytes,
        headers: { 'content-type': reply.type ?? 'application/octet-stream' },
      };
    return {
      status: reply.status,
      json: reply.json,
      headers: { 'x-limit-per-second': '10', 'x-limit-per-day': '10000', ...reply.headers },
    };
  });
  const { url } = server;

  return {
    url,
    requests,
    receipts,
    listings,
    /**
     * What etsy.com/oauth/connect does when the seller approves: checks the request as Etsy would
     * and sends the browser back to the redirect URI with a code (returned here as the callback's query).
     */
    approve(authorizeUrl: string, userId = USER_ID): Record<string, string> {
      const u = new URL(authorizeUrl);
      const q = u.searchParams;
      const problems = [
        u.pathname !== '/oauth/connect' && `path ${u.pathname}`,
        q.get('response_type') !== 'code' && 'response_type',
        q.get('client_id') !== KEYSTRING && 'client_id',
        !q.get('redirect_uri') && 'redirect_uri',
        !q.get('state') && 'state',
        q.get('code_challenge_method') !== 'S256' && 'code_challenge_method',
        !/^[A-Za-z0-9_-]{43}$/.test(q.get('code_challenge') ?? '') && 'code_challenge',
        SCOPES.some((s) => !(q.get('scope') ?? '').split(' ').includes(s)) && 'scope',
      ].filter(Boolean);
      if (problems.length > 0)
        throw new Error(`Etsy would refuse this connect request: ${problems.join(', ')}`);
      const code = token();
      codes.set(code, { challenge: q.get('code_challenge')!, redirectUri: q.get('redirect_uri')!, userId });
      return { code, state: q.get('state')! };
    },
    /** The next request matching `method path` gets this reply instead. */
    interrupt(match: RegExp, reply: Reply) {
      interrupts.push({ match, reply });
    },
    /** Every access token stops working (expired early, or revoked); refresh tokens still do. */
    expireAccessTokens() {
      access.clear();
    },
    /** The seller removed PressRun from their Etsy account: no token works any more. */
    revokeAll() {
      access.clear();
      refresh.clear();
    },
    addListing(listing: FakeListing) {
      listings.set(listing.json.listing_id, listing);
    },
    setShippingProfiles(p: Array<Record<string, unknown>>) {
      shippingProfiles = p;
    },
    setReadinessStates(s: Array<Record<string, unknown>>) {
      readinessStates = s;
    },
    serveMedia(path: string, type: string, bytes: Buffer) {
      media.set(path, { type, bytes });
    },
    close: server.close,
  };
}

export type FakeEtsy = Awaited<ReturnType<typeof startFakeEtsy>>;

/** PressRun's callback for Etsy, as the stores module would give it. */
export const REDIRECT_URI = 'https://portal.pressrun.example/api/stores/etsy/callback';

/** The whole connect flow: PressRun's redirect, the seller's approval on Etsy, the callback. */
export async function connectShop(
  fake: FakeEtsy,
  adapter: StoreAdapter,
  userId = USER_ID,
): Promise<StoreAuth> {
  const codeVerifier = crypto.randomBytes(32).toString('base64url');
  const state = crypto.randomBytes(16).toString('base64url');
  const url = adapter.beginConnect({ shop: null, state, redirectUri: REDIRECT_URI, codeVerifier });
  const query = fake.approve(url, userId);
  return adapter.completeConnect({ shop: null, query, body: null, redirectUri: REDIRECT_URI, codeVerifier });
}
