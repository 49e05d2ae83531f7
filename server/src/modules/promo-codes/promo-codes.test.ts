import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, orders, promoRedemptions } from '../../db/schema';
import { createTestApp, type TestApp, type TestClient } from '../../test/app';
import { signedInCompany } from '../../test/company';

const URL = '/api/admin/promo-codes';
const CODE_MSG = 'Use 1–32 letters, digits, - or _.';
const USES_MSG = 'Uses must be a whole number from 0 to 1,000,000.';
const PERCENT_MSG = 'A promo discount is a whole percentage from 1 to 100.';

describe('/api/admin/promo-codes', () => {
  let t: TestApp;
  let staff: TestClient;
  let customer: { c: TestClient; companyId: number; userId: number };

  const create = (body: Record<string, unknown>) => staff.post(URL, body);

  /** One placed order that used the code, as placing an order records it. */
  async function redeem(promoCodeId: number) {
    const db = t.app.ctx.db;
    const { companyId, userId } = customer;
    const [cart] = await db.insert(carts).values({ companyId, userId, completedAt: new Date() }).returning();
    const [order] = await db
      .insert(orders)
      .values({
        companyId,
        userId,
        cartId: cart!.id,
        po: 'PO-1',
        payType: 'term',
        payStatus: 'term',
        shipTo: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          street1: '1 Market St',
          street2: '',
          city: 'San Francisco',
          state: 'CA',
          zip: '94105',
          country: 'US',
          ioss: '',
        },
        shippingOption: 'Standard',
        carrier: 'USPS',
        method: 'GroundAdvantage',
        itemsPrice: 1000,
        shipping: 0,
        fee: 0,
        tax: 0,
        discount: 100,
        total: 900,
        totalQuantity: 1,
        promoCodeId,
      })
      .returning();
    await db.insert(promoRedemptions).values({ promoCodeId, orderId: order!.id, companyId });
  }

  beforeAll(async () => {
    t = await createTestApp();
    staff = (await signedInCompany(t, { staffRole: 'admin' })).c;
    customer = await signedInCompany(t);
  });
  afterAll(() => t.close());

  it('lets staff create a code, stored upper-case and active, and list it newest first', async () => {
    const first = await create({ code: ' summer10 ', percent: 10, usesLeft: 100 });
    expect(first.status).toBe(201);
    expect(first.body.promoCode).toMatchObject({
      code: 'SUMMER10',
      percent: 10,
      usesLeft: 100,
      active: true,
      redemptions: 0,
    });
    const second = await create({ code: 'Winter_25-b', percent: 25, usesLeft: 0, active: false });
    expect(second.status).toBe(201);
    expect(second.body.promoCode).toMatchObject({ code: 'WINTER_25-B', active: false, usesLeft: 0 });

    const list = await staff.get(URL);
    expect(list.status).toBe(200);
    expect(list.body.codes.map((c: { code: string }) => c.code).slice(0, 2)).toEqual([
      'WINTER_25-B',
      'SUMMER10',
    ]);
    const row = list.body.codes[1];
    expect(Object.keys(row).sort()).toEqual(
      ['active', 'code', 'createdAt', 'id', 'percent', 'redemptions', 'updatedAt', 'usesLeft'].sort(),
    );
    expect(Number.isNaN(Date.parse(row.createdAt))).toBe(false);
  });

  it('counts the orders that used each code', async () => {
    const made = (await create({ code: 'COUNTED', percent: 5, usesLeft: 9 })).body.promoCode;
    await redeem(made.id);
    await redeem(made.id);
    const listed = (await staff.get(URL)).body.codes.find((c: { id: number }) => c.id === made.id);
    expect(listed.redemptions).toBe(2);
  });

  it('refuses a code that exists already, in any case (409)', async () => {
    expect((await create({ code: 'DUPE', percent: 10, usesLeft: 1 })).status).toBe(201);
    const again = await create({ code: 'dupe', percent: 20, usesLeft: 5 });
    expect([again.status, again.body.error.message]).toEqual([409, 'That code already exists.']);
    const list = (await staff.get(URL)).body.codes.filter((c: { code: string }) => c.code === 'DUPE');
    expect(list).toHaveLength(1);
  });

  it.each([
    [{ code: '', percent: 10, usesLeft: 1 }, CODE_MSG],
    [{ code: '   ', percent: 10, usesLeft: 1 }, CODE_MSG],
    [{ code: 'A'.repeat(33), percent: 10, usesLeft: 1 }, CODE_MSG],
    [{ code: 'TEN OFF', percent: 10, usesLeft: 1 }, CODE_MSG],
    [{ code: 'TEN!', percent: 10, usesLeft: 1 }, CODE_MSG],
    [{ code: 'ÉTÉ', percent: 10, usesLeft: 1 }, CODE_MSG],
    [{ percent: 10, usesLeft: 1 }, CODE_MSG],
    [{ code: 'OK1', percent: 0, usesLeft: 1 }, PERCENT_MSG],
    [{ code: 'OK1', percent: 101, usesLeft: 1 }, PERCENT_MSG],
    [{ code: 'OK1', percent: 12.5, usesLeft: 1 }, PERCENT_MSG],
    [{ code: 'OK1', percent: '10', usesLeft: 1 }, PERCENT_MSG],
    [{ code: 'OK1', usesLeft: 1 }, PERCENT_MSG],
    [{ code: 'OK1', percent: 10, usesLeft: -1 }, USES_MSG],
    [{ code: 'OK1', percent: 10, usesLeft: 1_000_001 }, USES_MSG],
    [{ code: 'OK1', percent: 10, usesLeft: 1.5 }, USES_MSG],
    [{ code: 'OK1', percent: 10 }, USES_MSG],
  ])('refuses bad input with its message: %j', async (body, message) => {
    const res = await create(body);
    expect([res.status, res.body.error.message]).toEqual([400, message]);
  });

  it('takes the limits themselves: 32 characters, 1 and 100 percent, 0 and 1,000,000 uses', async () => {
    expect((await create({ code: 'B'.repeat(32), percent: 1, usesLeft: 0 })).status).toBe(201);
    expect((await create({ code: 'MAXED', percent: 100, usesLeft: 1_000_000 })).status).toBe(201);
  });

  it('lets staff edit percent and uses, and deactivate; the code itself never changes', async () => {
    const made = (await create({ code: 'EDITME', percent: 10, usesLeft: 5 })).body.promoCode;
    const edited = await staff.patch(`${URL}/${made.id}`, { percent: 15, usesLeft: 7, code: 'OTHER' });
    expect(edited.status).toBe(200);
    expect(edited.body.promoCode).toMatchObject({ code: 'EDITME', percent: 15, usesLeft: 7, active: true });
    expect(Date.parse(edited.body.promoCode.updatedAt)).toBeGreaterThanOrEqual(Date.parse(made.updatedAt));

    const off = await staff.patch(`${URL}/${made.id}`, { active: false });
    expect(off.body.promoCode).toMatchObject({ percent: 15, usesLeft: 7, active: false });
    const listed = (await staff.get(URL)).body.codes.find((c: { id: number }) => c.id === made.id);
    expect(listed).toMatchObject({ code: 'EDITME', percent: 15, usesLeft: 7, active: false });
  });

  it('refuses a bad edit with its message, and a code that does not exist (404)', async () => {
    const made = (await create({ code: 'BADEDIT', percent: 10, usesLeft: 5 })).body.promoCode;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ percent: 0 }, PERCENT_MSG],
      [{ usesLeft: -3 }, USES_MSG],
      [{ active: 'no' }, 'Active must be true or false.'],
    ];
    for (const [body, message] of cases) {
      const res = await staff.patch(`${URL}/${made.id}`, body);
      expect([res.status, res.body.error.message]).toEqual([400, message]);
    }
    const missing = await staff.patch(`${URL}/999999`, { percent: 5 });
    expect([missing.status, missing.body.error.message]).toEqual([404, 'That promo code does not exist.']);
    const malformed = await staff.patch(`${URL}/abc`, { percent: 5 });
    expect(malformed.status).toBe(400);
    expect((await staff.get(URL)).body.codes.find((c: { id: number }) => c.id === made.id).percent).toBe(10);
  });

  it('answers a customer as if no such route existed, an operator 403, and changes nothing', async () => {
    const made = (await create({ code: 'STAFFONLY', percent: 10, usesLeft: 5 })).body.promoCode;
    const operator = (await signedInCompany(t, { staffRole: 'operator' })).c;
    const anon = t.client();
    await anon.ensureCsrf();
    for (const c of [customer.c, anon, operator]) {
      for (const [method, path, res] of [
        ['GET', URL, await c.get(URL)],
        ['POST', URL, await c.post(URL, { code: 'SNEAKY', percent: 100, usesLeft: 1 })],
        ['PATCH', `${URL}/${made.id}`, await c.patch(`${URL}/${made.id}`, { percent: 100 })],
        // Bad input too: nothing is read before the gate.
        ['POST', URL, await c.post(URL, { code: '' })],
      ] as const) {
        if (c === operator) {
          expect([res.status, res.body.error.message]).toEqual([403, 'Only a PressRun admin can do this.']);
        } else {
          const unknown = await c.request(method, `/api/admin/no-such-${method}`, {});
          expect(res.status).toBe(404);
          expect(res.body).toEqual({ error: { code: 'not_found', message: `No route ${method} ${path}` } });
          expect(unknown.body.error.message).toBe(`No route ${method} /api/admin/no-such-${method}`);
        }
      }
    }
    const codes = (await staff.get(URL)).body.codes;
    expect(codes.some((x: { code: string }) => x.code === 'SNEAKY')).toBe(false);
    expect(codes.find((x: { id: number }) => x.id === made.id).percent).toBe(10);
  });

  describe("what the customer's order review sees", () => {
    it("a deactivated code answers 'Invalid Code'", async () => {
      const made = (await create({ code: 'TURNOFF', percent: 10, usesLeft: 5 })).body.promoCode;
      const before = await customer.c.post('/api/checkout/promo', { code: 'turnoff' });
      expect([before.status, before.body.percent]).toEqual([200, 10]);
      await staff.patch(`${URL}/${made.id}`, { active: false });
      const after = await customer.c.post('/api/checkout/promo', { code: 'turnoff' });
      expect([after.status, after.body.error.message]).toEqual([400, 'Invalid Code']);
    });

    it("a code edited to 0 uses left answers 'This code has no remaining uses'", async () => {
      const made = (await create({ code: 'RUNOUT', percent: 20, usesLeft: 3 })).body.promoCode;
      await staff.patch(`${URL}/${made.id}`, { usesLeft: 0 });
      const res = await customer.c.post('/api/checkout/promo', { code: 'RUNOUT' });
      expect([res.status, res.body.error.message]).toEqual([409, 'This code has no remaining uses']);
    });
  });
});
