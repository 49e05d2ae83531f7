import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';

export type JobHandler = (
  payload: Record<string, unknown>,
  job: { id: number; attempts: number },
) => Promise<unknown>;

interface ClaimedJob {
  id: number;
  type: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
  group_key: string;
}

/** How long finished jobs stay in the table. */
export const JOB_KEEP_MS = 14 * 24 * 60 * 60_000;
export const PRUNE_JOB = 'jobs.prune';

/** A company's job group: every job a company causes (its mails included) is worked in its turn. */
export const companyGroup = (companyId: number) => `company:${companyId}`;
/** The queue's own jobs: pruning, cleanups, periodic sweeps. */
export const SYSTEM_GROUP = 'system';
/** What someone not signed in asked for (a password reset), before anyone knows whose it is. */
export const PUBLIC_GROUP = 'public';

/** A job running this long without finishing was left by a worker that died: it is queued again. */
const STALE_AFTER = '5 minutes';

export interface EnqueueOptions {
  /** Whose job it is (see JobQueue): `companyGroup(id)`, PUBLIC_GROUP or SYSTEM_GROUP. */
  group: string;
  maxAttempts?: number;
  delayMs?: number;
}

export interface NewJob extends EnqueueOptions {
  type: string;
  payload: Record<string, unknown>;
}

/**
 * Claims the next job (see JobQueue), in one statement. It first queues again the jobs a dead
 * worker left running; a later claim takes them, since a statement does not see its own changes
 * (runOne claims again at once when it found such jobs and nothing else).
 *
 * `queued` walks the index of queued jobs from group to group (a loose index scan: each step is the
 * first entry past the previous group, which is also that group's earliest run_at); `turns` keeps
 * the groups with a due job, in turn order, with their running count and when they were last
 * served; the lateral join takes the first group's oldest due job that no other worker has locked,
 * and moves to the next group only when there is none. `turns` is sorted before the join so that
 * the join runs one group at a time and stops at the first job: sorting after it would lock a job
 * in every group. The groups in `passOver` are not served (the process's slots they already fill).
 */
export const claimStatement = (passOver: string[] = []) => sql`
  with recursive stale as (
    update jobs set status = 'queued', locked_at = null
    where status = 'running' and locked_at < now() - ${STALE_AFTER}::interval
    returning id
  ),
  queued(group_key, run_at) as (
    (select group_key, run_at from jobs where status = 'queued' order by group_key, run_at limit 1)
    union all
    select next.group_key, next.run_at from queued q
    cross join lateral (
      select group_key, run_at from jobs
      where status = 'queued' and group_key > q.group_key
      order by group_key, run_at limit 1
    ) next
  ),
  turns as (
    select q.group_key, g.served_at,
      (select count(*) from jobs r where r.status = 'running' and r.group_key = q.group_key) as running
    from queued q left join job_groups g on g.group_key = q.group_key
    where q.run_at <= now()${
      passOver.length
        ? sql` and q.group_key not in (${sql.join(
            passOver.map((g) => sql`${g}`),
            sql`, `,
          )})`
        : sql``
    }
    order by running, g.served_at nulls first, q.group_key
  ),
  next_job as (
    select j.id from turns t
    cross join lateral (
      select id from jobs
      where status = 'queued' and group_key = t.group_key and run_at <= now()
      order by run_at, id limit 1
      for update skip locked
    ) j
    order by t.running, t.served_at nulls first, t.group_key
    limit 1
  ),
  claimed as (
    update jobs set status = 'running', locked_at = now(), attempts = attempts + 1
    where id = (select id from next_job) and status = 'queued'
    returning id, type, payload, attempts, max_attempts, group_key
  ),
  served as (
    insert into job_groups (group_key, served_at)
    select group_key, now() from claimed
    on conflict (group_key) do update set served_at = excluded.served_at
  )
  select (select count(*) from stale)::int as requeued, c.id, c.type, c.payload, c.attempts, c.max_attempts,
    c.group_key
  from (select 1) one left join claimed c on true`;

/**
 * The job port: a table in the database, so the embedded default and PostgreSQL at scale share it.
 * Workers claim one due job at a time with FOR UPDATE SKIP LOCKED; failures retry with backoff.
 *
 * Every job belongs to a group: the company that caused it (`companyGroup`), `public`, or `system`
 * for the queue's own sweeps. The workers take turns between the groups that have due jobs rather
 * than serving jobs first come, first served: the next job is the oldest due job of the group with
 * the fewest jobs running, then of the group served longest ago (one never served first). So a
 * company's backlog, however long, delays another company's job by at most the job each worker
 * has in hand. The system group takes its turn like a company: a flood of companies' work cannot
 * hold the sweeps back by more than one job a worker, and the sweeps (a few a day) cannot hold
 * back anyone.
 *
 * A claim's cost does not grow with the queue: it walks the groups that have queued jobs through
 * the index of queued jobs (one index probe a group, whatever each group's backlog), counts each
 * one's running jobs through the small index of running ones, and takes the chosen group's oldest
 * due job from the same index. It grows with the number of groups waiting, which is the number of
 * companies with background work at that moment.
 */
export class JobQueue {
  private handlers = new Map<string, JobHandler>();
  private scrubbed = new Set<string>();
  /** Periodic job types and how long after start() their first run is due. */
  private periodic = new Map<string, number>();
  private running = false;
  /** The slots waiting for their next poll; waking them makes them look for a job now. */
  private sleepers = new Set<() => void>();
  private idle: Promise<void> = Promise.resolve();

  /** How many of this process's slots each group fills now (see start()). */
  private inHand = new Map<string, number>();
  /** The most slots of this process one group may fill: all but one once start() runs several. */
  private groupLimit = Number.MAX_SAFE_INTEGER;
  /** Claims of this process go one at a time, so two idle slots cannot both take the same group. */
  private claiming: Promise<unknown> = Promise.resolve();

  constructor(
    private db: Db,
    private log: { error: (o: object, msg: string) => void; info?: (o: object, msg: string) => void },
  ) {}

  /**
   * `scrubWhenDone`: the payload holds secrets (a mail's one-time links) that must not outlive the
   * job, so it is emptied once the job has succeeded.
   */
  register(type: string, handler: JobHandler, opts: { scrubWhenDone?: boolean } = {}) {
    this.handlers.set(type, handler);
    if (opts.scrubWhenDone) this.scrubbed.add(type);
  }

  /**
   * A periodic job: `handler` runs about every `everyMs`. The chain lives in the job table like any
   * job, so restarts and several workers share it: a run first queues the next (so a failing run
   * does not end the chain) and start() queues the first, `firstAfterMs` on, when none is waiting.
   * Two chains (two workers starting at once) fold into one, since a run only queues the next when
   * none is queued.
   */
  every(type: string, everyMs: number, handler: JobHandler, opts: { firstAfterMs?: number } = {}) {
    this.periodic.set(type, opts.firstAfterMs ?? Math.min(everyMs, 5 * 60_000));
    this.register(type, async (payload, job) => {
      await this.queueUnlessWaiting(type, everyMs, ['queued']);
      return handler(payload, job);
    });
  }

  /** Queues the first run of every periodic job that has none queued or running (start() does this). */
  async schedulePeriodic() {
    for (const [type, firstAfterMs] of this.periodic)
      await this.queueUnlessWaiting(type, firstAfterMs, ['queued', 'running']);
  }

  /**
   * Deletes finished jobs older than `keepMs` (done, and failed ones once someone had time to look):
   * the table is a queue, not an archive.
   */
  async prune(keepMs = JOB_KEEP_MS) {
    const before = new Date(Date.now() - keepMs).toISOString();
    const res = await this.db.execute(sql`
      delete from jobs where status in ('done', 'failed') and finished_at < ${before}::timestamptz`);
    // node-postgres says rowCount, PGlite affectedRows.
    const r = res as unknown as { rowCount?: number | null; affectedRows?: number };
    return { deleted: r.rowCount ?? r.affectedRows ?? 0 };
  }

  private async queueUnlessWaiting(type: string, delayMs: number, statuses: string[]) {
    const runAt = new Date(Date.now() + delayMs).toISOString();
    await this.db.execute(sql`
      insert into jobs (type, payload, max_attempts, run_at, group_key)
      select ${type}, '{}'::jsonb, 3, ${runAt}::timestamptz, ${SYSTEM_GROUP}
      where not exists (
        select 1 from jobs where group_key = ${SYSTEM_GROUP} and type = ${type} and status in (${sql.join(
          statuses.map((st) => sql`${st}`),
          sql`, `,
        )}))`);
  }

  async enqueue(type: string, payload: Record<string, unknown>, opts: EnqueueOptions & { tx?: Db }) {
    const [id] = await this.enqueueAll([{ type, payload, ...opts }], opts.tx);
    return id!;
  }

  /**
   * Several jobs in one insert (one round trip), in the caller's transaction when given: the jobs
   * exist exactly when what they follow up was committed.
   */
  async enqueueAll(list: NewJob[], tx?: Db): Promise<number[]> {
    // Nothing to queue (a poll that found no connected store) is no insert: SQL has no empty VALUES.
    if (list.length === 0) return [];
    const rows = await (tx ?? this.db)
      .insert(jobs)
      .values(
        list.map((j) => ({
          type: j.type,
          payload: j.payload,
          maxAttempts: j.maxAttempts ?? 5,
          runAt: new Date(Date.now() + (j.delayMs ?? 0)),
          groupKey: j.group,
        })),
      )
      .returning({ id: jobs.id });
    this.wakeAll();
    return rows.map((r) => r.id);
  }

  /** How many of a group's jobs of this type are queued or running (a cap on what one may queue). */
  async waiting(type: string, group: string): Promise<number> {
    const res = await this.db.execute(sql`
      select count(*)::int as n from jobs
      where group_key = ${group} and type = ${type} and status in ('queued', 'running')`);
    return (res as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
  }

  private claim(): Promise<{ job: ClaimedJob | null; requeued: number }> {
    const next = this.claiming.then(async () => {
      const full = [...this.inHand].filter(([, n]) => n >= this.groupLimit).map(([g]) => g);
      const res = await this.db.execute(claimStatement(full));
      const row = (res as unknown as { rows: Array<ClaimedJob & { requeued: number; id: number | null }> })
        .rows[0]!;
      const job = row.id === null ? null : row;
      if (job) this.inHand.set(job.group_key, (this.inHand.get(job.group_key) ?? 0) + 1);
      return { job, requeued: row.requeued };
    });
    this.claiming = next.catch(() => {});
    return next;
  }

  private release(group: string) {
    const n = (this.inHand.get(group) ?? 1) - 1;
    if (n > 0) this.inHand.set(group, n);
    else this.inHand.delete(group);
  }

  /** Claims and runs one due job (the fairest, see the class comment); false when none is due. */
  async runOne(): Promise<boolean> {
    let { job, requeued } = await this.claim();
    if (!job && requeued) ({ job } = await this.claim());
    if (!job) return false;
    try {
      await this.run(job);
    } finally {
      this.release(job.group_key);
    }
    return true;
  }

  private async run(job: ClaimedJob) {
    const handler = this.handlers.get(job.type);
    try {
      if (!handler) throw new Error(`no handler for job type ${job.type}`);
      const result = await handler(job.payload, { id: job.id, attempts: job.attempts });
      await this.db.execute(sql`
        update jobs set status = 'done', finished_at = now(), locked_at = null,
          result = ${JSON.stringify(result ?? null)}::jsonb,
          payload = case when ${this.scrubbed.has(job.type)} then '{}'::jsonb else payload end
        where id = ${job.id}`);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const giveUp = job.attempts >= job.max_attempts;
      // Exponential backoff: 2 s, 4 s, 8 s … capped at 5 minutes.
      const delayMs = Math.min(2000 * 2 ** (job.attempts - 1), 300_000);
      await this.db.execute(sql`
        update jobs set status = ${giveUp ? 'failed' : 'queued'}, last_error = ${message}, locked_at = null,
          run_at = ${new Date(Date.now() + delayMs).toISOString()}::timestamptz,
          finished_at = ${giveUp ? new Date().toISOString() : null}::timestamptz
        where id = ${job.id}`);
      this.log.error({ err, jobId: job.id, type: job.type, attempt: job.attempts }, 'job failed');
    }
  }

  /** Runs every due job now (tests, and the worker loop). */
  async drain(limit = 1000) {
    let n = 0;
    while (n < limit && (await this.runOne())) n++;
    return n;
  }

  /**
   * Polls for due jobs until stop(), running up to `slots` at once; enqueue wakes the idle slots.
   * The periodic jobs are scheduled once, before the slots start. With several slots one group
   * may fill all but one of them: the last is kept for whoever comes next, so another company's
   * capture or render starts at once even while a company's long jobs (a 10,000-row file) run.
   * This counts this process's own slots, so a job a dead worker left 'running' holds nothing back.
   */
  start(pollMs = 1000, slots = 1) {
    if (this.running) return;
    this.running = true;
    this.groupLimit = slots > 1 ? slots - 1 : Number.MAX_SAFE_INTEGER;
    const slot = async () => {
      while (this.running) {
        try {
          // Up to 50 due jobs, one at a time, asking between jobs whether stop() was called: a
          // stopping process waits for the job it is running, not for the rest of the batch.
          for (let n = 0; n < 50 && this.running && (await this.runOne()); n++);
        } catch (err) {
          this.log.error({ err }, 'job loop failed');
        }
        if (!this.running) break;
        const sleepers = this.sleepers;
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            sleepers.delete(done);
            resolve();
          };
          const timer = setTimeout(done, pollMs);
          sleepers.add(done);
        });
      }
    };
    this.idle = (async () => {
      try {
        await this.schedulePeriodic();
      } catch (err) {
        this.log.error({ err }, 'scheduling periodic jobs failed');
      }
      await Promise.all(Array.from({ length: Math.max(1, slots) }, slot));
    })();
  }

  private wakeAll() {
    for (const wake of [...this.sleepers]) wake();
  }

  /** Takes no further job and resolves once the ones running (if any) have finished. */
  async stop() {
    this.running = false;
    this.wakeAll();
    await this.idle;
  }
}
