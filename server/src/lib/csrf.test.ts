import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUp } from '../modules/auth/test-helpers';
import { seedCatalog } from '../modules/catalog/seed';
import { createTestApp, type TestApp, type TestClient } from '../test/app';
import { signedInCompany } from '../test/company';

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#457b9d' } })
    .png()
    .toBuffer();

/** A multipart body with one file part, as a browser form would send it. */
function multipart(filename: string, bytes: Buffer) {
  const boundary = 'csrf-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('CSRF', () => {
  let t: TestApp;
  let victim: { c: TestClient; companyId: number };
  let templateId: number;
  let fileId: number;

  /** A request carrying the victim's cookies (as a cross-site form post would), with `cookies` on top. */
  const forged = (
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    opts: { cookies?: Record<string, string>; headers?: Record<string, string>; payload?: unknown } = {},
  ) => {
    const jar = new Map(victim.c.cookies);
    for (const [k, v] of Object.entries(opts.cookies ?? {})) jar.set(k, v);
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    return t.app.inject({
      method,
      url,
      headers: { cookie, ...(opts.headers ?? {}) },
      payload: opts.payload as string,
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.app, { images: false });
    victim = await signedInCompany(t);
    const tpl = await victim.c.post('/api/templates', {
      sku: '22001',
      layers: [{ id: 't', type: 'text', source: 'Hi', left: 0, top: 0, width: 10, height: 10, rotation: 0 }],
    });
    expect(tpl.status).toBe(201);
    templateId = tpl.body.template.id;
    const up = await victim.c.post('/api/files', undefined, {
      multipart: [{ name: 'file', value: await png(), filename: 'a.png', contentType: 'image/png' }],
    });
    expect(up.status).toBe(201);
    fileId = up.body.files[0].id;
  });
  afterAll(() => t.close());

  describe('runs on the route the router matched, whatever the spelling of the path', () => {
    const prefixes = ['/%61pi', '/%61%70%69', '/ap%69'];

    it.each(prefixes)('%s: renaming a template without the header is 403', async (prefix) => {
      const res = await forged('PATCH', `${prefix}/templates/${templateId}`, {
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ name: 'pwned' }),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('csrf');
      const tpl = await victim.c.get(`/api/templates/${templateId}`);
      expect(tpl.body.template.name).not.toBe('pwned');
    });

    it.each(prefixes)('%s: uploading a file without the header is 403', async (prefix) => {
      const before = (await victim.c.get('/api/files')).body.files.length;
      const { body, contentType } = multipart('evil.png', await png());
      const res = await forged('POST', `${prefix}/files`, {
        headers: { 'content-type': contentType },
        payload: body,
      });
      expect(res.statusCode).toBe(403);
      expect((await victim.c.get('/api/files')).body.files.length).toBe(before);
    });

    it.each(prefixes)('%s: replacing a template preview without the header is 403', async (prefix) => {
      const { body, contentType } = multipart('p.png', await png());
      const res = await forged('POST', `${prefix}/templates/${templateId}/preview`, {
        headers: { 'content-type': contentType },
        payload: body,
      });
      expect(res.statusCode).toBe(403);
    });

    it.each(prefixes)('%s: deleting a file without the header is 403', async (prefix) => {
      const res = await forged('DELETE', `${prefix}/files/${fileId}`);
      expect(res.statusCode).toBe(403);
      expect((await victim.c.get(`/api/files/${fileId}`)).status).toBe(200);
    });

    it.each(prefixes)(
      '%s: logging out without the header is 403 and the session lives on',
      async (prefix) => {
        const c = t.client();
        await signUp(c);
        const jar = [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
        const res = await t.app.inject({
          method: 'POST',
          url: `${prefix}/auth/logout`,
          headers: { cookie: jar },
        });
        expect(res.statusCode).toBe(403);
        expect((await c.get('/api/auth/me')).status).toBe(200);
      },
    );
  });

  it('guards every route of the OpenAPI document that changes something', async () => {
    // Routes declared 'apiKey' or 'webhook' (no cookies, so nothing to forge) go here, by name.
    const exempt = new Set<string>([
      'POST /api/checkout/webhooks/stripe',
      'POST /api/stores/callback/{platform}',
      'POST /api/stores/hooks/{platform}/{id}',
      'POST /api/stores/shopify/compliance',
      'POST /api/v1/quotes',
      'POST /api/v1/orders',
      'POST /api/v1/orders/{id}/cancel',
      'POST /api/v1/webhooks',
      'PATCH /api/v1/webhooks/{id}',
      'DELETE /api/v1/webhooks/{id}',
      'POST /api/v1/webhooks/{id}/rotate-secret',
      'POST /api/v1/webhooks/{id}/test',
      'POST /api/v1/webhooks/{id}/deliveries/{delivery_id}/replay',
    ]);
    // biome-ignore lint/suspicious/noExplicitAny: the document as @fastify/swagger returns it
    const doc = t.app.swagger() as any;
    const unguarded: string[] = [];
    for (const [path, ops] of Object.entries<Record<string, unknown>>(doc.paths))
      for (const method of ['post', 'put', 'patch', 'delete'].filter((m) => ops[m])) {
        const route = `${method.toUpperCase()} ${path}`;
        if (exempt.has(route)) continue;
        const res = await forged(method.toUpperCase() as 'POST', path.replace(/\{[^}]+\}/g, '1'));
        if (res.statusCode !== 403 || res.json().error.code !== 'csrf')
          unguarded.push(`${route}: ${res.statusCode}`);
      }
    expect(unguarded).toEqual([]);
  });

  describe('is bound to the session', () => {
    it('refuses a planted cookie and header of the attacker’s choosing', async () => {
      const res = await forged('PATCH', `/api/templates/${templateId}`, {
        cookies: { csrf: 'attacker-chosen' },
        headers: { 'content-type': 'application/json', 'x-csrf-token': 'attacker-chosen' },
        payload: JSON.stringify({ name: 'pwned' }),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('csrf');
    });

    it('refuses a token the server issued for another session or for a visitor', async () => {
      const attacker = await signedInCompany(t);
      const visitor = t.client();
      await visitor.ensureCsrf();
      for (const token of [attacker.c.cookies.get('csrf')!, visitor.cookies.get('csrf')!]) {
        const res = await forged('PATCH', `/api/templates/${templateId}`, {
          cookies: { csrf: token },
          headers: { 'content-type': 'application/json', 'x-csrf-token': token },
          payload: JSON.stringify({ name: 'pwned' }),
        });
        expect(res.statusCode).toBe(403);
      }
      expect((await victim.c.get(`/api/templates/${templateId}`)).body.template.name).not.toBe('pwned');
    });

    it('hands out a new token on sign-in, refresh and sign-out, and the flow works throughout', async () => {
      const c = t.client();
      await c.ensureCsrf();
      const visitorToken = c.cookies.get('csrf');
      const { email } = await signUp(c);
      const afterSignUp = c.cookies.get('csrf');
      expect(afterSignUp).not.toBe(visitorToken);
      expect((await c.post('/api/auth/refresh')).status).toBe(200);
      const afterRefresh = c.cookies.get('csrf');
      expect(afterRefresh).not.toBe(afterSignUp);
      expect((await c.post('/api/errors', { message: 'works' })).status).toBe(201);
      expect((await c.post('/api/auth/logout')).status).toBe(204);
      // Signed out, the next response hands out a visitor's token and sign-in works with it.
      await c.ensureCsrf();
      expect(c.cookies.get('csrf')).toBeTruthy();
      const login = await c.post('/api/auth/login', { email, password: PASSWORD });
      expect(login.status).toBe(200);
      expect((await c.post('/api/auth/refresh')).status).toBe(200);
    });

    it('refuses a token that does not fit the session, handing out one that does', async () => {
      const c = t.client();
      await signUp(c);
      c.cookies.set('csrf', 'stale-or-foreign');
      expect((await c.post('/api/errors', { message: 'x' })).status).toBe(403);
      // The refusal itself hands out a fitting token, so a client may retry once.
      expect(c.cookies.get('csrf')).not.toBe('stale-or-foreign');
      expect((await c.post('/api/errors', { message: 'x' })).status).toBe(201);
    });

    it('lets a visitor whose access cookie has expired refresh with the token of the ended access', async () => {
      const c = t.client();
      await signUp(c);
      // The browser drops the access cookie when it expires; the csrf and refresh cookies stay.
      c.cookies.delete('access');
      expect((await c.post('/api/auth/refresh')).status).toBe(200);
      expect((await c.get('/api/auth/me')).status).toBe(200);
    });
  });
});
