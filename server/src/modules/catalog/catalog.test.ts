import { CATALOG_IMAGE_WIDTHS, catalogSrcSet, MSG, sizedImage } from '@pressrun/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { seedCatalog } from './seed';

describe('catalogue API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.app, { images: false });
  });
  afterAll(() => t.close());

  describe('GET /api/catalog/products', () => {
    it('lists one tile per product family (only _default rows), publicly, with cache headers', async () => {
      const c = t.client();
      const res = await c.get('/api/catalog/products');
      expect(res.status).toBe(200);
      const { products, total, page, pageSize } = res.body;
      expect(total).toBeGreaterThanOrEqual(25);
      expect(products).toHaveLength(total);
      expect(page).toBe(1);
      expect(pageSize).toBe(48);
      expect(new Set(products.map((p: { product: string }) => p.product)).size).toBe(total);
      const mug = products.find((p: { sku: string }) => p.sku === '21101');
      expect(mug).toMatchObject({
        product: 'Ceramic Coffee Mug',
        url: '/product/21101/11oz-white',
        price: 695,
        metrics: '4',
        collections: ['Drinkware', 'Coffee Mugs'],
      });
      expect(mug.colors).toHaveLength(12);
      expect(mug.imageUrl).toMatch(/^\/api\/catalog\/images\/[a-f0-9]{24}\.png$/);
      for (const p of products) {
        expect(p.url).toBe(`/product/${p.sku}/${p.url.split('/')[3]}`);
        expect(Number.isInteger(p.price)).toBe(true);
        expect(p.imageUrl.startsWith('/api/catalog/images/')).toBe(true);
      }
      expect(res.headers.etag).toBeTruthy();
      expect(res.headers['cache-control']).toContain('public');
      // A shared cache must never pass one visitor's cookie to another.
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      const again = await c.get('/api/catalog/products', {
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      expect(again.status).toBe(304);
      expect(again.raw.length).toBe(0);
    });

    it('covers every group of the sidebar', async () => {
      const c = t.client();
      for (const [collection, min] of [
        ['coffee-mugs', 4],
        ['Travel Mugs', 2],
        ['water-bottles', 3],
        ['shot-glasses', 2],
        ['lattes', 2],
        ['beer-steins', 2],
        ['enamel-cups', 1],
        ['accessories', 4],
        ['home-office', 6],
        ['Home & Office', 6],
      ] as const) {
        const res = await c.get(`/api/catalog/products?collection=${encodeURIComponent(collection)}`);
        expect(res.status, collection).toBe(200);
        expect(res.body.total, collection).toBeGreaterThanOrEqual(min);
      }
      const drinkware = await c.get('/api/catalog/products?collection=drinkware');
      expect(drinkware.body.total).toBe(16);
      const none = await c.get('/api/catalog/products?collection=garden-gnomes');
      expect(none.status).toBe(200);
      expect(none.body).toMatchObject({ products: [], total: 0 });
    });

    it('filters best sellers (metrics 4) and new arrivals (metrics 3)', async () => {
      const c = t.client();
      const best = await c.get('/api/catalog/products?metrics=4');
      const fresh = await c.get('/api/catalog/products?metrics=3');
      expect(best.body.total).toBeGreaterThan(5);
      expect(fresh.body.total).toBeGreaterThan(5);
      expect(best.body.products.every((p: { metrics: string }) => p.metrics === '4')).toBe(true);
      expect(fresh.body.products.every((p: { metrics: string }) => p.metrics === '3')).toBe(true);
      const both = await c.get('/api/catalog/products?metrics=4&collection=coffee-mugs');
      expect(both.body.products.map((p: { sku: string }) => p.sku)).toEqual(['21101', '22001']);
    });

    it('pages', async () => {
      const c = t.client();
      const all = (await c.get('/api/catalog/products')).body.products.map((p: { sku: string }) => p.sku);
      const p2 = await c.get('/api/catalog/products?page=2&pageSize=5');
      expect(p2.body).toMatchObject({ page: 2, pageSize: 5, total: all.length });
      expect(p2.body.products.map((p: { sku: string }) => p.sku)).toEqual(all.slice(5, 10));
      const beyond = await c.get('/api/catalog/products?page=99&pageSize=5');
      expect(beyond.body.products).toEqual([]);
    });

    it('answers bad query values with a 400 and a clear message, never a 500', async () => {
      const c = t.client();
      const cases: Array<[string, RegExp | string]> = [
        ['metrics=5', /metrics must be/],
        ['metrics=', /metrics must be/],
        ['page=0', 'page must be a whole number from 1.'],
        ['page=abc', 'page must be a whole number from 1.'],
        ['page=1.5', 'page must be a whole number from 1.'],
        ['pageSize=101', 'pageSize must be a whole number from 1 to 100.'],
        ['pageSize=-1', 'pageSize must be a whole number from 1 to 100.'],
        [`search=${'x'.repeat(257)}`, MSG.maxLength],
        [`collection=${'x'.repeat(101)}`, 'Unknown collection.'],
      ];
      for (const [qs, message] of cases) {
        const res = await c.get(`/api/catalog/products?${qs}`);
        expect(res.status, qs).toBe(400);
        expect(res.body.error.code, qs).toBe('validation');
        expect(res.headers['x-content-type-options'], qs).toBe('nosniff');
        if (typeof message === 'string') expect(res.body.error.message, qs).toBe(message);
        else expect(res.body.error.message, qs).toMatch(message);
      }
      const weird = await c.get('/api/catalog/products?search=%27%22%3B--&collection=%25');
      expect(weird.status).toBe(200);
      // A NUL character is refused in every request, as text no field can hold.
      const nul = await c.get('/api/catalog/products?search=%00%27%22%3B--');
      expect(nul.status).toBe(400);
      expect(nul.body.error.message).toBe(MSG.textHasNul);
    });
  });

  describe('search', () => {
    const search = async (q: string) =>
      (await t.client().get(`/api/catalog/products?search=${encodeURIComponent(q)}`)).body.products as Array<{
        sku: string;
        product: string;
        colorName: string;
      }>;

    it('finds by name, ranked', async () => {
      const hits = await search('latte');
      expect(
        hits
          .map((h) => h.product)
          .slice(0, 2)
          .sort(),
      ).toEqual(['Ceramic Latte Mug', 'Frosted Glass Latte Mug']);
      const mugs = await search('mugs');
      expect(mugs.length).toBeGreaterThan(5);
      expect(mugs[0]!.product).toMatch(/Mug/);
    });

    it('finds by sku, hidden posters included', async () => {
      expect((await search('21108'))[0]).toMatchObject({ sku: '21108', colorName: 'Orange' });
      expect((await search('ps1212'))[0]).toMatchObject({ sku: 'PS1212' });
      expect((await search('91101'))[0]!.sku).toBe('91101');
    });

    it('finds by colour and shows the matching variant', async () => {
      const pink = await search('pink');
      expect(pink.length).toBeGreaterThan(1);
      expect(pink.every((h) => /pink/i.test(h.colorName))).toBe(true);
      const redMug = await search('red mug');
      expect(redMug[0]).toMatchObject({ colorName: 'Red' });
      expect(redMug[0]!.product).toMatch(/Mug/);
    });

    it('finds by collection', async () => {
      const hits = await search('water bottles');
      expect(hits.map((h) => h.product).sort()).toEqual([
        'Aluminum Sports Bottle',
        "Kids' Water Bottle",
        'Stainless Steel Water Bottle',
      ]);
      const office = await search('home & office');
      expect(office.length).toBeGreaterThanOrEqual(6);
    });

    it('answers nothing found with an empty list', async () => {
      expect(await search('zeppelin')).toEqual([]);
    });
  });

  describe('GET /api/catalog/products/:sku', () => {
    it('answers the product detail with print area, mockup placement and images', async () => {
      const res = await t.client().get('/api/catalog/products/21101');
      expect(res.status).toBe(200);
      expect(res.headers.etag).toBeTruthy();
      const { product, variants } = res.body;
      expect(product).toMatchObject({
        sku: '21101',
        product: 'Ceramic Coffee Mug',
        variantName: '11 oz',
        variantUrl: '11oz',
        colorName: 'White',
        colorUrl: 'white',
        price: 695,
        shippingUs: 599,
        shippingIntl: 1499,
        shippingExpedited: 1299,
        imprintDimensions: '2700/1050',
        printArea: { widthPx: 2700, heightPx: 1050, dpi: 300, bleedPx: 38 },
        mockupShape: 'mug',
        isDefault: true,
        metrics: '4',
        url: '/product/21101/11oz-white',
        family: { slug: 'ceramic-coffee-mug', name: 'Ceramic Coffee Mug' },
        remappedFrom: null,
      });
      expect(product.bullets.length).toBe(5);
      expect(product.bullets).not.toContain('-');
      expect(product.material).toBeTruthy();
      expect(product.dimensions).toBeTruthy();
      const { mockup, images } = product;
      expect(mockup.shape).toBe('mug');
      expect(mockup.imageWidth).toBeGreaterThanOrEqual(800);
      expect(mockup.area.x + mockup.area.width).toBeLessThanOrEqual(mockup.imageWidth);
      expect(mockup.area.y + mockup.area.height).toBeLessThanOrEqual(mockup.imageHeight);
      expect(mockup.views.map((v: { centerU: number }) => v.centerU)).toEqual([0.5, 0.75, 0.25]);
      // A 9 in print round a 3.2 in mug covers 322°, leaving the handle side bare.
      expect(mockup.arcDegrees).toBeCloseTo((9 / (Math.PI * 3.2)) * 360, 0);
      expect(mockup.radiusTop).toBe(mockup.area.width / 2);
      expect(new Set([images.render0, images.render90, images.render270]).size).toBe(3);
      expect(images.blank).toBe(images.render90);
      // 12 colours of the 11 oz and 11 of the 15 oz.
      expect(variants.filter((v: { variantName: string }) => v.variantName === '11 oz')).toHaveLength(12);
      expect(variants.filter((v: { variantName: string }) => v.variantName === '15 oz')).toHaveLength(11);
      const fifteen = (await t.client().get('/api/catalog/products/21501')).body.product;
      expect(fifteen.printArea).toMatchObject({ widthPx: 2700, heightPx: 1140, dpi: 300 });
    });

    it('gives flat products a print rectangle and a matrix per view', async () => {
      const { product } = (await t.client().get('/api/catalog/products/PS1824')).body;
      expect(product.mockupShape).toBe('flat');
      expect(product.mockup.curve).toBe(0);
      expect(product.mockup.views[0].matrix).toEqual([1, 0, 0, 1, 0, 0]);
      expect(product.images.blank).toBe(product.images.render0);
      expect(product.mockup.area.width / product.mockup.area.height).toBeCloseTo(18 / 24, 2);
      expect(product.mockup.mask).toBeUndefined();
      // A round coaster's print stays on its round face.
      const coaster = (await t.client().get('/api/catalog/products/CT3701')).body.product;
      expect(coaster.mockup.mask.face).toMatch(/^M[\d .A-Z-]+Z$/);
    });

    it('remaps old skus (21108-3 → 21108, 91101-T → 91101)', async () => {
      const a = await t.client().get('/api/catalog/products/21108-3');
      expect(a.status).toBe(200);
      expect(a.body.product).toMatchObject({ sku: '21108', remappedFrom: '21108-3', colorName: 'Orange' });
      const b = await t.client().get('/api/catalog/products/91101-T');
      expect(b.body.product).toMatchObject({ sku: '91101', remappedFrom: '91101-T' });
    });

    it('keeps the legacy poster sizes out of the variant dropdown but answers them by sku', async () => {
      const hidden = ['PS1212', 'PS1218', 'PS1616', 'PS1620', 'PS1818'];
      const res = await t.client().get('/api/catalog/products/PS1824');
      const skus = res.body.variants.map((v: { sku: string }) => v.sku);
      expect(skus).toEqual(['PS1117', 'PS1824', 'PS2436']);
      for (const sku of hidden) {
        const one = await t.client().get(`/api/catalog/products/${sku}`);
        expect(one.status, sku).toBe(200);
        expect(one.body.product.hidden).toBe(true);
        expect(one.body.variants.map((v: { sku: string }) => v.sku)).not.toContain(sku);
      }
      const fam = await t.client().get('/api/catalog/families/premium-matte-poster/variants');
      expect(fam.body.variants.map((v: { sku: string }) => v.sku)).toEqual(['PS1117', 'PS1824', 'PS2436']);
      const list = await t.client().get('/api/catalog/products?pageSize=100');
      expect(list.body.products.map((p: { sku: string }) => p.sku)).not.toContain('PS1212');
    });

    it("answers an unknown sku with 'Sorry, this product does not exist'", async () => {
      for (const sku of ['NOPE-1', '21108-4', encodeURIComponent('<script>'), 'x'.repeat(64)]) {
        const res = await t.client().get(`/api/catalog/products/${sku}`);
        expect(res.status, sku).toBe(404);
        expect(res.body.error.message).toBe(MSG.productNotFound);
      }
      const long = await t.client().get(`/api/catalog/products/${'x'.repeat(65)}`);
      expect(long.status).toBe(400);
      expect(long.body.error.message).toBe(MSG.productNotFound);
    });
  });

  describe('GET /api/catalog/families/:slug/variants', () => {
    it('lists the variants of a family', async () => {
      const res = await t.client().get('/api/catalog/families/ceramic-latte-mug/variants');
      expect(res.status).toBe(200);
      expect(res.body.family).toMatchObject({
        slug: 'ceramic-latte-mug',
        name: 'Ceramic Latte Mug',
        startingAt: 995,
      });
      expect(res.body.variants).toHaveLength(8);
      expect(res.body.variants[0]).toMatchObject({ sku: '61201', url: '/product/61201/12oz-pink' });
    });

    it('answers an unknown family with 404', async () => {
      const res = await t.client().get('/api/catalog/families/nope/variants');
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(MSG.productNotFound);
    });
  });

  describe('GET /api/catalog/featured', () => {
    it('answers the home page products in the agreed shape', async () => {
      const res = await t.client().get('/api/catalog/featured');
      expect(res.status).toBe(200);
      expect(res.headers.etag).toBeTruthy();
      expect(res.body.products.length).toBe(8);
      for (const p of res.body.products) {
        expect(Object.keys(p).sort()).toEqual(['collections', 'imageUrl', 'price', 'product', 'sku', 'url']);
        expect(p.url).toMatch(/^\/product\/[^/]+\/[a-z0-9-]+$/);
        expect(Number.isInteger(p.price)).toBe(true);
      }
      expect(res.body.products[0]).toMatchObject({ sku: '21101', product: 'Ceramic Coffee Mug', price: 695 });
    });
  });

  describe('GET /api/catalog/images/:file', () => {
    it('draws the blank product once and serves it as an immutable PNG', async () => {
      const { product } = (await t.client().get('/api/catalog/products/21103')).body;
      const res = await t.client().get(product.images.render270);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['set-cookie']).toBeUndefined();
      const meta = await sharp(res.raw).metadata();
      expect(meta).toMatchObject({ width: 1000, height: 1000, format: 'png', hasAlpha: true });
      // The red mug is drawn in red: its handle is on the left at 270°.
      const { data } = await sharp(res.raw)
        .extract({ left: 150, top: 500, width: 120, height: 40 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      let reddish = 0;
      for (let i = 0; i < data.length; i += 4)
        if (data[i]! > 120 && data[i + 1]! < 90 && data[i + 3]! > 200) reddish++;
      expect(reddish).toBeGreaterThan(20);
      const again = await t
        .client()
        .get(product.images.render270, { headers: { 'if-none-match': String(res.headers.etag) } });
      expect(again.status).toBe(304);
    });

    it('serves smaller WebP copies for tiles', async () => {
      const { product } = (await t.client().get('/api/catalog/products/PS1824')).body;
      const res = await t.client().get(product.images.blank.replace('.png', '-400.webp'));
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect((await sharp(res.raw).metadata()).width).toBe(400);
    });

    it('serves a WebP copy, immutable, at every width a srcset names, each far smaller than the PNG', async () => {
      const { product } = (await t.client().get('/api/catalog/products/21101')).body;
      const png = await t.client().get(product.images.blank);
      for (const width of CATALOG_IMAGE_WIDTHS) {
        const url = sizedImage(product.images.blank, width);
        expect(url).toMatch(new RegExp(`-${width}\\.webp$`));
        const res = await t.client().get(url, { headers: { 'accept-encoding': 'br, gzip' } });
        expect(res.status, url).toBe(200);
        expect(res.headers['content-type'], url).toBe('image/webp');
        // Images are compressed already: never a second time.
        expect(res.headers['content-encoding'], url).toBeUndefined();
        expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
        expect(await sharp(res.raw).metadata(), url).toMatchObject({ format: 'webp', width, height: width });
        expect(res.raw.length, url).toBeLessThan(png.raw.length / 2);
      }
      expect(catalogSrcSet(product.images.blank, [400, 1000])).toBe(
        `${sizedImage(product.images.blank, 400)} 400w, ${sizedImage(product.images.blank, 1000)} 1000w`,
      );
      expect(catalogSrcSet('/media/listing/photo.jpg', [400])).toBeUndefined();
    });

    it('answers unknown or malformed image names with 404', async () => {
      const { product } = (await t.client().get('/api/catalog/products/21101')).body;
      const id = product.images.blank.split('/').pop().replace('.png', '');
      for (const file of [
        `${'a'.repeat(24)}.png`,
        `${id}.gif`,
        `${id}-123.webp`,
        `${id}-1200.webp`,
        `${id}-0400.webp`,
        `${id}-99999.webp`,
        `${id}-1000.png`,
        `${id}-400.png`,
        '..%2F..%2Fetc%2Fpasswd',
        'x.png',
      ]) {
        const res = await t.client().get(`/api/catalog/images/${file}`);
        expect(res.status, file).toBe(404);
      }
    });
  });

  it('is idempotent: seeding again keeps the catalogue', async () => {
    const before = (await t.client().get('/api/catalog/products')).body.total;
    expect((await seedCatalog(t.app, { images: false })).seeded).toBe(false);
    expect((await t.client().get('/api/catalog/products')).body.total).toBe(before);
  });
});
