import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';

describe('the job queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('prunes finished jobs past their keep time, and only those', async () => {
    const q = t.app.ctx.jobs;
    q.register('test.ok', async () => 'fine');
    await q.enqueue('test.ok', {});
    await q.enqueue('test.ok', {});
    await q.drain();
    await q.enqueue('test.ok', {}, { delayMs: 60_000 }); // still queued
    const [old] = await t.app.ctx.db.select().from(jobs).where(sql`status = 'done'`).limit(1);
    await t.app.ctx.db.execute(
      sql`update jobs set finished_at = now() - interval '30 days' where id = ${old!.id}`,
    );

    expect((await q.prune()).deleted).toBe(1);
    const left = await t.app.ctx.db.select({ status: jobs.status }).from(jobs).where(sql`type = 'test.ok'`);
    expect(left.map((j) => j.status).sort()).toEqual(['done', 'queued']);
  });
});
