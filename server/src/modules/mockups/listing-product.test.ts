import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { seedCatalog } from '../catalog/seed';
import { parseDimensions } from './listing-product';
import { findMockupProduct } from './product';

describe('the listing scene of a catalogue product', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.app, { images: false });
  });
  afterAll(() => t.close());

  it('reads real sizes from the dimensions text', () => {
    expect(parseDimensions('3.8 in tall × 3.2 in diameter')).toEqual({ width: 3.2, height: 3.8 });
    expect(parseDimensions('4.5 in tall × 3.9 in top diameter')).toEqual({
      width: 3.9,
      height: 4.5,
      top: 3.9,
    });
    expect(parseDimensions('9.25 × 7.75 in, 1/8 in thick')).toEqual({
      width: 9.25,
      height: 7.75,
      depth: 0.125,
    });
    expect(parseDimensions('15 in wide × 16 in tall')).toEqual({ width: 15, height: 16 });
    expect(parseDimensions('3.75 in diameter, 1/4 in thick')).toEqual({
      width: 3.75,
      height: 3.75,
      depth: 0.25,
    });
    expect(parseDimensions('18 in × 24 in')).toEqual({ width: 18, height: 24 });
    expect(parseDimensions('8x10 in')).toEqual({ width: 8, height: 10 });
    expect(parseDimensions('one size')).toBeNull();
  });

  it('gives each demo family its scene, the variant colour and its size', async () => {
    const listing = async (sku: string) => (await findMockupProduct(t.app.ctx, sku))?.listing;
    expect(await listing('21101')).toEqual({
      scene: 'mug',
      color: '#ffffff',
      size: { width: 3.2, height: 3.8 },
    });
    expect(await listing('21102')).toMatchObject({ scene: 'mug', color: '#1f2023' });
    expect(await listing('31401')).toMatchObject({ scene: 'travel-mug', size: { width: 3.3, height: 6.1 } });
    expect(await listing('91101')).toMatchObject({ scene: 'tumbler', size: { width: 2.9, height: 8.9 } });
    expect(await listing('PS1824')).toMatchObject({ scene: 'poster', size: { width: 18, height: 24 } });
    expect(await listing('CT3701')).toMatchObject({ scene: 'coaster', variant: 'round' });
    expect(await listing('CT3702')).toMatchObject({ scene: 'coaster', variant: 'square' });
    expect(await listing('TB1516-BK')).toMatchObject({ scene: 'tote', size: { width: 15, height: 16 } });
  });
});
