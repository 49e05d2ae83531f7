import type { MockupGeometry, WrapSurface } from './types';

/** A print area's real size. */
export interface PrintInches {
  widthIn: number;
  heightIn: number;
}

const r1 = (v: number) => Math.round(v * 10) / 10;

/**
 * Places a print on a round body drawn to scale: the band it covers (its real height at the
 * drawing's scale, centred in the printable band, never taller than it), the body's radius at the
 * band's edges, and the degrees of the circumference its width covers. A print narrower than the
 * body's circumference leaves bare body at the handle (or the seam), as real sublimation prints do;
 * one as wide or wider wraps all the way round.
 */
export function placeWrap(mockup: MockupGeometry, s: WrapSurface, print: PrintInches): MockupGeometry {
  const room = s.bottom - s.top;
  const height = Math.min(room, print.heightIn * s.pxPerInch);
  const top = s.top + (room - height) / 2;
  const radiusAt = (y: number) => s.radiusTop + ((s.radiusBottom - s.radiusTop) * (y - s.top)) / room;
  const radiusTop = radiusAt(top);
  const radiusBottom = radiusAt(top + height);
  // The visible rectangle inside the silhouette (its middle is the body's axis).
  const half = Math.round(Math.min(radiusTop, radiusBottom));
  const circumferenceIn = (Math.PI * (radiusTop + radiusBottom)) / s.pxPerInch;
  return {
    ...mockup,
    area: { x: Math.round(s.cx) - half, y: Math.round(top), width: 2 * half, height: Math.round(height) },
    radiusTop: r1(radiusTop),
    radiusBottom: r1(radiusBottom),
    arcDegrees: r1(Math.min(360, (print.widthIn / circumferenceIn) * 360)),
  };
}

/** The whole printable band, for a drawing shown without a print area. */
export function wholeBand(mockup: MockupGeometry, s: WrapSurface): MockupGeometry {
  const { arcDegrees: _arc, ...placed } = placeWrap(mockup, s, {
    widthIn: 0,
    heightIn: (s.bottom - s.top) / s.pxPerInch,
  });
  return placed;
}
