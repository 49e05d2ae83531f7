import { Redis } from 'ioredis';
import type { Config } from '../../config';

type Log = { warn: (o: object, msg: string) => void };

/**
 * The process's one Redis connection, when REDIS_URL is set (null otherwise): rate-limit counters
 * and sign-in delays live there so that every API process behind a load balancer shares them.
 * Every key gets REDIS_PREFIX, so several deployments can share one server without sharing counts.
 */
export async function connectRedis(
  config: Pick<Config, 'redisUrl' | 'redisPrefix'>,
  log: Log,
): Promise<Redis | null> {
  if (!config.redisUrl) return null;
  const redis = new Redis(config.redisUrl, {
    keyPrefix: config.redisPrefix,
    // Fail fast instead of queueing commands while Redis is away: the limiters then let requests
    // through (passwords stay argon2-hashed, so guessing stays slow) rather than hang every sign-in.
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
  });
  let warned = false;
  redis.on('error', (err) => {
    // One line per outage, not one per reconnect attempt.
    if (!warned) log.warn({ err }, 'Redis unavailable; rate limits are not enforced until it is back');
    warned = true;
  });
  redis.on('ready', () => {
    warned = false;
  });
  // A Redis that is down at start-up must not stop the API: ioredis keeps reconnecting.
  await redis.connect().catch(() => {});
  return redis;
}

export async function closeRedis(redis: Redis | null) {
  if (!redis) return;
  await redis.quit().catch(() => redis.disconnect());
}
