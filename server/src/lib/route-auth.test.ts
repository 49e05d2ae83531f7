import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp, type TestApp, type TestClient } from '../test/app';
import { signedInCompany } from '../test/company';
import { API_KEY_MSG, type ApiKeyResolver } from './route-auth';

const GOOD_KEY = 'pk_test_good';

const apiKeys: ApiKeyResolver = {
  resolve: async (key) => (key === GOOD_KEY ? { keyId: 'k1', companyId: 42 } : null),
};

/** One test-only route of each kind, answering what the request carried. */
function testRoutes(app: App) {
  const echo = async (req: { session: unknown; apiClient: unknown; body: unknown }) => ({
    session: req.session !== null,
    apiClient: req.apiClient,
    body: req.body ?? null,
  });
  app.post('/api/test/session', echo);
  app.get('/api/test/session', { config: { auth: 'session' } }, echo);
  app.post('/api/test/public', { config: { auth: 'public' } }, echo);
  app.post('/api/test/webhook', { config: { auth: 'webhook' } }, async (req) => ({
    session: req.session !== null,
    raw: Buffer.isBuffer(req.rawBody) ? req.rawBody.toString('base64') : null,
    body: req.body,
  }));
  app.get('/api/test/staff', { config: { auth: 'staff' } }, echo);
  app.post('/api/test/staff', { config: { auth: 'staff' } }, echo);
  app.post('/api/test/control', { config: { auth: 'control' } }, echo);
  app.get('/api/test/api-key', { config: { auth: 'apiKey' } }, echo);
  app.post('/api/test/api-key', { config: { auth: 'apiKey' } }, echo);
}

describe('route authentication kinds', () => {
  let t: TestApp;
  let a: { c: TestClient };
  const cookiesOf = (c: TestClient) => [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

  beforeAll(async () => {
    t = await createTestApp({}, { apiKeys, routes: testRoutes });
    a = await signedInCompany(t);
  });
  afterAll(() => t.close());

  it('answers 404, not a CSRF refusal, to an unsafe request no route matches', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/no-such-route', payload: {} });
    expect(res.statusCode).toBe(404);
  });

  describe("'session' (the default for every route that is not GET)", () => {
    it('needs the CSRF header, however the path is spelled', async () => {
      expect((await a.c.post('/api/test/session', {}, { csrf: false })).status).toBe(403);
      const encoded = await t.app.inject({
        method: 'POST',
        url: '/%61pi/test/session',
        headers: { cookie: cookiesOf(a.c) },
      });
      expect(encoded.statusCode).toBe(403);
      const ok = await a.c.post('/api/test/session', { x: 1 });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ session: true, body: { x: 1 } });
    });

    it('answers 401 without a signed-in user, declared on a GET too', async () => {
      const visitor = t.client();
      expect((await visitor.post('/api/test/session', {})).status).toBe(401);
      expect((await visitor.get('/api/test/session')).status).toBe(401);
      expect((await a.c.get('/api/test/session')).status).toBe(200);
    });
  });

  describe("'public'", () => {
    it('needs no session but still the CSRF header', async () => {
      const visitor = t.client();
      await visitor.ensureCsrf();
      expect((await visitor.post('/api/test/public', {}, { csrf: false })).status).toBe(403);
      const ok = await visitor.post('/api/test/public', {});
      expect(ok.status).toBe(200);
      expect(ok.body.session).toBe(false);
      expect((await a.c.post('/api/test/public', {})).body.session).toBe(true);
    });
  });

  describe("'webhook'", () => {
    it('skips the CSRF check, ignores the session and hands the handler the exact bytes', async () => {
      // Odd spacing and non-ASCII text: a signature covers these bytes, not a re-serialisation.
      const payload = Buffer.from('{ "event" :"paid",  "note":"Grüße ✓" }\n');
      const signature = crypto.createHmac('sha256', 'provider-secret').update(payload).digest('hex');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/test/webhook',
        headers: { 'content-type': 'application/json', 'x-signature': signature, cookie: cookiesOf(a.c) },
        payload,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.session).toBe(false);
      expect(body.body).toEqual({ event: 'paid', note: 'Grüße ✓' });
      const raw = Buffer.from(body.raw, 'base64');
      expect(raw.equals(payload)).toBe(true);
      expect(crypto.createHmac('sha256', 'provider-secret').update(raw).digest('hex')).toBe(signature);
    });

    it('is the only kind of cookie-less route: other routes have no raw body', async () => {
      const res = await a.c.post('/api/test/public', { x: 1 });
      expect(res.status).toBe(200);
      expect(res.body).not.toHaveProperty('raw');
    });
  });

  describe("'staff'", () => {
    it('answers a customer and a visitor exactly as a path no route matches, before reading the body', async () => {
      const visitor = t.client();
      await visitor.ensureCsrf();
      for (const c of [a.c, visitor]) {
        for (const method of ['GET', 'POST'] as const) {
          const res = await c.request(method, '/api/test/staff', method === 'POST' ? '{bad json' : undefined);
          const unknown = await c.request(
            method,
            '/api/test/nothing-here',
            method === 'POST' ? {} : undefined,
          );
          expect(res.status).toBe(404);
          expect(unknown.status).toBe(404);
          expect(res.body.error.message).toBe(unknown.body.error.message.replace('nothing-here', 'staff'));
          expect(res.body.error.code).toBe(unknown.body.error.code);
        }
      }
    });

    it('lets staff in, and still needs the CSRF header', async () => {
      const staff = await signedInCompany(t, { staffRole: 'operator' });
      expect((await staff.c.get('/api/test/staff')).status).toBe(200);
      expect((await staff.c.post('/api/test/staff', {}, { csrf: false })).status).toBe(403);
      expect((await staff.c.post('/api/test/staff', { x: 1 })).body).toMatchObject({
        session: true,
        body: { x: 1 },
      });
    });
  });

  describe("'control'", () => {
    it('ignores the browser session and skips the CSRF check (the handler checks its token)', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/test/control',
        headers: { cookie: cookiesOf(a.c), 'content-type': 'application/json' },
        payload: '{"x":1}',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ session: false, body: { x: 1 } });
    });
  });

  describe("'apiKey'", () => {
    it('refuses a missing, malformed or unknown Bearer key with 401', async () => {
      for (const authorization of [undefined, 'Bearer', `Basic ${GOOD_KEY}`, 'Bearer nope']) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/test/api-key',
          headers: authorization ? { authorization } : {},
        });
        expect(res.statusCode).toBe(401);
        expect(res.headers['www-authenticate']).toBe('Bearer');
        expect(res.json().error.message).toBe(API_KEY_MSG);
      }
    });

    it('ignores the browser session: a signed-in user without a key is refused', async () => {
      expect((await a.c.get('/api/test/api-key')).status).toBe(401);
      expect((await a.c.post('/api/test/api-key', {})).status).toBe(401);
    });

    it('names the caller of a valid key, with no CSRF check (there is no cookie to forge with)', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/test/api-key',
        headers: { authorization: `Bearer ${GOOD_KEY}`, 'content-type': 'application/json' },
        payload: '{"x":1}',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        session: false,
        apiClient: { keyId: 'k1', companyId: 42 },
        body: { x: 1 },
      });
    });
  });

  it('refuses a route with an unknown kind when it is registered', async () => {
    const u = await createTestApp(
      {},
      {
        routes: (app) => {
          expect(() =>
            // @ts-expect-error: not a RouteAuth
            app.post('/api/test/typo', { config: { auth: 'sesion' } }, async () => ({})),
          ).toThrow(/unknown auth 'sesion'/);
        },
      },
    );
    await u.close();
  });
});
