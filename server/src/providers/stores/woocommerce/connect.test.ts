import { STORE_MSG } from '@pressrun/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { storeAdapters } from '../index';
import type { StoreAdapter, StoreError } from '../port';
import type { SandboxStoreBackend } from '../sandbox';
import { wooStoreAdapter } from './adapter';
import { startTestSite, type TestSite } from './test-site';

const CALLBACK = 'https://app.pressrun.example/api/stores/callback/woocommerce';
const STATE = 'st_3kq9ZxY-_8abc';

let site: TestSite;
let woo: StoreAdapter;

beforeAll(async () => {
  site = await startTestSite({ home: 'https://shop.example.com', currency: 'eur' });
  woo = wooStoreAdapter({ appName: 'PressRun', baseUrl: site.url, timeoutMs: 2_000 });
});
afterAll(() => site.close());

const failure = async (p: Promise<unknown> | (() => unknown)) => {
  try {
    await (typeof p === 'function' ? p() : p);
  } catch (e) {
    return e as StoreError;
  }
  throw new Error('expected a StoreError');
};

/** Begins, approves at the test site, and hands its two requests to the adapter as the module would. */
async function connect(choice: 'approve' | 'deny' = 'approve') {
  const url = woo.beginConnect({
    shop: 'Shop.Example.com/',
    state: STATE,
    redirectUri: CALLBACK,
    codeVerifier: 'v',
  });
  const wc = site.authorize(url, choice);
  return { url, wc };
}

describe('WooCommerce connect: the key exchange', () => {
  it('sends the user to the site’s /wc-auth/v1/authorize with read/write scope and the state as user_id', () => {
    const url = new URL(
      woo.beginConnect({ shop: 'shop.example.com', state: STATE, redirectUri: CALLBACK, codeVerifier: 'v' }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://shop.example.com/wc-auth/v1/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      app_name: 'PressRun',
      scope: 'read_write',
      user_id: STATE,
      return_url: CALLBACK,
      callback_url: CALLBACK,
    });
  });

  it('keeps a WordPress in a folder, and refuses what is not a web address', async () => {
    const url = woo.beginConnect({
      shop: 'https://example.com/shop/',
      state: STATE,
      redirectUri: CALLBACK,
      codeVerifier: 'v',
    });
    expect(url.startsWith('https://example.com/shop/wc-auth/v1/authorize?')).toBe(true);
    for (const shop of ['ftp://example.com', 'https://user:pw@example.com', 'http://'])
      expect(
        await failure(() =>
          woo.beginConnect({ shop, state: STATE, redirectUri: CALLBACK, codeVerifier: '' }),
        ),
      ).toMatchObject({ kind: 'rejected', message: STORE_MSG.siteInvalid });
    expect(
      await failure(() =>
        woo.beginConnect({ shop: null, state: STATE, redirectUri: CALLBACK, codeVerifier: '' }),
      ),
    ).toMatchObject({ kind: 'rejected', message: STORE_MSG.siteRequired });
  });

  it('refuses to begin when PressRun’s callback is not https (WooCommerce would refuse it too)', async () => {
    const http = 'http://localhost:3000/api/stores/callback/woocommerce';
    const err = await failure(() =>
      woo.beginConnect({ shop: 'shop.example.com', state: STATE, redirectUri: http, codeVerifier: '' }),
    );
    expect(err).toMatchObject({ kind: 'rejected' });
    expect(err.message).toContain('https');
    // The test site, like WC_Auth, refuses such a callback_url.
    expect(() =>
      site.authorize(
        `https://shop.example.com/wc-auth/v1/authorize?app_name=a&scope=read_write&user_id=1&return_url=${http}&callback_url=${http}`,
      ),
    ).toThrow('The callback_url needs to be over SSL');
  });

  it('takes the POSTed keys as credentials, the browser’s return as finishing, and the keys work', async () => {
    const { wc } = await connect();
    expect(wc.post!.url).toBe(CALLBACK);
    expect(wc.appName).toBe('PressRun');
    const posted = { method: 'POST', query: {}, body: JSON.parse(wc.post!.body) };
    expect(woo.readCallback!(posted)).toEqual({ kind: 'credentials', state: STATE });
    const auth = await woo.completeConnect({
      shop: 'https://shop.example.com',
      query: {},
      body: posted.body,
      redirectUri: CALLBACK,
      codeVerifier: '',
    });
    expect(auth).toMatchObject({
      shop: 'https://shop.example.com',
      accessToken: posted.body.consumer_key,
      secret: posted.body.consumer_secret,
      expiresAt: null,
      webhookIds: [],
    });
    expect(auth.webhookSecret).toMatch(/^[\w-]{40,}$/);
    // The browser then comes back to the same address with the state: nothing left to exchange.
    const back = new URL(wc.redirect);
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    expect(
      woo.readCallback!({ method: 'GET', query: Object.fromEntries(back.searchParams), body: undefined }),
    ).toEqual({ kind: 'returned', state: STATE });
    // … where the module finishes: the keys read the shop.
    expect(await woo.shopInfo(auth)).toEqual({
      externalId: 'https://shop.example.com',
      name: "Tom & Jerry's Prints",
      currency: 'EUR',
    });
  });

  it('reads "Deny" as denied, and anything else as no callback of WooCommerce’s', async () => {
    const { wc } = await connect('deny');
    expect(wc.post).toBeNull();
    const back = new URL(wc.redirect);
    expect(
      woo.readCallback!({ method: 'GET', query: Object.fromEntries(back.searchParams), body: undefined }),
    ).toEqual({ kind: 'denied', state: STATE });
    expect(woo.readCallback!({ method: 'GET', query: { code: 'x', state: 'y' }, body: undefined })).toEqual({
      kind: 'invalid',
    });
    expect(woo.readCallback!({ method: 'POST', query: {}, body: { user_id: STATE } })).toEqual({
      kind: 'invalid',
    });
    expect(woo.readCallback!({ method: 'POST', query: {}, body: 'not json' })).toEqual({ kind: 'invalid' });
  });

  it('takes the keys from a body kept as text, and refuses one without keys or with read-only keys', async () => {
    const keys = site.addKey();
    const body = {
      key_id: keys.keyId,
      user_id: STATE,
      consumer_key: keys.ck,
      consumer_secret: keys.cs,
      key_permissions: 'read_write',
    };
    const input = { shop: 'https://shop.example.com', query: {}, redirectUri: CALLBACK, codeVerifier: '' };
    expect((await woo.completeConnect({ ...input, body: JSON.stringify(body) })).accessToken).toBe(keys.ck);
    expect(await failure(woo.completeConnect({ ...input, body: { user_id: STATE } }))).toMatchObject({
      kind: 'rejected',
      message: 'WooCommerce sent no API keys.',
    });
    const readOnly = await failure(
      woo.completeConnect({ ...input, body: { ...body, key_permissions: 'read' } }),
    );
    expect(readOnly.kind).toBe('rejected');
    expect(readOnly.message).toContain('read/write');
  });
});

describe('WooCommerce configuration', () => {
  it('uses the real key exchange when WOOCOMMERCE_APP_NAME is set, the sandbox store otherwise', () => {
    const backend = {} as SandboxStoreBackend;
    const on = loadConfig({ WOOCOMMERCE_APP_NAME: 'PressRun', WOOCOMMERCE_BASE_URL: `${site.url}/` });
    expect(on.stores.woocommerce).toEqual({ appName: 'PressRun', baseUrl: site.url });
    const adapters = storeAdapters(on.stores, 'https://app.pressrun.example', backend);
    expect(adapters.woocommerce.mode).toBe('live');
    expect(adapters.shopify.mode).toBe('sandbox');
    const off = loadConfig({});
    expect(off.stores.woocommerce).toBeNull();
    expect(storeAdapters(off.stores, 'https://app.pressrun.example', backend).woocommerce.mode).toBe(
      'sandbox',
    );
  });
});
