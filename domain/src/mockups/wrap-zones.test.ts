import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HANDLE_CLEARANCE_IN, SEAM_CLEARANCE_IN, wrapZones } from './wrap-zones';

describe('handle and seam zones of a round product', () => {
  it('11 oz mug (9 in print on a 3.2 in body): a handle band at each end, the ends apart behind the handle', () => {
    const z = wrapZones({ shape: 'mug', widthPx: 2700, dpi: 300, arcDegrees: 322.3 })!;
    expect(z.front).toBe(1350);
    expect(z.handle).toHaveLength(2);
    // The band runs from the end to 1 in from the handle's centre line, round the body.
    expect(z.handle[0]!.left).toBe(0);
    expect(z.handle[0]!.right).toBeCloseTo(142.3, 0);
    expect(z.handle[1]!.left).toBeCloseTo(2700 - 142.3, 0);
    expect(z.handle[1]!.right).toBe(2700);
    expect(z.seam).toEqual([
      { left: 0, right: 37.5 },
      { left: 2662.5, right: 2700 },
    ]);
    expect(z.seamMeets).toBe(false);
    expect(z.gapIn).toBeCloseTo(1.05, 1);
  });

  it('a print that stops short of the handle zone has no handle band; a full wrap meets at the seam', () => {
    // 6 in round a 3.2 in body: the bare strip is wider than the zone.
    const short = wrapZones({ shape: 'mug', widthPx: 1800, dpi: 300, arcDegrees: 214.9 })!;
    expect(short.handle).toEqual([]);
    const tumbler = wrapZones({ shape: 'tumbler', widthPx: 2790, dpi: 300, arcDegrees: 360 })!;
    expect(tumbler.handle).toEqual([]);
    expect(tumbler.seamMeets).toBe(true);
    expect(tumbler.gapIn).toBe(0);
    // Unknown geometry is taken as a full wrap.
    expect(wrapZones({ shape: 'bottle', widthPx: 2460, dpi: 300 })!.seamMeets).toBe(true);
  });

  it('flat products have no wrap zones', () => {
    expect(wrapZones({ shape: 'flat', widthPx: 5400, dpi: 300, arcDegrees: 360 })).toBeNull();
    expect(wrapZones({ shape: null, widthPx: 5400, dpi: 300 })).toBeNull();
  });

  it('property: bands lie in the print area, mirror each other, and match the clearances in inches', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 300, max: 6000 }),
        fc.integer({ min: 100, max: 600 }),
        fc.double({ min: 30, max: 360, noNaN: true }),
        (widthPx, dpi, arcDegrees) => {
          const z = wrapZones({ shape: 'mug', widthPx, dpi, arcDegrees })!;
          for (const b of [...z.handle, ...z.seam]) {
            expect(b.left).toBeGreaterThanOrEqual(0);
            expect(b.right).toBeLessThanOrEqual(widthPx);
            expect(b.left).toBeLessThan(b.right);
          }
          if (z.handle.length) {
            expect(z.handle[0]!.right).toBeCloseTo(widthPx - z.handle[1]!.left, 1);
            // The band is at most the clearance, in inches of the print, from each end.
            expect(z.handle[0]!.right / dpi).toBeLessThanOrEqual(HANDLE_CLEARANCE_IN + 0.01);
          }
          expect(z.seam[0]!.right).toBeCloseTo(Math.min(widthPx / 2, SEAM_CLEARANCE_IN * dpi), 1);
          // The bare strip and the handle band together make the clearance either side.
          const bandIn = z.handle.length ? z.handle[0]!.right / dpi : 0;
          if (bandIn > 0 && bandIn < widthPx / dpi / 2)
            expect(bandIn + z.gapIn / 2).toBeCloseTo(HANDLE_CLEARANCE_IN, 1);
        },
      ),
      { numRuns: 300 },
    );
  });
});
