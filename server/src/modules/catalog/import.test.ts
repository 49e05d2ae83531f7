import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { parseCatalog } from './import';
import { seedCatalog } from './seed';
import { saveCatalog } from './service';

const CSV = `sku,product,_type,variant_name,color,color_hex,price,shipping_us,shipping_intl,shipping_expedited,material,dimensions,body_description,bullet_pt,bullet_pt_2,bullet_pt_3,imprint_dimensions,dpi,drawing,drawing_size,_default,metrics,collections
CAMP-10-BK,Camp Mug,Enamel Cup,10 oz,Black,#222222,$9.95,5.99,14.99,12.99,Enamel steel,3 in tall,A camp mug.,Light,-,Tough,2580/960,300,enamel,10oz,1,3,Drinkware|Enamel Cups
CAMP-10-RD,Camp Mug,Enamel Cup,10 oz,Red,#c62f2f,9.95,5.99,14.99,12.99,Enamel steel,3 in tall,A camp mug.,Light,-,Tough,2580/960,300,enamel,10oz,,,Drinkware|Enamel Cups
ART-1,Art Print,Poster,12 × 16 in,White,,12,5,12,10,Paper,12 × 16 in,A print.,,,,1800/2400,150,,,,4,Home & Office
`;

describe('catalogue import', () => {
  it('reads a CSV with the catalogue feed’s column names; prices in dollars become cents', () => {
    const withImages = CSV.replace(
      'ART-1,Art Print,Poster,12 × 16 in,White,,12,5,12,10,Paper,12 × 16 in,A print.,,,,1800/2400,150,,,,4,Home & Office',
      'ART-1,Art Print,Poster,12 × 16 in,White,,12,5,12,10,Paper,12 × 16 in,A print.,,,,1800/2400,150,poster,12x16,,4,Home & Office',
    );
    const { input, errors } = parseCatalog(withImages, 'csv');
    expect(errors).toEqual([]);
    expect(input.variants).toHaveLength(3);
    const [black, red, art] = input.variants;
    expect(black).toMatchObject({
      sku: 'CAMP-10-BK',
      family: 'camp-mug',
      variantUrl: '10-oz',
      colorUrl: 'black',
      colorHex: '#222222',
      price: 995,
      shippingUs: 599,
      printArea: { widthPx: 2580, heightPx: 960, dpi: 300, bleedPx: 0 },
      mockupShape: 'mug',
      isDefault: true,
      metrics: '3',
      collections: ['Drinkware', 'Enamel Cups'],
      bullets: ['Light', '-', 'Tough', '-', '-'],
      drawing: { kind: 'enamel', size: '10oz', color: '#222222' },
    });
    expect(red!.isDefault).toBe(false);
    // A family without a marked _default row lists its first row.
    expect(art).toMatchObject({ isDefault: true, mockupShape: 'flat', price: 1200 });
  });

  it('reports every bad row and imports nothing', () => {
    const bad = `sku,product,variant_name,price,shipping_us,shipping_intl,shipping_expedited,imprint_dimensions,drawing
A1,Mug,11 oz,abc,1,1,1,2700/1050,mug
,Mug,11 oz,1,1,1,1,2700/1050,mug
A3,Mug,11 oz,1,1,1,1,wide,mug
A4,Mug,11 oz,1,1,1,1,2700/1050,spaceship
A5,Mug,11 oz,1,1,1,1,2700/1050,
`;
    const { errors } = parseCatalog(bad, 'csv');
    expect(errors).toHaveLength(5);
    expect(errors[0]).toMatch(/^Row 2: price: 'abc' is not a price in dollars/);
    expect(errors[1]).toMatch(/^Row 3: sku/);
    expect(errors[2]).toMatch(/^Row 4: imprint_dimensions/);
    expect(errors[3]).toMatch(/^Row 5: drawing must be one of/);
    expect(errors[4]).toMatch(/^Row 6: give blank_img_url/);
  });

  it('reads JSON with remaps and featured products, and checks they exist', () => {
    const doc = {
      products: [
        {
          sku: 'T1',
          product: 'Tee',
          variant_name: 'M',
          color: 'Navy',
          price: 12.5,
          shipping_us: 4,
          shipping_intl: 10,
          shipping_expedited: 8,
          imprint_dimensions: '3600x4800',
          blank_img_url: 'https://cdn.example.com/tee.png',
          mockup_shape: 'flat',
          collections: ['Accessories'],
        },
      ],
      remaps: { 'T1-OLD': 'T1', 'X-OLD': 'X' },
      featured: ['T1', 'NOPE'],
    };
    const { input, errors } = parseCatalog(JSON.stringify(doc), 'json');
    expect(errors).toEqual(['Remap X-OLD → X: X is not in the file', 'Featured sku NOPE is not in the file']);
    expect(input.variants[0]).toMatchObject({
      price: 1250,
      images: {
        blank: 'https://cdn.example.com/tee.png',
        render0: 'https://cdn.example.com/tee.png',
        render90: 'https://cdn.example.com/tee.png',
        render270: 'https://cdn.example.com/tee.png',
      },
      drawing: null,
    });
    expect(parseCatalog('{nope', 'json').errors[0]).toMatch(/not valid JSON/);
    expect(parseCatalog('[]', 'json').errors).toEqual(['The file has no products.']);
  });

  describe('replacing the stored catalogue', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
      await seedCatalog(t.app, { images: false });
    });
    afterAll(() => t.close());

    it('serves the imported catalogue at once, with the shop’s own images and remaps', async () => {
      const doc = {
        products: [
          {
            sku: 'T1',
            product: 'Tee',
            variant_name: 'M',
            price: '12.50',
            shipping_us: 4,
            shipping_intl: 10,
            shipping_expedited: 8,
            imprint_dimensions: '3600/4800',
            blank_img_url: '/media/shop/tee.png',
            _default: '1',
            metrics: '4',
            collections: 'Accessories',
          },
        ],
        remaps: [{ from: 'T1-OLD', to: 'T1' }],
        featured: ['T1'],
      };
      const { input, errors } = parseCatalog(JSON.stringify(doc), 'json');
      expect(errors).toEqual([]);
      await saveCatalog(t.app.ctx, input, 'replace');
      const list = await t.client().get('/api/catalog/products');
      expect(list.body.total).toBe(1);
      expect(list.body.products[0]).toMatchObject({
        sku: 'T1',
        imageUrl: '/media/shop/tee.png',
        price: 1250,
      });
      const old = await t.client().get('/api/catalog/products/T1-OLD');
      expect(old.body.product).toMatchObject({ sku: 'T1', remappedFrom: 'T1-OLD', mockupShape: 'flat' });
      expect((await t.client().get('/api/catalog/products/21101')).status).toBe(404);
      expect(
        (await t.client().get('/api/catalog/featured')).body.products.map((p: { sku: string }) => p.sku),
      ).toEqual(['T1']);
    });
  });
});
