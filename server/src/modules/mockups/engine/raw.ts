import sharp from 'sharp';

/** Uncompressed 8-bit RGBA pixels: what every step of the engine hands to the next. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
}

/** Decodes any sharp pipeline to sRGB RGBA pixels. */
export async function toRaw(pipeline: sharp.Sharp): Promise<RawImage> {
  const { data, info } = await pipeline
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A sharp pipeline reading raw pixels. */
export const fromRaw = (img: RawImage) =>
  sharp(img.data, { raw: { width: img.width, height: img.height, channels: 4 } });

/** PNG encoding settings shared by previews and print files (fast zlib level, no palette). */
export const PNG_OPTIONS = { compressionLevel: 6, adaptiveFiltering: false } as const;
