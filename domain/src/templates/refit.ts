import { type Layer, maxLayerSide } from '../mockups/layers';
import type { Size } from './design';

/** The largest font size a text layer may have (the layer schema's bound). */
const MAX_FONT_SIZE = 2000;
const r2 = (n: number) => Math.round(n * 100) / 100;

/**
 * A design moved to another print area (Duplicate to another product, variant or colour): the old
 * print area is scaled, proportions kept, to the largest rectangle of the same shape that fits the
 * new one, centred, and every layer goes with it — position, size and font size by the same factor,
 * rotation unchanged. So what sat in the middle stays in the middle and nothing inside the old
 * area falls outside the new one. Sizes stay within what the new product accepts.
 */
export function refitLayers(layers: Layer[], from: Size, to: Size): Layer[] {
  if (!(from.width > 0 && from.height > 0 && to.width > 0 && to.height > 0)) return layers;
  const k = Math.min(to.width / from.width, to.height / from.height);
  const ox = (to.width - from.width * k) / 2;
  const oy = (to.height - from.height * k) / 2;
  const max = maxLayerSide({ widthPx: to.width, heightPx: to.height });
  return layers.map((l) => {
    // A layer that would outgrow the new product's limits is held to them, about its own centre.
    let f = k;
    f = Math.min(f, max / Math.max(l.width, l.height));
    if (l.fontSize) f = Math.min(f, MAX_FONT_SIZE / l.fontSize);
    const cx = (l.left + l.width / 2) * k + ox;
    const cy = (l.top + l.height / 2) * k + oy;
    const width = Math.max(0.01, r2(l.width * f));
    const height = Math.max(0.01, r2(l.height * f));
    return {
      ...l,
      left: r2(cx - width / 2),
      top: r2(cy - height / 2),
      width,
      height,
      ...(l.fontSize ? { fontSize: Math.max(0.01, r2(l.fontSize * f)) } : {}),
    };
  });
}
