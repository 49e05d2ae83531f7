import { CATALOG_GROUPS } from '@pressrun/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoCatalog } from './demo/index';
import { DRAWINGS, draw } from './images/drawings';
import { imageId } from './images/render';
import { ANGLES, CANVAS } from './images/types';

describe('demo catalogue data', () => {
  const { variants, remaps, featured } = demoCatalog();
  const families = new Map<string, typeof variants>();
  for (const v of variants) families.set(v.family, [...(families.get(v.family) ?? []), v]);

  it('has at least 25 families in every group of the sidebar, each listed once', () => {
    expect(families.size).toBeGreaterThanOrEqual(25);
    for (const [slug, rows] of families)
      expect(
        rows.filter((r) => r.isDefault),
        slug,
      ).toHaveLength(1);
    const collections = new Set(variants.flatMap((v) => v.collections));
    for (const g of CATALOG_GROUPS) {
      expect(collections.has(g.name), g.name).toBe(true);
      for (const c of g.children) expect(collections.has(c), c).toBe(true);
    }
  });

  it('has unique skus, prices in cents and print areas from the print-file guides', () => {
    expect(new Set(variants.map((v) => v.sku)).size).toBe(variants.length);
    for (const v of variants) {
      expect(Number.isInteger(v.price) && v.price > 0, v.sku).toBe(true);
      expect(v.shippingIntl).toBeGreaterThan(v.shippingUs);
      expect(v.bullets).toHaveLength(5);
      expect(DRAWINGS[v.drawing!.kind], v.sku).toBeTruthy();
    }
    const mug11 = variants.filter((v) => v.family === 'ceramic-coffee-mug' && v.variantName === '11 oz');
    const mug15 = variants.filter((v) => v.family === 'ceramic-coffee-mug' && v.variantName === '15 oz');
    expect(mug11).toHaveLength(12);
    expect(mug15).toHaveLength(11);
    expect(mug11[0]!.printArea).toEqual({ widthPx: 2700, heightPx: 1050, dpi: 300, bleedPx: 38 });
    expect(mug15[0]!.printArea).toMatchObject({ widthPx: 2700, heightPx: 1140, dpi: 300 });
  });

  it('keeps the legacy posters out of the dropdown and knows the sku remaps', () => {
    const hidden = variants.filter((v) => v.hidden).map((v) => v.sku);
    expect(hidden.sort()).toEqual(['PS1212', 'PS1218', 'PS1616', 'PS1620', 'PS1818']);
    expect(remaps).toEqual([
      { from: '21108-3', to: '21108' },
      { from: '91101-T', to: '91101' },
    ]);
    const skus = new Set(variants.map((v) => v.sku));
    for (const r of remaps) expect(skus.has(r.to)).toBe(true);
    for (const f of featured) expect(skus.has(f)).toBe(true);
  });
});

describe('product drawings', () => {
  it('draws every kind at every angle as a 1000 px transparent PNG with the print area inside', async () => {
    for (const kind of Object.keys(DRAWINGS)) {
      for (const angle of ANGLES) {
        const d = draw({ kind, color: '#c62f2f' }, angle);
        const { area, imageWidth, imageHeight } = d.mockup;
        expect(imageWidth).toBe(CANVAS);
        expect(area.x, kind).toBeGreaterThanOrEqual(0);
        expect(area.y, kind).toBeGreaterThanOrEqual(0);
        expect(area.x + area.width, kind).toBeLessThanOrEqual(imageWidth);
        expect(area.y + area.height, kind).toBeLessThanOrEqual(imageHeight);
        const meta = await sharp(Buffer.from(d.svg)).metadata();
        expect(meta.width, `${kind} ${angle}`).toBe(CANVAS);
        expect(d.svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
      }
    }
  });

  it('gives different pictures different ids and the same picture the same id', () => {
    const a = imageId({ kind: 'mug', size: '11oz', color: '#FFFFFF' }, 0);
    expect(imageId({ kind: 'mug', size: '11oz', color: '#ffffff' }, 0)).toBe(a);
    expect(imageId({ kind: 'mug', size: '11oz', color: '#ffffff' }, 90)).not.toBe(a);
    expect(imageId({ kind: 'mug', size: '15oz', color: '#ffffff' }, 0)).not.toBe(a);
  });
});
