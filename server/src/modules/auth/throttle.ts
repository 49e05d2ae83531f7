import type { Config } from '../../config';
import { tooMany } from '../../lib/errors';
import { sha256 } from '../../lib/session';
import type { ThrottleStore } from '../../providers/throttle-store';

/** Delay before the next try after `failures` failures, `free` of them allowed without delay. */
export function loginDelayMs(failures: number, free: number, baseMs: number, maxMs: number) {
  if (failures <= free) return 0;
  return Math.min(maxMs, baseMs * 2 ** (failures - free - 1));
}

type Log = { warn: (o: object, msg: string) => void };

/**
 * The growing delay after failed sign-ins (Saleor's pattern; plain attempt counts are
 * @fastify/rate-limit's job). Each failure counts per IP + email and per IP; past the free ones the
 * pair (or the whole IP) is blocked for a delay that doubles per failure, so neither a
 * single-account brute force nor credential stuffing from one address gets far. Nothing is counted
 * per email alone: a stranger's failures from their own address never block the owner elsewhere.
 * Emails are hashed in keys, so the store never holds an address.
 */
export class LoginDelays {
  constructor(
    private store: ThrottleStore,
    private config: Pick<Config, 'loginThrottle'>,
    private log: Log,
  ) {}

  /** Before checking a password: 429 while the IP + email (or the whole IP) is blocked. */
  async assertAllowed(ip: string, email: string) {
    const [pair, whole] = await Promise.all([
      this.safely(() => this.store.ttl(this.blockKey(ip, email)), 0),
      this.safely(() => this.store.ttl(this.blockKey(ip)), 0),
    ]);
    if (pair > 0 || whole > 0) throw tooMany();
  }

  async failed(ip: string, email: string) {
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
  async succeeded(ip: string, email: string) {
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
   * A broken Redis must not lock every customer out: the delays then let requests through
   * (passwords are still argon2-hashed, so guessing stays slow) and log loudly.
   */
  private async safely<T>(fn: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      this.log.warn({ err }, 'sign-in delay store failed; allowing the request');
      return fallback;
    }
  }
}
