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
}

/** How long finished jobs stay in the table. */
export const JOB_KEEP_MS = 14 * 24 * 60 * 60_000;
export const PRUNE_JOB = 'jobs.prune';

/**
 * The job port: a table in the database, so the embedded default and PostgreSQL at scale share it.
 * Workers claim one due job at a time with FOR UPDATE SKIP LOCKED; failures retry with backoff.
 *
 * Jobs may belong to a group (a company's renders), and the workers are shared fairly between
 * groups rather than first come, first served: the next job is taken from the group with the fewest
 * jobs running, then from the group served longest ago (one that never was comes first), and only
 * then by due time. So ten renders queued by one company delay another company's render by at most
 * the one already started, not by all ten. Jobs without a group (mail, cleanups) count as a group
 * never served: they are short, and a person is waiting for a mail.
 */
export interface EnqueueOptions {
  maxAttempts?: number;
  delayMs?: number;
  group?: string;
}

export interface NewJob extends EnqueueOptions {
  type: string;
  payload: Record<string, unknown>;
}

export class JobQueue {
  private handlers = new Map<string, JobHandler>();
  private scrubbed = new Set<string>();
  /** Periodic job types and how long after start() their first run is due. */
  private periodic = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private wake: (() => void) | null = null;
  private idle: Promise<void> = Promise.resolve();

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
      insert into jobs (type, payload, max_attempts, run_at)
      select ${type}, '{}'::jsonb, 3, ${runAt}::timestamptz
      where not exists (
        select 1 from jobs where type = ${type} and status in (${sql.join(
          statuses.map((st) => sql`${st}`),
          sql`, `,
        )}))`);
  }

  async enqueue(type: string, payload: Record<string, unknown>, opts: EnqueueOptions & { tx?: Db } = {}) {
    const [id] = await this.enqueueAll([{ type, payload, ...opts }], opts.tx);
    return id!;
  }

  /**
   * Several jobs in one insert (one round trip), in the caller's transaction when given: the jobs
   * exist exactly when what they follow up was committed.
   */
  async enqueueAll(list: NewJob[], tx?: Db) {
    const rows = await (tx ?? this.db)
      .insert(jobs)
      .values(
        list.map((j) => ({
          type: j.type,
          payload: j.payload,
          maxAttempts: j.maxAttempts ?? 5,
          runAt: new Date(Date.now() + (j.delayMs ?? 0)),
          groupKey: j.group ?? null,
        })),
      )
      .returning({ id: jobs.id });
    this.wake?.();
    return rows.map((r) => r.id);
  }

  /** How many of a group's jobs of this type are queued or running (a cap on what one may queue). */
  async waiting(type: string, group: string): Promise<number> {
    const res = await this.db.execute(sql`
      select count(*)::int as n from jobs
      where group_key = ${group} and type = ${type} and status in ('queued', 'running')`);
    return (res as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
  }

  /** Claims and runs one due job (the fairest, see the class comment); false when none is due. */
  async runOne(): Promise<boolean> {
    const res = await this.db.execute(sql`
      with claimed as (
        update jobs set status = 'running', locked_at = now(), attempts = attempts + 1
        where id = (
          select j.id from jobs j
          left join job_groups g on g.group_key = j.group_key
          where (j.status = 'queued' and j.run_at <= now())
             or (j.status = 'running' and j.locked_at < now() - interval '5 minutes')
          order by
            (select count(*) from jobs r where r.group_key = j.group_key and r.status = 'running'),
            coalesce(g.served_at, '-infinity'::timestamptz),
            j.run_at, j.id
          for update of j skip locked
          limit 1
        )
        returning id, type, payload, attempts, max_attempts, group_key
      ),
      served as (
        insert into job_groups (group_key, served_at)
        select group_key, now() from claimed where group_key is not null
        on conflict (group_key) do update set served_at = excluded.served_at
      )
      select id, type, payload, attempts, max_attempts from claimed`);
    const job = (res as unknown as { rows: ClaimedJob[] }).rows[0];
    if (!job) return false;
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
    return true;
  }

  /** Runs every due job now (tests, and the worker loop). */
  async drain(limit = 1000) {
    let n = 0;
    while (n < limit && (await this.runOne())) n++;
    return n;
  }

  /** Polls for due jobs until stop(); enqueue wakes it at once. */
  start(pollMs = 1000) {
    if (this.running) return;
    this.running = true;
    const loop = async () => {
      try {
        await this.schedulePeriodic();
      } catch (err) {
        this.log.error({ err }, 'scheduling periodic jobs failed');
      }
      while (this.running) {
        try {
          // Up to 50 due jobs, one at a time, asking between jobs whether stop() was called: a
          // stopping process waits for the job it is running, not for the rest of the batch.
          for (let n = 0; n < 50 && this.running && (await this.runOne()); n++);
        } catch (err) {
          this.log.error({ err }, 'job loop failed');
        }
        await new Promise<void>((resolve) => {
          this.wake = resolve;
          this.timer = setTimeout(resolve, pollMs);
        });
        this.wake = null;
        if (this.timer) clearTimeout(this.timer);
      }
    };
    this.idle = loop();
  }

  /** Takes no further job and resolves once the one running (if any) has finished. */
  async stop() {
    this.running = false;
    this.wake?.();
    await this.idle;
  }
}
