import { MSG } from '@pressrun/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/app';
import { mailsTo, PASSWORD, signUp } from './test-helpers';

/**
 * Strangers cannot lock a user out. With the shipped limits (10 attempts per IP per 15 minutes, the
 * sign-in delays' defaults), 105 bad attempts for a victim's email from one address once made the
 * victim's own attempts from three other addresses answer 429, and sent the victim 10 reset mails.
 */
describe('a stranger hammering one account', () => {
  let t: TestApp;
  const defaults = loadConfig({});
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: defaults.rateLimit, loginThrottle: defaults.loginThrottle });
  });
  afterAll(() => t.close());

  const from = (ip: string) => {
    const c = t.client();
    c.ip = ip;
    return c;
  };

  it('cannot stop the owner signing in from their own addresses', async () => {
    const { email } = await signUp(from('10.60.0.1'));
    const attacker = from('10.66.6.6');
    const refused: number[] = [];
    for (let i = 0; i < 105; i++) {
      const res = await attacker.post('/api/auth/login', { email, password: `guess-${i}` });
      refused.push(res.status);
    }
    // The attacker's own address is refused soon enough.
    expect(refused.slice(0, 3)).toEqual([401, 401, 401]);
    expect(refused.at(-1)).toBe(429);
    for (const ip of ['10.61.0.1', '10.62.0.1', '10.63.0.1']) {
      const res = await from(ip).post('/api/auth/login', { email, password: PASSWORD });
      expect(res.status, `sign-in from ${ip}`).toBe(200);
    }
  });

  it('cannot flood the owner with reset mails, and every asker gets the same answer', async () => {
    const { email } = await signUp(from('10.70.0.1'));
    const attacker = from('10.77.7.7');
    for (let i = 0; i < 105; i++) await attacker.post('/api/auth/forgot', { email });
    const flood = (await mailsTo(t, email)).filter((m) => m.subject === 'Reset your password');
    expect(flood.length).toBeGreaterThan(0);
    expect(flood.length).toBeLessThanOrEqual(3);
    // The owner asking from their own addresses is not silenced by the stranger's count.
    for (const ip of ['10.71.0.1', '10.72.0.1', '10.73.0.1']) {
      const res = await from(ip).post('/api/auth/forgot', { email });
      expect(res.status, `forgot from ${ip}`).toBe(200);
      expect(res.body.message).toBe(MSG.forgotSuccess);
    }
    const resets = (await mailsTo(t, email)).filter((m) => m.subject === 'Reset your password');
    expect(resets.length).toBe(flood.length + 3);
  });
});
