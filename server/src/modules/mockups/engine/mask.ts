import type { PrintMask } from '@pressrun/domain';
import sharp from 'sharp';

/** How much of each pixel is printable face, 0..255, one byte per pixel. */
export interface MaskImage {
  data: Buffer;
  width: number;
  height: number;
}

/** SVG path data and nothing else: the mask is drawn as SVG, which must not be able to load anything. */
const PATH_DATA = /^[MmLlHhVvCcSsQqTtAaZz0-9eE.,+\-\s]*$/;

/** Rasterised masks by geometry and size: a product's mask is drawn once, not once per render. */
const cache = new Map<string, Promise<MaskImage>>();
const CACHE_ENTRIES = 64;

/**
 * The catalogue's print mask drawn at a preview's size: `face` white, `cutouts` black, edges
 * anti-aliased. Its pixels line up with the straight-on photo scaled to that size, which is the
 * frame the flat placement looks the print up in.
 */
export function rasterMask(
  mask: PrintMask,
  image: { width: number; height: number },
  size: { width: number; height: number },
): Promise<MaskImage> {
  const paths = [mask.face, ...(mask.cutouts ?? [])];
  if (!paths.every((d) => PATH_DATA.test(d))) throw new Error('the print mask is not SVG path data');
  const key = JSON.stringify([paths, image.width, image.height, size.width, size.height]);
  let hit = cache.get(key);
  if (!hit) {
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${image.width} ${image.height}" preserveAspectRatio="none">` +
      `<rect width="${image.width}" height="${image.height}" fill="#000"/>` +
      `<path d="${mask.face}" fill="#fff"/>` +
      (mask.cutouts ?? []).map((d) => `<path d="${d}" fill="#000"/>`).join('') +
      '</svg>';
    hit = sharp(Buffer.from(svg))
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true })
      .then(({ data, info }) => ({ data, width: info.width, height: info.height }));
    hit.catch(() => cache.delete(key));
    if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(key, hit);
  }
  return hit;
}

/** The mask's byte at (x, y); 0 outside it. */
function at(mask: MaskImage, x: number, y: number): number {
  return x < 0 || y < 0 || x >= mask.width || y >= mask.height ? 0 : mask.data[y * mask.width + x]!;
}

/** Bilinear coverage (0..1) of the mask at pixel-centre coordinates (x, y); 0 outside it. */
export function coverageAt(mask: MaskImage, x: number, y: number): number {
  const fx = x - 0.5;
  const fy = y - 0.5;
  if (fx < -1 || fy < -1 || fx > mask.width || fy > mask.height) return 0;
  const x0 = Math.floor(fx);
  const y0 = Math.floor(fy);
  const tx = fx - x0;
  const ty = fy - y0;
  const top = at(mask, x0, y0) * (1 - tx) + at(mask, x0 + 1, y0) * tx;
  const bottom = at(mask, x0, y0 + 1) * (1 - tx) + at(mask, x0 + 1, y0 + 1) * tx;
  return (top * (1 - ty) + bottom * ty) / 255;
}
