import { Redis } from 'ioredis';
import type { Config } from '../../config';
import { tooMany } from '../../lib/errors';
import { sha256 } from '../../lib/session';

/**
 * Where attempt counters live: in this process by default, in Redis when REDIS_URL is set so that
 * several API processes behind a load balancer share one count.
 */
export interface ThrottleStore {
  readonly kind: 'memory' | 'redis';
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
  readonly kind = 'memory' as const;
  private entries = new Map<string, { count: number; expiresAt: number }>();
  // Forget expired entries now and then so the map never grows without bound.
  private sweeper = setInterval(() => this.sweep(), 60_000).unref();

  async hit(key: string, windowMs: number) {
    const now = Date.now();
    const e = this.entries.get(key);
    if (!e || e.expiresAt <= now) {
      this.entries.set(key, { count: 1, expiresAt: now + windowMs });
      return 1;
    }
    e.count++;
    return e.count;
  }

  async mark(key: string, ms: number) {
    this.entries.set(key, { count: 1, expiresAt: Date.now() + ms });
  }

  async ttl(key: string) {
    const e = this.entries.get(key);
    return e ? Math.max(0, e.expiresAt - Date.now()) : 0;
  }

  async del(...keys: string[]) {
    for (const k of keys) this.entries.delete(k);
  }

  async close() {
    clearInterval(this.sweeper);
    this.entries.clear();
  }

  private sweep() {
    const now = Date.now();
    for (const [k, e] of this.entries) if (e.expiresAt <= now) this.entries.delete(k);
  }
}

// INCR and the first PEXPIRE in one step, so a crash between them can never leave a counter that never expires.
const HIT_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

export class RedisThrottleStore implements ThrottleStore {
  readonly kind = 'redis' as const;
  private redis: Redis;
  constructor(
    url: string,
    private prefix: string,
  ) {
    // Fail fast instead of queueing commands while Redis is away (see AuthThrottle.safely).
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
    this.redis.on('error', () => {}); // reported where a command fails
  }

  private async ready() {
    if (this.redis.status === 'wait') await this.redis.connect();
    return this.redis;
  }

  async hit(key: string, windowMs: number) {
    const r = await this.ready();
    return Number(await r.eval(HIT_SCRIPT, 1, this.prefix + key, windowMs));
  }

  async mark(key: string, ms: number) {
    await (await this.ready()).set(this.prefix + key, '1', 'PX', Math.max(1, Math.round(ms)));
  }

  async ttl(key: string) {
    const ms = await (await this.ready()).pttl(this.prefix + key);
    return Math.max(ms, 0); // -2: no such key, -1: no expiry (never set by us)
  }

  async del(...keys: string[]) {
    if (keys.length) await (await this.ready()).del(...keys.map((k) => this.prefix + k));
  }

  async close() {
    if (this.redis.status === 'wait') return;
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

export function createThrottleStore(config: Pick<Config, 'redisUrl' | 'redisPrefix'>): ThrottleStore {
  return config.redisUrl
    ? new RedisThrottleStore(config.redisUrl, `${config.redisPrefix}auth:`)
    : new MemoryThrottleStore();
}

/** Delay before the next try after `failures` failures, `free` of them allowed without delay. */
export function loginDelayMs(failures: number, free: number, baseMs: number, maxMs: number) {
  if (failures <= free) return 0;
  return Math.min(maxMs, baseMs * 2 ** (failures - free - 1));
}

type Log = { warn: (o: object, msg: string) => void };

/**
 * The per-email count across all IPs allows this many times `rateLimit.max`: a backstop against
 * guessing spread over many addresses, high enough that strangers cannot easily lock an account out.
 */
export const EMAIL_BACKSTOP_FACTOR = 10;

/**
 * Rate limits for the account forms and the growing delays after failed sign-ins.
 * - attempt(): login, register, forgot, resend and reset are limited to `rateLimit.max` attempts
 *   per `rateLimit.windowMs` per IP, per IP + email and per token; beyond that 429. An email's
 *   attempts from every IP together only meet a backstop of EMAIL_BACKSTOP_FACTOR × max — a limit
 *   per email alone would let anyone lock a customer out with a few bad sign-ins.
 * - Failed sign-ins (Saleor's pattern): each failure counts per IP + email and per IP; past the free
 *   ones the pair (or the IP) is blocked for a delay that doubles per failure, so neither a
 *   single-account brute force nor credential stuffing from one address gets far.
 * Emails and tokens are hashed in keys, so the store never holds an address or a secret.
 */
export class AuthThrottle {
  constructor(
    private store: ThrottleStore,
    private config: Pick<Config, 'rateLimit' | 'loginThrottle'>,
    private log: Log,
  ) {}

  /** Counts one attempt of `action` under each of its keys; throws 429 when any is over its limit. */
  async attempt(action: string, keys: { ip: string; email?: string; token?: string }) {
    const { max, windowMs } = this.config.rateLimit;
    const limits: Array<[key: string, limit: number]> = [[`rl:${action}:ip:${keys.ip}`, max]];
    if (keys.email) {
      const email = sha256(keys.email);
      limits.push([`rl:${action}:ip-email:${keys.ip}:${email}`, max]);
      limits.push([`rl:${action}:email:${email}`, max * EMAIL_BACKSTOP_FACTOR]);
    }
    if (keys.token) limits.push([`rl:${action}:token:${sha256(keys.token)}`, max]);
    const counts = await Promise.all(
      limits.map(([key]) => this.safely(() => this.store.hit(key, windowMs), 0)),
    );
    if (counts.some((n, i) => n > limits[i]![1])) throw tooMany();
  }

  /** Before checking a password: 429 while the IP + email (or the whole IP) is blocked. */
  async assertLoginAllowed(ip: string, email: string) {
    const [pair, whole] = await Promise.all([
      this.safely(() => this.store.ttl(this.blockKey(ip, email)), 0),
      this.safely(() => this.store.ttl(this.blockKey(ip)), 0),
    ]);
    if (pair > 0 || whole > 0) throw tooMany();
  }

  async loginFailed(ip: string, email: string) {
    const t = this.config.loginThrottle;
    const [pairFailures, ipFailures] = await Promise.all([
      this.safely(() => this.store.hit(this.failKey(ip, email), t.windowMs), 0),
      this.safely(() => this.store.hit(this.failKey(ip), t.windowMs), 0),
    ]);
    const pairDelay = loginDelayMs(pairFailures, t.freeFailures, t.baseDelayMs, t.maxDelayMs);
    const ipDelay = loginDelayMs(ipFailures, t.ipFreeFailures, t.baseDelayMs, t.maxDelayMs);
    if (pairDelay) await this.safely(() => this.store.mark(this.blockKey(ip, email), pairDelay), undefined);
    if (ipDelay) await this.safely(() => this.store.mark(this.blockKey(ip), ipDelay), undefined);
  }

  /** A successful sign-in forgives that account's failures from this IP. */
  async loginSucceeded(ip: string, email: string) {
    await this.safely(() => this.store.del(this.failKey(ip, email), this.blockKey(ip, email)), undefined);
  }

  close() {
    return this.store.close();
  }

  private failKey(ip: string, email?: string) {
    return email ? `lf:${ip}:${sha256(email)}` : `lf:${ip}`;
  }

  private blockKey(ip: string, email?: string) {
    return email ? `lb:${ip}:${sha256(email)}` : `lb:${ip}`;
  }

  /**
   * A broken Redis must not lock every customer out: the limiter then lets requests through
   * (passwords are still argon2-hashed, so guessing stays slow) and logs loudly.
   */
  private async safely<T>(fn: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      this.log.warn({ err }, 'auth throttle store failed; allowing the request');
      return fallback;
    }
  }
}
