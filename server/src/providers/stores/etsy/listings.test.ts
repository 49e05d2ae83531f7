import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PublishInput } from '../port';
import { etsyStoreAdapter } from './adapter';
import { SHOP_ID, TAXONOMY, USER_ID } from './fake-etsy';
import { taxonomyIdFor } from './taxonomy';
import { appFor, connectedShop, failure } from './test-shop';

const { fake, adapter, auth } = await connectedShop();

describe('Etsy: the shop’s products', () => {
  beforeAll(() => {
    // 130 active listings and one inactive: two pages of Etsy's largest (100).
    for (let i = 1; i <= 131; i++) {
      const id = 900_000 + i;
      fake.addListing({
        json: {
          listing_id: id,
          title: `Listing ${i}`,
          state: i === 131 ? 'inactive' : 'active',
          user_id: USER_ID,
        },
        inventory: {
          products:
            i === 1
              ? [
                  {
                    product_id: 500_001,
                    sku: 'PR-tmpl_1',
                    is_deleted: false,
                    property_values: [
                      { property_id: 100, property_name: 'Size', values: ['11oz'] },
                      { property_id: 200, property_name: 'Primary color', values: ['White'] },
                    ],
                  },
                  { product_id: 500_002, sku: 'OLD', is_deleted: true, property_values: [] },
                  { product_id: 500_003, sku: '', is_deleted: false, property_values: [] },
                ]
              : [{ product_id: 600_000 + i, sku: `SKU-${i}`, is_deleted: false, property_values: [] }],
        },
        inventoryNotInline: i === 42,
        images: [],
      });
    }
  });

  it('reads a hundred listings a page with their inventory, the cursor the next offset', async () => {
    const first = await adapter.listProducts(auth, null);
    expect(first.items).toHaveLength(100);
    expect(first.next).toBe('100');
    expect(first.items[0]).toEqual({
      id: '900001',
      title: 'Listing 1',
      variants: [
        { id: '500001', title: '11oz / White', sku: 'PR-tmpl_1' },
        { id: '500003', title: 'Listing 1', sku: null },
      ],
    });
    // The one listing Etsy sent without its inventory had it asked for on its own.
    expect(first.items[41]).toEqual({
      id: '900042',
      title: 'Listing 42',
      variants: [{ id: '600042', title: 'Listing 42', sku: 'SKU-42' }],
    });

    const second = await adapter.listProducts(auth, first.next);
    expect(second.items.map((p) => p.id)).toEqual(Array.from({ length: 30 }, (_, i) => String(900_101 + i)));
    expect(second.next).toBeNull();

    const pages = fake.requests.filter((r) => r.path === `/v3/application/shops/${SHOP_ID}/listings`);
    expect(pages.map((r) => Object.fromEntries(r.query))).toEqual([
      { state: 'active', limit: '100', offset: '0', includes: 'Inventory' },
      { state: 'active', limit: '100', offset: '100', includes: 'Inventory' },
    ]);
    expect(fake.requests.filter((r) => r.path.endsWith('/inventory')).map((r) => r.path)).toEqual([
      '/v3/application/listings/900042/inventory',
    ]);
  });
});

describe('Etsy: publishing a template as a listing', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const jpg = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');
  // A template of its own each time, unless a test publishes the same one again.
  let templates = 100;
  const input = (over: Partial<PublishInput> = {}): PublishInput => ({
    title: 'Sunset Mug – 11oz',
    description: 'A ceramic mug printed with a sunset.\nDishwasher safe.',
    price: 2499,
    sku: `PR-tmpl_${templates++}`,
    variantTitle: '11oz / White',
    images: [`${fake.url}/media/listings/tmpl_9/front.png`, `${fake.url}/media/listings/tmpl_9/side.jpg`],
    productType: 'Mug',
    ...over,
  });
  beforeAll(() => {
    fake.serveMedia('/media/listings/tmpl_9/front.png', 'image/png', png);
    fake.serveMedia('/media/listings/tmpl_9/side.jpg', 'image/jpeg', jpg);
  });
  beforeEach(() => {
    fake.setShippingProfiles([
      { shipping_profile_id: 20_811_455, title: 'US and worldwide' },
      { shipping_profile_id: 20_811_499, title: 'Express' },
    ]);
    fake.setReadinessStates([
      { readiness_state_id: 77_001, readiness_state: 'ready_to_ship' },
      { readiness_state_id: 77_002, readiness_state: 'made_to_order' },
    ]);
  });

  it('drafts it, uploads its photos, sets its one product with our SKU, then makes it live', async () => {
    const published = await adapter.publishProduct(auth, input({ sku: 'PR-tmpl_9' }));
    const listing = fake.listings.get(Number(published.productId))!;
    expect(published).toEqual({
      productId: String(listing.json.listing_id),
      variantId: String(listing.inventory.products[0]!.product_id),
      adminUrl: `${fake.url}/your/shops/me/listing-editor/edit/${listing.json.listing_id}`,
    });
    expect(listing.json).toMatchObject({
      state: 'active',
      title: 'Sunset Mug – 11oz',
      description: 'A ceramic mug printed with a sunset.\nDishwasher safe.',
      quantity: 999,
      price: { amount: 2499, divisor: 100, currency_code: 'USD' },
      who_made: 'i_did',
      when_made: 'made_to_order',
      is_supply: false,
      listing_type: 'physical',
      taxonomy_id: 1062, // Home & Living > … > Drinkware > Mugs
      shipping_profile_id: 20_811_455, // the shop's first shipping profile
      readiness_state_id: 77_002, // its made-to-order processing profile
    });
    expect(listing.images.map((i) => ({ ...i, bytes: i.bytes.toString('hex') }))).toEqual([
      { name: 'front.png', type: 'image/png', bytes: png.toString('hex'), rank: 1 },
      { name: 'side.jpg', type: 'image/jpeg', bytes: jpg.toString('hex'), rank: 2 },
    ]);
    expect(listing.inventory.products).toEqual([
      expect.objectContaining({
        sku: 'PR-tmpl_9',
        offerings: [
          expect.objectContaining({
            price: { amount: 2499, divisor: 100, currency_code: 'USD' },
            quantity: 999,
            is_enabled: true,
            readiness_state_id: 77_002,
          }),
        ],
      }),
    ]);

    const api = fake.requests.filter((r) => r.path.startsWith('/v3/application/'));
    const draft = api.find((r) => r.method === 'POST' && r.path.endsWith('/listings'))!;
    expect(draft.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(draft.body.toString()).get('price')).toBe('24.99');
    expect(api.map((r) => `${r.method} ${r.path.replace(/\d{6,}/g, ':id')}`).slice(-5)).toEqual([
      `POST /v3/application/shops/:id/listings`,
      `POST /v3/application/shops/:id/listings/:id/images`,
      `POST /v3/application/shops/:id/listings/:id/images`,
      'PUT /v3/application/listings/:id/inventory',
      `PATCH /v3/application/shops/:id/listings/:id`,
    ]);
    expect(api.find((r) => r.method === 'PUT')!.headers['content-type']).toBe('application/json');
    expect(String(api.find((r) => r.path.endsWith('/images'))!.headers['content-type'])).toMatch(
      /^multipart\/form-data; boundary=/,
    );
  });

  it('reads Etsy’s category tree once, and takes a broader category where Etsy has no narrower one', async () => {
    const fresh = etsyStoreAdapter(appFor(fake));
    const a = await fresh.publishProduct(auth, input({ productType: 'Tumbler' }));
    const b = await fresh.publishProduct(auth, input({ productType: 'Tile' }));
    expect(fake.listings.get(Number(a.productId))!.json.taxonomy_id).toBe(1067); // Tumblers & Water Glasses
    expect(fake.listings.get(Number(b.productId))!.json.taxonomy_id).toBe(1014); // Home Décor
    expect(fake.requests.filter((r) => r.path === '/v3/application/seller-taxonomy/nodes')).toHaveLength(1);
  });

  it('a listing without photos stays a draft (Etsy makes none live without one)', async () => {
    const published = await adapter.publishProduct(auth, input({ images: [] }));
    expect(fake.listings.get(Number(published.productId))!.json.state).toBe('draft');
    expect(fake.requests.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it('tells the seller what to add when the shop has no shipping or processing profile, and drafts nothing', async () => {
    const before = fake.listings.size;
    fake.setShippingProfiles([]);
    expect(await failure(adapter.publishProduct(auth, input()))).toMatchObject({
      kind: 'rejected',
      message: 'Your Etsy shop has no shipping profile yet: add one on Etsy, then publish again.',
    });
    fake.setShippingProfiles([{ shipping_profile_id: 1, title: 'Only' }]);
    fake.setReadinessStates([]);
    expect(await failure(adapter.publishProduct(auth, input()))).toMatchObject({
      kind: 'rejected',
      message: 'Your Etsy shop has no processing profile yet: add one on Etsy, then publish again.',
    });
    expect(fake.listings.size).toBe(before);
  });

  it('a photo PressRun cannot serve fails the publish and leaves no draft, as does Etsy refusing the draft', async () => {
    const before = fake.listings.size;
    const missing = await failure(
      adapter.publishProduct(auth, input({ images: [`${fake.url}/media/listings/none.png`] })),
    );
    expect(missing.kind).toBe('rejected');
    expect(missing.message).toMatch(/none\.png could not be read \(404\)/);
    expect(fake.listings.size).toBe(before);

    fake.interrupt(/^POST .*\/listings$/, {
      status: 400,
      json: { error: 'Title contains an invalid character' },
    });
    expect(await failure(adapter.publishProduct(auth, input()))).toMatchObject({
      kind: 'rejected',
      message: 'Title contains an invalid character',
    });
  });
  it('a publish that fails after the draft removes it, so publishing again makes one listing', async () => {
    const before = fake.listings.size;
    fake.interrupt(/^PATCH .*\/listings\/\d+$/, { status: 503, json: { error: 'Service Unavailable' } });
    expect((await failure(adapter.publishProduct(auth, input({ sku: 'PR-tmpl_77' })))).kind).toBe(
      'unavailable',
    );
    expect(fake.listings.size).toBe(before);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'DELETE' });

    const published = await adapter.publishProduct(auth, input({ sku: 'PR-tmpl_77' }));
    expect(fake.listings.size).toBe(before + 1);
    expect(fake.listings.get(Number(published.productId))!.json.state).toBe('active');
  });

  it('a publish sent again answers the listing the first made, a draft too, and refuses the SKU on another', async () => {
    const sunset = input();
    const first = await adapter.publishProduct(auth, sunset);
    const before = fake.listings.size;
    const drafts = () =>
      fake.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/listings')).length;
    const drafted = drafts();
    expect(await adapter.publishProduct(auth, sunset)).toEqual(first);
    expect([fake.listings.size, drafts()]).toEqual([before, drafted]);

    const noPhotos = input({ images: [] });
    const draft = await adapter.publishProduct(auth, noPhotos);
    expect(await adapter.publishProduct(auth, noPhotos)).toEqual(draft);
    // A listing that comes without its inventory has it asked for.
    fake.listings.get(Number(first.productId))!.inventoryNotInline = true;
    expect(await adapter.publishProduct(auth, sunset)).toEqual(first);

    expect(await failure(adapter.publishProduct(auth, { ...sunset, price: 2999 }))).toMatchObject({
      kind: 'rejected',
      message: `The store already has a product with SKU ${sunset.sku} ("Sunset Mug – 11oz").`,
    });
    expect(fake.listings.size).toBe(before + 1);
  });

  it('Etsy down for the removal too: the seller still hears why the publish failed', async () => {
    fake.interrupt(/^PUT .*\/inventory$/, { status: 500, json: { error: 'Internal error' } });
    fake.interrupt(/^DELETE /, 'hang-up');
    expect(await failure(adapter.publishProduct(auth, input()))).toMatchObject({
      kind: 'unavailable',
      message: expect.stringMatching(/Internal error/),
    });
  });
});

describe('Etsy categories by product type', () => {
  it('takes the first name Etsy’s tree has, accents aside, then a broad fallback', () => {
    expect(taxonomyIdFor('Mug', TAXONOMY)).toBe(1062);
    expect(taxonomyIdFor('Beer Stein', TAXONOMY)).toBe(1861);
    expect(taxonomyIdFor('Travel Mug', TAXONOMY)).toBe(1062); // no Travel Mugs node here: Mugs
    expect(taxonomyIdFor('Tote Bag', TAXONOMY)).toBe(190);
    expect(taxonomyIdFor('Coaster', TAXONOMY)).toBe(1060);
    expect(taxonomyIdFor('Something new', TAXONOMY)).toBe(1014); // "Home Décor"
    expect(taxonomyIdFor('Mug', [])).toBeNull();
  });
});
