import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorReports } from '../../db/schema';
import { createTestApp, type TestApp, type TestClient } from '../../test/app';
import { signedInCompany } from '../../test/company';

const URL = '/api/admin/error-reports';

describe('GET /api/admin/error-reports', () => {
  let t: TestApp;
  let staff: TestClient;
  let ids: number[];

  beforeAll(async () => {
    t = await createTestApp();
    staff = (await signedInCompany(t, { staffRole: 'operator' })).c;
    const rows = await t.app.ctx.db
      .insert(errorReports)
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          message: `Boom ${i}`,
          email: i === 0 ? 'ada@example.com' : null,
          component: 'CartPage',
          url: '/cart',
          userId: null,
        })),
      )
      .returning({ id: errorReports.id });
    ids = rows.map((r) => r.id);
  });
  afterAll(() => t.close());

  it('pages newest first, 50 at a time, by id, to the end', async () => {
    const seen: number[] = [];
    let next: string | null = null;
    let pages = 0;
    do {
      const res = await staff.get(next ? `${URL}?after=${next}` : URL);
      expect(res.status).toBe(200);
      expect(res.body.reports.length).toBe(pages < 2 ? 50 : 20);
      seen.push(...res.body.reports.map((r: { id: number }) => r.id));
      next = res.body.next;
      pages++;
    } while (next);
    expect(pages).toBe(3);
    expect(seen).toEqual([...ids].reverse());
    const oldest = (await staff.get(`${URL}?after=${ids[1]}`)).body;
    expect(oldest.reports).toEqual([
      {
        id: ids[0],
        message: 'Boom 0',
        email: 'ada@example.com',
        component: 'CartPage',
        url: '/cart',
        userId: null,
        createdAt: expect.any(String),
      },
    ]);
    expect(oldest.next).toBeNull();
  });

  it('refuses a cursor that is not an id', async () => {
    for (const after of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = await staff.get(`${URL}?after=${after}`);
      expect([res.status, res.body.error.message]).toEqual([
        400,
        'That page of error reports does not exist.',
      ]);
    }
  });

  it('answers a customer and a visitor exactly as an unknown route', async () => {
    const customer = await signedInCompany(t);
    for (const c of [customer.c, t.client()]) {
      const res = await c.get(`${URL}?after=abc`);
      expect([res.status, res.body]).toEqual([
        404,
        { error: { code: 'not_found', message: `No route GET ${URL}` } },
      ]);
    }
  });
});
