import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, userTokens } from '../../db/schema';
import { companyGroup } from '../../providers/jobs/queue';
import { createTestApp, type TestApp, type TestClient } from '../../test/app';
import { jobGroupsSince, lastJobId } from '../../test/jobs';
import { mailsTo, PASSWORD, signUp, tokenFromMail, uniqueEmail } from '../auth/test-helpers';

const URL = '/api/settings/account';
const CONFIRM_LINK = 'http://localhost:3000/confirm_new_email/';
const VERIFY_LINK = 'http://localhost:3000/confirm_email/';
const CONFIRM_SUBJECT = 'Confirm your new email address';
const TAKEN = 'Email has already been taken';
const LINK_FAILED =
  'This link is invalid or has expired. Please change your email address again from Settings.';

describe('/api/settings/account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A signed-up user (Jane Doe) and their browser. */
  async function member() {
    const c = t.client();
    const { email, user } = await signUp(c);
    return { c, email, userId: user.id as number };
  }
  const confirm = (c: TestClient, token: string) => c.post(`${URL}/confirm-email`, { token });
  const changeLink = (to: string) => tokenFromMail(t, to, CONFIRM_SUBJECT, CONFIRM_LINK);
  const login = (email: string) => t.client().post('/api/auth/login', { email, password: PASSWORD });

  it('shows the account: names, email, no phone for the sign-up placeholder, nothing pending', async () => {
    const { c, email } = await member();
    const res = await c.get(URL);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      account: { firstName: 'Jane', lastName: 'Doe', email, phone: '', pendingEmail: null },
    });
  });

  it('saves names and phone; a blank field keeps the stored value; the session user takes the new name', async () => {
    const { c, email } = await member();
    const res = await c.put(URL, {
      firstName: '  Janet ',
      lastName: '',
      email: '',
      phone: '+1 (415) 555-0100',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      account: { firstName: 'Janet', lastName: 'Doe', email, phone: '+1 (415) 555-0100', pendingEmail: null },
      message: 'Your account has been saved.',
    });
    // Missing fields keep too.
    const again = await c.put(URL, { lastName: 'Smith' });
    expect(again.body.account).toMatchObject({
      firstName: 'Janet',
      lastName: 'Smith',
      phone: '+1 (415) 555-0100',
    });
    expect(
      (await c.put(URL, { firstName: ' ', lastName: '  ', email: '   ', phone: ' ' })).body.account,
    ).toEqual(again.body.account);
    const me = (await c.get('/api/auth/me')).body.user;
    expect(me).toMatchObject({ name: 'Janet Smith', first_name: 'Janet', last_name: 'Smith', email });
    // Nothing was mailed for names.
    expect((await mailsTo(t, email)).map((m) => m.subject)).toEqual(['Verify your email address']);
  });

  it('refuses bad input with the field and a clear 400, saving nothing', async () => {
    const { c } = await member();
    const cases: Array<[unknown, string, string]> = [
      [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address.'],
      [{ phone: 'call me' }, 'phone', 'Please enter a phone number of up to 32 digits, spaces and + ( ) -.'],
      [
        { phone: '1'.repeat(33) },
        'phone',
        'Please enter a phone number of up to 32 digits, spaces and + ( ) -.',
      ],
      [{ phone: '()-+' }, 'phone', 'Please enter a phone number of up to 32 digits, spaces and + ( ) -.'],
      [{ firstName: 'x'.repeat(257) }, 'firstName', 'Must be at most 256 characters.'],
      [{ lastName: 7 }, 'lastName', 'Please fill in the account form with text.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await c.put(URL, body);
      expect([field, res.status, res.body.error.fields?.[field]]).toEqual([field, 400, message]);
    }
    for (const body of ['nope', [1]]) expect((await c.put(URL, body)).status).toBe(400);
    expect((await c.get(URL)).body.account).toMatchObject({ firstName: 'Jane', lastName: 'Doe', phone: '' });
  });

  it('changes the email only once the link mailed to the new address is opened; the old address is told', async () => {
    const { c, email: old, userId } = await member();
    const next = uniqueEmail('new');
    const mark = await lastJobId(t);
    const res = await c.put(URL, { firstName: 'Jane', email: `  ${next.toUpperCase()} ` });
    expect(res.status).toBe(200);
    const [user] = await t.app.ctx.db.select().from(users).where(eq(users.id, userId));
    expect(await jobGroupsSince(t, mark)).toEqual({ 'mail.send': [companyGroup(user!.companyId)] });
    expect(res.body.account).toMatchObject({ email: old, pendingEmail: next });
    expect(res.body.message).toBe(`We sent a link to ${next}. Your email address changes once you open it.`);
    const told = (await mailsTo(t, old)).find((m) => m.subject === 'Your email address is being changed');
    expect(told?.text).toContain(next);
    const token = await changeLink(next);
    // Until then the old address signs in, the new one does not.
    expect((await login(next)).status).toBe(401);
    expect((await c.get('/api/auth/me')).body.user.email).toBe(old);

    // The link works in any browser, signed in or not.
    const done = await confirm(t.client(), token);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ email: next, message: `Your email address is now ${next}.` });
    expect((await c.get(URL)).body.account).toMatchObject({ email: next, pendingEmail: null });
    // Opening the link proved the address: the account is verified.
    expect((await c.get('/api/auth/me')).body.user).toMatchObject({ email: next, email_verified: true });
    expect((await login(next)).status).toBe(200);
    expect((await login(old)).status).toBe(401);
    // Links mailed to the old address no longer work, nor does this one a second time.
    const oldKey = await tokenFromMail(t, old, 'Verify your email address', VERIFY_LINK);
    expect((await t.client().post('/api/auth/verify-email', { key: oldKey })).status).toBe(400);
    const twice = await confirm(t.client(), token);
    expect([twice.status, twice.body.error.message]).toEqual([400, LINK_FAILED]);
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ email: next, pendingEmail: null, emailVerified: true });
  });

  it('keeps a waiting change when the current email is sent again; resend replaces the link', async () => {
    const { c, email } = await member();
    const next = uniqueEmail('resend');
    await c.put(URL, { email: next });
    const first = await changeLink(next);
    expect((await c.put(URL, { email, firstName: 'Jo' })).body.account).toMatchObject({
      email,
      pendingEmail: next,
    });
    const resent = await c.post(`${URL}/email/resend`);
    expect([resent.status, resent.body.message]).toEqual([202, `We sent a new link to ${next}.`]);
    const second = await changeLink(next);
    expect(second).not.toBe(first);
    expect((await confirm(c, first)).status).toBe(400);
    expect((await confirm(c, second)).status).toBe(200);
    const none = await c.post(`${URL}/email/resend`);
    expect([none.status, none.body.error.message]).toEqual([
      409,
      'There is no new email address waiting to be confirmed.',
    ]);
  });

  it('a newer address replaces the waiting one, whose link stops working', async () => {
    const { c } = await member();
    const [one, two] = [uniqueEmail('one'), uniqueEmail('two')];
    await c.put(URL, { email: one });
    const oneLink = await changeLink(one);
    await c.put(URL, { email: two });
    expect((await c.get(URL)).body.account.pendingEmail).toBe(two);
    expect((await confirm(c, oneLink)).status).toBe(400);
    expect((await confirm(c, await changeLink(two))).body.email).toBe(two);
  });

  it('cancels a waiting change: its link stops working', async () => {
    const { c, email } = await member();
    const next = uniqueEmail('cancel');
    await c.put(URL, { email: next });
    const token = await changeLink(next);
    const res = await c.delete(`${URL}/email`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      account: expect.objectContaining({ email, pendingEmail: null }),
      message: 'The email change has been cancelled.',
    });
    const late = await confirm(t.client(), token);
    expect([late.status, late.body.error.message]).toEqual([400, LINK_FAILED]);
    expect((await c.get(URL)).body.account.email).toBe(email);
  });

  it("refuses another user's email, now or when the link is opened", async () => {
    const a = await member();
    const b = await member();
    for (const email of [b.email, b.email.toUpperCase()]) {
      const res = await a.c.put(URL, { email, firstName: 'Changed' });
      expect([res.status, res.body.error.message, res.body.error.fields]).toEqual([
        409,
        TAKEN,
        { email: TAKEN },
      ]);
    }
    // Nothing was saved, not even the names sent with it.
    expect((await a.c.get(URL)).body.account).toMatchObject({ firstName: 'Jane', pendingEmail: null });

    const wanted = uniqueEmail('race');
    await a.c.put(URL, { email: wanted });
    const token = await changeLink(wanted);
    await signUp(t.client(), { email: wanted });
    const late = await confirm(t.client(), token);
    expect([late.status, late.body.error.message]).toEqual([409, TAKEN]);
    expect((await a.c.get(URL)).body.account.email).toBe(a.email);
  });

  it('refuses an expired, unknown or missing link', async () => {
    const { c, userId } = await member();
    const next = uniqueEmail('late');
    await c.put(URL, { email: next });
    const token = await changeLink(next);
    await t.app.ctx.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, userId));
    for (const body of [{ token }, { token: 'not-a-real-token' }, { token: '' }, {}, { token: 5 }]) {
      const res = await t.client().post(`${URL}/confirm-email`, body);
      expect([res.status, res.body.error.message]).toEqual([400, LINK_FAILED]);
    }
    expect((await c.get(URL)).body.account.pendingEmail).toBe(next);
  });

  it("answers 401 without a session and only ever touches the session's own user", async () => {
    const visitor = t.client();
    await visitor.ensureCsrf();
    expect((await visitor.get(URL)).status).toBe(401);
    expect((await visitor.put(URL, { firstName: 'X' })).status).toBe(401);
    expect((await visitor.post(`${URL}/email/resend`)).status).toBe(401);
    expect((await visitor.delete(`${URL}/email`)).status).toBe(401);
    const a = await member();
    const b = await member();
    // An id in the body or query is not read.
    await b.c.put(`${URL}?userId=${a.userId}`, { firstName: 'Bee', id: a.userId, userId: a.userId });
    expect((await a.c.get(URL)).body.account.firstName).toBe('Jane');
    expect((await b.c.get(URL)).body.account.firstName).toBe('Bee');
  });
});
