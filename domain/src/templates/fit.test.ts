import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LAYER_MAX_SCALE, type Layer } from '../mockups/layers';
import { layerBounds } from './design';
import { exceedsArea, fitLayer, fitScale } from './fit';

const MUG = { width: 2700, height: 1050 };
const image = (over: Partial<Layer> = {}): Layer => ({
  id: 'a',
  type: 'image',
  source: '/media/artwork/x/a.png',
  left: 0,
  top: 0,
  width: 4000,
  height: 2000,
  rotation: 0,
  ...over,
});

/** The area's corners, seen in the turned layer's own frame, lie inside the layer's box. */
function covers(l: Layer, area: { width: number; height: number }, eps: number) {
  const cx = l.left + l.width / 2;
  const cy = l.top + l.height / 2;
  const r = (-l.rotation * Math.PI) / 180;
  return [
    [0, 0],
    [area.width, 0],
    [0, area.height],
    [area.width, area.height],
  ].every(([x, y]) => {
    const dx = x! - cx;
    const dy = y! - cy;
    const u = dx * Math.cos(r) - dy * Math.sin(r);
    const v = dx * Math.sin(r) + dy * Math.cos(r);
    return Math.abs(u) <= l.width / 2 + eps && Math.abs(v) <= l.height / 2 + eps;
  });
}

describe('Scale to fit and Fill', () => {
  it('contains or covers an upright image, centred, proportions kept', () => {
    // 4000 × 2000 on 2700 × 1050: fit is held by the height, fill by the width.
    expect(fitLayer(image(), MUG, 'fit')).toEqual({ left: 300, top: 0, width: 2100, height: 1050 });
    expect(fitLayer(image(), MUG, 'fill')).toEqual({ left: 0, top: -150, width: 2700, height: 1350 });
  });

  it('fits a quarter-turned image by its drawn (turned) bounds', () => {
    const l = image({ width: 2000, height: 500, rotation: 90 });
    const box = fitLayer(l, MUG, 'fit');
    // Drawn, it is 500 wide and 2000 tall: the height (1050) decides.
    expect(box).toEqual({ left: 825, top: 393.75, width: 1050, height: 262.5 });
  });

  it('never makes a layer larger than the product accepts', () => {
    const thin = image({ width: 10, height: 4000, rotation: 45 });
    const box = fitLayer(thin, MUG, 'fill');
    expect(Math.max(box.width, box.height)).toBeLessThanOrEqual(LAYER_MAX_SCALE * 2700);
  });

  it('property: fit lies inside the area, fill covers it, both centred with the same proportions', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50, max: 6000 }),
        fc.integer({ min: 50, max: 6000 }),
        fc.integer({ min: 100, max: 5000 }),
        fc.integer({ min: 100, max: 5000 }),
        fc.double({ min: -360, max: 360, noNaN: true }),
        (w, h, W, H, rotation) => {
          const area = { width: W, height: H };
          const l = image({ width: w, height: h, rotation });
          for (const mode of ['fit', 'fill'] as const) {
            const box = fitLayer(l, area, mode);
            const placed = { ...l, ...box };
            // Centred, and the same shape (to the rounding of hundredths).
            expect(box.left + box.width / 2).toBeCloseTo(W / 2, 6);
            expect(box.top + box.height / 2).toBeCloseTo(H / 2, 6);
            // Each side is rounded to hundredths of a pixel, no more.
            const k = box.width / w;
            expect(Math.abs(box.height - h * k)).toBeLessThanOrEqual(0.01 + (0.01 * h) / w + 1e-9);
            const limited = fitScale(l, area, 'fill') * Math.max(w, h) > LAYER_MAX_SCALE * Math.max(W, H);
            if (mode === 'fit') {
              const b = layerBounds(placed);
              expect(b.left).toBeGreaterThan(-0.01);
              expect(b.top).toBeGreaterThan(-0.01);
              expect(b.right).toBeLessThan(W + 0.01);
              expect(b.bottom).toBeLessThan(H + 0.01);
              expect(exceedsArea(placed, area)).toBe(false);
            } else if (!limited) expect(covers(placed, area, 0.01)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('says when a layer reaches outside the print area', () => {
    expect(exceedsArea(image({ width: 2700, height: 1050 }), MUG)).toBe(false);
    expect(exceedsArea(image({ left: 1, width: 2700, height: 1050 }), MUG)).toBe(true);
    expect(exceedsArea(image({ width: 1000, height: 1000, rotation: 45 }), MUG)).toBe(true);
  });
});
