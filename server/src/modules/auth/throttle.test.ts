import crypto from 'node:crypto';
import { MSG } from '@pressrun/domain';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeRedis, connectRedis } from '../../providers/redis';
import { MemoryThrottleStore, RedisThrottleStore, type ThrottleStore } from '../../providers/throttle-store';
import { createTestApp, type TestApp } from '../../test/app';
import { PASSWORD, signUp } from './test-helpers';
import { LoginDelays, loginDelayMs } from './throttle';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The Redis tests run only when a local Redis answers. */
async function redisAnswers() {
  const r = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 500 });
  r.on('error', () => {});
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}
const hasRedis = await redisAnswers();
const silent = { warn: () => {} };
const testPrefix = () => `pressrun-test:${crypto.randomBytes(6).toString('hex')}:`;

/** Removes every key under a test prefix, leaving the shared Redis as we found it. */
async function dropKeys(prefix: string) {
  const r = new Redis(REDIS_URL);
  const keys = await r.keys(`${prefix}*`);
  if (keys.length) await r.del(...keys);
  await r.quit();
}

describe('loginDelayMs', () => {
  it('is free up to the allowance, then doubles up to the cap', () => {
    const d = (n: number) => loginDelayMs(n, 3, 1000, 60_000);
    expect([0, 1, 2, 3].map(d)).toEqual([0, 0, 0, 0]);
    expect([4, 5, 6, 7].map(d)).toEqual([1000, 2000, 4000, 8000]);
    expect(d(10)).toBe(60_000);
    expect(d(1000)).toBe(60_000);
  });
});

describe('memory store (on a test clock)', () => {
  let clock = 1_000_000;
  const store = new MemoryThrottleStore(() => clock);
  afterAll(() => store.close());

  it('counts hits within a window and starts over after it', async () => {
    expect(await store.hit('a', 150)).toBe(1);
    expect(await store.hit('a', 150)).toBe(2);
    clock += 100;
    expect(await store.hit('a', 150)).toBe(3); // later hits do not extend the window
    expect(await store.ttl('a')).toBe(50);
    clock += 50;
    expect(await store.ttl('a')).toBe(0);
    expect(await store.hit('a', 150)).toBe(1);
  });

  it('marks, reports the time left, and deletes', async () => {
    await store.mark('m', 5_000);
    clock += 1_000;
    expect(await store.ttl('m')).toBe(4_000);
    await store.del('m', 'a');
    expect(await store.ttl('m')).toBe(0);
    expect(await store.ttl('never-set')).toBe(0);
  });
});

describe.runIf(hasRedis)('Redis store', () => {
  const prefix = testPrefix();
  let redis: Redis;
  let store: ThrottleStore;
  beforeAll(async () => {
    redis = (await connectRedis({ redisUrl: REDIS_URL, redisPrefix: prefix }, silent))!;
    store = new RedisThrottleStore(redis, 'auth:');
  });
  afterAll(async () => {
    await closeRedis(redis);
    await dropKeys(prefix);
  });

  it('counts hits in one window that starts with the first hit', async () => {
    expect(await store.hit('a', 60_000)).toBe(1);
    expect(await store.hit('a', 60_000)).toBe(2);
    const left = await store.ttl('a');
    expect(left).toBeGreaterThan(55_000);
    expect(left).toBeLessThanOrEqual(60_000);
    // Under REDIS_PREFIX, so deployments sharing a server never share counts.
    const raw = new Redis(REDIS_URL);
    expect(await raw.get(`${prefix}auth:a`)).toBe('2');
    await raw.quit();
  });

  it('marks, reports the time left, and deletes', async () => {
    await store.mark('m', 5_000);
    const left = await store.ttl('m');
    expect(left).toBeGreaterThan(3_000);
    expect(left).toBeLessThanOrEqual(5_000);
    await store.del('m', 'a');
    expect(await store.ttl('m')).toBe(0);
    expect(await store.ttl('never-set')).toBe(0);
  });
});

describe('LoginDelays', () => {
  const config = {
    loginThrottle: {
      freeFailures: 1,
      ipFreeFailures: 5,
      baseDelayMs: 5_000,
      maxDelayMs: 10_000,
      windowMs: 60_000,
    },
  };

  it('blocks an IP + email past the free failures for a delay that doubles, then lets it try again', async () => {
    let clock = 1_000_000;
    const delays = new LoginDelays(new MemoryThrottleStore(() => clock), config, silent);
    await delays.failed('1.1.1.1', 'a@x.co'); // free
    await delays.assertAllowed('1.1.1.1', 'a@x.co');
    await delays.failed('1.1.1.1', 'a@x.co'); // blocked 5 s
    await expect(delays.assertAllowed('1.1.1.1', 'a@x.co')).rejects.toMatchObject({
      statusCode: 429,
      message: MSG.tooManyAttempts,
    });
    await delays.assertAllowed('1.1.1.2', 'a@x.co'); // another address is not blocked
    clock += 5_000;
    await delays.assertAllowed('1.1.1.1', 'a@x.co');
    await delays.failed('1.1.1.1', 'a@x.co'); // blocked 10 s (the cap)
    clock += 9_999;
    await expect(delays.assertAllowed('1.1.1.1', 'a@x.co')).rejects.toMatchObject({ statusCode: 429 });
    clock += 1;
    await delays.assertAllowed('1.1.1.1', 'a@x.co');
    await delays.succeeded('1.1.1.1', 'a@x.co'); // forgiven
    await delays.failed('1.1.1.1', 'a@x.co');
    await delays.assertAllowed('1.1.1.1', 'a@x.co');
    await delays.close();
  });

  it('lets requests through when the store fails, rather than locking everyone out', async () => {
    const broken: ThrottleStore = {
      hit: () => Promise.reject(new Error('down')),
      mark: () => Promise.reject(new Error('down')),
      ttl: () => Promise.reject(new Error('down')),
      del: () => Promise.reject(new Error('down')),
      close: async () => {},
    };
    const warnings: string[] = [];
    const delays = new LoginDelays(broken, config, { warn: (_o, msg) => warnings.push(msg) });
    for (let i = 0; i < 5; i++) await delays.failed('1.1.1.1', 'a@x.co');
    await delays.assertAllowed('1.1.1.1', 'a@x.co');
    expect(warnings.length).toBeGreaterThan(0);
  });

  it('never puts an email address into a key', async () => {
    const keys: string[] = [];
    const store = new MemoryThrottleStore();
    const seen = (...k: string[]) => {
      keys.push(...k);
    };
    const spy: ThrottleStore = {
      hit: (k, w) => {
        seen(k);
        return store.hit(k, w);
      },
      mark: (k, ms) => {
        seen(k);
        return store.mark(k, ms);
      },
      ttl: (k) => {
        seen(k);
        return store.ttl(k);
      },
      del: (...k) => {
        seen(...k);
        return store.del(...k);
      },
      close: () => store.close(),
    };
    const delays = new LoginDelays(spy, config, silent);
    await delays.failed('1.1.1.1', 'secret@x.co');
    await delays.failed('1.1.1.1', 'secret@x.co');
    await delays.assertAllowed('1.1.1.2', 'secret@x.co');
    await delays.succeeded('1.1.1.1', 'secret@x.co');
    expect(keys.length).toBeGreaterThan(5);
    expect(keys.some((k) => k.includes('secret'))).toBe(false);
    await delays.close();
  });
});

describe.runIf(hasRedis)('two API processes sharing Redis', () => {
  let a: TestApp;
  let b: TestApp;
  const prefix = testPrefix();
  beforeAll(async () => {
    const shared = {
      redisUrl: REDIS_URL,
      redisPrefix: prefix,
      rateLimit: { max: 3, windowMs: 60_000 },
    };
    [a, b] = await Promise.all([createTestApp(shared), createTestApp(shared)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await dropKeys(prefix);
  });

  it('add up their counts, so a load balancer cannot be used to get around the limit', async () => {
    const statuses: number[] = [];
    for (const t of [a, b, a, b]) {
      const c = t.client();
      c.ip = '10.20.0.1';
      statuses.push(
        (await c.post('/api/auth/login', { email: 'someone@example.com', password: PASSWORD })).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('share the sign-in delays', async () => {
    const [ra, rb] = await Promise.all([
      connectRedis({ redisUrl: REDIS_URL, redisPrefix: prefix }, silent),
      connectRedis({ redisUrl: REDIS_URL, redisPrefix: prefix }, silent),
    ]);
    const config = {
      loginThrottle: {
        freeFailures: 1,
        ipFreeFailures: 10,
        baseDelayMs: 5_000,
        maxDelayMs: 10_000,
        windowMs: 60_000,
      },
    };
    const onA = new LoginDelays(new RedisThrottleStore(ra!, 'auth:'), config, silent);
    const onB = new LoginDelays(new RedisThrottleStore(rb!, 'auth:'), config, silent);
    await onA.failed('10.21.0.1', 'a@x.co'); // free
    await onB.failed('10.21.0.1', 'a@x.co'); // the second failure, on the other process: blocked
    await expect(onA.assertAllowed('10.21.0.1', 'a@x.co')).rejects.toMatchObject({ statusCode: 429 });
    await onA.succeeded('10.21.0.1', 'a@x.co');
    await onB.assertAllowed('10.21.0.1', 'a@x.co');
    await Promise.all([closeRedis(ra), closeRedis(rb)]);
  });
});

describe('a Redis that is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: the app must start and serve all the same.
    t = await createTestApp({ redisUrl: 'redis://127.0.0.1:1', rateLimit: { max: 2, windowMs: 60_000 } });
  });
  afterAll(() => t.close());

  it('lets sign-ins through rather than locking everyone out', async () => {
    const c = t.client();
    const { email } = await signUp(c);
    for (let i = 0; i < 4; i++)
      expect((await c.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
  });
});
