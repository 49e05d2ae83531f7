import type { RawImage } from './raw';
import { sampleBilinear } from './sample';
import { blendPixel, type Shading } from './shading';

/** Where a cylindrical body sits in a preview image, and how it is seen. All lengths in preview px. */
export interface CylinderView {
  /** Horizontal centre of the body. */
  cx: number;
  /** Top of the printable band where it meets the silhouette, and the band's height. */
  top: number;
  height: number;
  /** Body radius at the band's top and bottom (tapered tumblers differ). */
  radiusTop: number;
  radiusBottom: number;
  /** ry / rx of the body's horizontal circles: how far above the rim the camera is (0 = level). */
  ellipse: number;
  /** Radians of the circumference the print wraps (≤ 2π); the rest is bare body at the handle. */
  arc: number;
  /** Which way the body has turned, radians: 0 shows the print's middle, π/2 its right half. */
  angle: number;
}

const TAU = Math.PI * 2;
/** Sub-samples per pixel across: the print is squeezed towards the silhouette and would alias. */
const SUBSAMPLES = 3;

/**
 * Wraps `print` (already scaled so its height is the band's height) round the body and blends it
 * into `photo` in place. A pixel at horizontal offset x from the axis sees the body at
 * θ = angle + asin(x / R) — so the print compresses towards the edges as x = R·sin θ — and only
 * the half facing the camera is drawn: the back of the body is hidden. The camera's height turns
 * horizontal lines into arcs (the front sits lower by R·ellipse). Shading comes from the photo.
 */
export function wrapCylinder(photo: RawImage, print: RawImage, view: CylinderView, shading: Shading): void {
  const { cx, top, height, radiusTop, radiusBottom, ellipse, arc, angle } = view;
  const rMax = Math.max(radiusTop, radiusBottom);
  const radiusAt = (y: number) => radiusTop + ((radiusBottom - radiusTop) * (y - top)) / height;
  const pw = print.width;
  const ph = print.height;
  const s = new Float64Array(4);
  const xStart = Math.max(0, Math.floor(cx - rMax));
  const xEnd = Math.min(photo.width, Math.ceil(cx + rMax));
  const yStart = Math.max(0, Math.floor(top));
  const yEnd = Math.min(photo.height, Math.ceil(top + height + rMax * ellipse + 1));

  // Where each sub-sample column of a row meets the body: the print column t (NaN where it misses
  // the body or the arc), how far the arc lowers the row there, and the silhouette's fade. They
  // depend on the row only through the radius, so a straight body (every mug) works them out once
  // for all rows instead of an asin and two square roots per sub-sample per pixel.
  const columns = (xEnd - xStart) * SUBSAMPLES;
  const printT = new Float64Array(columns);
  const drop = new Float64Array(columns);
  const fade = new Float64Array(columns);
  const fillColumns = (y: number) => {
    for (let x = xStart; x < xEnd; x++)
      for (let k = 0; k < SUBSAMPLES; k++) {
        const j = (x - xStart) * SUBSAMPLES + k;
        printT[j] = Number.NaN;
        const sx = x + (k + 0.5) / SUBSAMPLES;
        // The radius at this height, refined once because the arc lowers the row a little.
        let radius = radiusAt(y + 0.5);
        let u = (sx - cx) / radius;
        if (u <= -1 || u >= 1) continue;
        radius = radiusAt(y + 0.5 - radius * ellipse * Math.sqrt(1 - u * u));
        u = (sx - cx) / radius;
        if (u <= -1 || u >= 1) continue;
        // Position round the body from the print's middle, in (-π, π]; outside the arc is bare body.
        let theta = angle + Math.asin(u);
        theta -= TAU * Math.round(theta / TAU);
        const t = (theta / arc + 0.5) * pw;
        if (t < 0 || t > pw) continue;
        printT[j] = t;
        drop[j] = radius * ellipse * Math.sqrt(1 - u * u);
        // Fade the last pixel at the silhouette so the edge is smooth.
        fade[j] = Math.min(1, (1 - Math.abs(u)) * radius);
      }
  };
  const straight = radiusTop === radiusBottom;
  if (straight) fillColumns(yStart);

  for (let y = yStart; y < yEnd; y++) {
    if (!straight) fillColumns(y);
    for (let x = xStart; x < xEnd; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      let wsum = 0;
      for (let j = (x - xStart) * SUBSAMPLES, last = j + SUBSAMPLES; j < last; j++) {
        const t = printT[j]!;
        if (Number.isNaN(t)) continue;
        const v = ((y + 0.5 - drop[j]! - top) / height) * ph;
        if (v < 0 || v > ph) continue;
        sampleBilinear(print, t, v, s);
        if (s[3]! <= 0) continue;
        r += s[0]!;
        g += s[1]!;
        b += s[2]!;
        wsum += s[3]!;
        a += s[3]! * fade[j]!;
      }
      if (a <= 0) continue;
      blendPixel(
        photo.data,
        (y * photo.width + x) * 4,
        r / wsum,
        g / wsum,
        b / wsum,
        a / (255 * SUBSAMPLES),
        shading,
      );
    }
  }
}
