import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productTemplates } from '../../db/schema';
import { createTestApp, type TestApp, type TestClient } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { seedCatalog } from '../catalog/seed';
import { findProduct } from '../catalog/service';

const MUG = '21101';
const CART_MSG_ITEM_MISSING = 'That item is no longer in your cart.';
const QUANTITY_MSG = 'Quantity must be a whole number from 1 to 999.';

describe('/api/cart', () => {
  let t: TestApp;
  let a: { c: TestClient; companyId: number };
  let b: { c: TestClient; companyId: number };
  let mugPrice: number;

  /** A saved template (it has a preview) of `companyId`, straight in the database. */
  async function template(companyId: number, opts: { preview?: boolean; name?: string } = {}) {
    const [row] = await t.app.ctx.db
      .insert(productTemplates)
      .values({
        companyId,
        sku: MUG,
        name: opts.name ?? 'Cafe mug',
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
    mugPrice = (await findProduct(t.app.ctx, MUG))!.price;
  });
  afterAll(() => t.close());

  it('starts empty', async () => {
    const res = await a.c.get('/api/cart');
    expect(res.status).toBe(200);
    expect(res.body.cart).toEqual({ items: [], count: 0, subtotal: 0 });
  });

  it('adds a template at quantity 1 with the catalogue price, and keeps it for the next request', async () => {
    const id = await template(a.companyId);
    const res = await a.c.post('/api/cart/items', { templateId: id });
    expect(res.status).toBe(201);
    const [item] = res.body.cart.items;
    expect(item).toMatchObject({
      templateId: id,
      templateName: 'Cafe mug',
      sku: MUG,
      productName: 'Ceramic Coffee Mug',
      quantity: 1,
      po: '',
      unitPrice: mugPrice,
      lineTotal: mugPrice,
      available: true,
    });
    expect(item.previewUrl).toMatch(/^\/media\//);
    const again = await a.c.get('/api/cart');
    expect(again.body.cart.count).toBe(1);
    expect(again.body.cart.subtotal).toBe(mugPrice);
  });

  it('changes quantity and PO; the subtotal follows the catalogue price, never the client', async () => {
    const cart = (await a.c.get('/api/cart')).body.cart;
    const id = cart.items[0].id;
    const res = await a.c.patch(`/api/cart/items/${id}`, { quantity: 3, po: 'PO-77', unitPrice: 1 });
    expect(res.status).toBe(200);
    expect(res.body.cart.items[0]).toMatchObject({ quantity: 3, po: 'PO-77', unitPrice: mugPrice });
    expect(res.body.cart.subtotal).toBe(mugPrice * 3);
  });

  it.each([0, 1000, 1.5, -1, '1e2', 'abc', null])(
    'refuses quantity %j with a clear 400',
    async (quantity) => {
      const cart = (await a.c.get('/api/cart')).body.cart;
      const res = await a.c.patch(`/api/cart/items/${cart.items[0].id}`, { quantity });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(QUANTITY_MSG);
    },
  );

  it('refuses a template that has no preview yet (409) and one that does not exist (404)', async () => {
    const draft = await template(a.companyId, { preview: false });
    expect((await a.c.post('/api/cart/items', { templateId: draft })).status).toBe(409);
    expect((await a.c.post('/api/cart/items', { templateId: 999_999 })).status).toBe(404);
  });

  it("never shows or changes another company's cart or templates", async () => {
    const theirs = await template(b.companyId);
    expect((await a.c.post('/api/cart/items', { templateId: theirs })).status).toBe(404);
    const mine = (await a.c.get('/api/cart')).body.cart.items[0].id;
    expect((await b.c.get('/api/cart')).body.cart.count).toBe(0);
    const patch = await b.c.patch(`/api/cart/items/${mine}`, { quantity: 9 });
    expect(patch.status).toBe(404);
    expect(patch.body.error.message).toBe(CART_MSG_ITEM_MISSING);
    expect((await b.c.delete(`/api/cart/items/${mine}`)).status).toBe(404);
    expect((await a.c.get('/api/cart')).body.cart.items[0].quantity).toBe(3);
  });

  it('answers 401 without a session', async () => {
    const anon = t.client();
    expect((await anon.get('/api/cart')).status).toBe(401);
    expect((await anon.post('/api/cart/items', { templateId: 1 })).status).toBe(401);
  });

  it('two first adds at once land in one cart', async () => {
    const c = await signedInCompany(t);
    const ids = await Promise.all([template(c.companyId), template(c.companyId)]);
    await Promise.all(ids.map((templateId) => c.c.post('/api/cart/items', { templateId })));
    expect((await c.c.get('/api/cart')).body.cart.count).toBe(2);
  });

  it('removes a line; a deleted template leaves every cart', async () => {
    const c = await signedInCompany(t);
    const [keep, gone] = [await template(c.companyId), await template(c.companyId)];
    await c.c.post('/api/cart/items', { templateId: keep });
    const cart = (await c.c.post('/api/cart/items', { templateId: gone })).body.cart;
    expect((await c.c.delete(`/api/templates/${gone}`)).status).toBeLessThan(300);
    expect((await c.c.get('/api/cart')).body.cart.count).toBe(1);
    const res = await c.c.delete(`/api/cart/items/${cart.items[0].id}`);
    expect(res.status).toBe(200);
    expect(res.body.cart).toEqual({ items: [], count: 0, subtotal: 0 });
    expect((await c.c.delete(`/api/cart/items/${cart.items[0].id}`)).status).toBe(404);
  });
});
