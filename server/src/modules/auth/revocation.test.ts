import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { refreshTokens } from '../../db/schema';
import { createTestApp, type TestApp, TestClient } from '../../test/app';
import { SESSION_CHECK_TTL_MS } from './live-sessions';
import { PASSWORD, signUp, tokenFromMail } from './test-helpers';

/**
 * A session ends when it should: after logout, a password reset, or a refresh token's reuse revoking
 * its family, the old access cookie stops reading /api/auth/me and /api/files — at once on the
 * process that ended it, and within a few seconds on every other API process.
 */
describe('ending a session ends its access cookie on every process', () => {
  let t: TestApp;
  let other: App; // a second API process on the same database
  let clock = Date.now();
  const now = () => clock;

  beforeAll(async () => {
    t = await createTestApp({}, { now });
    other = await buildApp({
      config: t.config,
      database: t.app.ctx.database,
      startWorker: false,
      logger: false,
      now,
    });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  /** A client on process `app` holding just this access cookie (what a thief would copy). */
  const holder = (app: App, access: string) => {
    const c = new TestClient(app);
    c.cookies.set('access', access);
    return c;
  };
  const reads = async (c: TestClient) => [
    (await c.get('/api/auth/me')).status,
    (await c.get('/api/files')).status,
  ];

  /** Both processes accept the cookie now (so the other one has it cached as live). */
  async function expectWorksEverywhere(access: string) {
    expect(await reads(holder(t.app, access))).toEqual([200, 200]);
    expect(await reads(holder(other, access))).toEqual([200, 200]);
  }

  /** Refused at once where it ended, and on the other process once its cached answer expired. */
  async function expectEndedEverywhere(access: string) {
    expect(await reads(holder(t.app, access))).toEqual([401, 401]);
    clock += SESSION_CHECK_TTL_MS + 1;
    expect(await reads(holder(other, access))).toEqual([401, 401]);
  }

  it('after logout', async () => {
    const c = t.client();
    await signUp(c);
    const access = c.cookies.get('access')!;
    await expectWorksEverywhere(access);
    expect((await c.post('/api/auth/logout')).status).toBe(204);
    await expectEndedEverywhere(access);
  });

  it('after a password reset, for every login of the account', async () => {
    const c = t.client();
    const { email } = await signUp(c);
    const second = t.client();
    expect((await second.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
    const accesses = [c.cookies.get('access')!, second.cookies.get('access')!];
    for (const a of accesses) await expectWorksEverywhere(a);

    await t.client().post('/api/auth/forgot', { email });
    const token = await tokenFromMail(t, email, 'Reset your password', 'http://localhost:3000/reset/');
    const reset = await t.client().post('/api/auth/reset', {
      token,
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
    });
    expect(reset.status).toBe(200);
    for (const a of accesses) await expectEndedEverywhere(a);
  });

  it('after a reused refresh token revokes its family', async () => {
    const c = t.client();
    const { user } = await signUp(c);
    const stolen = c.cookies.get('refresh')!;
    expect((await c.post('/api/auth/refresh')).status).toBe(200); // the owner rotates
    const access = c.cookies.get('access')!; // the owner's fresh access cookie
    await expectWorksEverywhere(access);
    // Past the race grace a second use of the old token means it leaked: the family is revoked.
    await t.app.ctx.db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - interval '1 minute'` })
      .where(and(eq(refreshTokens.userId, user.id), isNotNull(refreshTokens.usedAt)));
    const thief = t.client();
    thief.cookies.set('refresh', stolen);
    expect((await thief.post('/api/auth/refresh')).status).toBe(401);
    await expectEndedEverywhere(access);
  });

  it('leaves live sessions alone', async () => {
    const c = t.client();
    await signUp(c);
    const access = c.cookies.get('access')!;
    await expectWorksEverywhere(access);
    clock += SESSION_CHECK_TTL_MS + 1;
    await expectWorksEverywhere(access);
  });
});
