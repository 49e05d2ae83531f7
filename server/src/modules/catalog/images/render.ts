import crypto from 'node:crypto';
import sharp from 'sharp';
import { DRAWING_VERSION, draw } from './drawings';
import type { Angle, DrawingSpec } from './types';

/** The stable id of one drawn image: a hash of what it shows and of the drawing code's version. */
export function imageId(spec: DrawingSpec, angle: Angle): string {
  const key = JSON.stringify([DRAWING_VERSION, spec.kind, spec.size ?? '', spec.color.toLowerCase(), angle]);
  return crypto.createHash('sha256').update(key).digest('hex').slice(0, 24);
}

export const IMAGE_ROUTE = '/api/catalog/images';
export const imageUrl = (id: string) => `${IMAGE_ROUTE}/${id}.png`;

/**
 * Renders the 1000 px original as PNG (transparent background, so pages and the mockup renderer
 * can put it on any backdrop). SVG rasterising takes ~15 ms; PNG encoding less, WebP far more —
 * which is why the original is PNG and only the small copies are WebP.
 */
export async function renderPng(spec: DrawingSpec, angle: Angle): Promise<Buffer> {
  const { svg } = draw(spec, angle);
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer();
}

/** A smaller WebP copy of an original for tiles and thumbnails. */
export async function resizeWebp(png: Buffer, width: number): Promise<Buffer> {
  return sharp(png).resize({ width }).webp({ quality: 84, effort: 2, alphaQuality: 90 }).toBuffer();
}

/** A small in-process LRU by bytes, in front of the database. */
export class ByteCache {
  private map = new Map<string, Buffer>();
  private bytes = 0;
  constructor(private maxBytes: number) {}

  get(key: string) {
    const v = this.map.get(key);
    if (v) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }

  set(key: string, value: Buffer) {
    const old = this.map.get(key);
    if (old) this.bytes -= old.length;
    this.map.delete(key);
    this.map.set(key, value);
    this.bytes += value.length;
    for (const [k, v] of this.map) {
      if (this.bytes <= this.maxBytes) break;
      this.map.delete(k);
      this.bytes -= v.length;
    }
  }
}
