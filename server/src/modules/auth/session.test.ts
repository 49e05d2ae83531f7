import { MSG } from '@pressrun/domain';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logins, refreshTokens } from '../../db/schema';
import { createTestApp, type TestApp, type TestClient } from '../../test/app';
import { PASSWORD, signUp } from './test-helpers';

function setCookies(res: { headers: Record<string, unknown> }): string[] {
  const h = res.headers['set-cookie'];
  return Array.isArray(h) ? h : h ? [String(h)] : [];
}
const cookieLine = (res: { headers: Record<string, unknown> }, name: string) =>
  setCookies(res).find((c) => c.startsWith(`${name}=`));

describe('POST /api/auth/login', () => {
  let t: TestApp;
  let email: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ email } = await signUp(t.client()));
  });
  afterAll(() => t.close());

  it('signs in, sets the three cookies, and records the login', async () => {
    const c = t.client();
    c.ip = '10.1.1.1';
    const res = await c.post(
      '/api/auth/login',
      { email: email.toUpperCase(), password: PASSWORD },
      { headers: { 'user-agent': 'TestBrowser/1.0' } },
    );
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email, name: 'Jane Doe', email_verified: false });

    const access = cookieLine(res, 'access')!;
    expect(access).toMatch(/HttpOnly/);
    expect(access).toMatch(/Path=\//);
    expect(access).toMatch(/Max-Age=900/);
    expect(access).toMatch(/SameSite=Lax/);
    expect(access).not.toMatch(/Secure/);
    const refresh = cookieLine(res, 'refresh')!;
    expect(refresh).toMatch(/HttpOnly/);
    expect(refresh).toMatch(/Path=\/api\/auth/);
    expect(Number(refresh.match(/Max-Age=(\d+)/)![1])).toBeGreaterThan(29 * 86400);
    const csrf = cookieLine(res, 'csrf')!;
    expect(csrf).not.toMatch(/HttpOnly/);
    expect(csrf).toMatch(/Path=\//);

    const [login] = await t.app.ctx.db
      .select()
      .from(logins)
      .where(eq(logins.userId, res.body.user.id))
      .orderBy(desc(logins.id));
    expect(login).toMatchObject({
      companyId: res.body.user.company_id,
      ip: '10.1.1.1',
      userAgent: 'TestBrowser/1.0',
      logoutTime: null,
    });
    expect(login!.loginTime).toBeInstanceOf(Date);
    expect((await c.get('/api/auth/me')).body.user.email).toBe(email);
  });

  it('refuses a wrong password and an unknown email alike, clearing access and rotating csrf', async () => {
    for (const body of [
      { email, password: 'wrong-password' },
      { email: 'nobody@example.com', password: PASSWORD },
    ]) {
      const c = t.client();
      await c.ensureCsrf();
      c.cookies.set('access', 'stale');
      const before = c.cookies.get('csrf');
      const res = await c.post('/api/auth/login', body);
      expect(res.status).toBe(401);
      expect(res.body.error.message).toBe('Login failed. Email and/or password are invalid.');
      expect(cookieLine(res, 'access')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
      expect(c.cookies.has('access')).toBe(false);
      expect(c.cookies.get('csrf')).toBeTruthy();
      expect(c.cookies.get('csrf')).not.toBe(before);
    }
  });

  it('takes about as long for an unknown email as for a wrong password', async () => {
    const time = async (body: object) => {
      const c = t.client();
      c.ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const start = performance.now();
      await c.post('/api/auth/login', body);
      return performance.now() - start;
    };
    await time({ email: 'warm@example.com', password: 'x' }); // computes the dummy hash once
    // The fastest of a few tries of each, so a busy machine does not decide the outcome.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time({ email, password: 'wrong-password' }));
      unknown.push(await time({ email: 'ghost@example.com', password: 'wrong-password' }));
    }
    // Both verify one argon2 hash; without the dummy the unknown email would answer in ~1 ms, a
    // small fraction of a hash's tens of milliseconds even when other work slows one of them.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.2);
  });

  it.each([
    [{ password: PASSWORD }, 'Please enter your email address.', 'email'],
    [{ email: 'bad', password: PASSWORD }, 'Please enter your email address.', 'email'],
    [{ email: 'a@b.co' }, 'Please enter your password.', 'password'],
    [{ email: 'a@b.co', password: '' }, 'Please enter your password.', 'password'],
    [{ email: 'a@b.co', password: 'x'.repeat(257) }, MSG.maxLength, 'password'],
  ])('rejects %j with the message for that field', async (body, message, field) => {
    const res = await t.client().post('/api/auth/login', body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect(res.body.error.fields[field]).toBe(message);
  });

  it('refuses a login without the CSRF header', async () => {
    const c = t.client();
    await c.ensureCsrf();
    const res = await c.post('/api/auth/login', { email, password: PASSWORD }, { csrf: false });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('csrf');
  });
});

describe('POST /api/auth/refresh and /logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signedIn = async () => {
    const c = t.client();
    const { user } = await signUp(c);
    return { c, user };
  };

  it('rotates the refresh token and hands out new access and csrf cookies', async () => {
    const { c, user } = await signedIn();
    const old = {
      access: c.cookies.get('access'),
      refresh: c.cookies.get('refresh'),
      csrf: c.cookies.get('csrf'),
    };
    const res = await c.post('/api/auth/refresh');
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(user.id);
    expect(c.cookies.get('refresh')).not.toBe(old.refresh);
    expect(c.cookies.get('access')).not.toBe(old.access);
    expect(c.cookies.get('csrf')).not.toBe(old.csrf);
    expect(cookieLine(res, 'refresh')).toMatch(/Path=\/api\/auth/);

    // Both tokens belong to one family; the old one is marked used.
    const rows = await t.app.ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.familyId)).size).toBe(1);
    expect(rows.filter((r) => r.usedAt)).toHaveLength(1);

    // And the new session works.
    expect((await c.get('/api/auth/me')).status).toBe(200);
    expect((await c.post('/api/auth/refresh')).status).toBe(200);
  });

  it('revokes the whole family when a used refresh token is presented again', async () => {
    const { c, user } = await signedIn();
    const stolen = c.cookies.get('refresh')!;
    expect((await c.post('/api/auth/refresh')).status).toBe(200); // the real owner rotates
    // Past the grace window a second use is no race: a copy of the token leaked.
    await t.app.ctx.db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - interval '1 minute'` })
      .where(and(eq(refreshTokens.userId, user.id), isNotNull(refreshTokens.usedAt)));

    const thief = t.client();
    thief.cookies.set('refresh', stolen);
    const replay = await thief.post('/api/auth/refresh');
    expect(replay.status).toBe(401);
    expect(replay.body.error.message).toBe(MSG.sessionExpired);
    expect(cookieLine(replay, 'refresh')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(cookieLine(replay, 'access')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(thief.cookies.has('refresh')).toBe(false);

    // The owner's current token died with the family.
    const owner = await c.post('/api/auth/refresh');
    expect(owner.status).toBe(401);
    expect(owner.body.error.message).toBe(MSG.sessionExpired);
    const rows = await t.app.ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows.every((r) => r.revokedAt)).toBe(true);
    const [login] = await t.app.ctx.db.select().from(logins).where(eq(logins.userId, user.id));
    expect(login!.logoutTime).toBeInstanceOf(Date);
  });

  it('treats two refreshes with the same cookie at once as a race: one wins, nothing is revoked', async () => {
    const { c, user } = await signedIn();
    const shared = c.cookies.get('refresh')!;
    const tab2 = t.client();
    for (const [k, v] of c.cookies) tab2.cookies.set(k, v);
    const [a, b] = await Promise.all([c.post('/api/auth/refresh'), tab2.post('/api/auth/refresh')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.error.code).toBe('refresh_race');
    expect(loser.headers['set-cookie']).toBeUndefined();
    // The same token again, seconds later (a third tab): still a race, still no revocation.
    const late = t.client();
    late.cookies.set('refresh', shared);
    expect((await late.post('/api/auth/refresh')).status).toBe(409);
    const rows = await t.app.ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows.some((r) => r.revokedAt)).toBe(false);
    const winner = a.status === 200 ? c : tab2;
    expect((await winner.post('/api/auth/refresh')).status).toBe(200);
  });

  it('refuses an expired, unknown or missing refresh token with the session-expired message', async () => {
    const { c, user } = await signedIn();
    await t.app.ctx.db
      .update(refreshTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(refreshTokens.userId, user.id));
    const expired = await c.post('/api/auth/refresh');
    expect(expired.status).toBe(401);
    expect(expired.body.error.message).toBe('Your session has expired, please log in again.');

    const unknown = t.client();
    unknown.cookies.set('refresh', 'made-up-token');
    expect((await unknown.post('/api/auth/refresh')).body.error.message).toBe(MSG.sessionExpired);

    const none = await t.client().post('/api/auth/refresh');
    expect(none.status).toBe(401);
    expect(none.body.error.message).toBe(MSG.sessionExpired);
  });

  it('refuses a refresh without the CSRF header', async () => {
    const { c } = await signedIn();
    expect((await c.post('/api/auth/refresh', undefined, { csrf: false })).status).toBe(403);
  });

  it('logs out: stamps the logout time, revokes the family and clears the cookies', async () => {
    const { c, user } = await signedIn();
    const refresh = c.cookies.get('refresh')!;
    const res = await c.post('/api/auth/logout');
    expect(res.status).toBe(204);
    for (const name of ['access', 'refresh', 'csrf'])
      expect(cookieLine(res, name)).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(cookieLine(res, 'refresh')).toMatch(/Path=\/api\/auth/);
    expect(c.cookies.has('access')).toBe(false);
    expect(c.cookies.has('refresh')).toBe(false);

    const [login] = await t.app.ctx.db.select().from(logins).where(eq(logins.userId, user.id));
    expect(login!.logoutTime).toBeInstanceOf(Date);
    const again = t.client();
    again.cookies.set('refresh', refresh);
    expect((await again.post('/api/auth/refresh')).status).toBe(401);
    expect((await c.get('/api/auth/me')).status).toBe(401);
  });

  it('logs out with 204 even without a session, but not without the CSRF header', async () => {
    const c = t.client();
    expect((await c.post('/api/auth/logout')).status).toBe(204);
    expect((await c.post('/api/auth/logout', undefined, { csrf: false })).status).toBe(403);
  });

  it('leaves other logins of the same user alone', async () => {
    const a = t.client();
    const { email } = await signUp(a);
    const b = t.client();
    expect((await b.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
    expect((await a.post('/api/auth/logout')).status).toBe(204);
    expect((await b.post('/api/auth/refresh')).status).toBe(200);
  });
});

describe('login throttling', () => {
  let t: TestApp;
  let email: string;
  let clock = Date.now();
  beforeAll(async () => {
    t = await createTestApp(
      {
        rateLimit: { max: 1000, windowMs: 60_000 },
        loginThrottle: {
          freeFailures: 2,
          ipFreeFailures: 5,
          baseDelayMs: 600,
          maxDelayMs: 1200,
          windowMs: 60_000,
        },
      },
      { now: () => clock },
    );
    ({ email } = await signUp(t.client()));
  });
  afterAll(() => t.close());

  const attempt = (c: TestClient, password: string, who = email) =>
    c.post('/api/auth/login', { email: who, password });

  it('blocks an IP + email after the free failures until the delay is over', async () => {
    const c = t.client();
    c.ip = '10.2.0.1';
    expect((await attempt(c, 'bad-1')).status).toBe(401);
    expect((await attempt(c, 'bad-2')).status).toBe(401);
    expect((await attempt(c, 'bad-3')).status).toBe(401); // third failure: blocked for 600 ms
    const blocked = await attempt(c, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toBe(MSG.tooManyAttempts);

    // Another IP is not affected.
    const other = t.client();
    other.ip = '10.2.0.2';
    expect((await attempt(other, PASSWORD)).status).toBe(200);

    clock += 599;
    expect((await attempt(c, PASSWORD)).status).toBe(429); // not quite over
    clock += 2;
    expect((await attempt(c, 'bad-4')).status).toBe(401); // now blocked for 1200 ms (the cap)
    expect((await attempt(c, PASSWORD)).status).toBe(429);
    clock += 1201;
    // The right password works once the block is over, and forgives the failures.
    expect((await attempt(c, PASSWORD)).status).toBe(200);
    expect((await attempt(c, 'bad-5')).status).toBe(401);
    expect((await attempt(c, PASSWORD)).status).toBe(200);
  });

  it('counts an IPv6 client by its /64, so hopping addresses within it does not help', async () => {
    const from = (ip: string) => {
      const c = t.client();
      c.ip = ip;
      return c;
    };
    for (const ip of ['2001:db8:1:1::1', '2001:db8:1:1::2', '2001:db8:1:1::3'])
      expect((await attempt(from(ip), 'guess')).status).toBe(401);
    expect((await attempt(from('2001:db8:1:1::4'), PASSWORD)).status).toBe(429);
    expect((await attempt(from('2001:db8:1:2::1'), PASSWORD)).status).toBe(200);
  });

  it('blocks an IP that fails for many different emails (credential stuffing)', async () => {
    const c = t.client();
    c.ip = '10.3.0.1';
    for (let i = 0; i < 6; i++)
      expect((await attempt(c, 'guess', `victim${i}@example.com`)).status).toBe(401);
    expect((await attempt(c, PASSWORD)).status).toBe(429);
  });
});

describe('rate limits on the account forms', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: { max: 3, windowMs: 60_000 } });
  });
  afterAll(() => t.close());

  it('limits login attempts per IP', async () => {
    const c = t.client();
    c.ip = '10.4.0.1';
    for (let i = 0; i < 3; i++)
      expect((await c.post('/api/auth/login', { email: `x${i}@example.com`, password: 'p' })).status).toBe(
        401,
      );
    const res = await c.post('/api/auth/login', { email: 'x9@example.com', password: 'p' });
    expect(res.status).toBe(429);
    expect(res.body.error.message).toBe(MSG.tooManyAttempts);
  });

  it('limits login attempts per IP + email, so a stranger cannot lock the owner out', async () => {
    const owner = t.client();
    owner.ip = '10.5.1.1';
    const { email } = await signUp(owner);
    const login = (ip: string, password = 'wrong') => {
      const c = t.client();
      c.ip = ip;
      return c.post('/api/auth/login', { email, password });
    };
    const stranger: number[] = [];
    for (let i = 0; i < 4; i++) stranger.push((await login('10.5.0.1')).status);
    expect(stranger).toEqual([401, 401, 401, 429]);
    // The owner signs in from their own address all the same.
    expect((await login('10.5.1.1', PASSWORD)).status).toBe(200);
    // Nothing counts per email alone: failures from many other addresses never block a clean one.
    for (let i = 0; i < 40; i++) expect((await login(`10.5.2.${i + 1}`)).status).toBe(401);
    expect((await login('10.5.3.1', PASSWORD)).status).toBe(200);
  });

  it('never counts a request refused for its IP against the email', async () => {
    const { email } = await signUp(t.client());
    const from = (ip: string) => {
      const c = t.client();
      c.ip = ip;
      return c;
    };
    const a = from('10.5.8.1');
    for (let i = 0; i < 3; i++)
      await a.post('/api/auth/login', { email: `other${i}@example.com`, password: 'p' });
    // 'a' is over its IP limit now; its refused attempts for this email must not count for it.
    for (let i = 0; i < 5; i++)
      expect((await a.post('/api/auth/login', { email, password: 'p' })).status).toBe(429);
    expect((await from('10.5.8.2').post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
  });

  it('limits sign-ups per IP', async () => {
    const c = t.client();
    c.ip = '10.6.0.1';
    for (let i = 0; i < 3; i++) await signUp(c);
    const res = await c.post('/api/auth/register', {
      username: 'Late',
      email: 'late@example.com',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(res.status).toBe(429);
  });

  it('limits forgot-password requests per IP + email and reset attempts per IP', async () => {
    const forgot = (ip: string) => {
      const c = t.client();
      c.ip = ip;
      return c.post('/api/auth/forgot', { email: 'someone@example.com' });
    };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await forgot('10.7.0.1')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // The owner can still ask for a reset link from elsewhere.
    expect((await forgot('10.7.0.2')).status).toBe(200);

    const c = t.client();
    c.ip = '10.8.0.1';
    const body = (n: number) => ({
      token: `guess-${n}`,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    for (let i = 0; i < 3; i++) expect((await c.post('/api/auth/reset', body(i))).status).toBe(400);
    expect((await c.post('/api/auth/reset', body(9))).status).toBe(429);
  });
});

describe('served over https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ secureCookies: true });
  });
  afterAll(() => t.close());

  it('marks every session cookie Secure, under a __Host- name', async () => {
    const c = t.client();
    const res = await c.post('/api/auth/register', {
      username: 'Sam',
      email: 'sam@example.com',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(res.status).toBe(201);
    for (const name of ['__Host-access', '__Host-refresh', '__Host-csrf'])
      expect(cookieLine(res, name)).toMatch(/; Secure/);
  });

  it('documents the auth routes in the OpenAPI spec', async () => {
    const res = await t.client().get('/api/docs/json');
    expect(res.status).toBe(200);
    const paths = Object.keys(res.body.paths);
    for (const p of ['login', 'register', 'logout', 'refresh', 'me', 'verify-email', 'forgot', 'reset'])
      expect(paths).toContain(`/api/auth/${p}`);
    expect(paths).toContain('/api/dashboard/summary');
  });
});
