import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipFromAddresses } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { shipFromOf } from '.';

const URL = '/api/ship-from';
const ADDRESS = {
  companyName: 'Acme Mugs',
  firstName: 'Ada',
  lastName: 'Lovelace',
  street1: '1 Market St',
  street2: 'Suite 200',
  city: 'San Francisco',
  state: 'CA',
  country: 'US',
  zip: '94105',
};

describe('/api/ship-from', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is null until saved; PUT creates it, a second PUT replaces it (one per company)', async () => {
    const a = await signedInCompany(t);
    expect((await a.c.get(URL)).body).toEqual({ shipFrom: null });
    expect(await shipFromOf(t.app.ctx.db, a.companyId)).toBeNull();

    const first = await a.c.put(URL, ADDRESS);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ shipFrom: ADDRESS, message: 'Your ship-from address has been saved.' });
    expect((await a.c.get(URL)).body).toEqual({ shipFrom: ADDRESS });

    const moved = {
      ...ADDRESS,
      street1: '  9 Pier Rd ',
      street2: '',
      city: 'Oakland',
      state: 'ca',
      zip: '94607',
    };
    const second = await a.c.put(URL, moved);
    expect(second.status).toBe(200);
    const expected = {
      ...ADDRESS,
      street1: '9 Pier Rd',
      street2: '',
      city: 'Oakland',
      state: 'CA',
      zip: '94607',
    };
    expect(second.body.shipFrom).toEqual(expected);
    expect(await shipFromOf(t.app.ctx.db, a.companyId)).toEqual(expected);
    const rows = await t.app.ctx.db
      .select()
      .from(shipFromAddresses)
      .where(eq(shipFromAddresses.companyId, a.companyId));
    expect(rows).toHaveLength(1);
  });

  it('keeps street 2 optional and takes an address abroad with its own state or province', async () => {
    const a = await signedInCompany(t);
    const { street2: _, ...noStreet2 } = ADDRESS;
    const abroad = { ...noStreet2, city: 'Toronto', state: 'Ontario', country: 'ca', zip: 'M5V 2T6' };
    const res = await a.c.put(URL, abroad);
    expect(res.status).toBe(200);
    expect(res.body.shipFrom).toEqual({ ...abroad, street2: '', country: 'CA' });
  });

  it("lists each missing field's message", async () => {
    const a = await signedInCompany(t);
    const res = await a.c.put(URL, {});
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      companyName: 'Company Name is required',
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      street1: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      country: 'Country is required',
      zip: 'Zip Code is required',
    });
    expect(res.body.error.message).toBe('Company Name is required');
    // Spaces alone are not a value.
    const blank = await a.c.put(URL, { ...ADDRESS, companyName: '   ' });
    expect([blank.status, blank.body.error.message]).toEqual([400, 'Company Name is required']);
    expect((await a.c.get(URL)).body.shipFrom).toBeNull();
  });

  it('refuses bad input with a clear 400: unknown country, US state or zip, too long, wrong types', async () => {
    const a = await signedInCompany(t);
    const cases: Array<[unknown, string, string]> = [
      [{ ...ADDRESS, country: 'Narnia' }, 'country', 'Country is required'],
      [{ ...ADDRESS, state: 'Ontario' }, 'state', 'Please choose a US state.'],
      [{ ...ADDRESS, zip: '9410' }, 'zip', 'Please enter a 5-digit ZIP code (or ZIP+4).'],
      [{ ...ADDRESS, city: 'x'.repeat(257) }, 'city', 'Must be at most 256 characters.'],
      [{ ...ADDRESS, firstName: 42 }, 'firstName', 'First Name is required'],
      [{ ...ADDRESS, street2: ['a'] }, 'street2', 'Street Address 2 must be text.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await a.c.put(URL, body);
      expect([field, res.status, res.body.error.fields?.[field]]).toEqual([field, 400, message]);
    }
    for (const body of ['nope', [ADDRESS], null]) {
      const res = await a.c.put(URL, body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBeTruthy();
    }
    expect((await a.c.get(URL)).body.shipFrom).toBeNull();
  });

  it("keeps each company to its own address: B neither sees nor changes A's", async () => {
    const a = await signedInCompany(t);
    const b = await signedInCompany(t);
    await a.c.put(URL, ADDRESS);
    expect((await b.c.get(URL)).body).toEqual({ shipFrom: null });
    // A company id in the body or the query is not read: the session decides.
    await b.c.put(`${URL}?companyId=${a.companyId}`, {
      ...ADDRESS,
      companyName: 'B Co',
      companyId: a.companyId,
    });
    expect((await a.c.get(URL)).body.shipFrom.companyName).toBe('Acme Mugs');
    expect((await b.c.get(URL)).body.shipFrom.companyName).toBe('B Co');
  });

  it('answers 401 without a session, and 403 without the CSRF token', async () => {
    const visitor = t.client();
    expect((await visitor.get(URL)).status).toBe(401);
    expect((await visitor.put(URL, ADDRESS)).status).toBe(401);
    const a = await signedInCompany(t);
    const noCsrf = await a.c.put(URL, ADDRESS, { csrf: false });
    expect(noCsrf.status).toBe(403);
    expect((await a.c.get(URL)).body.shipFrom).toBeNull();
  });
});
