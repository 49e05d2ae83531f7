import { MSG } from '@pressrun/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, companies, jobs, logins, refreshTokens, users, userTokens } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { mailsTo, PASSWORD, signUp, uniqueEmail } from './test-helpers';

const valid = (over: Record<string, unknown> = {}) => ({
  username: 'Jane Doe',
  email: uniqueEmail(),
  password: PASSWORD,
  password_confirmation: PASSWORD,
  ...over,
});

describe('POST /api/auth/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates the company and its owner, signs in, and points to /verify', async () => {
    const c = t.client();
    const email = uniqueEmail('Mixed.Case').replace('mixed', 'MiXeD');
    const res = await c.post('/api/auth/register', valid({ email: `  ${email} ` }));
    expect(res.status).toBe(201);
    const lower = email.toLowerCase();
    expect(res.body.next).toBe(`/verify?email=${encodeURIComponent(lower)}`);
    expect(res.body.user).toMatchObject({
      name: 'Jane Doe',
      first_name: 'Jane',
      last_name: 'Doe',
      email: lower,
      role: '1',
      staff_role: null,
      company_name: 'Jane Doe',
      email_verified: false,
    });
    expect(c.cookies.get('access')).toBeTruthy();
    expect(c.cookies.get('refresh')).toBeTruthy();

    const db = t.app.ctx.db;
    const [user] = await db.select().from(users).where(eq(users.id, res.body.user.id));
    expect(user).toMatchObject({ phone: '0000000000', countryCode: 'US', state: 'CA', email: lower });
    expect(user!.passwordHash.startsWith('$argon2id$')).toBe(true);
    const [company] = await db.select().from(companies).where(eq(companies.id, user!.companyId));
    expect(company!.name).toBe('Jane Doe');
    // The free API key the home page promises: made with the account, waiting to be shown once.
    const keys = await db.select().from(apiKeys).where(eq(apiKeys.companyId, company!.id));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ createdBy: user!.id, revokedAt: null });
    expect(keys[0]!.reveal).toMatch(/^pr_live_[0-9A-Za-z]{32}$/);
    const [login] = await db.select().from(logins).where(eq(logins.userId, user!.id));
    expect(login).toMatchObject({ companyId: company!.id, ip: '127.0.0.1', logoutTime: null });
    const [rt] = await db.select().from(refreshTokens).where(eq(refreshTokens.userId, user!.id));
    expect(rt!.familyId).toBe(login!.familyId);
    // Stored hashed: the cookie value is nowhere in the table.
    expect(rt!.tokenHash).not.toBe(c.cookies.get('refresh'));

    const me = await c.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(res.body.user.id);
  });

  it('keeps the given company name, phone, country and state, and honours a local next path', async () => {
    const c = t.client();
    const res = await c.post(
      '/api/auth/register',
      valid({
        company_name: 'Acme Mugs',
        phone_number: '5551234567',
        country_code: 'CA',
        state: 'ON',
        next: '/product/mockup/?sku=MUG11',
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.user.company_name).toBe('Acme Mugs');
    expect(res.body.next).toBe('/product/mockup/?sku=MUG11');
    const [user] = await t.app.ctx.db.select().from(users).where(eq(users.id, res.body.user.id));
    expect(user).toMatchObject({ phone: '5551234567', countryCode: 'CA', state: 'ON' });
  });

  it('ignores a next URL that leaves the site', async () => {
    for (const next of ['https://evil.example/x', '//evil.example', '/\\evil.example']) {
      const res = await t.client().post('/api/auth/register', valid({ next }));
      expect(res.status).toBe(201);
      expect(res.body.next.startsWith('/verify?email=')).toBe(true);
    }
  });

  it('queues the verification mail with the /confirm_email link', async () => {
    const { email, user } = await signUp(t.client());
    const [mail] = await mailsTo(t, email);
    expect(mail!.subject).toBe('Verify your email address');
    expect(mail!.links[0]).toMatch(/^http:\/\/localhost:3000\/confirm_email\/[\w-]{40,}$/);
    expect(mail!.html).toContain(mail!.links[0]);
    expect(mail!.html).toContain('PressRun');
    expect(mail!.text).toContain('Welcome to PressRun, Jane!');
    // The key is stored hashed, valid for 7 days.
    const key = mail!.links[0]!.split('/').pop()!;
    const [tok] = await t.app.ctx.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
    expect(tok!.purpose).toBe('verify_email');
    expect(tok!.tokenHash).not.toBe(key);
    const days = (tok!.expiresAt.getTime() - tok!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
  });

  it('sends no CRM job when no CRM is configured', async () => {
    await signUp(t.client());
    const crmJobs = await t.app.ctx.db.select().from(jobs).where(eq(jobs.type, 'crm.contact'));
    expect(crmJobs).toHaveLength(0);
  });

  it('refuses a taken email (any case) with 409', async () => {
    const { email } = await signUp(t.client());
    const res = await t.client().post('/api/auth/register', valid({ email: email.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Email has already been taken');
    expect(res.body.error.fields).toEqual({ email: 'Email has already been taken' });
  });

  it.each([
    ['missing name', { username: undefined }, MSG.nameRequired, 'username'],
    ['blank name', { username: '   ' }, 'Please enter your name or company name.', 'username'],
    ['missing email', { email: undefined }, 'Please enter your email address.', 'email'],
    ['invalid email', { email: 'not-an-email' }, 'Please enter your email address.', 'email'],
    ['missing password', { password: undefined }, 'Please enter a secure password.', 'password'],
    [
      'empty password',
      { password: '', password_confirmation: '' },
      'Please enter a secure password.',
      'password',
    ],
    [
      'short password',
      { password: 'abc12', password_confirmation: 'abc12' },
      'Password must be at least 6 characters',
      'password',
    ],
    ['mismatch', { password_confirmation: 'other-pass' }, 'Passwords must match.', 'password_confirmation'],
    ['long name', { username: 'x'.repeat(257) }, MSG.maxLength, 'username'],
    ['long company', { company_name: 'x'.repeat(257) }, MSG.maxLength, 'company_name'],
    [
      'long password',
      { password: 'x'.repeat(257), password_confirmation: 'x'.repeat(257) },
      MSG.maxLength,
      'password',
    ],
  ])('rejects %s with the message for that field', async (_name, over, message, field) => {
    const res = await t.client().post('/api/auth/register', valid(over));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect(res.body.error.fields[field]).toBe(message);
  });

  it('accepts 256-character inputs', async () => {
    const name = 'n'.repeat(256);
    const res = await t.client().post('/api/auth/register', valid({ username: name, company_name: name }));
    expect(res.status).toBe(201);
  });

  it('refuses a sign-up without the CSRF header', async () => {
    const c = t.client();
    await c.ensureCsrf();
    const res = await c.post('/api/auth/register', valid(), { csrf: false });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(MSG.csrfMissing);
  });

  it('refuses a body that is not JSON with a 4xx, never a 500', async () => {
    const c = t.client();
    await c.ensureCsrf();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: {
        'content-type': 'application/json',
        cookie: `csrf=${c.cookies.get('csrf')}`,
        'x-csrf-token': c.cookies.get('csrf')!,
      },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/auth/me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 401 without a session', async () => {
    const res = await t.client().get('/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(MSG.notAuthorized);
    // Nothing to refresh either: the client need not try.
    expect(res.body.error.code).toBe('signed_out');
  });

  it("says 'unauthorized' (worth a refresh) when only the access cookie is missing", async () => {
    const c = t.client();
    c.cookies.set('refresh', 'some-refresh-token');
    const res = await c.get('/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthorized');
  });

  it('answers 401 for a forged access cookie', async () => {
    const c = t.client();
    c.cookies.set('access', 'eyJ1c2VySWQiOjF9.forged');
    expect((await c.get('/api/auth/me')).status).toBe(401);
  });

  it('shows each user only themselves', async () => {
    const a = t.client();
    const b = t.client();
    const ua = await signUp(a, { username: 'Alice' });
    const ub = await signUp(b, { username: 'Bob', company_name: 'Bob Co' });
    expect((await a.get('/api/auth/me')).body.user).toMatchObject({ email: ua.email, company_name: 'Alice' });
    expect((await b.get('/api/auth/me')).body.user).toMatchObject({
      email: ub.email,
      company_name: 'Bob Co',
    });
    expect(ua.user.company_id).not.toBe(ub.user.company_id);
  });
});

describe('GET /api/auth/session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a visitor with no user (an answer, not a refusal)', async () => {
    const res = await t.client().get('/api/auth/session');
    expect([res.status, res.body]).toEqual([200, { user: null }]);
  });

  it('says the session expired when only the refresh cookie is left', async () => {
    const c = t.client();
    c.cookies.set('refresh', 'some-refresh-token');
    const res = await c.get('/api/auth/session');
    expect([res.status, res.body]).toEqual([200, { user: null, expired: true }]);
  });

  it('answers a signed-in user with themselves, and no one after a forged cookie', async () => {
    const c = t.client();
    const { email } = await signUp(c, { username: 'Sessions' });
    expect((await c.get('/api/auth/session')).body.user).toMatchObject({ email, company_name: 'Sessions' });
    const forged = t.client();
    forged.cookies.set('access', 'eyJ1c2VySWQiOjF9.forged');
    expect((await forged.get('/api/auth/session')).body).toEqual({ user: null });
  });
});

describe('CRM contact on sign-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ hubspotToken: 'pat-test' });
  });
  afterAll(() => t.close());

  it('queues the contact as a job instead of waiting on HubSpot', async () => {
    const { email } = await signUp(t.client(), {
      username: 'Ada Lovelace',
      company_name: 'Engines Ltd',
      phone_number: '5550001111',
    });
    const [job] = await t.app.ctx.db.select().from(jobs).where(eq(jobs.type, 'crm.contact'));
    expect(job!.status).toBe('queued');
    expect(job!.payload).toEqual({
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Engines Ltd',
      phone: '5550001111',
    });
  });
});
