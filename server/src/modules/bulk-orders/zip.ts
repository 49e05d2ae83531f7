import zlib from 'node:zlib';
import { AppError } from '../../lib/errors';
import { BULK_LIMITS, BULK_MSG } from './messages';

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

export const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

const bomb = () => new AppError(413, 'too_large', BULK_MSG.zipBomb, { file: BULK_MSG.zipBomb });

/**
 * The entries of a zip by its central directory, or null when it has none we can read. Zip64
 * (sizes over 4 GB) is never needed by an order file of at most 10 MB, so it is refused as a bomb.
 */
export function zipEntries(bytes: Buffer): ZipEntry[] | null {
  // The end-of-central-directory record sits in the last 22 bytes plus a comment of up to 64 KB.
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= from; i--)
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  if (eocd < 0) return null;
  const count = bytes.readUInt16LE(eocd + 10);
  const dirOffset = bytes.readUInt32LE(eocd + 16);
  if (count === 0xffff || dirOffset === 0xffffffff) throw bomb();
  if (count > BULK_LIMITS.maxZipEntries) throw bomb();
  const entries: ZipEntry[] = [];
  let p = dirOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > bytes.length || bytes.readUInt32LE(p) !== 0x02014b50) return null;
    const nameLen = bytes.readUInt16LE(p + 28);
    const extraLen = bytes.readUInt16LE(p + 30);
    const commentLen = bytes.readUInt16LE(p + 32);
    const entry = {
      method: bytes.readUInt16LE(p + 10),
      compressedSize: bytes.readUInt32LE(p + 20),
      size: bytes.readUInt32LE(p + 24),
      localOffset: bytes.readUInt32LE(p + 42),
      name: bytes.subarray(p + 46, p + 46 + nameLen).toString('utf8'),
    };
    if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff) throw bomb();
    entries.push(entry);
    p += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

/**
 * Refuses a zip that unpacks to more than the limit. The sizes a zip declares can lie, so every
 * entry is really inflated, with zlib stopping at what is left of the budget: a bomb costs at most
 * the budget, never the server's memory.
 */
export function assertUnzipsWithinLimit(
  bytes: Buffer,
  entries: ZipEntry[],
  limit: number = BULK_LIMITS.maxUnzippedBytes,
) {
  let left = limit;
  for (const e of entries) {
    if (e.size > left) throw bomb();
    const p = e.localOffset;
    if (p + 30 > bytes.length || bytes.readUInt32LE(p) !== 0x04034b50) throw bomb();
    const start = p + 30 + bytes.readUInt16LE(p + 26) + bytes.readUInt16LE(p + 28);
    const data = bytes.subarray(start, start + e.compressedSize);
    let out: number;
    if (e.method === 0) out = data.length;
    else if (e.method === 8) {
      try {
        out = zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, left) }).length;
      } catch (err) {
        // Over the budget zlib throws a RangeError; anything else is a corrupt entry.
        if (err instanceof RangeError) throw bomb();
        throw new AppError(415, 'unsupported_type', BULK_MSG.fileType, { file: BULK_MSG.fileType });
      }
    } else throw bomb();
    left -= out;
    if (left < 0) throw bomb();
  }
}
