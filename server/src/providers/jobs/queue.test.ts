import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { SYSTEM_GROUP } from './queue';

describe('the job queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('prunes finished jobs past their keep time, and only those', async () => {
    const q = t.app.ctx.jobs;
    q.register('test.ok', async () => 'fine');
    await q.enqueue('test.ok', {}, { group: SYSTEM_GROUP });
    await q.enqueue('test.ok', {}, { group: SYSTEM_GROUP });
    await q.drain();
    await q.enqueue('test.ok', {}, { delayMs: 60_000, group: SYSTEM_GROUP }); // still queued
    const [old] = await t.app.ctx.db.select().from(jobs).where(sql`status = 'done'`).limit(1);
    await t.app.ctx.db.execute(
      sql`update jobs set finished_at = now() - interval '30 days' where id = ${old!.id}`,
    );

    expect((await q.prune()).deleted).toBe(1);
    const left = await t.app.ctx.db.select({ status: jobs.status }).from(jobs).where(sql`type = 'test.ok'`);
    expect(left.map((j) => j.status).sort()).toEqual(['done', 'queued']);
  });
});

describe('the job queue, shared fairly between groups', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("claims a second group's job before the rest of a first group's ten", async () => {
    const q = t.app.ctx.jobs;
    const order: string[] = [];
    q.register('test.fair', async (payload) => {
      order.push(String(payload.name));
    });
    for (let i = 1; i <= 10; i++) await q.enqueue('test.fair', { name: `a${i}` }, { group: 'company:1' });
    await q.enqueue('test.fair', { name: 'b1' }, { group: 'company:2' });
    expect(await q.waiting('test.fair', 'company:1')).toBe(10);
    expect(await q.waiting('test.fair', 'company:2')).toBe(1);
    await q.drain();
    expect(order.slice(0, 2)).toEqual(['a1', 'b1']);
    expect(order.slice(2)).toEqual(['a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9', 'a10']);
    expect(await q.waiting('test.fair', 'company:1')).toBe(0);
  });

  it('takes turns between groups, and prefers the group with the fewest jobs running', async () => {
    const q = t.app.ctx.jobs;
    const order: string[] = [];
    q.register('test.turns', async (payload) => {
      order.push(String(payload.name));
    });
    for (let i = 1; i <= 3; i++) await q.enqueue('test.turns', { name: `a${i}` }, { group: 'company:3' });
    for (let i = 1; i <= 3; i++) await q.enqueue('test.turns', { name: `b${i}` }, { group: 'company:4' });
    await q.drain();
    expect(order).toEqual(['a1', 'b1', 'a2', 'b2', 'a3', 'b3']);

    // Another worker is busy with one of company 5's jobs: company 6 goes first.
    await q.enqueue('test.turns', { name: 'c1' }, { group: 'company:5' });
    await q.enqueue('test.turns', { name: 'c2' }, { group: 'company:5' });
    await t.app.ctx.db.execute(
      sql`update jobs set status = 'running', locked_at = now() where payload->>'name' = 'c1'`,
    );
    await q.enqueue('test.turns', { name: 'd1' }, { group: 'company:6' });
    order.length = 0;
    await q.drain();
    expect(order).toEqual(['d1', 'c2']);
  });
});
