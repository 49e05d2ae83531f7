import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

describe('stopping the job queue (a process shutting down)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('waits for the job running, then takes no other, even with more due', async () => {
    const q = t.app.ctx.jobs;
    const started: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((r) => {
      release = r;
    });
    q.register('test.slow', async (payload) => {
      started.push(String(payload.name));
      await released;
    });
    for (const name of ['first', 'second', 'third'])
      await q.enqueue('test.slow', { name }, { group: 'company:1' });
    q.start(10);
    await expect.poll(() => started, { interval: 10 }).toEqual(['first']);

    let stopped = false;
    const stopping = q.stop().then(() => {
      stopped = true;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(stopped).toBe(false); // the running job is waited for
    release();
    await stopping;

    expect(started).toEqual(['first']);
    const rows = await t.app.ctx.db.execute(
      sql`select payload->>'name' as name, status from jobs where type = 'test.slow' order by id`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { name: 'first', status: 'done' },
      { name: 'second', status: 'queued' },
      { name: 'third', status: 'queued' },
    ]);
  });
});
