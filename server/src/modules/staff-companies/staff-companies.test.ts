import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, orders, productTemplates, users } from '../../db/schema';
import { createTestApp, type TestApp, type TestClient } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { CA_SHIP_TO, completedCarts, termOrderValues } from '../../test/ordering';
import { seedCatalog } from '../catalog/seed';

const URL = '/api/admin/companies';
const AMOUNT_MSG = 'Enter an amount from 0 to 1,000,000 with at most 2 decimals.';
const MISSING_MSG = 'That company does not exist.';

describe('/api/admin/companies', () => {
  let t: TestApp;
  let staff: TestClient;
  let customer: { c: TestClient; companyId: number; userId: number };

  const search = async (q: string) => {
    const res = await staff.get(`${URL}?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    return res.body.companies as Array<{ id: number; name: string; ownerEmail: string | null }>;
  };
  const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);
  const setCredit = (id: number | string, body: unknown, c = staff) =>
    c.put(`${URL}/${id}/credit-terms`, body);
  const storedBalance = async (id: number) =>
    (await t.app.ctx.db.select().from(companies).where(eq(companies.id, id)))[0]!.termBalance;

  /** A company with an owner and a second user, made straight in the database. */
  async function company(name: string) {
    const tag = crypto.randomBytes(4).toString('hex');
    const db = t.app.ctx.db;
    const [co] = await db.insert(companies).values({ name }).returning();
    const user = (email: string, role: string) => ({
      companyId: co!.id,
      username: email,
      firstName: 'Test',
      email,
      passwordHash: 'x',
      role,
    });
    await db
      .insert(users)
      .values([user(`owner.${tag}@example.com`, '1'), user(`member.${tag}@example.com`, '2')]);
    return { id: co!.id, owner: `owner.${tag}@example.com`, member: `member.${tag}@example.com` };
  }

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.app, { images: false });
    staff = (await signedInCompany(t, { staffRole: 'admin' })).c;
    customer = await signedInCompany(t);
  });
  afterAll(() => t.close());

  it('lists companies newest first, with the owner and no credit terms yet', async () => {
    const older = await company('Older Prints');
    const newer = await company('Newer Prints');
    const res = await staff.get(URL);
    expect(res.status).toBe(200);
    const [first, second] = res.body.companies;
    expect(first).toEqual({
      id: newer.id,
      name: 'Newer Prints',
      ownerEmail: newer.owner,
      termBalance: null,
      termLimit: null,
      termStatus: null,
      createdAt: expect.any(String),
    });
    expect(second.id).toBe(older.id);
    expect(Number.isNaN(Date.parse(first.createdAt))).toBe(false);
  });

  it('finds a company by part of its name or any user’s email, in any case, or by its exact id', async () => {
    const acme = await company('Acme Apparel');
    const other = await company('Other Goods');
    expect(ids(await search('aCmE app'))).toEqual([acme.id]);
    expect(ids(await search(acme.member.slice(0, 14).toUpperCase()))).toEqual([acme.id]);
    expect(ids(await search(` ${acme.owner} `))).toEqual([acme.id]);
    expect(ids(await search(String(other.id)))).toContain(other.id);
    expect(await search('no such company anywhere')).toEqual([]);
    // Wildcards typed in the box are plain characters.
    expect(await search('%')).toEqual([]);
    expect(await search('Acme_Apparel')).toEqual([]);
    // An id beyond the serial range is simply not found.
    expect(await search('99999999999')).toEqual([]);
  });

  it('answers at most 50 companies', async () => {
    const db = t.app.ctx.db;
    await db.insert(companies).values(Array.from({ length: 51 }, (_, i) => ({ name: `Bulk ${i}` })));
    expect((await staff.get(URL)).body.companies).toHaveLength(50);
    expect(await search('Bulk ')).toHaveLength(50);
  });

  it('refuses a search longer than 256 characters, given twice or with a NUL', async () => {
    expect(await search('x'.repeat(256))).toEqual([]);
    const res = await staff.get(`${URL}?q=${'x'.repeat(257)}`);
    expect([res.status, res.body.error.message]).toEqual([400, 'Search with at most 256 characters.']);
    for (const q of ['q=a&q=b', 'q=a%00b']) expect((await staff.get(`${URL}?${q}`)).status).toBe(400);
  });

  it('sets a balance in dollars, kept in cents, and shows it in the list', async () => {
    const co = await company('Credit Co');
    const res = await setCredit(co.id, { balance: 1234.56 });
    expect(res.status).toBe(200);
    expect(res.body.company).toMatchObject({
      id: co.id,
      name: 'Credit Co',
      ownerEmail: co.owner,
      termBalance: 123456,
    });
    expect(await storedBalance(co.id)).toBe(123456);
    expect((await search(String(co.id))).find((c) => c.id === co.id)).toMatchObject({ termBalance: 123456 });
    // Binary fractions are no trap: 0.29 is 29 cents.
    expect((await setCredit(co.id, { balance: 0.29 })).body.company.termBalance).toBe(29);
  });

  it('approves the terms it sets: the limit is the balance plus what unpaid term orders use; removing clears both', async () => {
    const co = await company('Limit Co');
    const [owner] = await t.app.ctx.db.select().from(users).where(eq(users.email, co.owner));
    const who = { companyId: co.id, userId: owner!.id };
    const [cart] = await completedCarts(t, who, 1);
    await t.app.ctx.db.insert(orders).values({ ...termOrderValues(who, cart!.id, 2500), po: 'OPEN' });
    const res = await setCredit(co.id, { balance: 100 });
    expect(res.body.company).toMatchObject({
      termBalance: 10_000,
      termLimit: 12_500,
      termStatus: 'Approved',
    });
    const removed = await setCredit(co.id, { balance: null });
    expect(removed.body.company).toMatchObject({ termBalance: null, termLimit: null, termStatus: null });
    // An application under review stays under review when terms are removed.
    await t.app.ctx.db.update(companies).set({ termStatus: 'Under Review' }).where(eq(companies.id, co.id));
    expect((await setCredit(co.id, { balance: null })).body.company.termStatus).toBe('Under Review');
  });

  it('takes the limits themselves: 0 and 1,000,000', async () => {
    const co = await company('Limits Co');
    expect((await setCredit(co.id, { balance: 0 })).body.company.termBalance).toBe(0);
    expect((await setCredit(co.id, { balance: 1_000_000 })).body.company.termBalance).toBe(100_000_000);
  });

  it('removes credit terms with null', async () => {
    const co = await company('Removed Co');
    await setCredit(co.id, { balance: 50 });
    const res = await setCredit(co.id, { balance: null });
    expect([res.status, res.body.company.termBalance]).toEqual([200, null]);
    expect(await storedBalance(co.id)).toBeNull();
  });

  it("shows the balance on the customer's payment step, and no credit terms once removed", async () => {
    const [template] = await t.app.ctx.db
      .insert(productTemplates)
      .values({
        companyId: customer.companyId,
        sku: '21101',
        name: 'Mug',
        status: 'saved',
        previewKey: 'm/0.png',
      })
      .returning();
    expect((await customer.c.post('/api/cart/items', { templateId: template!.id, quantity: 1 })).status).toBe(
      201,
    );
    expect((await customer.c.post('/api/checkout/quote', { shipTo: CA_SHIP_TO })).status).toBe(200);
    const termBalance = async () => (await customer.c.get('/api/checkout/payment')).body.termBalance;

    expect(await termBalance()).toBeNull();
    await setCredit(customer.companyId, { balance: 75.5 });
    expect(await termBalance()).toBe(7550);
    await setCredit(customer.companyId, { balance: null });
    expect(await termBalance()).toBeNull();
  });

  it.each([
    [{ balance: -0.01 }],
    [{ balance: -1 }],
    [{ balance: 1_000_000.01 }],
    [{ balance: 12.345 }],
    [{ balance: 0.001 }],
    [{ balance: '10' }],
    [{ balance: true }],
    [{ balance: {} }],
    [{}],
    [[]],
    ['10'],
  ])('refuses a bad amount with its message: %j', async (body) => {
    const co = await company('Bad Amount Co');
    await setCredit(co.id, { balance: 10 });
    const res = await setCredit(co.id, body);
    expect([res.status, res.body.error.message]).toEqual([400, AMOUNT_MSG]);
    expect(await storedBalance(co.id)).toBe(1000);
  });

  it('answers 404 for a company that does not exist, and 400 for a malformed id', async () => {
    const missing = await setCredit(2_000_000_000, { balance: 10 });
    expect([missing.status, missing.body.error.message]).toEqual([404, MISSING_MSG]);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await setCredit(id, { balance: 10 });
      expect([res.status, res.body.error.message]).toEqual([400, MISSING_MSG]);
    }
  });

  it('answers a customer or a visitor as if no such route existed, an operator 403, and changes nothing', async () => {
    const co = await company('Not Yours Co');
    await setCredit(customer.companyId, { balance: 1 });
    const operator = (await signedInCompany(t, { staffRole: 'operator' })).c;
    const anon = t.client();
    await anon.ensureCsrf();
    for (const c of [customer.c, anon, operator]) {
      const credit = (id: number) => `PUT ${URL}/${id}/credit-terms`;
      for (const [route, res] of [
        [`GET ${URL}`, await c.get(URL)],
        [`GET ${URL}`, await c.get(`${URL}?q=${encodeURIComponent(co.owner)}`)],
        [credit(co.id), await setCredit(co.id, { balance: 999 }, c)],
        [credit(customer.companyId), await setCredit(customer.companyId, { balance: 1_000_000 }, c)],
        // Bad input too: nothing is read before the gate.
        [credit(co.id), await setCredit(co.id, { balance: 'bad' }, c)],
      ] as const) {
        if (c === operator)
          expect([res.status, res.body.error.message]).toEqual([403, 'Only a PressRun admin can do this.']);
        else
          expect([res.status, res.body]).toEqual([
            404,
            { error: { code: 'not_found', message: `No route ${route}` } },
          ]);
      }
    }
    expect(await storedBalance(co.id)).toBeNull();
    expect(await storedBalance(customer.companyId)).toBe(100);
  });
});
