import { CATALOG_GROUPS } from '@pressrun/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { rasterMask } from '../mockups/engine/mask';
import { wrapArc } from '../mockups/engine/preview';
import { demoCatalog } from './demo/index';
import { DRAWINGS, draw, mockupFor } from './images/drawings';
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

describe('print placement on the drawings', () => {
  const { variants } = demoCatalog();
  const inches = (v: (typeof variants)[number]) => ({
    widthIn: v.printArea.widthPx / v.printArea.dpi,
    heightIn: v.printArea.heightPx / v.printArea.dpi,
  });
  const round = variants.filter((v) => v.mockupShape !== 'flat');

  it('draws every round product to its real size, so its print covers what it covers on the real one', () => {
    expect(round.length).toBeGreaterThan(20);
    for (const v of round) {
      const { surface } = draw(v.drawing!, 0);
      expect(surface, v.sku).toBeTruthy();
      const s = surface!;
      // The drawn body is as wide, in inches at the drawing's scale, as the catalogue says.
      const diameter = Number(/([\d.]+) in (?:top )?diameter/.exec(v.dimensions)?.[1]);
      const drawn = (2 * Math.max(s.radiusTop, s.radiusBottom)) / s.pxPerInch;
      expect(drawn / diameter, v.sku).toBeGreaterThan(0.93);
      expect(drawn / diameter, v.sku).toBeLessThanOrEqual(1.005);
      const m = mockupFor(v.drawing!, inches(v));
      // The print's whole height fits on the body: nothing squeezes it.
      expect(Math.abs(m.area.height - inches(v).heightIn * s.pxPerInch), v.sku).toBeLessThanOrEqual(1);
      // So the renderer, reading the print's proportions on the photo, finds the same wrap.
      const fromPhoto = (wrapArc({ ...m, arcDegrees: undefined }, v.printArea) * 180) / Math.PI;
      expect(Math.abs(fromPhoto - m.arcDegrees!), v.sku).toBeLessThan(2);
      expect(m.arcDegrees, v.sku).toBeGreaterThan(270);
      // A handle always keeps a bare strip beside it.
      if (DRAWINGS[v.drawing!.kind]!.handle) expect(m.arcDegrees, v.sku).toBeLessThan(345);
    }
    const arc = (sku: string) => {
      const v = variants.find((r) => r.sku === sku)!;
      return mockupFor(v.drawing!, inches(v)).arcDegrees;
    };
    expect(arc('91101')).toBe(360); // the skinny tumbler's wrap goes all the way round
    expect(arc('CC1201')).toBeGreaterThan(350); // so does the can cooler's, up to its seam
    expect(arc('72201')).toBeLessThan(300); // a stein's handle side stays blank
  });

  it('gives round and rounded flat products a print mask, off rims, cork edges, holes and slots', async () => {
    const masked = [
      ['coaster', 'round'],
      ['coaster', 'square'],
      ['keychain', 'round'],
      ['keychain', 'rect'],
      ['mouse-pad', undefined],
      ['mouse-pad', 'xl'],
      ['luggage-tag', undefined],
      ['photo-panel', '8x10'],
      ['pillow', '16x16'],
    ] as const;
    for (const [kind, size] of masked) {
      const { mask, area } = mockupFor({ kind, size, color: '#ffffff' }, null);
      expect(mask, kind).toBeTruthy();
      expect(area.width, kind).toBeGreaterThan(0);
    }
    const coverage = async (kind: string, size: string, x: number, y: number) => {
      const m = mockupFor({ kind, size, color: '#ffffff' }, null);
      const img = await rasterMask(
        m.mask!,
        { width: CANVAS, height: CANVAS },
        { width: CANVAS, height: CANVAS },
      );
      return img.data[y * CANVAS + x];
    };
    const coaster = mockupFor({ kind: 'coaster', size: 'round', color: '#ffffff' }, null).area;
    expect(await coverage('coaster', 'round', 500, 500)).toBe(255);
    // The print rectangle's corner lies off the round face (over the cork): no print there.
    expect(await coverage('coaster', 'round', coaster.x + 20, coaster.y + 20)).toBe(0);
    const keychain = mockupFor({ kind: 'keychain', size: 'rect', color: '#ffffff' }, null).area;
    expect(await coverage('keychain', 'rect', 500, keychain.y + 42)).toBe(0); // the ring's hole
    expect(await coverage('keychain', 'rect', 500, keychain.y + 300)).toBe(255);
  });
});
