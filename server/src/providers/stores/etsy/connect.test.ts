import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StoreAuth } from '../port';
import { etsyStoreAdapter } from './adapter';
import type { EtsyApp } from './client';
import {
  connectShop,
  type FakeEtsy,
  KEYSTRING,
  REDIRECT_URI,
  SHARED_SECRET,
  SHOP_ID,
  SHOP_NAME,
  startFakeEtsy,
  USER_ID,
} from './fake-etsy';
import { appFor, failure } from './test-shop';

let clock = Date.UTC(2026, 4, 4, 12);
let fake: FakeEtsy;
let app: EtsyApp;

beforeAll(async () => {
  fake = await startFakeEtsy({ now: () => clock });
  app = appFor(fake, () => clock);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const tokenCalls = () => fake.requests.filter((r) => r.path === '/v3/public/oauth/token');
const form = (body: Buffer) => Object.fromEntries(new URLSearchParams(body.toString('utf8')));

describe('Etsy: connecting a shop (OAuth 2 with PKCE)', () => {
  it('sends the seller to Etsy’s connect page with the scopes and the S256 challenge of the verifier', () => {
    const verifier = 'a-verifier-of-forty-three-characters-at-least-0123';
    const url = etsyStoreAdapter(app).beginConnect({
      shop: null,
      state: 'state-1',
      redirectUri: REDIRECT_URI,
      codeVerifier: verifier,
    });
    const u = new URL(url);
    expect(`${u.origin}${u.pathname}`).toBe(`${fake.url}/oauth/connect`);
    expect(Object.fromEntries(u.searchParams)).toEqual({
      response_type: 'code',
      client_id: KEYSTRING,
      redirect_uri: REDIRECT_URI,
      scope: 'listings_r listings_w transactions_r transactions_w shops_r',
      state: 'state-1',
      code_challenge: crypto.createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    });
    // Spaces as Etsy's example writes them, not '+'.
    expect(url).toContain('scope=listings_r%20listings_w%20transactions_r%20transactions_w%20shops_r');
    expect(fake.requests).toHaveLength(0);
  });

  it('exchanges the code with the verifier, form-encoded, and names the shop and its owner', async () => {
    const auth = await connectShop(fake, etsyStoreAdapter(app));
    expect(auth).toMatchObject({
      shop: String(SHOP_ID),
      userId: String(USER_ID),
      expiresAt: clock + 3600_000,
    });
    expect(auth.accessToken).toMatch(new RegExp(`^${USER_ID}\\.`));
    expect(auth.refreshToken).toBeTruthy();

    const [exchange] = tokenCalls();
    expect(exchange!.method).toBe('POST');
    expect(exchange!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.keys(form(exchange!.body)).sort()).toEqual([
      'client_id',
      'code',
      'code_verifier',
      'grant_type',
      'redirect_uri',
    ]);
    expect(form(exchange!.body)).toMatchObject({
      grant_type: 'authorization_code',
      client_id: KEYSTRING,
      redirect_uri: REDIRECT_URI,
    });
    const shops = fake.requests.find((r) => r.path === `/v3/application/users/${USER_ID}/shops`)!;
    expect(shops.headers['x-api-key']).toBe(`${KEYSTRING}:${SHARED_SECRET}`);
    expect(shops.headers.authorization).toBe(`Bearer ${auth.accessToken}`);
  });

  it('a code exchanged with another verifier, or twice, is a failed connection', async () => {
    const adapter = etsyStoreAdapter(app);
    const url = adapter.beginConnect({
      shop: null,
      state: 's',
      redirectUri: REDIRECT_URI,
      codeVerifier: 'v'.repeat(43),
    });
    const query = fake.approve(url);
    const wrong = await failure(
      adapter.completeConnect({
        shop: null,
        query,
        body: null,
        redirectUri: REDIRECT_URI,
        codeVerifier: 'w'.repeat(43),
      }),
    );
    expect(wrong.kind).toBe('rejected');
    expect(wrong.message).toMatch(/code_verifier is invalid/);
    // The fake, like Etsy, spends a code on its first exchange.
    const again = await failure(
      adapter.completeConnect({
        shop: null,
        query,
        body: null,
        redirectUri: REDIRECT_URI,
        codeVerifier: 'v'.repeat(43),
      }),
    );
    expect(again.kind).toBe('rejected');
  });

  it('a seller who declines, or a callback without a code, is a failed connection without a call', async () => {
    const adapter = etsyStoreAdapter(app);
    const input = { shop: null, body: null, redirectUri: REDIRECT_URI, codeVerifier: 'v'.repeat(43) };
    const declined = await failure(
      adapter.completeConnect({
        ...input,
        query: { error: 'access_denied', error_description: 'The user denied', state: 's' },
      }),
    );
    expect(declined).toMatchObject({
      kind: 'rejected',
      message: 'Connecting the Etsy shop was not approved on Etsy.',
    });
    expect((await failure(adapter.completeConnect({ ...input, query: { state: 's' } }))).kind).toBe(
      'rejected',
    );
    expect(fake.requests).toHaveLength(0);
  });

  it('an Etsy account without a shop cannot be connected', async () => {
    const err = await failure(connectShop(fake, etsyStoreAdapter(app), 99_000_111));
    expect(err).toMatchObject({
      kind: 'rejected',
      message: 'This Etsy account has no shop: open one on Etsy, then connect it.',
    });
  });

  it('shopInfo names the shop and its currency', async () => {
    const adapter = etsyStoreAdapter(app);
    const auth = await connectShop(fake, adapter);
    expect(await adapter.shopInfo(auth)).toEqual({
      externalId: String(SHOP_ID),
      name: SHOP_NAME,
      currency: 'USD',
    });
  });

  it('sends the keystring alone as the API key when no shared secret is configured', async () => {
    const legacy = await startFakeEtsy({ now: () => clock, requireSecret: false });
    try {
      const adapter = etsyStoreAdapter({
        ...app,
        clientSecret: null,
        apiBase: legacy.url,
        authBase: legacy.url,
      });
      const auth = await connectShop(legacy, adapter);
      await adapter.shopInfo(auth);
      const calls = legacy.requests.filter((r) => r.path.startsWith('/v3/application/'));
      expect(calls.map((r) => r.headers['x-api-key'])).toEqual([KEYSTRING, KEYSTRING]);
    } finally {
      await legacy.close();
    }
  });
});

describe('Etsy: an hour-long token and its renewal', () => {
  let adapter: ReturnType<typeof etsyStoreAdapter>;
  let auth: StoreAuth;
  beforeEach(async () => {
    adapter = etsyStoreAdapter(app);
    auth = await connectShop(fake, adapter);
    fake.requests.length = 0;
  });

  it('keeps a token with more than a minute left, renews one within a minute of expiring', async () => {
    clock += 3600_000 - 61_000;
    expect(await adapter.refresh(auth)).toBe(auth);
    expect(fake.requests).toHaveLength(0);

    clock += 2_000;
    const renewed = await adapter.refresh(auth);
    expect(renewed.accessToken).not.toBe(auth.accessToken);
    expect(renewed.refreshToken).not.toBe(auth.refreshToken);
    expect(renewed).toMatchObject({ shop: auth.shop, userId: auth.userId, expiresAt: clock + 3600_000 });
    expect(form(tokenCalls()[0]!.body)).toEqual({
      grant_type: 'refresh_token',
      client_id: KEYSTRING,
      refresh_token: auth.refreshToken,
    });
    // Etsy replaced the refresh token: the old one is spent (another process holding it is refused;
    // this one hands its callers the renewal it already has), and the new pair works.
    expect((await adapter.refresh({ ...auth, expiresAt: clock })).accessToken).toBe(renewed.accessToken);
    expect((await failure(etsyStoreAdapter(app).refresh({ ...auth, expiresAt: clock }))).kind).toBe(
      'unauthorized',
    );
    expect(await adapter.shopInfo(renewed)).toMatchObject({ externalId: String(SHOP_ID) });
  });

  it('a refresh Etsy refuses (PressRun removed from the account) is unauthorized', async () => {
    fake.revokeAll();
    clock += 3600_000;
    expect((await failure(adapter.refresh(auth))).kind).toBe('unauthorized');
  });

  it('renews an expired token before a call, writing the new pair into the StoreAuth handed in', async () => {
    const before = { ...auth };
    clock += 3600_001;
    await adapter.shopInfo(auth);
    expect(tokenCalls()).toHaveLength(1);
    expect(auth.accessToken).not.toBe(before.accessToken);
    expect(auth.refreshToken).not.toBe(before.refreshToken);
    expect(auth.expiresAt).toBe(clock + 3600_000);
  });

  it('a token Etsy refuses early (invalid_token) is renewed once and the call made again', async () => {
    const before = auth.accessToken;
    fake.expireAccessTokens();
    expect(await adapter.shopInfo(auth)).toMatchObject({ name: SHOP_NAME });
    expect(tokenCalls()).toHaveLength(1);
    expect(auth.accessToken).not.toBe(before);
    const shopCalls = fake.requests.filter((r) => r.path.endsWith('/shops'));
    expect(shopCalls.map((r) => r.headers.authorization)).toEqual([
      `Bearer ${before}`,
      `Bearer ${auth.accessToken}`,
    ]);
  });

  it('is unauthorized when the renewal is refused, or the renewed token is refused too (one renewal only)', async () => {
    fake.revokeAll();
    expect((await failure(adapter.shopInfo(auth))).kind).toBe('unauthorized');

    const fresh = await connectShop(fake, adapter);
    fake.requests.length = 0;
    fake.interrupt(/\/shops$/, { status: 401, json: { error: 'invalid_token' } });
    fake.interrupt(/\/shops$/, { status: 401, json: { error: 'invalid_token' } });
    expect((await failure(adapter.shopInfo(fresh))).kind).toBe('unauthorized');
    expect(tokenCalls()).toHaveLength(1);
  });

  it('two calls that find the token expired share one renewal', async () => {
    clock += 3600_000;
    const [info, products] = await Promise.all([adapter.shopInfo(auth), adapter.listProducts(auth, null)]);
    expect(info.externalId).toBe(String(SHOP_ID));
    expect(products.next).toBeNull();
    expect(tokenCalls()).toHaveLength(1);
  });
});

describe('Etsy: failures as the stores module acts on them', () => {
  let adapter: ReturnType<typeof etsyStoreAdapter>;
  let auth: StoreAuth;
  beforeAll(async () => {
    adapter = etsyStoreAdapter(app);
    auth = await connectShop(fake, adapter);
  });

  it('a 429 waits as Retry-After says, or a second, or a quarter hour when the day’s allowance is gone', async () => {
    fake.interrupt(/\/shops$/, {
      status: 429,
      json: { error: 'Too many requests' },
      headers: { 'retry-after': '7' },
    });
    expect(await failure(adapter.shopInfo(auth))).toMatchObject({
      kind: 'rate_limited',
      retryAfterMs: 7_000,
    });
    fake.interrupt(/\/shops$/, {
      status: 429,
      json: { error: 'Too many requests' },
      headers: { 'x-remaining-this-second': '0' },
    });
    expect(await failure(adapter.shopInfo(auth))).toMatchObject({
      kind: 'rate_limited',
      retryAfterMs: 1_000,
    });
    fake.interrupt(/\/shops$/, {
      status: 429,
      json: { error: 'Daily limit' },
      headers: { 'x-remaining-today': '0' },
    });
    expect(await failure(adapter.shopInfo(auth))).toMatchObject({
      kind: 'rate_limited',
      retryAfterMs: 900_000,
    });
  });

  it('Etsy down, a dropped connection or no answer within the timeout is unavailable', async () => {
    fake.interrupt(/\/shops$/, { status: 503, json: { error: 'Service Unavailable' } });
    expect((await failure(adapter.shopInfo(auth))).kind).toBe('unavailable');
    fake.interrupt(/\/shops$/, 'hang-up');
    expect((await failure(adapter.shopInfo(auth))).kind).toBe('unavailable');
    fake.interrupt(/\/shops$/, 'stall');
    const started = Date.now();
    const slow = etsyStoreAdapter({ ...app, timeoutMs: 300 });
    expect((await failure(slow.shopInfo(auth))).kind).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('a request Etsy refuses is rejected in Etsy’s words; a missing thing is not_found; a wrong API key unauthorized', async () => {
    fake.interrupt(/\/shops$/, { status: 400, json: { error: 'Invalid user_id' } });
    expect(await failure(adapter.shopInfo(auth))).toMatchObject({
      kind: 'rejected',
      message: 'Invalid user_id',
    });
    fake.interrupt(/\/shops$/, { status: 404, json: { error: 'Not found' } });
    expect((await failure(adapter.shopInfo(auth))).kind).toBe('not_found');
    const wrongKey = etsyStoreAdapter({ ...app, clientSecret: 'not-the-secret' });
    expect((await failure(wrongKey.shopInfo(auth))).kind).toBe('unauthorized');
  });
});
