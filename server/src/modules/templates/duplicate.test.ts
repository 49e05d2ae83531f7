import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { CA_SHIP_TO, withCard } from '../../test/ordering';
import { seedCatalog } from '../catalog/seed';
import { findProduct } from '../catalog/service';

// The demo catalogue: the Ceramic Coffee Mug comes in 11 oz (2700 × 1050) and 15 oz (2700 × 1140),
// white 21101 / 21501; 22001 is another product.
const MUG_11 = '21101';
const POSTER_LIKE = '22001';

const imageLayer = {
  id: 'img1',
  type: 'image',
  source: '/media/artwork/abc/logo.png',
  left: 1050,
  top: 225,
  width: 600,
  height: 600,
  rotation: 0,
};
const textLayer = {
  id: 'txt1',
  type: 'text',
  source: 'Good morning',
  left: 1000,
  top: 450,
  width: 700,
  height: 120,
  rotation: 0,
  fontSize: 100,
  fontFamily: 'Inter',
  fill: '#1d3557',
};

describe('POST /api/templates/:id/duplicate', () => {
  let t: TestApp;
  let a: { c: TestClient; companyId: number; userId: number };
  let b: { c: TestClient; companyId: number; userId: number };

  async function template(c: TestClient, body: Record<string, unknown> = {}) {
    const res = await c.post('/api/templates', {
      sku: MUG_11,
      layers: [imageLayer, textLayer],
      name: 'Coffee club',
      description: 'Logo and words',
      ...body,
    });
    expect(res.status).toBe(201);
    return res.body.template;
  }

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.app, { images: false });
    a = await signedInCompany(t);
    b = await signedInCompany(t);
  });
  afterAll(() => t.close());

  it('copies the design to another variant of the product, re-fitted to its print area', async () => {
    const src = await template(a.c);
    const res = await a.c.post(`/api/templates/${src.id}/duplicate`, {
      sku: MUG_11,
      variant: '15 oz',
    });
    expect(res.status).toBe(201);
    const copy = res.body.template;
    const mug15 = (await findProduct(t.app.ctx, copy.sku))!;
    expect(mug15).toMatchObject({ variantName: '15 oz', colorName: 'White' });
    expect(copy).toMatchObject({
      name: 'Coffee club (copy)',
      description: 'Logo and words',
      status: 'draft',
      previewUrl: null,
      product: { name: 'Ceramic Coffee Mug', variantName: '15 oz', colorName: 'White' },
    });
    expect(copy.id).not.toBe(src.id);
    // Same width, 90 px taller: the design keeps its size and moves down by half the difference.
    const dy = (mug15.printArea.heightPx - 1050) / 2;
    expect(copy.layers).toEqual([
      { ...imageLayer, top: imageLayer.top + dy },
      { ...textLayer, top: textLayer.top + dy },
    ]);
    // The original is untouched, and both are the company's.
    expect((await a.c.get(`/api/templates/${src.id}`)).body.template.layers).toEqual([imageLayer, textLayer]);
    expect((await a.c.get(`/api/templates/${copy.id}`)).body.template.sku).toBe(copy.sku);
  });

  it('takes a colour by name or URL form, or another product by its sku, scaling the design', async () => {
    const src = await template(a.c, { name: '' });
    const black = await a.c.post(`/api/templates/${src.id}/duplicate`, { sku: MUG_11, color: 'black' });
    expect(black.status).toBe(201);
    expect(black.body.template.product).toMatchObject({ variantName: '11 oz', colorName: 'Black' });
    expect(black.body.template.name).toBeNull();
    expect(black.body.template.layers).toEqual([imageLayer, textLayer]);

    const other = (await findProduct(t.app.ctx, POSTER_LIKE))!;
    const res = await a.c.post(`/api/templates/${src.id}/duplicate`, { sku: POSTER_LIKE });
    expect(res.status).toBe(201);
    const { widthPx: W, heightPx: H } = other.printArea;
    const k = Math.min(W / 2700, H / 1050);
    const [img, text] = res.body.template.layers;
    expect(img.width).toBeCloseTo(600 * k, 1);
    expect(text.fontSize).toBeCloseTo(100 * k, 1);
    // The middle of the old print area is the middle of the new one.
    expect(img.left + img.width / 2).toBeCloseTo(W / 2, 1);
  });

  it('refuses bad input with a clear 400', async () => {
    const src = await template(a.c);
    const url = `/api/templates/${src.id}/duplicate`;
    const noSku = await a.c.post(url, {});
    expect(noSku.status).toBe(400);
    expect(noSku.body.error.message).toBe('Please choose a product.');
    const unknown = await a.c.post(url, { sku: 'NO-SUCH-SKU' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('Sorry, this product does not exist');
    const variant = await a.c.post(url, { sku: MUG_11, variant: '99 oz' });
    expect(variant.status).toBe(400);
    expect(variant.body.error).toMatchObject({
      message: 'This product does not come in that variant and colour.',
      fields: { variant: 'This product does not come in that variant and colour.' },
    });
    const colour = await a.c.post(url, { sku: MUG_11, variant: '15oz', color: 'plaid' });
    expect(colour.status).toBe(400);
    expect(colour.body.error.fields).toEqual({
      color: 'This product does not come in that variant and colour.',
    });
    expect((await a.c.post(url, { sku: 'x'.repeat(300) })).status).toBe(400);
    expect((await a.c.post(url, { sku: MUG_11, variant: 12 })).status).toBe(400);
    expect((await a.c.post('/api/templates/abc/duplicate', { sku: MUG_11 })).status).toBe(400);
  });

  it("answers 404 for another company's template or a missing one, and copies nothing", async () => {
    const src = await template(a.c);
    for (const id of [src.id, 999999]) {
      const res = await b.c.post(`/api/templates/${id}/duplicate`, { sku: MUG_11 });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Template is not available.');
    }
  });

  it('needs a session (401) and a verified email (403)', async () => {
    const src = await template(a.c);
    const c = t.client();
    await c.ensureCsrf();
    const res = await c.post(`/api/templates/${src.id}/duplicate`, { sku: MUG_11 });
    expect(res.status).toBe(401);
    const u = await signedInCompany(t, { verified: false });
    const unverified = await u.c.post(`/api/templates/${src.id}/duplicate`, { sku: MUG_11 });
    expect(unverified.status).toBe(403);
  });

  it('names the product, variant and colour on the list and on one template', async () => {
    const src = await template(a.c);
    const one = await a.c.get(`/api/templates/${src.id}`);
    expect(one.body.template.product).toEqual({
      name: 'Ceramic Coffee Mug',
      variantName: '11 oz',
      colorName: 'White',
      colorHex: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    });
  });
});

describe('text-only designs', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.app, { images: false });
  });
  afterAll(() => t.close());

  it('render, save, go in the cart and are ordered', async () => {
    const who = await signedInCompany(t);
    const { c } = who;
    const layers = [textLayer];
    const created = await c.post('/api/templates', { sku: MUG_11, layers });
    expect(created.status).toBe(201);
    const id = created.body.template.id;
    const render = await c.post('/api/mockups', { sku: MUG_11, layers });
    expect(render.status).toBe(202);
    await t.app.ctx.jobs.drain();
    const saved = await c.put(`/api/templates/${id}`, { layers, mockupId: render.body.id, status: 'saved' });
    expect(saved.status).toBe(200);
    expect(saved.body.template).toMatchObject({
      status: 'saved',
      previewUrl: expect.stringMatching(/^\/media\//),
    });
    expect(saved.body.template.printFile).toMatchObject({ width: 2700, height: 1050 });

    expect((await c.post('/api/cart/items', { templateId: id, quantity: 2 })).status).toBe(201);
    expect((await c.post('/api/checkout/quote', { shipTo: CA_SHIP_TO })).status).toBe(200);
    await withCard(t, who);
    const placed = await c.post(
      '/api/checkout/orders',
      { paymentType: 'default_card' },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(placed.status).toBe(201);
    expect(placed.body.order.items).toMatchObject([{ templateId: id, sku: MUG_11, quantity: 2 }]);
  }, 60_000);

  it('saving needs something that prints: an image or words inside the print area', async () => {
    const { c } = await signedInCompany(t);
    const id = (await c.post('/api/templates', { sku: MUG_11 })).body.template.id;
    const msg = 'Add an image or some text to your design first.';
    for (const layers of [
      [],
      [{ ...textLayer, source: '   ' }],
      [{ ...textLayer, left: 2700 }],
      [{ ...imageLayer, top: -700 }],
    ]) {
      const res = await c.put(`/api/templates/${id}`, { layers, status: 'saved' });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ message: msg, fields: { layers: msg } });
    }
    // A draft may be empty (the builder keeps it while the design is started).
    expect((await c.put(`/api/templates/${id}`, { layers: [] })).status).toBe(200);
    expect((await c.put(`/api/templates/${id}`, { layers: [textLayer], status: 'saved' })).status).toBe(200);
  });
});
