import { ARTWORK_MAX_PIXELS, type ArtworkType } from '@pressrun/domain';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Bytes `sniffImageType` needs to tell every type apart (PNG's signature is the longest). */
export const SNIFF_BYTES = PNG.length;

/** The type an image really is, from its first bytes (magic numbers), whatever its name says. */
export function sniffImageType(bytes: Buffer): ArtworkType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= PNG.length && bytes.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (bytes.length >= 6) {
    const head = bytes.subarray(0, 6).toString('latin1');
    if (head === 'GIF87a' || head === 'GIF89a') return 'image/gif';
  }
  return null;
}

/** Options for every decode of an artwork: never more pixels than the upload check allows. */
export const decodeOptions = { limitInputPixels: ARTWORK_MAX_PIXELS, failOn: 'error' } as const;
