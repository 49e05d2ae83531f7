import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import * as repo from './repo';

/** How long a process trusts its last answer: a logout elsewhere takes effect within this time. */
export const SESSION_CHECK_TTL_MS = 5_000;
/** Sessions remembered per process; beyond it the least recently seen are asked again. */
export const SESSION_CHECK_MAX = 10_000;

/**
 * Answers whether an access token's session (its login, i.e. refresh family) is still live. The
 * access cookie lasts 15 minutes, but logout, a password reset and a revoked refresh family must end
 * it at once: the logins table says, and each process keeps the answer for a few seconds so a busy
 * session costs one query per few seconds, not one per request.
 */
export class LiveSessions {
  private cache: LRUCache<string, boolean>;

  constructor(db: Db, opts: { ttlMs?: number; max?: number; now?: () => number } = {}) {
    const now = opts.now ?? Date.now;
    this.cache = new LRUCache<string, boolean>({
      max: opts.max ?? SESSION_CHECK_MAX,
      ttl: opts.ttlMs ?? SESSION_CHECK_TTL_MS,
      // Read the clock on every check (the default caches it for 1 ms), so a test clock is obeyed.
      ttlResolution: 0,
      perf: { now },
      // Concurrent requests of one session share a single query.
      fetchMethod: (sid) => repo.isLoginLive(db, sid),
    });
  }

  isLive = async (sid: string): Promise<boolean> => (await this.cache.fetch(sid)) ?? false;

  /** This process ended the session itself (logout, reset, revocation): no need to wait for the cache. */
  ended(...sids: string[]) {
    for (const sid of sids) this.cache.set(sid, false);
  }
}
