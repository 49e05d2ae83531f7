import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 when ready and hands out a csrf cookie', async () => {
    const c = t.client();
    const res = await c.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    expect(c.cookies.get('csrf')).toBeTruthy();
  });

  it('refuses a non-GET request without the X-CSRF-TOKEN header', async () => {
    const c = t.client();
    await c.ensureCsrf();
    const res = await c.post('/api/errors', { message: 'x' }, { csrf: false });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('csrf');
  });

  it('stores an error report from the web app', async () => {
    const c = t.client();
    const res = await c.post('/api/errors', {
      message: 'TypeError: boom',
      component: 'Dashboard',
      email: 'a@b.co',
    });
    expect(res.status).toBe(201);
    const bad = await c.post('/api/errors', { message: '' });
    expect(bad.status).toBe(400);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.client().get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });
});
