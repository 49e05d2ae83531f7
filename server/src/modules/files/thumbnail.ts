import sharp from 'sharp';
import { decodeOptions } from '../../lib/image-type';
import { unreadable } from './inspect';

/** Longest side of a file card's thumbnail (cards are at most ~360 px wide, 2× for sharp screens). */
export const THUMBNAIL_SIDE = 640;

/**
 * A WebP thumbnail (keeps transparency, a fraction of a PNG's size) of the first frame, oriented
 * by its EXIF tag, never enlarged. A header that reads well can still hide broken pixel data:
 * that is the user's file, so it answers 422, not 500.
 */
export async function makeThumbnail(bytes: Buffer): Promise<Buffer> {
  try {
    return await sharp(bytes, decodeOptions)
      .rotate()
      .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, effort: 2 })
      .toBuffer();
  } catch {
    throw unreadable();
  }
}
