import {
  ARTWORK_MAX_BYTES,
  ARTWORK_MAX_PIXELS,
  ARTWORK_MAX_SIDE,
  type ArtworkType,
  FILES_MSG,
} from '@pressrun/domain';
import sharp from 'sharp';
import { AppError } from '../../lib/errors';

export interface InspectedImage {
  contentType: ArtworkType;
  ext: 'png' | 'jpg' | 'gif';
  width: number;
  height: number;
}

const EXT = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif' } as const;
const SHARP_FORMAT = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/gif': 'gif' } as const;

export const wrongType = () => new AppError(415, 'unsupported_type', FILES_MSG.wrongType);
export const tooLarge = () => new AppError(413, 'too_large', FILES_MSG.tooLarge);
export const tooManyPixels = (w: number, h: number) =>
  new AppError(422, 'too_many_pixels', FILES_MSG.tooManyPixels(w, h));
export const unreadable = () => new AppError(422, 'unreadable', FILES_MSG.unreadable);

/**
 * Checks an upload by content: a JPEG, PNG or GIF by its magic bytes (`file.contentType`, sniffed
 * as it arrived) AND by its header as sharp reads it from the file (without decoding pixels),
 * within the byte and pixel limits. The pixel limit is checked from the header, before anything is
 * decoded, so an image bomb is refused cheaply.
 */
export async function inspectArtwork(file: {
  path: string;
  size: number;
  contentType: ArtworkType;
}): Promise<InspectedImage> {
  if (file.size > ARTWORK_MAX_BYTES) throw tooLarge();
  const { contentType } = file;
  let meta: sharp.Metadata;
  try {
    meta = await sharp(file.path, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (meta.format !== SHARP_FORMAT[contentType]) throw wrongType();
  // Dimensions as the image is shown: EXIF orientations 5–8 swap width and height.
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  if (!width || !height) throw unreadable();
  // An animated GIF decodes every frame: count them all against the limit.
  const frames = Math.max(1, meta.pages ?? 1);
  if (width > ARTWORK_MAX_SIDE || height > ARTWORK_MAX_SIDE || width * height * frames > ARTWORK_MAX_PIXELS)
    throw tooManyPixels(width, height);
  return { contentType, ext: EXT[contentType], width, height };
}
