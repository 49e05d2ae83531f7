import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { type Database, migrateDatabase, openDatabase } from '../server/src/db/client';
import { JobQueue } from '../server/src/providers/jobs/queue';
import { onEachDatabase } from './postgres';
import { median, runWhenMain } from './stats';

/**
 * bench/jobs: what one company's backlog costs everyone else's background work. For each queue
 * length N (1,000, 10,000 and 50,000 due jobs of company A, written straight into the table as a
 * bulk upload's follow-ups would be), company B queues one job last and a worker claims jobs one
 * by one until B's has run: B should be claimed at once, whatever N. Then the worker claims and
 * finishes CLAIMS more of A's jobs (a handler that does nothing), and the median time per job is
 * printed with its ratio to the median at the smallest N.
 * Targets: B's job within one claim (this bench has one worker slot), and claiming at 50,000
 * queued at most 2 × claiming at 1,000 (a claim's cost must not grow with the queue). On the
 * embedded database, and on a fresh PostgreSQL database when DATABASE_URL is set.
 * BENCH_JOBS_SIZES (e.g. "1000,20000") and BENCH_JOBS_CLAIMS change the run.
 */
const SIZES = (process.env.BENCH_JOBS_SIZES ?? '1000,10000,50000').split(',').map(Number);
const CLAIMS = Number(process.env.BENCH_JOBS_CLAIMS ?? 300);
const TARGET_RATIO = 2;
const TARGET_CLAIMS_TO_B = 1;
const A = 'company:1';
const B = 'company:2';
const JOB = 'bench.job';

/** A queue length's figures: claims until B's job ran, and the median ms to claim and finish a job. */
async function measure(database: Database, queue: JobQueue, ran: string[], n: number) {
  await database.db.execute(sql`truncate jobs, job_groups`);
  await database.db.execute(sql`
    insert into jobs (type, payload, group_key, max_attempts, run_at)
    select ${JOB}, jsonb_build_object('who', 'A'), ${A}, 5, now() - interval '1 hour' + g * interval '1 millisecond'
    from generate_series(1, ${n}) g`);
  await database.db.execute(sql`analyze jobs`);
  // A has been served (its upload's first follow-ups are under way); B has never been.
  for (let i = 0; i < 3; i++) await queue.runOne();
  await queue.enqueue(JOB, { who: 'B' }, { group: B });

  ran.length = 0;
  let claimsToB = 0;
  while (!ran.includes('B') && claimsToB < n) {
    await queue.runOne();
    claimsToB++;
  }

  const times: number[] = [];
  for (let i = 0; i < CLAIMS; i++) {
    const start = performance.now();
    await queue.runOne();
    times.push(performance.now() - start);
  }
  return { claimsToB, ms: median(times) };
}

async function benchOn(label: string, databaseUrl: string | null) {
  const database = await openDatabase({ databaseUrl });
  try {
    await migrateDatabase(database);
    const queue = new JobQueue(database.db, { error: () => {} });
    const ran: string[] = [];
    queue.register(JOB, async (payload) => {
      ran.push(String(payload.who));
    });
    console.log(`\nbench/jobs on the ${label}: one worker slot, ${CLAIMS} jobs timed at each queue length`);
    const rows: Array<{ n: number; claimsToB: number; ms: number }> = [];
    for (const n of SIZES) {
      const r = await measure(database, queue, ran, n);
      rows.push({ n, ...r });
      const ratio = r.ms / rows[0]!.ms;
      console.log(
        `  ${String(n).padStart(6)} queued: claim + finish ${r.ms.toFixed(2)} ms a job (× ${ratio.toFixed(2)} the ${rows[0]!.n}), B's job ran after ${r.claimsToB} claim${r.claimsToB === 1 ? '' : 's'}`,
      );
    }
    const ratio = rows.at(-1)!.ms / rows[0]!.ms;
    const pass = ratio <= TARGET_RATIO && rows.every((r) => r.claimsToB <= TARGET_CLAIMS_TO_B);
    console.log(
      `  ratio ${rows.at(-1)!.n} / ${rows[0]!.n}: ${ratio.toFixed(2)} (target ≤ ${TARGET_RATIO}); B within ${TARGET_CLAIMS_TO_B} claim: ${rows.every((r) => r.claimsToB <= TARGET_CLAIMS_TO_B) ? 'yes' : 'no'} ${pass ? 'PASS' : 'FAIL'}`,
    );
    return pass;
  } finally {
    await database.close();
  }
}

export async function benchJobs() {
  const pass = await onEachDatabase(benchOn);
  return { name: 'jobs', pass };
}

await runWhenMain(import.meta.url, benchJobs);
