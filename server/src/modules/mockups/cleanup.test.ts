import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, mockupCache, mockupRenders, productTemplates } from '../../db/schema';
import { createTestApp, type TestApp, type TestClient } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { renderReferences } from '../templates';
import { CLEANUP_EVERY_MS, CLEANUP_JOB, cleanUpRenders } from './cleanup';
import { useTestProducts } from './test-products';

describe('cleaning up old mockup renders', () => {
  let t: TestApp;
  let a: { c: TestClient; companyId: number };

  /** The listing renders are not what this file is about: their jobs are left for tomorrow. */
  const postponeListings = () =>
    t.app.ctx.db
      .update(jobs)
      .set({ runAt: sql`now() + interval '1 day'` })
      .where(eq(jobs.type, 'mockup.listings'));
  /** A text-only design rendered for TEST-MUG; answers its render row. */
  const render = async (text: string) => {
    const layers = [
      { id: 't', type: 'text', source: text, left: 100, top: 100, width: 2000, height: 600, rotation: 0 },
    ];
    const res = await a.c.post('/api/mockups', { sku: 'TEST-MUG', layers });
    expect(res.status).toBeLessThan(300);
    await t.app.ctx.jobs.drain();
    await postponeListings();
    const [row] = await t.app.ctx.db.select().from(mockupRenders).where(eq(mockupRenders.id, res.body.id));
    expect(row!.status).toBe('done');
    return row!;
  };
  const imageKeys = (row: { previews: Array<{ key: string }>; printFile: { key: string } | null }) => [
    ...row.previews.map((p) => p.key),
    row.printFile!.key,
  ];
  const age = async (row: { id: string; cacheKey: string }, days: number) => {
    const at = sql`now() - make_interval(days => ${days})`;
    await t.app.ctx.db.update(mockupRenders).set({ createdAt: at }).where(eq(mockupRenders.id, row.id));
    await t.app.ctx.db
      .update(mockupCache)
      .set({ createdAt: at })
      .where(eq(mockupCache.cacheKey, row.cacheKey));
  };
  const renderExists = async (id: string) =>
    (await t.app.ctx.db.select().from(mockupRenders).where(eq(mockupRenders.id, id))).length === 1;
  const cacheExists = async (cacheKey: string) =>
    (await t.app.ctx.db.select().from(mockupCache).where(eq(mockupCache.cacheKey, cacheKey))).length === 1;
  const stored = async (keys: string[]) =>
    (await Promise.all(keys.map((k) => t.app.ctx.storage.exists(k)))).every(Boolean);
  const nothingStored = async (keys: string[]) =>
    !(await Promise.all(keys.map((k) => t.app.ctx.storage.exists(k)))).some(Boolean);

  beforeAll(async () => {
    t = await createTestApp();
    await useTestProducts(t.app.ctx);
    a = await signedInCompany(t);
  });
  afterAll(() => t.close());

  it('deletes renders and images older than 30 days that no template shows, and keeps the rest', async () => {
    const db = t.app.ctx.db;
    // Old and unused: goes, with its cache entry and images.
    const old = await render('Old');
    await age(old, 31);
    // Its listing render too (drawn by hand here: the listing jobs do not run in this file).
    const listing = {
      key: `mockups/${old.cacheKey}/listing-front-white.jpg`,
      width: 2000,
      height: 2000,
      angle: 0,
      background: 'white',
    };
    await t.app.ctx.storage.put(listing.key, Buffer.from('jpg'), 'image/jpeg');
    await db
      .update(mockupRenders)
      .set({ listings: [listing] })
      .where(eq(mockupRenders.id, old.id));
    await db
      .update(mockupCache)
      .set({ listings: [listing] })
      .where(eq(mockupCache.cacheKey, old.cacheKey));
    // Old, but a template's mockup: stays.
    const held = await render('Held');
    await age(held, 45);
    await db.insert(productTemplates).values({
      companyId: a.companyId,
      sku: 'TEST-MUG',
      mockupId: held.id,
      previewKey: held.previews[0]!.key,
      mockups: held.previews,
      printFile: held.printFile,
    });
    // Made this month: stays.
    const young = await render('Young');
    await age(young, 29);
    // Old, but the same design was asked for again today (from the cache): the old record goes,
    // the images the new one shows stay.
    const shared = await render('Shared');
    await age(shared, 40);
    const again = await a.c.post('/api/mockups', {
      sku: 'TEST-MUG',
      layers: [
        {
          id: 'x',
          type: 'text',
          source: 'Shared',
          left: 100,
          top: 100,
          width: 2000,
          height: 600,
          rotation: 0,
        },
      ],
    });
    expect(again.body.cached).toBe(true);
    await postponeListings();
    // Old, and no template points at the render any more, but one still shows its images.
    const copied = await render('Copied');
    await age(copied, 60);
    await db.insert(productTemplates).values({
      companyId: a.companyId,
      sku: 'TEST-MUG',
      mockupId: null,
      previewKey: copied.previews[0]!.key,
      mockups: copied.previews,
      printFile: copied.printFile,
    });
    // Old and failed part-way: one preview stored, never cached. Its image goes with it.
    const brokenKey = `mockups/${'f'.repeat(64)}/preview-0.png`;
    await t.app.ctx.storage.put(brokenKey, Buffer.from('png'), 'image/png');
    await db.insert(mockupRenders).values({
      id: 'broken-render',
      companyId: a.companyId,
      sku: 'TEST-MUG',
      cacheKey: 'f'.repeat(64),
      status: 'failed',
      previews: [{ key: brokenKey, width: 400, height: 400, angle: 0 }],
      input: {},
      createdAt: sql`now() - interval '90 days'`,
    });

    const result = await cleanUpRenders(t.app.ctx, renderReferences);

    expect(await renderExists(old.id)).toBe(false);
    expect(await cacheExists(old.cacheKey)).toBe(false);
    expect(await nothingStored([...imageKeys(old), listing.key])).toBe(true);
    expect((await a.c.get(`/api/mockups/${old.id}`)).status).toBe(404);

    expect(await renderExists(held.id)).toBe(true);
    expect(await cacheExists(held.cacheKey)).toBe(true);
    expect(await stored(imageKeys(held))).toBe(true);

    expect(await renderExists(young.id)).toBe(true);
    expect(await stored(imageKeys(young))).toBe(true);

    expect(await renderExists(shared.id)).toBe(false);
    expect(await renderExists(again.body.id)).toBe(true);
    expect(await cacheExists(shared.cacheKey)).toBe(true);
    expect(await stored(imageKeys(shared))).toBe(true);
    expect((await a.c.get(`/api/mockups/${again.body.id}`)).body.status).toBe('done');

    expect(await renderExists(copied.id)).toBe(false);
    expect(await cacheExists(copied.cacheKey)).toBe(true);
    expect(await stored(imageKeys(copied))).toBe(true);

    expect(await renderExists('broken-render')).toBe(false);
    expect(await nothingStored([brokenKey])).toBe(true);

    // Old, Shared, Copied and the broken render; Old's preview at three angles, its print file and
    // listing render, and the broken preview.
    expect(result).toEqual({ renders: 4, images: 6 });
    // Nothing more to do the next time.
    expect(await cleanUpRenders(t.app.ctx, renderReferences)).toEqual({ renders: 0, images: 0 });
  });

  it('runs as a durable periodic job: one queued run at a time, each run queueing the next', async () => {
    const db = t.app.ctx.db;
    const cleanupJobs = () => db.select().from(jobs).where(eq(jobs.type, CLEANUP_JOB));
    await t.app.ctx.jobs.schedulePeriodic();
    await t.app.ctx.jobs.schedulePeriodic(); // a second worker starting: still one chain
    const [first, ...none] = await cleanupJobs();
    expect(none).toEqual([]);
    expect(first!.status).toBe('queued');
    expect(first!.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(await t.app.ctx.jobs.drain()).toBe(0); // not due yet

    await db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, first!.id));
    expect(await t.app.ctx.jobs.drain()).toBe(1);
    const after = await cleanupJobs();
    const ran = after.find((j) => j.id === first!.id)!;
    expect(ran.status).toBe('done');
    expect(ran.result).toEqual({ renders: 0, images: 0 });
    const next = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, CLEANUP_JOB), eq(jobs.status, 'queued')));
    expect(next).toHaveLength(1);
    const inMs = next[0]!.runAt.getTime() - Date.now();
    expect(inMs).toBeGreaterThan(CLEANUP_EVERY_MS - 60_000);
    expect(inMs).toBeLessThanOrEqual(CLEANUP_EVERY_MS);
  });
});
