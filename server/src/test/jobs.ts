import { gt, sql } from 'drizzle-orm';
import { jobs } from '../db/schema';
import type { TestApp } from './app';

/** The id of the last job queued so far (0 when none): pass it to jobGroupsSince. */
export async function lastJobId(t: TestApp) {
  const [row] = await t.app.ctx.db.select({ id: sql<number>`coalesce(max(${jobs.id}), 0)::int` }).from(jobs);
  return row!.id;
}

/** The groups the jobs queued after `afterId` were given, by job type (each group named once). */
export async function jobGroupsSince(t: TestApp, afterId: number) {
  const rows = await t.app.ctx.db
    .select({ type: jobs.type, group: jobs.groupKey })
    .from(jobs)
    .where(gt(jobs.id, afterId));
  const byType: Record<string, string[]> = {};
  for (const r of rows) {
    const groups = byType[r.type] ?? [];
    if (!groups.includes(r.group)) byType[r.type] = [...groups, r.group];
  }
  return byType;
}
