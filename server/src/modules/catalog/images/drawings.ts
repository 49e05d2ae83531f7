import * as drink from './draw-drinkware';
import * as flat from './draw-flat';
import type { Angle, Drawing, DrawingSpec, MockupGeometry } from './types';
import { type PrintInches, placeWrap } from './wrap';

/**
 * Bump when any drawing changes: image ids (and so URLs) include it, which is what makes the
 * images safe to cache as immutable.
 */
export const DRAWING_VERSION = 3;

type Draw = (spec: DrawingSpec, angle: Angle) => Drawing;

/** Every product kind the demo catalogue (or an import) can have drawn. */
export const DRAWINGS: Record<string, { draw: Draw; handle: boolean }> = {
  mug: { draw: (s, a) => drink.mug(s, a), handle: true },
  'magic-mug': { draw: (s, a) => drink.mug(s, a, { magic: true }), handle: true },
  espresso: { draw: drink.espresso, handle: true },
  latte: { draw: drink.latte, handle: true },
  'glass-latte': { draw: drink.glassLatte, handle: true },
  stein: { draw: drink.stein, handle: true },
  enamel: { draw: drink.enamel, handle: true },
  'travel-mug': { draw: drink.travelMug, handle: true },
  'skinny-tumbler': { draw: drink.skinnyTumbler, handle: false },
  'shot-glass': { draw: drink.shotGlass, handle: false },
  'can-cooler': { draw: drink.canCooler, handle: false },
  bottle: { draw: drink.bottle, handle: false },
  poster: { draw: flat.poster, handle: false },
  'photo-panel': { draw: flat.photoPanel, handle: false },
  'mouse-pad': { draw: flat.mousePad, handle: false },
  coaster: { draw: flat.coaster, handle: false },
  tile: { draw: flat.tile, handle: false },
  pillow: { draw: flat.pillow, handle: false },
  keychain: { draw: flat.keychain, handle: false },
  'luggage-tag': { draw: flat.luggageTag, handle: false },
  tote: { draw: flat.tote, handle: false },
};

export const isDrawingKind = (kind: string) => Object.hasOwn(DRAWINGS, kind);

export function draw(spec: DrawingSpec, angle: Angle): Drawing {
  const entry = DRAWINGS[spec.kind];
  if (!entry) throw new Error(`No drawing for product kind '${spec.kind}'`);
  return entry.draw(spec, angle);
}

/**
 * The catalogue picture (blank_img_url): products with a handle are shown handle-right (the 90°
 * view, as shops photograph mugs); everything else straight on (0°).
 */
export const blankAngle = (kind: string): Angle => (DRAWINGS[kind]?.handle ? 90 : 0);

/**
 * Where a print of the given size goes on a drawn product: round bodies place it at the drawing's
 * scale and say how far round it wraps; flat products have one print rectangle (and mask) whatever
 * the size. Without a print size, round bodies offer their whole printable band.
 */
export function mockupFor(spec: DrawingSpec, print: PrintInches | null): MockupGeometry {
  const { mockup, surface } = draw(spec, 0);
  return surface && print ? placeWrap(mockup, surface, print) : mockup;
}
