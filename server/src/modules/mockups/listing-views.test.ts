import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { demoCatalog } from '../catalog/demo/index';
import { seedCatalog } from '../catalog/seed';
import { LISTING_VIEWS, type ListingProduct, renderListingView } from './engine/listing';
import type { RawImage } from './engine/raw';
import { findMockupProduct } from './product';
import { currentListings, listingKey } from './service';

/** Listing views drawn small (the checks need no more) for every family: tens of seconds in all. */
const SLOW = 240_000;
const SMALL = 400;
/**
 * The test print's longer side in pixels. The engine fits a print to the pixels per inch it is seen
 * at (well under this at SMALL), so a print at the product's full resolution — up to 7200 px —
 * would only cost time to fill and shrink.
 */
const PRINT_PX = 800;

/**
 * A centred test design: a green block 40 % of the print area wide and 60 % tall in its middle,
 * its left end red and its right end blue, on a transparent print file.
 */
function centredDesign(width: number, height: number, blank = false): RawImage {
  const data = Buffer.alloc(width * height * 4);
  if (blank) return { data, width, height };
  const dw = Math.round(width * 0.4);
  const dh = Math.round(height * 0.6);
  const x0 = Math.round((width - dw) / 2);
  const y0 = Math.round((height - dh) / 2);
  const band = Math.max(2, Math.round(dw * 0.08));
  for (let y = y0; y < y0 + dh; y++)
    for (let x = x0; x < x0 + dw; x++) {
      const i = (y * width + x) * 4;
      const [r, g, b] = x < x0 + band ? [255, 0, 0] : x >= x0 + dw - band ? [0, 0, 255] : [0, 150, 60];
      data[i] = r;
      data[i + 1] = g;
      data[i + 2] = b;
      data[i + 3] = 255;
    }
  return { data, width, height };
}

/** Pixels of a render that read as the design's red and blue ends. */
function markers(img: { data: Uint8Array; size: number }) {
  let red = 0;
  let blue = 0;
  for (let i = 0; i < img.size * img.size * 3; i += 3) {
    const r = img.data[i]!;
    const g = img.data[i + 1]!;
    const b = img.data[i + 2]!;
    if (r > 110 && r > 2.2 * g && r > 2.2 * b) red++;
    if (b > 90 && b > 2.2 * r && b > 1.8 * g) blue++;
  }
  return { red, blue };
}

/** One product of each family of the demo catalogue: its lightest colour (the print shows best). */
function oneSkuPerFamily() {
  const light = (hex: string) => {
    const n = Number.parseInt(hex.slice(1), 16);
    return ((n >> 16) & 255) + ((n >> 8) & 255) + (n & 255);
  };
  const picked = new Map<string, { sku: string; colorHex: string }>();
  for (const v of demoCatalog().variants) {
    const had = picked.get(v.family);
    if (!had || light(v.colorHex) > light(had.colorHex)) picked.set(v.family, v);
  }
  return [...picked].map(([family, v]) => ({ family, sku: v.sku }));
}

describe('listing photos of a centred design', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.app, { images: false });
  });
  afterAll(() => t.close());

  it('put the Front first, the design facing the camera, then the views of the shape', () => {
    expect(LISTING_VIEWS.map((v) => [v.angle, v.name])).toEqual([
      [0, 'Front'],
      [45, 'Angled'],
      [90, 'Right'],
      [270, 'Left'],
    ]);
  });

  it('draw again a set cached before the views changed (its 0° photo showed a mug turned to its handle)', () => {
    const image = (angle: number, key: string) => ({
      key,
      width: 2000,
      height: 2000,
      angle,
      background: 'white',
    });
    const before = [0, 90, 270].map((angle) => image(angle, `mockups/k/listing-${angle}-white.jpg`));
    expect(currentListings('k', before, 'white')).toEqual([]);
    const now = LISTING_VIEWS.map((v) => image(v.angle, listingKey('k', v.angle, 'white')));
    expect(now.map((l) => l.key)).toContain('mockups/k/listing-front-white.jpg');
    expect(currentListings('k', [...before, ...now], 'white')).toEqual(now);
    expect(currentListings('k', now, 'grey')).toEqual([]);
  });

  it(
    'show the whole design on the first photo for every family of the catalogue: both its ends appear',
    async () => {
      const families = oneSkuPerFamily();
      // Every group of the catalogue is here: mugs, drinkware, accessories, home and office goods.
      expect(families.length).toBeGreaterThanOrEqual(20);
      const cut: string[] = [];
      for (const { family, sku } of families) {
        const product = await findMockupProduct(t.app.ctx, sku);
        const listing = product?.listing as ListingProduct;
        expect(listing, family).toBeTruthy();
        const { widthPx, heightPx, dpi } = product!.printArea;
        const scale = Math.min(1, PRINT_PX / Math.max(widthPx, heightPx));
        const [w, h] = [Math.round(widthPx * scale), Math.round(heightPx * scale)];
        const draw = async (blank: boolean) =>
          markers(
            await renderListingView({
              product: listing,
              print: centredDesign(w, h, blank),
              printInches: { width: widthPx / dpi, height: heightPx / dpi },
              background: 'white',
              angle: LISTING_VIEWS[0].angle,
              size: SMALL,
            }),
          );
        // Against the same photo without the design, so a red rim or a blue cap never counts.
        const [design, bare] = [await draw(false), await draw(true)];
        const red = design.red - bare.red;
        const blue = design.blue - bare.blue;
        if (red < 20 || blue < 20) cut.push(`${family} (${sku}): red ${red}, blue ${blue}`);
      }
      expect(cut).toEqual([]);
    },
    SLOW,
  );
});
