import type { Redis } from 'ioredis';

/**
 * Counters and markers with an expiry, for the growing delay after failed sign-ins: in this process
 * by default, in Redis when REDIS_URL is set so that several API processes share them. (Plain
 * request rate limits use @fastify/rate-limit and its own stores.)
 */
export interface ThrottleStore {
  /** Adds one to the counter; the window starts with the first hit. Returns the new count. */
  hit(key: string, windowMs: number): Promise<number>;
  /** Sets a marker that lasts `ms` (a block). */
  mark(key: string, ms: number): Promise<void>;
  /** Milliseconds left on a counter or marker, 0 when there is none. */
  ttl(key: string): Promise<number>;
  del(...keys: string[]): Promise<void>;
  close(): Promise<void>;
}

export class MemoryThrottleStore implements ThrottleStore {
  private entries = new Map<string, { count: number; expiresAt: number }>();
  // Forget expired entries now and then so the map never grows without bound.
  private sweeper = setInterval(() => this.sweep(), 60_000).unref();

  /** `now` is the clock (tests pass their own, so nothing waits on the wall clock). */
  constructor(private now: () => number = Date.now) {}

  async hit(key: string, windowMs: number) {
    const now = this.now();
    const e = this.entries.get(key);
    if (!e || e.expiresAt <= now) {
      this.entries.set(key, { count: 1, expiresAt: now + windowMs });
      return 1;
    }
    e.count++;
    return e.count;
  }

  async mark(key: string, ms: number) {
    this.entries.set(key, { count: 1, expiresAt: this.now() + ms });
  }

  async ttl(key: string) {
    const e = this.entries.get(key);
    return e ? Math.max(0, e.expiresAt - this.now()) : 0;
  }

  async del(...keys: string[]) {
    for (const k of keys) this.entries.delete(k);
  }

  async close() {
    clearInterval(this.sweeper);
    this.entries.clear();
  }

  private sweep() {
    const now = this.now();
    for (const [k, e] of this.entries) if (e.expiresAt <= now) this.entries.delete(k);
  }
}

// INCR and the first PEXPIRE in one step, so a crash between them can never leave a counter that never expires.
const HIT_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

/** On the shared connection (which adds REDIS_PREFIX); `prefix` separates this store's keys. */
export class RedisThrottleStore implements ThrottleStore {
  constructor(
    private redis: Redis,
    private prefix: string,
  ) {}

  async hit(key: string, windowMs: number) {
    return Number(await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, windowMs));
  }

  async mark(key: string, ms: number) {
    await this.redis.set(this.prefix + key, '1', 'PX', Math.max(1, Math.round(ms)));
  }

  async ttl(key: string) {
    const ms = await this.redis.pttl(this.prefix + key);
    return Math.max(ms, 0); // -2: no such key, -1: no expiry (never set by us)
  }

  async del(...keys: string[]) {
    if (keys.length) await this.redis.del(...keys.map((k) => this.prefix + k));
  }

  /** The connection belongs to the app (providers/redis closes it). */
  async close() {}
}

export function createThrottleStore(redis: Redis | null, prefix: string, now?: () => number): ThrottleStore {
  return redis ? new RedisThrottleStore(redis, prefix) : new MemoryThrottleStore(now);
}
