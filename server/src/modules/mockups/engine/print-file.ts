import { crc32 } from 'node:zlib';
import type { PreviewImage } from './preview';
import { fromRaw, PNG_OPTIONS, type RawImage } from './raw';

export interface PrintFileImage extends PreviewImage {
  dpi: number;
}

/** A PNG chunk, whole: length, type, data and CRC. */
interface Chunk {
  type: string;
  bytes: Buffer;
}

const SIGNATURE_BYTES = 8;

function chunksOf(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  for (let at = SIGNATURE_BYTES; at + 12 <= png.length; ) {
    const end = at + 12 + png.readUInt32BE(at);
    chunks.push({ type: png.toString('latin1', at + 4, at + 8), bytes: png.subarray(at, end) });
    at = end;
  }
  return chunks;
}

/** A chunk of `type` holding `data`, with its CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * Sets the EXIF PixelXDimension and PixelYDimension tags of a TIFF-structured EXIF block, in place.
 * Answers false when they are not where EXIF puts them (then the caller does not patch).
 */
function setExifSize(tiff: Buffer, width: number, height: number): boolean {
  if (tiff.length < 8) return false;
  const le = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  /** The 12-byte IFD entry of `tag` in the IFD at `ifd`, or -1. */
  const entry = (ifd: number, tag: number) => {
    if (ifd + 2 > tiff.length) return -1;
    for (let i = 0, n = u16(ifd); i < n; i++) {
      const at = ifd + 2 + i * 12;
      if (at + 12 > tiff.length) return -1;
      if (u16(at) === tag) return at;
    }
    return -1;
  };
  const exifPointer = entry(u32(4), 0x8769);
  if (exifPointer < 0) return false;
  const exifIfd = u32(exifPointer + 8);
  for (const [tag, value] of [
    [0xa002, width],
    [0xa003, height],
  ] as const) {
    const at = entry(exifIfd, tag);
    if (at < 0) return false;
    // The value sits in the entry itself, as a SHORT (type 3) or a LONG (type 4).
    const type = u16(at + 2);
    if (type === 3 && value <= 0xffff) {
      if (le) tiff.writeUInt16LE(value, at + 8);
      else tiff.writeUInt16BE(value, at + 8);
    } else if (type === 4) {
      if (le) tiff.writeUInt32LE(value, at + 8);
      else tiff.writeUInt32BE(value, at + 8);
    } else return false;
  }
  return true;
}

/** The metadata chunks withMetadata writes for a DPI (sRGB profile, density, EXIF), from a 1 × 1 PNG. */
const metadataByDpi = new Map<number, Promise<Chunk[]>>();

function metadataChunks(dpi: number): Promise<Chunk[]> {
  let hit = metadataByDpi.get(dpi);
  if (!hit) {
    const one: RawImage = { data: Buffer.alloc(4), width: 1, height: 1 };
    hit = fromRaw(one)
      .withMetadata({ density: dpi })
      .png(PNG_OPTIONS)
      .toBuffer()
      .then((png) => chunksOf(png).filter((c) => !['IHDR', 'IDAT', 'IEND'].includes(c.type)));
    hit.catch(() => metadataByDpi.delete(dpi));
    metadataByDpi.set(dpi, hit);
  }
  return hit;
}

/**
 * The chunks withMetadata adds to a width × height PNG at `dpi`, in its order; null when its EXIF
 * is laid out otherwise than setExifSize expects.
 */
export async function metadataFor(dpi: number, width: number, height: number): Promise<Chunk[] | null> {
  const chunks: Chunk[] = [];
  for (const c of await metadataChunks(dpi)) {
    if (c.type !== 'eXIf') {
      chunks.push(c);
      continue;
    }
    const exif = Buffer.from(c.bytes.subarray(8, c.bytes.length - 4));
    if (!setExifSize(exif, width, height)) return null;
    chunks.push({ type: c.type, bytes: chunk(c.type, exif) });
  }
  return chunks;
}

/**
 * The print file: the composed print area as a PNG that carries the print DPI and the sRGB profile.
 *
 * sharp writes a DPI only through withMetadata, which also runs an sRGB → sRGB ICC transform over
 * every pixel: about 30 ms of a 2700 × 1050 print's ~90 ms encode, and a no-op on pixels that are
 * already 8-bit sRGB. So the pixels are encoded without it, and the chunks withMetadata adds (the
 * profile, the density, the EXIF) are taken from a 1 × 1 image once per DPI, the EXIF's pixel size
 * set to the print's. The result is byte for byte withMetadata's (print-file.test.ts); should a
 * sharp upgrade lay the EXIF out otherwise, withMetadata itself encodes the file.
 */
export async function encodePrintFile(print: RawImage, dpi: number): Promise<PrintFileImage> {
  const [pixels, metadata] = await Promise.all([
    fromRaw(print).png(PNG_OPTIONS).toBuffer(),
    metadataFor(dpi, print.width, print.height),
  ]);
  const [ihdr, ...rest] = chunksOf(pixels);
  const png =
    metadata && ihdr?.type === 'IHDR'
      ? Buffer.concat([
          pixels.subarray(0, SIGNATURE_BYTES),
          ihdr.bytes,
          ...metadata.map((c) => c.bytes),
          // The plain encode's own density chunk (72 dpi) gives way to the print's.
          ...rest.filter((c) => !metadata.some((m) => m.type === c.type)).map((c) => c.bytes),
        ])
      : await fromRaw(print).withMetadata({ density: dpi }).png(PNG_OPTIONS).toBuffer();
  return { png, width: print.width, height: print.height, dpi };
}
