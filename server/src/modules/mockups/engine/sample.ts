import type { RawImage } from './raw';

/**
 * Bilinear sample of `img` at pixel-centre coordinates (x, y), weighted by alpha so transparent
 * neighbours do not bleed dark into edges. Writes [r, g, b, weight] into `out`, where the colour
 * is already multiplied by weight (weight = alpha 0..255 of the sample); nothing outside the image.
 */
export function sampleBilinear(img: RawImage, x: number, y: number, out: Float64Array): void {
  const w = img.width;
  const h = img.height;
  const d = img.data;
  const fx0 = x - 0.5;
  const fy0 = y - 0.5;
  const x0 = Math.max(0, Math.min(w - 1, Math.floor(fx0)));
  const y0 = Math.max(0, Math.min(h - 1, Math.floor(fy0)));
  const x1 = Math.min(w - 1, x0 + 1);
  const y1 = Math.min(h - 1, y0 + 1);
  const fx = Math.max(0, Math.min(1, fx0 - x0));
  const fy = Math.max(0, Math.min(1, fy0 - y0));
  const i00 = (y0 * w + x0) * 4;
  const i10 = (y0 * w + x1) * 4;
  const i01 = (y1 * w + x0) * 4;
  const i11 = (y1 * w + x1) * 4;
  const w00 = (1 - fx) * (1 - fy) * d[i00 + 3]!;
  const w10 = fx * (1 - fy) * d[i10 + 3]!;
  const w01 = (1 - fx) * fy * d[i01 + 3]!;
  const w11 = fx * fy * d[i11 + 3]!;
  out[0] = d[i00]! * w00 + d[i10]! * w10 + d[i01]! * w01 + d[i11]! * w11;
  out[1] = d[i00 + 1]! * w00 + d[i10 + 1]! * w10 + d[i01 + 1]! * w01 + d[i11 + 1]! * w11;
  out[2] = d[i00 + 2]! * w00 + d[i10 + 2]! * w10 + d[i01 + 2]! * w01 + d[i11 + 2]! * w11;
  out[3] = w00 + w10 + w01 + w11;
}
