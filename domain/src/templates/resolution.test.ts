import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lowResolution, MIN_PRINT_DPI, pixelsNeeded, placedDpi } from './resolution';

describe('print resolution at the placed size', () => {
  it('prints at the print area’s DPI at natural size, less when stretched', () => {
    expect(placedDpi({ width: 1200, height: 600 }, { width: 1200, height: 600 }, 300)).toBe(300);
    expect(placedDpi({ width: 1200, height: 600 }, { width: 2400, height: 1200 }, 300)).toBe(150);
    // Stretched unevenly: the worse direction decides.
    expect(placedDpi({ width: 1000, height: 1000 }, { width: 1000, height: 4000 }, 300)).toBe(75);
  });

  it('warns below 150 DPI with the DPI and the pixels a sharp print needs', () => {
    expect(lowResolution({ width: 1350, height: 525 }, { width: 2700, height: 1050 }, 300)).toBeNull();
    const low = lowResolution({ width: 1000, height: 389 }, { width: 2700, height: 1050 }, 300);
    expect(low).toEqual({
      dpi: 111,
      needed: { width: 1350, height: 525 },
      message:
        'Low resolution: this image will print at 111 DPI. Use an image of at least 1350 × 525 px for sharp prints.',
    });
    // 149.9 DPI is not said as 150.
    expect(lowResolution({ width: 1349, height: 525 }, { width: 2700, height: 1050 }, 300)?.dpi).toBe(149);
    expect(lowResolution({ width: 0, height: 10 }, { width: 10, height: 10 }, 300)).toBeNull();
  });

  it('property: an image of the pixels asked for prints at 150 DPI or better', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 20_000, noNaN: true }),
        fc.double({ min: 1, max: 20_000, noNaN: true }),
        fc.integer({ min: 72, max: 600 }),
        (w, h, dpi) => {
          const box = { width: w, height: h };
          const needed = pixelsNeeded(box, dpi);
          expect(placedDpi(needed, box, dpi)).toBeGreaterThanOrEqual(MIN_PRINT_DPI - 1e-6);
          expect(lowResolution(needed, box, dpi)).toBeNull();
        },
      ),
    );
  });
});
