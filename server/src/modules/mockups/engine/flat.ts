import { coverageAt, type MaskImage } from './mask';
import type { RawImage } from './raw';
import { sampleBilinear } from './sample';
import { blendPixel, type Shading } from './shading';

/** SVG-order affine matrix [a, b, c, d, e, f]: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Affine = [number, number, number, number, number, number];

/**
 * Lays `print` (scaled to the print rectangle's size) flat onto `photo` in place: the rectangle at
 * `at` of the straight-on image, moved by `matrix` where the product is seen turned. Each photo
 * pixel looks up where it came from (the inverse matrix), so there are no gaps; the photo's
 * shading — fabric texture, a poster's sheen, a coaster's rim light — shows through the ink.
 * A `mask` (in the straight-on frame, like `at`) keeps the print on the printable face: off a
 * round coaster's cork edge, a pad's rounded corners, a key ring's hole.
 */
export function placeFlat(
  photo: RawImage,
  print: RawImage,
  at: { x: number; y: number; width: number; height: number },
  shading: Shading,
  matrix: Affine = [1, 0, 0, 1, 0, 0],
  mask?: MaskImage,
): void {
  const [a, b, c, d, e, f] = matrix;
  const det = a * d - b * c;
  if (Math.abs(det) < 1e-9) return;
  // Bounding box of the moved rectangle.
  const corners = [
    [at.x, at.y],
    [at.x + at.width, at.y],
    [at.x, at.y + at.height],
    [at.x + at.width, at.y + at.height],
  ].map(([x, y]) => [a * x! + c * y! + e, b * x! + d * y! + f]);
  const xs = corners.map((p) => p[0]!);
  const ys = corners.map((p) => p[1]!);
  const x0 = Math.max(0, Math.floor(Math.min(...xs)));
  const x1 = Math.min(photo.width, Math.ceil(Math.max(...xs)));
  const y0 = Math.max(0, Math.floor(Math.min(...ys)));
  const y1 = Math.min(photo.height, Math.ceil(Math.max(...ys)));
  const sx = print.width / at.width;
  const sy = print.height / at.height;
  const s = new Float64Array(4);
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      // Inverse of the matrix, at the pixel's centre.
      const px = x + 0.5 - e;
      const py = y + 0.5 - f;
      const qx = (d * px - c * py) / det;
      const qy = (a * py - b * px) / det;
      const t = (qx - at.x) * sx;
      const v = (qy - at.y) * sy;
      if (t < 0 || v < 0 || t > print.width || v > print.height) continue;
      const face = mask ? coverageAt(mask, qx, qy) : 1;
      if (face <= 0) continue;
      sampleBilinear(print, t, v, s);
      if (s[3]! <= 0) continue;
      // Soften the rectangle's edge over one pixel.
      const edge = Math.min(1, t, v, print.width - t, print.height - v);
      blendPixel(
        photo.data,
        (y * photo.width + x) * 4,
        s[0]! / s[3]!,
        s[1]! / s[3]!,
        s[2]! / s[3]!,
        (s[3]! / 255) * edge * face,
        shading,
      );
    }
  }
}
