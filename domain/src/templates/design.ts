import type { Layer } from '../mockups/layers';

/**
 * Pure design operations of the mockup builder: alignment against the print area, stacking order,
 * and an undo/redo history. Positions are print-area pixels; a layer's box (left, top, width,
 * height) is rotated by `rotation` degrees clockwise about its centre.
 */

export interface Size {
  width: number;
  height: number;
}

export type Alignment = 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom' | 'centre';

/** Half extents of the layer's rotated box, axis-aligned. */
export function halfExtents(l: Pick<Layer, 'width' | 'height' | 'rotation'>) {
  const r = (l.rotation * Math.PI) / 180;
  const c = Math.abs(Math.cos(r));
  const s = Math.abs(Math.sin(r));
  return { x: (l.width * c + l.height * s) / 2, y: (l.width * s + l.height * c) / 2 };
}

/** The axis-aligned bounds of a layer as it is drawn. */
export function layerBounds(l: Layer) {
  const h = halfExtents(l);
  const cx = l.left + l.width / 2;
  const cy = l.top + l.height / 2;
  return { left: cx - h.x, top: cy - h.y, right: cx + h.x, bottom: cy + h.y };
}

const round = (n: number) => Math.round(n * 100) / 100;

/** Moves the layer so its drawn bounds line up with the print area's edge or centre. */
export function alignLayer(l: Layer, area: Size, how: Alignment): Layer {
  const h = halfExtents(l);
  let cx = l.left + l.width / 2;
  let cy = l.top + l.height / 2;
  if (how === 'left') cx = h.x;
  if (how === 'center' || how === 'centre') cx = area.width / 2;
  if (how === 'right') cx = area.width - h.x;
  if (how === 'top') cy = h.y;
  if (how === 'middle' || how === 'centre') cy = area.height / 2;
  if (how === 'bottom') cy = area.height - h.y;
  return { ...l, left: round(cx - l.width / 2), top: round(cy - l.height / 2) };
}

/** A layer of `size` centred in the print area (how a new image is placed). */
export function centredBox(size: Size, area: Size) {
  return {
    left: round((area.width - size.width) / 2),
    top: round((area.height - size.height) / 2),
    width: size.width,
    height: size.height,
  };
}

/**
 * The size an image is placed at: as it is when it fits the print area, otherwise scaled down to fit
 * inside it with its proportions kept. Only the layer is smaller: its file keeps every pixel, so
 * the print is as sharp as the artwork allows.
 */
export function fitInside(size: Size, area: Size): Size {
  const scale = Math.min(1, area.width / size.width, area.height / size.height);
  if (scale === 1) return { width: size.width, height: size.height };
  return {
    width: Math.min(area.width, round(size.width * scale)),
    height: Math.min(area.height, round(size.height * scale)),
  };
}

/** Layers are drawn in array order: forward moves one step up the stack, backward one step down. */
export function restack(layers: Layer[], id: string, dir: 'forward' | 'backward'): Layer[] {
  const i = layers.findIndex((l) => l.id === id);
  const j = dir === 'forward' ? i + 1 : i - 1;
  if (i < 0 || j < 0 || j >= layers.length) return layers;
  const next = layers.slice();
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}

export function patchLayer(layers: Layer[], id: string, patch: Partial<Layer>): Layer[] {
  return layers.map((l) => (l.id === id ? { ...l, ...patch, id: l.id } : l));
}

export function removeLayer(layers: Layer[], id: string): Layer[] {
  return layers.filter((l) => l.id !== id);
}

/** Whether the design holds an image layer. */
export const hasImage = (layers: Layer[]) => layers.some((l) => l.type === 'image');

/**
 * A layer that shows on the product: an image, or text with something besides spaces, whose drawn
 * bounds overlap the print area (when the area is known). Text-only designs are designs too.
 */
export function isVisibleLayer(l: Layer, area?: Size | null) {
  if (l.type === 'text' && !l.source.trim()) return false;
  if (!area) return true;
  const b = layerBounds(l);
  return b.right > 0 && b.bottom > 0 && b.left < area.width && b.top < area.height;
}

/** Review Order (and saving a template) needs at least one visible layer. */
export const hasVisibleLayer = (layers: Layer[], area?: Size | null) =>
  layers.some((l) => isVisibleLayer(l, area));

// ---- undo / redo ----------------------------------------------------------------------------

export interface History {
  past: Layer[][];
  present: Layer[];
  future: Layer[][];
  /** Steps with the same tag in quick succession (arrow-key nudges) undo as one. */
  lastTag: string | null;
  lastAt: number;
}

export type HistoryAction =
  | { type: 'commit'; layers: Layer[]; tag?: string; at?: number }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset'; layers: Layer[] };

export const HISTORY_LIMIT = 100;
export const COALESCE_MS = 800;

export const initialHistory = (layers: Layer[] = []): History => ({
  past: [],
  present: layers,
  future: [],
  lastTag: null,
  lastAt: 0,
});

export function historyReducer(h: History, a: HistoryAction): History {
  switch (a.type) {
    case 'reset':
      return initialHistory(a.layers);
    case 'commit': {
      if (a.layers === h.present) return h;
      const at = a.at ?? Date.now();
      const coalesce = a.tag != null && a.tag === h.lastTag && at - h.lastAt < COALESCE_MS;
      return {
        past: coalesce ? h.past : [...h.past, h.present].slice(-HISTORY_LIMIT),
        present: a.layers,
        future: [],
        lastTag: a.tag ?? null,
        lastAt: at,
      };
    }
    case 'undo': {
      if (!h.past.length) return h;
      return {
        past: h.past.slice(0, -1),
        present: h.past[h.past.length - 1]!,
        future: [h.present, ...h.future],
        lastTag: null,
        lastAt: 0,
      };
    }
    case 'redo': {
      if (!h.future.length) return h;
      return {
        past: [...h.past, h.present],
        present: h.future[0]!,
        future: h.future.slice(1),
        lastTag: null,
        lastAt: 0,
      };
    }
  }
}
