import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodePrintFile, metadataFor } from './print-file';
import { fromRaw, PNG_OPTIONS, type RawImage } from './raw';

/** Pixels with gradients, flat areas and transparency, as a print area has. */
function print(width: number, height: number): RawImage {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data[i] = (x * 7) & 255;
      data[i + 1] = (y * 3) & 255;
      data[i + 2] = (x * y) & 255;
      data[i + 3] = x < width / 4 ? 0 : x < width / 2 ? 128 : 255;
    }
  return { data, width, height };
}

describe('the print file', () => {
  it('is byte for byte what sharp writes with withMetadata: sRGB profile, DPI, EXIF size', async () => {
    for (const [width, height, dpi] of [
      [2700, 1050, 300],
      [301, 77, 150],
      [70000, 1, 300],
    ] as const) {
      const img = print(width, height);
      const want = await fromRaw(img).withMetadata({ density: dpi }).png(PNG_OPTIONS).toBuffer();
      const got = await encodePrintFile(img, dpi);
      expect(got.png.equals(want), `${width} × ${height} at ${dpi} dpi`).toBe(true);
      expect([got.width, got.height, got.dpi]).toEqual([width, height, dpi]);
      const meta = await sharp(got.png).metadata();
      expect([meta.density, meta.hasProfile, meta.space]).toEqual([dpi, true, 'srgb']);
    }
  });

  it('takes the metadata from a 1 × 1 image rather than running the ICC transform over the print', async () => {
    expect(await metadataFor(300, 2700, 1050)).not.toBeNull();
  });
});
