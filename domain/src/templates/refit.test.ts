import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Layer, layerSchema, maxLayerSide } from '../mockups/layers';
import { hasVisibleLayer, isVisibleLayer, layerBounds } from './design';
import { refitLayers } from './refit';

const MUG_11 = { width: 2700, height: 1050 };
const MUG_15 = { width: 2700, height: 1140 };
const POSTER = { width: 5400, height: 7200 };

const layer = (over: Partial<Layer> = {}): Layer => ({
  id: 'a',
  type: 'image',
  source: '/media/artwork/x/a.png',
  left: 100,
  top: 50,
  width: 600,
  height: 300,
  rotation: 0,
  ...over,
});

describe('refitLayers (Duplicate to another product)', () => {
  it('keeps a design as it is on a print area of the same width, centred in the taller one', () => {
    const [l] = refitLayers([layer()], MUG_11, MUG_15);
    expect(l).toMatchObject({ left: 100, top: 95, width: 600, height: 300, rotation: 0 });
    expect(refitLayers([layer()], MUG_11, MUG_11)).toEqual([layer()]);
  });

  it('scales position, size and font size by one factor onto a differently shaped area', () => {
    const text = layer({
      id: 't',
      type: 'text',
      source: 'Hi',
      left: 1350 - 100,
      top: 525 - 30,
      width: 200,
      height: 60,
      fontSize: 50,
      rotation: 20,
    });
    const [moved] = refitLayers([text], MUG_11, POSTER);
    // 2700 wide becomes 5400 wide (factor 2); what was in the middle stays in the middle.
    expect(moved).toMatchObject({ width: 400, height: 120, fontSize: 100, rotation: 20 });
    expect(moved!.left + moved!.width / 2).toBe(2700);
    expect(moved!.top + moved!.height / 2).toBe(3600);
  });

  it('property: what lay inside the old area lies inside the new one, proportions kept, schema-valid', () => {
    const size = fc.record({
      width: fc.integer({ min: 100, max: 20_000 }),
      height: fc.integer({ min: 100, max: 20_000 }),
    });
    fc.assert(
      fc.property(
        size,
        size,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0.05, max: 1, noNaN: true }),
        fc.double({ min: 0.05, max: 1, noNaN: true }),
        (from, to, fx, fy, fw, fh) => {
          const width = Math.max(1, Math.round(from.width * fw));
          const height = Math.max(1, Math.round(from.height * fh));
          const l = layer({
            width,
            height,
            left: Math.round((from.width - width) * fx),
            top: Math.round((from.height - height) * fy),
          });
          const [r] = refitLayers([l], from, to);
          expect(layerSchema.safeParse(r).success).toBe(true);
          const b = layerBounds(r!);
          const slack = 0.02;
          expect(b.left).toBeGreaterThanOrEqual(-slack);
          expect(b.top).toBeGreaterThanOrEqual(-slack);
          expect(b.right).toBeLessThanOrEqual(to.width + slack);
          expect(b.bottom).toBeLessThanOrEqual(to.height + slack);
          expect(Math.max(r!.width, r!.height)).toBeLessThanOrEqual(
            maxLayerSide({ widthPx: to.width, heightPx: to.height }),
          );
          const k = r!.width / l.width;
          expect(Math.abs(r!.height - l.height * k)).toBeLessThanOrEqual(0.01 + (0.01 * l.height) / l.width);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('visible layers (Review Order and saving need one)', () => {
  const area = { width: 1000, height: 400 };
  it('counts images and text with words, when they overlap the print area', () => {
    const text = layer({ type: 'text', source: 'Hello' });
    expect(hasVisibleLayer([text], area)).toBe(true);
    expect(hasVisibleLayer([layer()], area)).toBe(true);
    expect(hasVisibleLayer([], area)).toBe(false);
    expect(isVisibleLayer(layer({ type: 'text', source: '   \n ' }), area)).toBe(false);
    expect(isVisibleLayer(layer({ left: 1000 }), area)).toBe(false);
    expect(isVisibleLayer(layer({ left: -600 }), area)).toBe(false);
    expect(isVisibleLayer(layer({ left: -599 }), area)).toBe(true);
    // Without a known print area only the content counts.
    expect(isVisibleLayer(layer({ left: 5000 }))).toBe(true);
  });
});
