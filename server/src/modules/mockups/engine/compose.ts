import type { Layer } from '@pressrun/domain';
import sharp from 'sharp';
import { decodeOptions } from '../../../lib/image-type';
import { fromRaw, type RawImage, toRaw } from './raw';
import { textLayerPath } from './text';

export interface PrintArea {
  widthPx: number;
  heightPx: number;
  dpi: number;
}

/** Why a render could not be made from the user's input (not worth retrying). */
export class RenderInputError extends Error {}

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/** Layers decoded at once: each may hold a decoded artwork and a canvas-sized overlay. */
const LAYERS_AT_ONCE = 2;

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * A layer ready to draw, inside the canvas at `box`: decoded RGBA pixels (`raw`), or an SVG that
 * libvips rasterises as it composites.
 */
interface Overlay extends Box {
  input: Buffer;
  raw: boolean;
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

/**
 * The part of an image layer's w × h box (box pixels, before rotation) that can land on the canvas:
 * the visible part of its rotated bounds mapped back into the box, with a little margin for the
 * resampling kernels. Only this part is ever resized into memory, however large the layer's box.
 */
function visiblePart(layer: Layer, w: number, h: number, canvas: PrintArea): Box | null {
  const shown = clip(rotatedBounds(layer), { width: canvas.widthPx, height: canvas.heightPx });
  if (!shown) return null;
  const r = (-layer.rotation * Math.PI) / 180;
  const [cos, sin] = [Math.cos(r), Math.sin(r)];
  const cx = layer.left + layer.width / 2;
  const cy = layer.top + layer.height / 2;
  const us: number[] = [];
  const vs: number[] = [];
  for (const x of [shown.left, shown.left + shown.width])
    for (const y of [shown.top, shown.top + shown.height]) {
      us.push((x - cx) * cos - (y - cy) * sin + w / 2);
      vs.push((x - cx) * sin + (y - cy) * cos + h / 2);
    }
  const MARGIN = 3;
  const left = Math.max(0, Math.floor(Math.min(...us)) - MARGIN);
  const top = Math.max(0, Math.floor(Math.min(...vs)) - MARGIN);
  const right = Math.min(w, Math.ceil(Math.max(...us)) + MARGIN);
  const bottom = Math.min(h, Math.ceil(Math.max(...vs)) + MARGIN);
  if (right <= left || bottom <= top) return null;
  return { left, top, width: right - left, height: bottom - top };
}

/** An image layer: decoded, stretched to its box, rotated about its centre, cut to the canvas. */
async function imageOverlay(layer: Layer, bytes: Buffer, canvas: PrintArea): Promise<Overlay | null> {
  const w = Math.max(1, Math.round(layer.width));
  const h = Math.max(1, Math.round(layer.height));
  const part = visiblePart(layer, w, h, canvas);
  if (!part) return null;
  const whole = part.width === w && part.height === h;
  const rotated = layer.rotation % 360 !== 0;
  let img: RawImage;
  try {
    let pipeline = sharp(bytes, decodeOptions).autoOrient().resize(w, h, { fit: 'fill' });
    // sharp rotates before a post-resize extract, so a cut-out part is rotated in a second step.
    if (!whole) pipeline = pipeline.extract(part);
    else if (rotated) pipeline = pipeline.rotate(layer.rotation, { background: TRANSPARENT });
    img = await toRaw(pipeline);
    if (!whole && rotated)
      img = await toRaw(fromRaw(img).rotate(layer.rotation, { background: TRANSPARENT }));
  } catch (err) {
    throw new RenderInputError(`artwork ${layer.source} could not be decoded: ${(err as Error).message}`);
  }
  // sharp grows the rotated image to its bounding box: centre that box where the part's centre lands.
  const du = part.left + part.width / 2 - w / 2;
  const dv = part.top + part.height / 2 - h / 2;
  const rad = (layer.rotation * Math.PI) / 180;
  const px = layer.left + layer.width / 2 + du * Math.cos(rad) - dv * Math.sin(rad);
  const py = layer.top + layer.height / 2 + du * Math.sin(rad) + dv * Math.cos(rad);
  const left = Math.round(px - img.width / 2);
  const top = Math.round(py - img.height / 2);
  const visible = clip(
    { left, top, width: img.width, height: img.height },
    { width: canvas.widthPx, height: canvas.heightPx },
  );
  if (!visible) return null;
  if (visible.width === img.width && visible.height === img.height)
    return { input: img.data, raw: true, left, top, width: img.width, height: img.height };
  return { input: crop(img, visible.left - left, visible.top - top, visible), raw: true, ...visible };
}

/** A text layer: its glyph outlines as an SVG the size of the visible part of its rotated box. */
function textOverlay(layer: Layer, canvas: PrintArea): Overlay | null {
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
  return { input: Buffer.from(svg), raw: false, ...visible };
}

/**
 * The box.width × box.height block of `img` from (left, top) as packed RGBA: `img`'s own bytes
 * when the block is all of it.
 */
function crop(img: RawImage, left: number, top: number, box: { width: number; height: number }): Buffer {
  if (left === 0 && box.width === img.width && top === 0 && box.height === img.height) return img.data;
  const out = Buffer.allocUnsafe(box.width * box.height * 4);
  for (let y = 0; y < box.height; y++) {
    const from = ((top + y) * img.width + left) * 4;
    img.data.copy(out, y * box.width * 4, from, from + box.width * 4);
  }
  return out;
}

/** Writes packed RGBA `pixels` (box.width × box.height) into `canvas` at the box, in place. */
function paste(canvas: RawImage, pixels: Buffer, box: Box): void {
  for (let y = 0; y < box.height; y++) {
    const to = ((box.top + y) * canvas.width + box.left) * 4;
    pixels.copy(canvas.data, to, y * box.width * 4, (y + 1) * box.width * 4);
  }
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.left + b.width &&
  b.left < a.left + a.width &&
  a.top < b.top + b.height &&
  b.top < a.top + a.height;

/** The smallest box holding both. */
function union(a: Box, b: Box): Box {
  const left = Math.min(a.left, b.left);
  const top = Math.min(a.top, b.top);
  const right = Math.max(a.left + a.width, b.left + b.width);
  const bottom = Math.max(a.top + a.height, b.top + b.height);
  return { left, top, width: right - left, height: bottom - top };
}

/**
 * Draws one overlay onto the canvas in place. libvips' composite works through every pixel of the
 * base image, and the print area is about 3 Mpx (~80 ms a pass), so only the part of the canvas
 * the overlay covers goes through it. Decoded pixels landing where nothing is drawn yet are
 * copied straight in: drawing over transparency leaves them as they are (libvips would only
 * round them by a level through its premultiplied float maths).
 */
async function drawOverlay(canvas: RawImage, overlay: Overlay, drawn: Box | null): Promise<void> {
  if (overlay.raw && !(drawn && overlaps(drawn, overlay))) {
    paste(canvas, overlay.input, overlay);
    return;
  }
  const under: RawImage = {
    data: crop(canvas, overlay.left, overlay.top, overlay),
    width: overlay.width,
    height: overlay.height,
  };
  const input: sharp.OverlayOptions = overlay.raw
    ? { input: overlay.input, raw: { width: overlay.width, height: overlay.height, channels: 4 } }
    : { input: overlay.input };
  const drawnOver = await toRaw(fromRaw(under).composite([{ ...input, left: 0, top: 0 }]));
  paste(canvas, drawnOver.data, overlay);
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
  for (const layer of layers)
    if (layer.type === 'image' && !artwork.has(layer.source))
      throw new RenderInputError(`artwork ${layer.source} is missing`);
  // Zero bytes are transparent black, as libvips' blank canvas was.
  const canvas: RawImage = {
    data: Buffer.alloc(area.widthPx * area.heightPx * 4),
    width: area.widthPx,
    height: area.heightPx,
  };
  /** Bounds of everything drawn so far: overlays outside it land on bare transparency. */
  let drawn: Box | null = null;
  // A few layers at a time, drawn onto the canvas before the next are decoded: memory stays at a
  // few canvas-sized overlays however many layers the design has.
  for (let i = 0; i < layers.length; i += LAYERS_AT_ONCE) {
    const overlays = await Promise.all(
      layers
        .slice(i, i + LAYERS_AT_ONCE)
        .map((layer) =>
          layer.type === 'text'
            ? textOverlay(layer, area)
            : imageOverlay(layer, artwork.get(layer.source)!, area),
        ),
    );
    for (const overlay of overlays) {
      if (!overlay) continue;
      await drawOverlay(canvas, overlay, drawn);
      drawn = drawn ? union(drawn, overlay) : overlay;
    }
  }
  return canvas;
}
