import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertKey } from '../../modules/api-keys/repo';
import { mailsTo, PASSWORD, signUp, tokenFromMail, uniqueEmail } from '../../modules/auth/test-helpers';
import { HEADER } from '../../modules/bulk-orders/test-files';
import { checkRow, columnsOf } from '../../modules/bulk-orders/validate';
import { seedCatalog } from '../../modules/catalog/seed';
import { COMPANY_REQUESTS_PER_MINUTE } from '../../modules/public-api/routes';
import { createTestApp, type TestApp, type TestClient } from '../app';
import { signedInCompany } from '../company';
import { CA_SHIP_TO, mugInCart, savedMugTemplate } from '../ordering';

/**
 * What an attacker tries against accounts: squatting an address and keeping access after the owner
 * takes the account back, riding a copied session past logout, silencing the owner's reset mails,
 * multiplying API allowances with more keys, and dodging tax with a ZIP code of another state.
 */

const NEW_PASSWORD = 'owner-pass-2';
const HOOK_URL = 'http://127.0.0.1:9/hooks';

/** A call to the public API with a key, as a store would make it. */
async function api(t: TestApp, key: string, method: 'GET' | 'POST', url: string, body?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${key}` },
    ...(body !== undefined ? { payload: body as object } : {}),
  });
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null };
}

const from = (t: TestApp, ip: string) => {
  const c = t.client();
  c.ip = ip;
  return c;
};

describe('an address squatted before its owner comes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ allowPrivateWebhooks: true });
  });
  afterAll(() => t.close());

  /** The squatter signs up with the owner's address, takes the sign-up key, makes another and a webhook. */
  async function squat() {
    const squatter = from(t, '10.66.0.1');
    const { email } = await signUp(squatter);
    const listed = await squatter.get('/api/api-keys');
    const signUpKey = listed.body.keys[0].reveal as string;
    expect(signUpKey).toMatch(/^pr_live_/);
    const made = await squatter.post('/api/api-keys', { name: 'Mine' });
    expect(made.status).toBe(201);
    const hook = await squatter.post('/api/webhooks/endpoints', { url: HOOK_URL, events: ['order.created'] });
    expect(hook.status).toBe(201);
    expect((await api(t, signUpKey, 'GET', '/api/v1/orders')).status).toBe(200);
    return {
      squatter,
      email,
      keys: [signUpKey, made.body.key.reveal as string],
      hookId: hook.body.endpoint.id,
    };
  }

  async function expectSquatterLocked(
    s: Awaited<ReturnType<typeof squat>>,
    owner: TestClient,
    reason: RegExp,
  ) {
    for (const key of s.keys) expect((await api(t, key, 'GET', '/api/v1/orders')).status).toBe(401);
    expect((await s.squatter.get('/api/auth/me')).status).toBe(401);
    expect((await s.squatter.post('/api/auth/refresh')).status).toBe(401);
    // The owner sees why, and every old key and endpoint is revoked; a revoked endpoint stays off.
    const listed = await owner.get('/api/api-keys');
    expect(listed.status).toBe(200);
    expect(listed.body.notice.message).toMatch(reason);
    expect(listed.body.notice.message).toContain('create new ones');
    expect(listed.body.keys.every((k: { revoked_at: string | null }) => k.revoked_at !== null)).toBe(true);
    const hooks = (await owner.get('/api/webhooks/endpoints')).body.endpoints;
    expect(hooks).toHaveLength(1);
    expect(hooks[0].disabledAt).not.toBeNull();
    expect(hooks[0].disabledReason).toMatch(/^Revoked when/);
    const enable = await owner.patch(`/api/webhooks/endpoints/${s.hookId}`, { enabled: true });
    expect(enable.status).toBe(409);
    // New keys and endpoints work, and are not touched again.
    const fresh = await owner.post('/api/api-keys', { name: 'Owner’s store' });
    expect(fresh.status).toBe(201);
    expect((await api(t, fresh.body.key.reveal, 'GET', '/api/v1/orders')).status).toBe(200);
    expect(
      (await owner.post('/api/webhooks/endpoints', { url: HOOK_URL, events: ['order.created'] })).status,
    ).toBe(201);
    // The notice goes once dismissed.
    expect((await owner.delete('/api/api-keys/notice')).status).toBe(204);
    expect((await owner.get('/api/api-keys')).body.notice).toBeNull();
  }

  it('loses every key, endpoint and session when the owner resets the password', async () => {
    const s = await squat();
    const owner = from(t, '10.70.0.1');
    expect((await owner.post('/api/auth/forgot', { email: s.email })).status).toBe(200);
    await t.app.ctx.jobs.drain();
    const token = await tokenFromMail(t, s.email, 'Reset your password', `${t.config.publicUrl}/reset/`);
    const reset = await owner.post('/api/auth/reset', {
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    // The owner is mailed what was revoked.
    const changed = (await mailsTo(t, s.email)).find((m) => m.subject === 'Your password was changed');
    expect(changed?.text).toContain('2 API keys and 1 webhook endpoint');
    expect((await owner.post('/api/auth/login', { email: s.email, password: NEW_PASSWORD })).status).toBe(
      200,
    );
    await expectSquatterLocked(s, owner, /revoked when your password was reset/);
  });

  it('loses every key, endpoint and session when the owner verifies the address', async () => {
    const s = await squat();
    const key = await tokenFromMail(
      t,
      s.email,
      'Verify your email address',
      `${t.config.publicUrl}/confirm_email/`,
    );
    // The owner opens the link from the mailbox, not signed in (the squatter set the password).
    const owner = from(t, '10.70.0.2');
    expect((await owner.post('/api/auth/verify-email', { key })).status).toBe(200);
    for (const k of s.keys) expect((await api(t, k, 'GET', '/api/v1/orders')).status).toBe(401);
    expect((await s.squatter.get('/api/auth/me')).status).toBe(401);
    // The owner takes the password back and finds the notice of the verification.
    await owner.post('/api/auth/forgot', { email: s.email });
    await t.app.ctx.jobs.drain();
    const token = await tokenFromMail(t, s.email, 'Reset your password', `${t.config.publicUrl}/reset/`);
    await owner.post('/api/auth/reset', {
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect((await owner.post('/api/auth/login', { email: s.email, password: NEW_PASSWORD })).status).toBe(
      200,
    );
    await expectSquatterLocked(s, owner, /revoked when your (email address was verified|password was reset)/);
  });

  it('a registrant verifying in their own browser stays signed in and keeps the unseen sign-up key', async () => {
    const c = t.client();
    const { email } = await signUp(c);
    const key = await tokenFromMail(
      t,
      email,
      'Verify your email address',
      `${t.config.publicUrl}/confirm_email/`,
    );
    expect((await c.post('/api/auth/verify-email', { key })).status).toBe(200);
    expect((await c.get('/api/auth/me')).body.user.email_verified).toBe(true);
    const listed = (await c.get('/api/api-keys')).body;
    expect(listed.notice).toBeNull();
    expect(listed.keys).toHaveLength(1);
    expect(listed.keys[0].revoked_at).toBeNull();
    expect((await api(t, listed.keys[0].reveal, 'GET', '/api/v1/orders')).status).toBe(200);
  });
});

describe('a copied session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ends when the owner logs out with the access cookie alone', async () => {
    const owner = t.client();
    await signUp(owner);
    const thief = t.client();
    for (const [k, v] of owner.cookies) thief.cookies.set(k, v);
    // The owner's browser sends no refresh cookie (it is scoped to /api/auth, or was lost).
    owner.cookies.delete('refresh');
    expect((await owner.post('/api/auth/logout')).status).toBe(204);
    expect((await thief.get('/api/auth/me')).status).toBe(401);
    expect((await thief.post('/api/auth/refresh')).status).toBe(401);
  });
});

describe('reset mails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const resets = async (email: string) =>
    (await mailsTo(t, email)).filter((m) => m.subject === 'Reset your password').length;

  it("a stranger spending an address's reset mails does not silence its owner", async () => {
    const { email } = await signUp(from(t, '10.80.0.1'));
    const stranger = from(t, '10.88.8.8');
    for (let i = 0; i < 6; i++) await stranger.post('/api/auth/forgot', { email });
    expect(await resets(email)).toBe(3);
    expect((await from(t, '10.80.0.1').post('/api/auth/forgot', { email })).status).toBe(200);
    expect(await resets(email)).toBe(4);
  });

  it('one requester cannot mail reset links to address after address', async () => {
    const emails: string[] = [];
    for (let i = 0; i < 11; i++) emails.push((await signUp(from(t, `10.81.0.${i + 1}`))).email);
    const sprayer = from(t, '10.89.9.9');
    for (const email of emails) await sprayer.post('/api/auth/forgot', { email });
    // One address at a time: a drain that finds nothing left to claim does not wait for the jobs
    // another drain is still running.
    const sent: number[] = [];
    for (const email of emails) sent.push(await resets(email));
    expect(sent.slice(0, 10)).toEqual(Array(10).fill(1));
    expect(sent[10]).toBe(0);
  });
});

describe('API keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are capped at 20 live keys a company, with a clear message', async () => {
    const { c } = await signedInCompany(t);
    const made = [];
    for (let i = 0; i < 20; i++) made.push(await c.post('/api/api-keys', { name: `Key ${i}` }));
    expect(made.map((r) => r.status)).toEqual(Array(20).fill(201));
    const over = await c.post('/api/api-keys', { name: 'One too many' });
    expect(over.status).toBe(409);
    expect(over.body.error.message).toBe(
      'A company can have at most 20 API keys. Revoke one you no longer use to make another.',
    );
    // A revoked key frees its place.
    expect((await c.delete(`/api/api-keys/${made[0]!.body.key.id}`)).status).toBe(200);
    expect((await c.post('/api/api-keys', { name: 'Replacement' })).status).toBe(201);
  });

  it("do not multiply the public API's allowance: the company is counted as a whole", async () => {
    const who = await signedInCompany(t);
    const keys: string[] = [];
    for (let i = 0; i < 3; i++)
      keys.push(
        (await insertKey(t.app.ctx.db, { companyId: who.companyId, name: `K${i}`, createdBy: null })).key,
      );
    // 1,200 requests spread over three keys: each key stays under its own 600.
    for (let i = 0; i < COMPANY_REQUESTS_PER_MINUTE; i++) {
      const res = await api(t, keys[i % 3]!, 'GET', '/api/v1/products/nope-0');
      if (res.status !== 404) throw new Error(`request ${i}: ${res.status}`);
    }
    const over = await t.app.inject({
      method: 'GET',
      url: '/api/v1/products/nope-0',
      headers: { authorization: `Bearer ${keys[0]}` },
    });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(over.body).error.code).toBe('rate_limited');
    // Another company is counted on its own.
    const other = await signedInCompany(t);
    const theirs = (await insertKey(t.app.ctx.db, { companyId: other.companyId, name: 'K', createdBy: null }))
      .key;
    expect((await api(t, theirs, 'GET', '/api/v1/products/nope-0')).status).toBe(404);
  });
});

describe('a ZIP code of another state', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.app, { images: false });
  });
  afterAll(() => t.close());

  const LA_AS_NEVADA = { ...CA_SHIP_TO, city: 'Los Angeles', state: 'NV', zip: '90001' };
  const MESSAGE = 'ZIP code 90001 is in California, not Nevada: please check the ZIP code or the state.';

  it('does not escape California tax at checkout', async () => {
    const who = await signedInCompany(t);
    await mugInCart(t, who);
    const res = await who.c.post('/api/checkout/quote', { shipTo: LA_AS_NEVADA });
    expect(res.status).toBe(400);
    expect(res.body.error.fields['shipTo.zip']).toBe(MESSAGE);
    const honest = await who.c.post('/api/checkout/quote', { shipTo: { ...LA_AS_NEVADA, state: 'CA' } });
    expect(honest.status).toBe(200);
    expect(honest.body.quote.tax).toBeGreaterThan(0);
  });

  it('nor through the public API', async () => {
    const who = await signedInCompany(t);
    const tpl = await savedMugTemplate(t, who.companyId);
    const { key } = await insertKey(t.app.ctx.db, { companyId: who.companyId, name: 'K', createdBy: null });
    const res = await api(t, key, 'POST', '/api/v1/quotes', {
      shipping: 'standard',
      address: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        street1: '1 Main St',
        city: 'Los Angeles',
        state: 'NV',
        zip: '90001',
        country: 'US',
      },
      items: [{ template_id: tpl.id, quantity: 1 }],
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.error)).toContain(MESSAGE);
  });

  it('nor in a bulk order file', () => {
    const header = HEADER.split(',');
    const cols = columnsOf(header);
    if (!('index' in cols)) throw new Error('the test header is complete');
    const cells: Record<string, string> = {
      po: 'ZIP-1',
      first_name: 'Ada',
      last_name: 'Lovelace',
      street_address: '1 Main St',
      city: 'Los Angeles',
      state: 'NV',
      zip_code: '90001',
      country: 'United States',
      shipping_option: 'Standard',
      sku: '21101',
      quantity: '1',
      artwork_url: '/media/artwork/a1/logo.png',
    };
    const checked = checkRow(
      { line: 2, cells: header.map((h) => cells[h] ?? '') },
      cols.index,
      new Map([['/media/artwork/a1/logo.png', 1]]),
    );
    expect(checked.errors).toEqual([{ column: 'zip_code', message: MESSAGE }]);
  });
});

describe('cookies over https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ secureCookies: true, publicUrl: 'https://press.example' });
  });
  afterAll(() => t.close());

  it('carry the __Host- prefix (Secure, Path=/, no Domain), so a neighbour cannot plant one', async () => {
    const c = t.client();
    const res = await c.post('/api/auth/register', {
      username: 'Jane Doe',
      email: uniqueEmail(),
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(res.status).toBe(201);
    const set = [res.headers['set-cookie']].flat().map(String);
    for (const name of ['__Host-access', '__Host-refresh', '__Host-csrf']) {
      const cookie = set.find((s) => s.startsWith(`${name}=`));
      expect(cookie, name).toBeDefined();
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; Path=\/(;|$)/);
      expect(cookie).not.toMatch(/Domain=/i);
    }
    expect(set.some((s) => /^(access|refresh|csrf)=/.test(s))).toBe(false);
    expect((await c.get('/api/auth/me')).status).toBe(200);
    expect((await c.post('/api/auth/refresh')).status).toBe(200);
    // A plain `csrf` cookie (what a sibling subdomain could set) does not pass the check.
    const token = c.cookies.get('__Host-csrf')!;
    c.cookies.delete('__Host-csrf');
    c.cookies.set('csrf', token);
    expect((await c.post('/api/auth/resend-verification')).status).toBe(403);
    // Plain names are not read for the session either.
    const plain = t.client();
    plain.cookies.set('access', c.cookies.get('__Host-access')!);
    expect((await plain.get('/api/auth/me')).status).toBe(401);
  });
});
