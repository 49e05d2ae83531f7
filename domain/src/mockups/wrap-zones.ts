import type { MockupShape } from './render';

/**
 * Where the handle and the seam fall on a round product's print area, for the builder's guides.
 *
 * The wrap convention is the renderer's (catalog/images/vessel.ts, mockups/engine/cylinder.ts):
 * the print's middle faces the viewer in the front (0°) view, its two ends run back round the
 * body and meet behind it, at the handle on a mug. When the print is narrower than the body
 * (`arcDegrees` < 360) the ends stop short of each other and leave bare body, centred on the
 * handle. So on the print area the handle and the seam are both at the left and right ends.
 */

/**
 * Inches either side of the handle's centre line, measured round the body, that count as the
 * handle zone: the handle's roots are about ⅓ in wide, a hand holding the mug covers the body
 * beside them, and a listing photo with the handle at three quarters hides the body behind it.
 */
export const HANDLE_CLEARANCE_IN = 1;
/** Inches inside each end of the print that count as the seam: the ends rarely line up exactly. */
export const SEAM_CLEARANCE_IN = 0.125;
/** Ends closer than this (inches of bare body between them) are said to meet. */
const MEET_TOLERANCE_IN = 1 / 16;

/** A vertical band of the print area, in print pixels (left < right). */
export interface ZoneBand {
  left: number;
  right: number;
}

export interface WrapZones {
  /** Degrees of the body's circumference the print covers (≤ 360). */
  arcDegrees: number;
  /** The handle zone's part of the print: a band at each end, or none (no handle, or the print stops short). */
  handle: ZoneBand[];
  /** The seam: a narrow band at each end, where the print's ends come together. */
  seam: ZoneBand[];
  /** Whether the ends touch (the print goes all the way round). */
  seamMeets: boolean;
  /** Bare body between the ends, in inches (0 when they meet). */
  gapIn: number;
  /** The print x facing the viewer in the front (0°) view. */
  front: number;
}

export interface WrapInput {
  shape: MockupShape | string | null | undefined;
  /** print area width in print pixels, and its resolution */
  widthPx: number;
  dpi: number;
  /** from the catalogue's mockup geometry; missing means the print wraps all the way round */
  arcDegrees?: number | null;
}

const r2 = (n: number) => Math.round(n * 100) / 100;

/** The handle and seam zones of a round product's print area; null for flat products. */
export function wrapZones({ shape, widthPx, dpi, arcDegrees }: WrapInput): WrapZones | null {
  if (shape !== 'mug' && shape !== 'tumbler' && shape !== 'bottle') return null;
  if (!(widthPx > 0)) return null;
  const arc = arcDegrees != null && arcDegrees > 0 ? Math.min(360, arcDegrees) : 360;
  const pxPerInch = dpi > 0 ? dpi : 300;
  const widthIn = widthPx / pxPerInch;
  const circumferenceIn = (widthIn * 360) / arc;
  const degPerInch = 360 / circumferenceIn;
  const pxPerDeg = widthPx / arc;
  const half = widthPx / 2;

  // The print runs from -arc/2 (its left end) to +arc/2 (its right end); the handle is at ±180°.
  const handle: ZoneBand[] = [];
  if (shape === 'mug') {
    const reach = (arc / 2 - (180 - HANDLE_CLEARANCE_IN * degPerInch)) * pxPerDeg;
    const w = Math.min(half, reach);
    if (w > 0) handle.push({ left: 0, right: r2(w) }, { left: r2(widthPx - w), right: widthPx });
  }
  const s = Math.min(half, SEAM_CLEARANCE_IN * pxPerInch);
  const gapIn = Math.max(0, circumferenceIn - widthIn);
  return {
    arcDegrees: arc,
    handle,
    seam: [
      { left: 0, right: r2(s) },
      { left: r2(widthPx - s), right: widthPx },
    ],
    seamMeets: gapIn < MEET_TOLERANCE_IN,
    gapIn: r2(gapIn),
    front: half,
  };
}
