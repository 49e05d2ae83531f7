import { type Layer, maxLayerSide } from '../mockups/layers';
import { halfExtents, layerBounds, type Size } from './design';

/**
 * 'Scale to fit' and 'Fill' for an image layer: the layer keeps its proportions and its rotation
 * and is centred on the print area, scaled so that, as drawn (rotated),
 * - fit: it lies wholly inside the print area, as large as it can (contain);
 * - fill: it covers the whole print area, as small as it can (cover).
 */
export type FitMode = 'fit' | 'fill';

export interface LayerBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The scale that fits (or fills) the area with a `width` × `height` box turned by `rotation`°.
 * Fit: the rotated box's bounds are w|cos|+h|sin| by w|sin|+h|cos|, and both grow with the scale.
 * Fill: the box, in its own turned frame, must hold the area's corners: its width at least
 * W|cos|+H|sin| and its height at least W|sin|+H|cos|.
 */
export function fitScale(layer: Pick<Layer, 'width' | 'height' | 'rotation'>, area: Size, mode: FitMode) {
  const r = (layer.rotation * Math.PI) / 180;
  const c = Math.abs(Math.cos(r));
  const s = Math.abs(Math.sin(r));
  if (mode === 'fit') {
    const h = halfExtents(layer);
    return Math.min(area.width / (2 * h.x), area.height / (2 * h.y));
  }
  return Math.max(
    (area.width * c + area.height * s) / layer.width,
    (area.width * s + area.height * c) / layer.height,
  );
}

const floor2 = (n: number) => Math.floor(n * 100) / 100;
const ceil2 = (n: number) => Math.ceil(n * 100) / 100;

/**
 * The layer's new box. Sizes are rounded to hundredths of a pixel towards the safe side (down to
 * fit, up to fill), and never beyond the largest layer the product accepts (`maxLayerSide`): a
 * very thin layer turned on a slant cannot always fill the area within it.
 */
export function fitLayer(
  layer: Pick<Layer, 'width' | 'height' | 'rotation'>,
  area: Size,
  mode: FitMode,
): LayerBox {
  let k = fitScale(layer, area, mode);
  const max = maxLayerSide({ widthPx: area.width, heightPx: area.height });
  k = Math.min(k, max / Math.max(layer.width, layer.height));
  const round = mode === 'fit' ? floor2 : ceil2;
  const width = Math.max(0.01, round(layer.width * k));
  const height = Math.max(0.01, round(layer.height * k));
  return { left: (area.width - width) / 2, top: (area.height - height) / 2, width, height };
}

/** Whether the layer, as drawn, reaches outside the print area (part of it would not print). */
export function exceedsArea(layer: Layer, area: Size) {
  const b = layerBounds(layer);
  const e = 0.01;
  return b.left < -e || b.top < -e || b.right > area.width + e || b.bottom > area.height + e;
}
