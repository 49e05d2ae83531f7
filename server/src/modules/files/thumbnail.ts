import pLimit from 'p-limit';
import sharp from 'sharp';
import { decodeOptions } from '../../lib/image-type';
import { unreadable } from './inspect';

/** Longest side of a file card's thumbnail (cards are at most ~360 px wide, 2× for sharp screens). */
export const THUMBNAIL_SIDE = 640;

/**
 * Thumbnails decoded at once, however many uploads arrive together: decoding is where an image
 * takes memory (a 64-megapixel image is 256 MB of pixels), so uploads past these wait their turn
 * (as files on disk) instead of adding up. Two keep both cores of a small server busy.
 */
export const DECODES_AT_ONCE = 2;
const decodes = pLimit(DECODES_AT_ONCE);

/**
 * A WebP thumbnail (keeps transparency, a fraction of a PNG's size) of the first frame, oriented
 * by its EXIF tag, never enlarged, read from the uploaded file. A header that reads well can still
 * hide broken pixel data: that is the user's file, so it answers 422, not 500.
 */
export function makeThumbnail(file: string): Promise<Buffer> {
  return decodes(async () => {
    try {
      return await sharp(file, decodeOptions)
        .rotate()
        .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82, effort: 2 })
        .toBuffer();
    } catch {
      throw unreadable();
    }
  });
}
