import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type StoreAuth, StoreError } from '../port';
import { shopifyStoreAdapter } from './adapter';
import type { ShopifyApp } from './api';
import { APP, type FakeShopify, startFakeShopify } from './fake-shopify';
import { callbackMessage } from './oauth';

const SHOP = 'acme-prints.myshopify.com';
const REDIRECT = 'https://pressrun.example/api/stores/shopify/callback';

let fake: FakeShopify;
let now: number;
const app = (): ShopifyApp => ({ ...APP, baseUrl: fake.baseUrl, timeoutMs: 2_000, now: () => now });
const adapter = () => shopifyStoreAdapter(app());

beforeAll(async () => {
  fake = await startFakeShopify();
  fake.addShop(SHOP);
  fake.addShop('other-shop.myshopify.com');
});
afterAll(() => fake.close());
beforeEach(() => {
  now = Date.now();
  fake.requests.length = 0;
});

async function failure(p: Promise<unknown>): Promise<StoreError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(StoreError);
  return err as StoreError;
}

const begin = (shop: string | null = SHOP) =>
  adapter().beginConnect({ shop, state: 'state-123', redirectUri: REDIRECT, codeVerifier: 'unused' });
const complete = (query: Record<string, string>, shop: string | null = SHOP) =>
  adapter().completeConnect({ shop, query, body: null, redirectUri: REDIRECT, codeVerifier: 'unused' });

describe('connecting a Shopify store', () => {
  it('sends the merchant to the shop’s authorize page for an offline token with the three scopes', () => {
    const url = new URL(begin());
    expect(url.pathname).toBe(`/${SHOP}/admin/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: APP.clientId,
      scope: 'write_products,write_orders,write_merchant_managed_fulfillment_orders',
      redirect_uri: REDIRECT,
      state: 'state-123',
    });
    // Without the stand-in, the shop itself.
    const real = shopifyStoreAdapter({ ...APP, baseUrl: null });
    expect(
      real.beginConnect({ shop: 'Acme-Prints', state: 's', redirectUri: REDIRECT, codeVerifier: '' }),
    ).toMatch(/^https:\/\/acme-prints\.myshopify\.com\/admin\/oauth\/authorize\?client_id=/);
  });

  it('refuses an address that is not a myshopify.com shop before anything is sent', () => {
    for (const shop of [null, '', 'shop.example.com', 'evil.com/x.myshopify.com', '-x.myshopify.com']) {
      expect(() => begin(shop)).toThrow(StoreError);
    }
  });

  it('exchanges the approved code for an expiring offline token and its refresh token', async () => {
    const auth = await complete(fake.approve(begin()));
    expect(auth).toMatchObject({ shop: SHOP, webhookSecret: null, webhookIds: [] });
    expect(auth.accessToken).toMatch(/^shpat_/);
    expect(auth.refreshToken).toMatch(/^shprt_/);
    expect(auth.expiresAt).toBe(now + 3600_000);
    const exchange = fake.requests.find((r) => r.path === '/admin/oauth/access_token')!;
    expect(exchange.shop).toBe(SHOP);
    expect(exchange.headers['content-type']).toBe('application/json');
    expect(exchange.body).toEqual({
      client_id: APP.clientId,
      client_secret: APP.clientSecret,
      code: expect.any(String),
      expiring: '1',
    });
    // The token works: the shop answers with it.
    expect(await adapter().shopInfo(auth)).toEqual({
      externalId: String(fake.shops.get(SHOP)!.id),
      name: 'Acme Prints',
      currency: 'USD',
    });
  });

  it('refuses a callback whose signature does not hold, and sends nothing to Shopify', async () => {
    const good = fake.approve(begin());
    const cases: Array<[string, Record<string, string>]> = [
      ['no hmac', { ...good, hmac: '' }],
      ['a parameter changed after signing', { ...good, state: 'state-999' }],
      ['a parameter added after signing', { ...good, extra: '1' }],
      ['signed with another secret', fake.approve(begin(), { secret: 'shpss_someone_else' })],
    ];
    for (const [why, query] of cases) {
      const err = await failure(complete(query));
      expect(err.kind, why).toBe('rejected');
      expect(err.message, why).toMatch(/not signed/);
    }
    expect(fake.requests).toEqual([]);
    // The untouched one still works (its code was not spent by the refusals).
    expect((await complete(good)).shop).toBe(SHOP);
  });

  it('refuses a callback older than 90 seconds, or for another shop than the one started', async () => {
    const old = fake.approve(begin(), { timestamp: Math.floor(now / 1000) - 91 });
    expect((await failure(complete(old))).message).toMatch(/too old/);
    const otherShop = fake.approve(begin(), { shop: 'other-shop.myshopify.com' });
    expect((await failure(complete(otherShop))).message).toMatch(/another store/);
    const notShopify = fake.approve(begin(), { shop: 'acme-prints.example.com' });
    expect((await failure(complete(notShopify))).kind).toBe('rejected');
    expect(fake.requests).toEqual([]);
    // A callback that arrives for a shop when none was started is refused too.
    expect((await failure(complete(fake.approve(begin()), null))).kind).toBe('rejected');
  });

  it('refuses a code used twice with Shopify’s words', async () => {
    const query = fake.approve(begin());
    await complete(query);
    const err = await failure(complete(query));
    expect(err.kind).toBe('rejected');
    expect(err.message).toMatch(/authorization code was not found or was already used/);
  });

  it('signs the callback as Shopify’s own library does (its published example)', () => {
    const secret = 'my super secret key';
    const query = {
      code: 'some code goes here',
      shop: 'the shop URL',
      state: 'some nonce passed from auth',
      timestamp: '1700000000',
    };
    const message = callbackMessage({ ...query, hmac: 'ignored', signature: 'ignored' });
    expect(message).toBe(
      'code=some%20code%20goes%20here&shop=the%20shop%20URL&state=some%20nonce%20passed%20from%20auth&timestamp=1700000000',
    );
    const hmac = crypto.createHmac('sha256', secret).update(message).digest('hex');
    const real = shopifyStoreAdapter({
      ...APP,
      clientSecret: secret,
      baseUrl: fake.baseUrl,
      now: () => 1700000000_000,
    });
    // Signature and age hold; it goes on to the shop check (which "the shop URL" fails).
    return expect(
      real.completeConnect({
        shop: SHOP,
        query: { ...query, hmac },
        body: null,
        redirectUri: '',
        codeVerifier: '',
      }),
    ).rejects.toThrow(/another store/);
  });
});

describe('refreshing the token', () => {
  let auth: StoreAuth;
  beforeEach(async () => {
    auth = await complete(fake.approve(begin()));
    fake.requests.length = 0;
  });

  it('leaves a token with more than five minutes left alone', async () => {
    now = auth.expiresAt! - 6 * 60_000;
    expect(await adapter().refresh(auth)).toBe(auth);
    expect(fake.requests).toEqual([]);
  });

  it('refreshes one about to end, rotating the refresh token', async () => {
    now = auth.expiresAt! - 60_000;
    const fresh = await adapter().refresh(auth);
    expect(fresh.accessToken).not.toBe(auth.accessToken);
    expect(fresh.refreshToken).not.toBe(auth.refreshToken);
    expect(fresh.expiresAt).toBe(now + 3600_000);
    expect(fake.requests[0]!.body).toEqual({
      client_id: APP.clientId,
      client_secret: APP.clientSecret,
      grant_type: 'refresh_token',
      refresh_token: auth.refreshToken,
    });
    // The used refresh token is spent: the store needs approving again if it is all that is left.
    const err = await failure(adapter().refresh(auth));
    expect(err.kind).toBe('unauthorized');
    expect(err.message).toMatch(/refresh token is invalid/);
  });

  it('answers a non-expiring token (a custom app’s) as is', async () => {
    const forever = {
      shop: SHOP,
      accessToken: fake.token(SHOP).access_token,
      refreshToken: null,
      expiresAt: null,
    };
    expect(await adapter().refresh(forever)).toBe(forever);
  });

  it('an ended token is refused with unauthorized; a refresh brings it back', async () => {
    fake.clock.now = () => auth.expiresAt! + 5_000;
    try {
      expect((await failure(adapter().shopInfo(auth))).kind).toBe('unauthorized');
      now = auth.expiresAt! + 1;
      const fresh = await adapter().refresh(auth);
      expect((await adapter().shopInfo(fresh)).name).toBe('Acme Prints');
    } finally {
      fake.clock.now = () => Date.now();
    }
  });

  it('a refresh while Shopify is down is unavailable, not a lost store', async () => {
    now = auth.expiresAt! - 60_000;
    fake.failNext({ status: 503, body: { errors: 'Service Unavailable' } });
    expect((await failure(adapter().refresh(auth))).kind).toBe('unavailable');
    // The refresh token was not spent.
    expect((await adapter().refresh(auth)).accessToken).not.toBe(auth.accessToken);
  });
});
