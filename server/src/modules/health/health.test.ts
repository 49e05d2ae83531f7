import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorReports } from '../../db/schema';
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

describe('POST /api/errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('masks one-time tokens in the reported address', async () => {
    const res = await t.client().post('/api/errors', { message: 'x', url: 'http://h/reset/SECRET123?a=1' });
    expect(res.status).toBe(201);
    const [row] = await t.app.ctx.db.select().from(errorReports).where(eq(errorReports.id, res.body.id));
    expect(row!.url).toBe('http://h/reset/…?a=1');
  });

  it('limits how many reports one client may post per minute', async () => {
    const c = t.client();
    c.ip = '198.51.100.9';
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await c.post('/api/errors', { message: `e${i}` })).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
  });
});
