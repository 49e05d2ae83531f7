import { mediaUrl } from '../../providers/storage';
import type { MockupsDeps } from './deps';
import {
  renderSvg,
  TEST_FLAT_GEOMETRY,
  TEST_MUG_GEOMETRY,
  testFlatMatrix,
  testFlatSvg,
  testMugSvg,
} from './engine/test-blanks';
import { type MockupProduct, setProductLookup } from './product';

const ANGLES = [0, 90, 270] as const;

/**
 * Test products with generated photos in the app's storage: TEST-MUG (11 oz wrap, 2700 × 1050 at
 * 300 dpi, glazed white with a black inside and handle), TEST-MATTE-MUG (the same mug in matte stoneware), TEST-PAD (flat) and
 * TEST-NOMOCKUP (no mockup); any other sku does not exist.
 */
export async function useTestProducts(deps: Pick<MockupsDeps, 'storage'>) {
  for (const angle of ANGLES) {
    await deps.storage.put(`test-products/mug-${angle}.png`, await renderSvg(testMugSvg(angle)), 'image/png');
    await deps.storage.put(
      `test-products/pad-${angle}.png`,
      await renderSvg(testFlatSvg(angle)),
      'image/png',
    );
  }
  const products: Record<string, MockupProduct> = {
    'TEST-MUG': {
      sku: 'TEST-MUG',
      shape: 'mug',
      printArea: { widthPx: 2700, heightPx: 1050, dpi: 300, bleedPx: 0 },
      geometry: TEST_MUG_GEOMETRY,
      views: ANGLES.map((angle) => ({ angle, image: mediaUrl(`test-products/mug-${angle}.png`) })),
      listing: { scene: 'mug', color: '#1f2023', size: { width: 3.2, height: 3.8 } },
    },
    'TEST-MATTE-MUG': {
      sku: 'TEST-MATTE-MUG',
      shape: 'mug',
      printArea: { widthPx: 2700, heightPx: 1050, dpi: 300, bleedPx: 0 },
      geometry: TEST_MUG_GEOMETRY,
      views: ANGLES.map((angle) => ({ angle, image: mediaUrl(`test-products/mug-${angle}.png`) })),
      listing: { scene: 'mug', color: '#1f2023', size: { width: 3.2, height: 3.8 }, variant: 'matte' },
    },
    'TEST-PAD': {
      sku: 'TEST-PAD',
      shape: 'flat',
      printArea: { widthPx: 2775, heightPx: 2325, dpi: 300, bleedPx: 0 },
      geometry: TEST_FLAT_GEOMETRY,
      views: ANGLES.map((angle) => ({
        angle,
        image: mediaUrl(`test-products/pad-${angle}.png`),
        matrix: testFlatMatrix(angle),
      })),
      listing: { scene: 'mouse-pad', color: '#ffffff', size: { width: 9.25, height: 7.75, depth: 0.125 } },
    },
    'TEST-NOMOCKUP': {
      sku: 'TEST-NOMOCKUP',
      shape: 'flat',
      printArea: { widthPx: 1000, heightPx: 1000, dpi: 300, bleedPx: 0 },
      geometry: null,
      views: [],
    },
  };
  setProductLookup(async (_ctx, sku) => products[sku] ?? null);
}
