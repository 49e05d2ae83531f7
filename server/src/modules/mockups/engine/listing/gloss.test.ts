import { describe, expect, it } from 'vitest';
import { type ListingProduct, renderListingView } from './index';

/** Two full-size listing views: seconds each on a busy machine. */
const SLOW = 120_000;

/** The biggest luminance step between neighbouring columns across the body's middle, on a few rows. */
function biggestStep(img: Awaited<ReturnType<typeof renderListingView>>) {
  const { data, size, box } = img;
  const luma = (x: number, y: number) => {
    const i = (y * size + x) * 3;
    return 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!;
  };
  let biggest = 0;
  for (const share of [0.35, 0.5, 0.65]) {
    const y = Math.round(box.y + box.height * share);
    let left = -1;
    let right = -1;
    for (let x = 0; x < size; x++)
      if (luma(x, y) < 252) {
        if (left < 0) left = x;
        right = x;
      }
    // The silhouette's own edge is not banding: leave a margin either side.
    const margin = Math.round((right - left) * 0.06);
    for (let x = left + margin; x < right - margin; x++)
      biggest = Math.max(biggest, Math.abs(luma(x + 1, y) - luma(x, y)));
  }
  return biggest;
}

describe('glossy round bodies', () => {
  const blank = { data: Buffer.alloc(100 * 40 * 4), width: 100, height: 40 };
  const draw = (product: ListingProduct) =>
    renderListingView({
      product,
      print: blank,
      printInches: { width: 9, height: 3.5 },
      background: 'white',
      angle: 0,
    });

  it(
    'shade smoothly across at full size: the softboxes mirrored in the glaze fade in, never step like stripes',
    async () => {
      // A narrow tumbler squeezes the mirrored studio hardest; a mug is the most common product.
      const tumbler = await draw({ scene: 'tumbler', color: '#ffffff', size: { width: 2.9, height: 8.9 } });
      const mug = await draw({ scene: 'mug', color: '#ffffff', size: { width: 3.2, height: 3.8 } });
      expect(tumbler.size).toBe(2000);
      // Hard softbox edges stepped 9 levels from one column to the next on the tumbler, 4 on the mug.
      expect(biggestStep(tumbler)).toBeLessThanOrEqual(3.5);
      expect(biggestStep(mug)).toBeLessThanOrEqual(3.5);
    },
    SLOW,
  );
});
