import { CART_MSG } from '@pressrun/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productTemplates } from '../../db/schema';
import { createTestApp, type TestApp, type TestClient } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { seedCatalog } from '../catalog/seed';

const MUG = '21101';

/** PUT /api/cart/templates/:id — the builder's Review Order puts its template in the cart once. */
describe('PUT /api/cart/templates/:id', () => {
  let t: TestApp;
  let a: { c: TestClient; companyId: number };
  let b: { c: TestClient; companyId: number };

  async function template(companyId: number, opts: { preview?: boolean } = {}) {
    const [row] = await t.app.ctx.db
      .insert(productTemplates)
      .values({
        companyId,
        sku: MUG,
        name: 'Review mug',
        status: 'saved',
        previewKey: opts.preview === false ? null : `mockups/test/${companyId}-${Date.now()}.png`,
      })
      .returning();
    return row!.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.app, { images: false });
    a = await signedInCompany(t);
    b = await signedInCompany(t);
  });
  afterAll(() => t.close());

  it('adds the template at quantity 1, and again (or twice at once) changes nothing', async () => {
    const id = await template(a.companyId);
    const first = await a.c.put(`/api/cart/templates/${id}`);
    expect(first.status).toBe(200);
    expect(first.body.cart.items).toHaveLength(1);
    expect(first.body.cart.items[0]).toMatchObject({ templateId: id, quantity: 1, po: '' });

    const again = await a.c.put(`/api/cart/templates/${id}`);
    expect(again.status).toBe(200);
    expect(again.body.cart).toEqual(first.body.cart);

    // A double click: two requests in flight at once still make one line.
    const other = await template(a.companyId);
    const both = await Promise.all([
      a.c.put(`/api/cart/templates/${other}`),
      a.c.put(`/api/cart/templates/${other}`),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const cart = (await a.c.get('/api/cart')).body.cart;
    expect(cart.items.map((i: { templateId: number }) => i.templateId)).toEqual([id, other]);
  });

  it('leaves a line the user has changed as it is', async () => {
    const id = await template(a.companyId);
    const added = await a.c.put(`/api/cart/templates/${id}`);
    const line = added.body.cart.items.find((i: { templateId: number }) => i.templateId === id);
    await a.c.patch(`/api/cart/items/${line.id}`, { quantity: 5 });
    const again = await a.c.put(`/api/cart/templates/${id}`);
    const lines = again.body.cart.items.filter((i: { templateId: number }) => i.templateId === id);
    expect(lines).toHaveLength(1);
    expect(lines[0].quantity).toBe(5);
  });

  it('refuses a template still being made (409), and a malformed or missing one (404)', async () => {
    const pending = await a.c.put(`/api/cart/templates/${await template(a.companyId, { preview: false })}`);
    expect(pending.status).toBe(409);
    expect(pending.body.error.message).toBe(CART_MSG.templateNotReady);
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = await a.c.put(`/api/cart/templates/${bad}`);
      expect(res.status, bad).toBeGreaterThanOrEqual(400);
      expect(res.status, bad).toBeLessThan(500);
      expect(res.body.error.message, bad).toBe(CART_MSG.templateMissing);
    }
    const missing = await a.c.put('/api/cart/templates/987654');
    expect(missing.status).toBe(404);
  });

  it("answers 404 for another company's template and leaves both carts alone", async () => {
    const theirs = await template(b.companyId);
    const before = (await a.c.get('/api/cart')).body.cart;
    const res = await a.c.put(`/api/cart/templates/${theirs}`);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(CART_MSG.templateMissing);
    expect((await a.c.get('/api/cart')).body.cart).toEqual(before);
    expect((await b.c.get('/api/cart')).body.cart.items).toHaveLength(0);
  });

  it('answers 401 without a session', async () => {
    const id = await template(a.companyId);
    const res = await t.client().put(`/api/cart/templates/${id}`);
    expect(res.status).toBe(401);
  });
});
