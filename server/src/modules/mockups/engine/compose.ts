import type { Layer } from '@pressrun/domain';
import sharp from 'sharp';
import { decodeOptions } from '../../files/inspect';
import { type RawImage, toRaw } from './raw';
import { textLayerPath } from './text';

export interface PrintArea {
  widthPx: number;
  heightPx: number;
  dpi: number;
}

/** Why a render could not be made from the user's input (not worth retrying). */
export class RenderInputError extends Error {}

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The part of `box` inside the canvas, or null when none of it is. */
function clip(box: Box, canvas: { width: number; height: number }): Box | null {
  const left = Math.max(0, box.left);
  const top = Math.max(0, box.top);
  const right = Math.min(canvas.width, box.left + box.width);
  const bottom = Math.min(canvas.height, box.top + box.height);
  if (right <= left || bottom <= top) return null;
  return { left, top, width: right - left, height: bottom - top };
}

/** Axis-aligned pixel bounds of a layer's box rotated about its centre. */
function rotatedBounds(layer: Layer): Box {
  const r = (layer.rotation * Math.PI) / 180;
  const c = Math.abs(Math.cos(r));
  const s = Math.abs(Math.sin(r));
  const w = layer.width * c + layer.height * s;
  const h = layer.width * s + layer.height * c;
  const cx = layer.left + layer.width / 2;
  const cy = layer.top + layer.height / 2;
  const left = Math.floor(cx - w / 2);
  const top = Math.floor(cy - h / 2);
  return { left, top, width: Math.ceil(cx + w / 2) - left, height: Math.ceil(cy + h / 2) - top };
}

/** An image layer: decoded, stretched to its box, rotated about its centre, cut to the canvas. */
async function imageOverlay(
  layer: Layer,
  bytes: Buffer,
  canvas: PrintArea,
): Promise<sharp.OverlayOptions | null> {
  const w = Math.max(1, Math.round(layer.width));
  const h = Math.max(1, Math.round(layer.height));
  let img: RawImage;
  try {
    let pipeline = sharp(bytes, decodeOptions).autoOrient().resize(w, h, { fit: 'fill' });
    if (layer.rotation % 360 !== 0) pipeline = pipeline.rotate(layer.rotation, { background: TRANSPARENT });
    img = await toRaw(pipeline);
  } catch (err) {
    throw new RenderInputError(`artwork ${layer.source} could not be decoded: ${(err as Error).message}`);
  }
  // sharp grows the rotated image to its bounding box: centre that box on the layer's centre.
  const left = Math.round(layer.left + layer.width / 2 - img.width / 2);
  const top = Math.round(layer.top + layer.height / 2 - img.height / 2);
  const visible = clip(
    { left, top, width: img.width, height: img.height },
    { width: canvas.widthPx, height: canvas.heightPx },
  );
  if (!visible) return null;
  const raw = { width: img.width, height: img.height, channels: 4 as const };
  if (visible.width === img.width && visible.height === img.height)
    return { input: img.data, raw, left, top };
  const cut = await sharp(img.data, { raw })
    .extract({
      left: visible.left - left,
      top: visible.top - top,
      width: visible.width,
      height: visible.height,
    })
    .raw()
    .toBuffer();
  return {
    input: cut,
    raw: { width: visible.width, height: visible.height, channels: 4 },
    left: visible.left,
    top: visible.top,
  };
}

/** A text layer: its glyph outlines as an SVG the size of the visible part of its rotated box. */
function textOverlay(layer: Layer, canvas: PrintArea): sharp.OverlayOptions | null {
  if (!layer.source.trim()) return null;
  const visible = clip(rotatedBounds(layer), { width: canvas.widthPx, height: canvas.heightPx });
  if (!visible) return null;
  const { d, fill } = textLayerPath(layer);
  if (!d) return null;
  const cx = layer.left + layer.width / 2 - visible.left;
  const cy = layer.top + layer.height / 2 - visible.top;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${visible.width}" height="${visible.height}">` +
    `<g transform="translate(${cx} ${cy}) rotate(${layer.rotation}) translate(${-layer.width / 2} ${-layer.height / 2})">` +
    `<path d="${d}" fill="${fill}"/></g></svg>`;
  return { input: Buffer.from(svg), left: visible.left, top: visible.top };
}

/**
 * The print file's pixels: every layer drawn in order (first at the bottom) onto a transparent
 * canvas at the print area's full resolution. `artwork` holds each image layer's bytes by source.
 */
export async function composePrintArea(
  layers: Layer[],
  area: PrintArea,
  artwork: Map<string, Buffer>,
): Promise<RawImage> {
  const overlays = await Promise.all(
    layers.map((layer) => {
      if (layer.type === 'text') return textOverlay(layer, area);
      const bytes = artwork.get(layer.source);
      if (!bytes) throw new RenderInputError(`artwork ${layer.source} is missing`);
      return imageOverlay(layer, bytes, area);
    }),
  );
  const canvas = sharp({
    create: { width: area.widthPx, height: area.heightPx, channels: 4, background: TRANSPARENT },
  });
  const inputs = overlays.filter((o): o is sharp.OverlayOptions => o !== null);
  return toRaw(inputs.length ? canvas.composite(inputs) : canvas);
}
