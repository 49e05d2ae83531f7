import crypto from 'node:crypto';
import { MSG } from '@pressrun/domain';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { PASSWORD } from './test-helpers';
import {
  AuthThrottle,
  EMAIL_BACKSTOP_FACTOR,
  loginDelayMs,
  MemoryThrottleStore,
  RedisThrottleStore,
  type ThrottleStore,
} from './throttle';

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
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const silent = { warn: () => {} };

describe('loginDelayMs', () => {
  it('is free up to the allowance, then doubles up to the cap', () => {
    const d = (n: number) => loginDelayMs(n, 3, 1000, 60_000);
    expect([0, 1, 2, 3].map(d)).toEqual([0, 0, 0, 0]);
    expect([4, 5, 6, 7].map(d)).toEqual([1000, 2000, 4000, 8000]);
    expect(d(10)).toBe(60_000);
    expect(d(1000)).toBe(60_000);
  });
});

function storeContract(name: string, make: () => ThrottleStore, enabled = true) {
  describe.runIf(enabled)(`${name} store`, () => {
    let store: ThrottleStore;
    beforeAll(() => {
      store = make();
    });
    afterAll(() => store.close());

    it('counts hits within a window and starts over after it', async () => {
      expect(await store.hit('a', 150)).toBe(1);
      expect(await store.hit('a', 150)).toBe(2);
      expect(await store.hit('a', 150)).toBe(3);
      expect(await store.ttl('a')).toBeGreaterThan(0);
      await sleep(200);
      expect(await store.ttl('a')).toBe(0);
      expect(await store.hit('a', 150)).toBe(1);
    });

    it('keeps the window from the first hit (later hits do not extend it)', async () => {
      expect(await store.hit('b', 5_000)).toBe(1);
      await sleep(50);
      const before = await store.ttl('b');
      expect(await store.hit('b', 5_000)).toBe(2);
      expect(await store.ttl('b')).toBeLessThanOrEqual(before);
      expect(before).toBeLessThanOrEqual(4_960);
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
}

storeContract('memory', () => new MemoryThrottleStore());
storeContract(
  'Redis',
  () => new RedisThrottleStore(REDIS_URL, `pressrun-test:${crypto.randomBytes(6).toString('hex')}:`),
  hasRedis,
);

describe('AuthThrottle', () => {
  const config = {
    rateLimit: { max: 2, windowMs: 60_000 },
    loginThrottle: {
      freeFailures: 1,
      ipFreeFailures: 3,
      baseDelayMs: 5_000,
      maxDelayMs: 10_000,
      windowMs: 60_000,
    },
  };

  it('limits each key on its own and answers 429 with the spec text', async () => {
    const th = new AuthThrottle(new MemoryThrottleStore(), config, silent);
    await th.attempt('login', { ip: '1.1.1.1', email: 'a@x.co' });
    await th.attempt('login', { ip: '1.1.1.1', email: 'b@x.co' });
    await expect(th.attempt('login', { ip: '1.1.1.1', email: 'c@x.co' })).rejects.toMatchObject({
      statusCode: 429,
      message: MSG.tooManyAttempts,
    });
    // Another action has its own count.
    await th.attempt('forgot', { ip: '1.1.1.1', email: 'a@x.co' });
    await th.close();
  });

  it('limits an email per IP: strangers elsewhere cannot lock its owner out, short of the backstop', async () => {
    const th = new AuthThrottle(new MemoryThrottleStore(), config, silent);
    const login = (ip: string) => th.attempt('login', { ip, email: 'victim@x.co' });
    // max (2) from one IP, then that IP + email is over its limit.
    await login('6.6.6.6');
    await login('6.6.6.6');
    await expect(login('6.6.6.6')).rejects.toMatchObject({ statusCode: 429 });
    // Other IPs, the owner's among them, go on until the email's total meets the backstop.
    const backstop = config.rateLimit.max * EMAIL_BACKSTOP_FACTOR;
    expect(backstop).toBe(20);
    for (let i = 4; i < backstop; i++) await login(`7.7.7.${i}`); // attempts 4–19 for the email
    await login('1.2.3.4'); // the owner: attempt 20
    await expect(login('8.8.8.8')).rejects.toMatchObject({ statusCode: 429, message: MSG.tooManyAttempts });
    // Another email is not affected.
    await th.attempt('login', { ip: '8.8.8.9', email: 'other@x.co' });
    await th.close();
  });

  it('lets requests through when the store fails, rather than locking everyone out', async () => {
    const broken: ThrottleStore = {
      kind: 'redis',
      hit: () => Promise.reject(new Error('down')),
      mark: () => Promise.reject(new Error('down')),
      ttl: () => Promise.reject(new Error('down')),
      del: () => Promise.reject(new Error('down')),
      close: async () => {},
    };
    const warnings: string[] = [];
    const th = new AuthThrottle(broken, config, { warn: (_o, msg) => warnings.push(msg) });
    for (let i = 0; i < 5; i++) await th.attempt('login', { ip: '1.1.1.1', email: 'a@x.co' });
    await th.loginFailed('1.1.1.1', 'a@x.co');
    await th.assertLoginAllowed('1.1.1.1', 'a@x.co');
    expect(warnings.length).toBeGreaterThan(0);
  });

  it('never puts an email address into a key', async () => {
    const keys: string[] = [];
    const store = new MemoryThrottleStore();
    const seen = (...k: string[]) => {
      keys.push(...k);
    };
    const spy: ThrottleStore = {
      kind: 'memory',
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
    const th = new AuthThrottle(spy, config, silent);
    await th.attempt('login', { ip: '1.1.1.1', email: 'secret@x.co' });
    await th.loginFailed('1.1.1.1', 'secret@x.co');
    await th.loginFailed('1.1.1.1', 'secret@x.co');
    await th.assertLoginAllowed('1.1.1.2', 'secret@x.co');
    await th.loginSucceeded('1.1.1.1', 'secret@x.co');
    expect(keys.length).toBeGreaterThan(5);
    expect(keys.some((k) => k.includes('secret'))).toBe(false);
    await th.close();
  });
});

describe.runIf(hasRedis)('two API processes sharing Redis', () => {
  let a: TestApp;
  let b: TestApp;
  const prefix = `pressrun-test:${crypto.randomBytes(6).toString('hex')}:`;
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
    // Leave the shared Redis as we found it.
    const r = new Redis(REDIS_URL);
    const keys = await r.keys(`${prefix}*`);
    if (keys.length) await r.del(...keys);
    await r.quit();
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
});
