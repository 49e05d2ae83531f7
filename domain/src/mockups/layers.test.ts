import { describe, expect, it } from 'vitest';
import { LAYER_MAX_SIDE, LAYER_MSG, layerSchema, layersSchema, MAX_LAYERS, maxLayerSide } from './layers';

const layer = (over: Record<string, unknown> = {}) => ({
  id: 'a',
  type: 'image',
  source: '/media/artwork/x/a.png',
  left: 0,
  top: 0,
  width: 100,
  height: 100,
  rotation: 0,
  ...over,
});

describe('layer size limits', () => {
  it('refuses boxes beyond the absolute limit with a clear message', () => {
    expect(layerSchema.safeParse(layer({ width: LAYER_MAX_SIDE, height: LAYER_MAX_SIDE })).success).toBe(
      true,
    );
    for (const box of [{ width: LAYER_MAX_SIDE + 1 }, { height: 1e9 }]) {
      const r = layerSchema.safeParse(layer(box));
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(LAYER_MSG.tooLarge);
    }
  });

  it('allows a product 4 times its print area’s longer side, within the absolute limit', () => {
    expect(maxLayerSide({ widthPx: 2700, heightPx: 1050 })).toBe(10_800);
    expect(maxLayerSide({ widthPx: 1050, heightPx: 2700 })).toBe(10_800);
    expect(maxLayerSide({ widthPx: 14_400, heightPx: 21_600 })).toBe(LAYER_MAX_SIDE);
    expect(LAYER_MSG.tooLargeForProduct(10_800)).toContain('10,800 pixels');
  });

  it(`takes at most ${MAX_LAYERS} layers`, () => {
    const layers = (n: number) => Array.from({ length: n }, (_, i) => layer({ id: `l${i}` }));
    expect(layersSchema.safeParse(layers(MAX_LAYERS)).success).toBe(true);
    const r = layersSchema.safeParse(layers(MAX_LAYERS + 1));
    expect(r.error?.issues[0]?.message).toBe(LAYER_MSG.tooMany);
  });
});
