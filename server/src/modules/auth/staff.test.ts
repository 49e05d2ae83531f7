import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { users } from '../../db/schema';
import { createTestApp, type TestApp, type TestClient } from '../../test/app';
import { PASSWORD, signUp, tokenFromMail, uniqueEmail } from './test-helpers';

const CONFIRM = 'http://localhost:3000/confirm_email/';
const STAFF_ROUTE = '/api/admin/promo-codes';

describe('STAFF_EMAILS', () => {
  it('is a comma-separated list, trimmed and lower-cased, empty by default', () => {
    expect(loadConfig({}).staffEmails).toEqual([]);
    expect(loadConfig({ STAFF_EMAILS: ' Boss@Example.com ,, ops@example.com,' }).staffEmails).toEqual([
      'boss@example.com',
      'ops@example.com',
    ]);
  });
});

describe('staff by STAFF_EMAILS', () => {
  let t: TestApp;
  const listed = [uniqueEmail('staff'), uniqueEmail('staff'), uniqueEmail('staff'), uniqueEmail('staff')];

  beforeAll(async () => {
    // Listed in another case and with spaces: the list compares as sign-in does.
    t = await createTestApp({
      staffEmails: loadConfig({ STAFF_EMAILS: listed.map((e) => ` ${e.toUpperCase()}`).join(',') })
        .staffEmails,
    });
  });
  afterAll(() => t.close());

  /** Opens the verification link, in the browser `c` when given (its session then stays signed in). */
  const verify = async (email: string, c: TestClient = t.client()) => {
    const key = await tokenFromMail(t, email, 'Verify your email address', CONFIRM);
    expect((await c.post('/api/auth/verify-email', { key })).status).toBe(200);
  };
  const signIn = async (email: string) => {
    const c = t.client();
    const res = await c.post('/api/auth/login', { email, password: PASSWORD });
    expect(res.status).toBe(200);
    return { c, user: res.body.user };
  };
  const signedStaffRole = (c: TestClient) => t.app.ctx.signer.verify(c.cookies.get('access'))?.staffRole;
  const storedStaffRole = async (email: string) =>
    (await t.app.ctx.db.select().from(users).where(eq(users.email, email)))[0]!.staffRole;

  it('makes a listed, verified user an admin at sign-in, in the database and the signed session', async () => {
    const email = listed[0]!;
    await signUp(t.client(), { email });
    await verify(email);
    const { c, user } = await signIn(email);
    expect(user.staff_role).toBe('admin');
    expect(signedStaffRole(c)).toBe('admin');
    expect(await storedStaffRole(email)).toBe('admin');
    expect((await c.get('/api/auth/me')).body.user.staff_role).toBe('admin');
    expect((await c.get(STAFF_ROUTE)).status).toBe(200);
  });

  it('does not make a listed user with an unverified email staff', async () => {
    const email = listed[1]!;
    await signUp(t.client(), { email });
    const { c, user } = await signIn(email);
    expect(user.staff_role).toBeNull();
    expect(signedStaffRole(c)).toBeNull();
    expect(await storedStaffRole(email)).toBeNull();
    expect((await c.get('/api/auth/me')).body.user.staff_role).toBeNull();
    const res = await c.get(STAFF_ROUTE);
    expect([res.status, res.body.error.message]).toEqual([404, `No route GET ${STAFF_ROUTE}`]);
  });

  it('makes a listed user staff at the next refresh once they verify', async () => {
    const email = listed[2]!;
    await signUp(t.client(), { email });
    const { c } = await signIn(email);
    expect((await c.get(STAFF_ROUTE)).status).toBe(404);
    await verify(email, c);
    const res = await c.post('/api/auth/refresh');
    expect([res.status, res.body.user.staff_role]).toEqual([200, 'admin']);
    expect(signedStaffRole(c)).toBe('admin');
    expect((await c.get(STAFF_ROUTE)).status).toBe(200);
  });

  it('keeps a staff role set by hand on a listed user', async () => {
    const email = listed[3]!;
    await signUp(t.client(), { email });
    await verify(email);
    await t.app.ctx.db.update(users).set({ staffRole: 'operator' }).where(eq(users.email, email));
    const { c, user } = await signIn(email);
    expect([user.staff_role, signedStaffRole(c)]).toEqual(['operator', 'operator']);
    expect(await storedStaffRole(email)).toBe('operator');
  });

  it('does not make an unlisted, verified user staff', async () => {
    const { email } = await signUp(t.client());
    await verify(email);
    const { c, user } = await signIn(email);
    expect(user.staff_role).toBeNull();
    expect(signedStaffRole(c)).toBeNull();
    expect((await c.get('/api/auth/me')).body.user.staff_role).toBeNull();
    expect((await c.get(STAFF_ROUTE)).status).toBe(404);
  });

  it('keeps the role an unlisted user has in the database', async () => {
    const { email } = await signUp(t.client());
    await t.app.ctx.db.update(users).set({ staffRole: 'admin' }).where(eq(users.email, email));
    const { c, user } = await signIn(email);
    expect([user.staff_role, signedStaffRole(c)]).toEqual(['admin', 'admin']);
    expect((await c.get(STAFF_ROUTE)).status).toBe(200);
  });
});
