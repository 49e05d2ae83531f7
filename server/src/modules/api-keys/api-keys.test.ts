import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../../db/schema';
import { createTestApp, type TestApp, type TestClient } from '../../test/app';
import { signUp } from '../auth/test-helpers';
import { apiKeyResolver } from './service';

const KEY = /^pr_live_[0-9A-Za-z]{32}$/;

describe('/api/api-keys', () => {
  let t: TestApp;
  let a: TestClient;
  let b: TestClient;
  let now = Date.now();
  const resolver = () => apiKeyResolver(t.app.ctx.db, () => now);
  beforeAll(async () => {
    t = await createTestApp();
    a = t.client();
    b = t.client();
    await signUp(a);
    await signUp(b);
  });
  afterAll(() => t.close());

  it('shows the key made with the account whole once, then only its prefix', async () => {
    const first = await a.get('/api/api-keys');
    expect(first.status).toBe(200);
    expect(first.body.keys).toHaveLength(1);
    const [key] = first.body.keys;
    expect(key.name).toBe('Default key');
    expect(key.reveal).toMatch(KEY);
    expect(key.prefix).toBe(key.reveal.slice(0, 12));
    expect(key.revoked_at).toBeNull();
    const again = await a.get('/api/api-keys');
    expect(again.body.keys[0]).toMatchObject({ id: key.id, prefix: key.prefix, reveal: null });
    // Stored hashed: the whole key is nowhere in the table any more.
    const rows = await t.app.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(rows[0]!.reveal).toBeNull();
    expect(rows[0]!.keyHash).not.toContain(key.reveal.slice(8));
    expect(await resolver().resolve(key.reveal)).toMatchObject({ keyId: String(key.id) });
  });

  it('shows a waiting key to only one of two pages loading at once', async () => {
    const c = t.client();
    await signUp(c);
    const [x, y] = await Promise.all([c.get('/api/api-keys'), c.get('/api/api-keys')]);
    const shown = [x, y].filter((r) => r.body.keys[0].reveal !== null);
    expect(shown).toHaveLength(1);
  });

  it('creates, renames and revokes a key; a revoked key stops working at once', async () => {
    const made = await a.post('/api/api-keys', { name: '  Shopify  ' });
    expect(made.status).toBe(201);
    expect(made.body.key).toMatchObject({ name: 'Shopify', last_used_at: null });
    const whole = made.body.key.reveal as string;
    expect(whole).toMatch(KEY);
    const client = await resolver().resolve(whole);
    expect(client).not.toBeNull();

    const renamed = await a.patch(`/api/api-keys/${made.body.key.id}`, { name: 'Etsy' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.key).toMatchObject({ name: 'Etsy', reveal: null });
    const list = await a.get('/api/api-keys');
    const listed = list.body.keys.find((k: { id: number }) => k.id === made.body.key.id);
    expect(listed).toMatchObject({ name: 'Etsy', reveal: null });
    expect(listed.last_used_at).not.toBeNull();

    const revoked = await a.delete(`/api/api-keys/${made.body.key.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.key.revoked_at).not.toBeNull();
    expect(await resolver().resolve(whole)).toBeNull();
  });

  it("answers 404 for another company's key and leaves it alone", async () => {
    const made = await b.post('/api/api-keys', { name: 'Mine' });
    const id = made.body.key.id;
    expect((await a.patch(`/api/api-keys/${id}`, { name: 'Stolen' })).status).toBe(404);
    const del = await a.delete(`/api/api-keys/${id}`);
    expect(del.status).toBe(404);
    expect(del.body.error.message).toBe('No such API key.');
    expect(await resolver().resolve(made.body.key.reveal)).not.toBeNull();
    expect((await a.get('/api/api-keys')).body.keys.map((k: { id: number }) => k.id)).not.toContain(id);
  });

  it('refuses a missing or overlong name and a bad id with a clear 400, and a signed-out caller with 401', async () => {
    for (const body of [{}, { name: '   ' }, { name: 'x'.repeat(81) }]) {
      const res = await a.post('/api/api-keys', body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/name/);
    }
    expect((await a.patch('/api/api-keys/abc', { name: 'x' })).status).toBe(400);
    expect((await t.client().get('/api/api-keys')).status).toBe(401);
  });

  it('writes last_used_at at most once a minute', async () => {
    const made = await a.post('/api/api-keys', { name: 'Clock' });
    const key = made.body.key.reveal as string;
    const usedAt = async () =>
      (await t.app.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, made.body.key.id)))[0]!.lastUsedAt;
    await resolver().resolve(key);
    const first = await usedAt();
    now += 30_000;
    await resolver().resolve(key);
    expect(await usedAt()).toEqual(first);
    now += 31_000;
    await resolver().resolve(key);
    expect((await usedAt())!.getTime()).toBe(now);
  });
});
