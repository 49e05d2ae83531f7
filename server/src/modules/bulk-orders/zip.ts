import zlib from 'node:zlib';
import { AppError } from '../../lib/errors';
import { BULK_LIMITS, BULK_MSG } from './messages';

/**
 * Reading the zip an XLSX is, without trusting it. A zip says what it holds twice: a local header
 * before each entry's data, and the central directory at the end. Readers disagree on which to
 * believe (exceljs's streaming reader walks the local headers; most tools read the directory), so
 * a file that says two different things is a way to slip a huge entry past a check that reads
 * the other one. Here both must tell the same story, byte for byte of the file, and the reader is
 * then handed a zip rebuilt from the entries checked: it can read nothing that was not counted.
 */

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
const DESCRIPTOR = 0x08074b50;
/** General purpose flag bit 3: the sizes follow the data, in a data descriptor. */
const HAS_DESCRIPTOR = 0x08;
/** Bit 0: encrypted. */
const ENCRYPTED = 0x01;
/** Sizes and offsets of 0xffffffff (and counts of 0xffff) mean 'see the zip64 record'. */
const ZIP64_32 = 0xffffffff;
const ZIP64_16 = 0xffff;
const ZIP64_EXTRA = 0x0001;

/** The central directory: its entries, and where it starts (the local entries end there). */
export interface ZipDirectory {
  entries: ZipEntry[];
  dirOffset: number;
}

export const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === LOCAL;

const bomb = () => new AppError(413, 'too_large', BULK_MSG.zipBomb, { file: BULK_MSG.zipBomb });

/** Whether an extra field (a run of id, length, data records) has a zip64 record. */
function hasZip64Extra(extra: Buffer) {
  for (let p = 0; p + 4 <= extra.length; p += 4 + extra.readUInt16LE(p + 2))
    if (extra.readUInt16LE(p) === ZIP64_EXTRA) return true;
  return false;
}

/**
 * The entries of a zip by its central directory, or null when it has no end record we can find
 * (not a zip at all). A directory that is not where the end record says, or that is not exactly
 * what the end record counts, is refused. Zip64 (sizes over 4 GB) is never needed by an order
 * file of at most 10 MB, so it is refused as a bomb; so are entries named twice.
 */
export function zipDirectory(bytes: Buffer): ZipDirectory | null {
  // The end record sits in the last 22 bytes plus a comment of up to 64 KB.
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= from; i--)
    if (bytes.readUInt32LE(i) === END) {
      eocd = i;
      break;
    }
  if (eocd < 0) return null;
  const disk = bytes.readUInt16LE(eocd + 4);
  const dirDisk = bytes.readUInt16LE(eocd + 6);
  const onDisk = bytes.readUInt16LE(eocd + 8);
  const count = bytes.readUInt16LE(eocd + 10);
  const dirSize = bytes.readUInt32LE(eocd + 12);
  const dirOffset = bytes.readUInt32LE(eocd + 16);
  const commentLen = bytes.readUInt16LE(eocd + 20);
  if (count === ZIP64_16 || dirOffset === ZIP64_32 || dirSize === ZIP64_32) throw bomb();
  if (count > BULK_LIMITS.maxZipEntries) throw bomb();
  // One disk, the directory right before the end record, and nothing after the comment.
  if (disk || dirDisk || onDisk !== count) throw bomb();
  if (dirOffset + dirSize !== eocd || eocd + 22 + commentLen !== bytes.length) throw bomb();

  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let p = dirOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > eocd || bytes.readUInt32LE(p) !== CENTRAL) throw bomb();
    const nameLen = bytes.readUInt16LE(p + 28);
    const extraLen = bytes.readUInt16LE(p + 30);
    const entryCommentLen = bytes.readUInt16LE(p + 32);
    const end = p + 46 + nameLen + extraLen + entryCommentLen;
    if (end > eocd) throw bomb();
    const entry: ZipEntry = {
      flags: bytes.readUInt16LE(p + 8),
      method: bytes.readUInt16LE(p + 10),
      crc: bytes.readUInt32LE(p + 16),
      compressedSize: bytes.readUInt32LE(p + 20),
      size: bytes.readUInt32LE(p + 24),
      localOffset: bytes.readUInt32LE(p + 42),
      name: bytes.subarray(p + 46, p + 46 + nameLen).toString('utf8'),
    };
    const extra = bytes.subarray(p + 46 + nameLen, p + 46 + nameLen + extraLen);
    if (entry.size === ZIP64_32 || entry.compressedSize === ZIP64_32 || entry.localOffset === ZIP64_32)
      throw bomb();
    if (hasZip64Extra(extra) || names.has(entry.name)) throw bomb();
    names.add(entry.name);
    entries.push(entry);
    p = end;
  }
  if (p !== eocd) throw bomb();
  return { entries, dirOffset };
}

/**
 * Walks every local header from the first byte to the central directory, the way a streaming
 * reader does, and checks each is the directory's entry at that place: same name, method and
 * sizes, its data (and data descriptor, if it has one) ending exactly where the next entry
 * starts. An entry the directory does not list, bytes between entries, or headers that disagree
 * are refused. Answers where each entry's data starts, in directory order.
 */
function dataStarts(bytes: Buffer, { entries, dirOffset }: ZipDirectory): number[] {
  const byOffset = [...entries.keys()].sort((a, b) => entries[a]!.localOffset - entries[b]!.localOffset);
  const dataStart: number[] = new Array(entries.length);
  let p = 0;
  for (const i of byOffset) {
    const e = entries[i]!;
    if (e.localOffset !== p || p + 30 > dirOffset || bytes.readUInt32LE(p) !== LOCAL) throw bomb();
    const flags = bytes.readUInt16LE(p + 6);
    const method = bytes.readUInt16LE(p + 8);
    const crc = bytes.readUInt32LE(p + 14);
    const compressedSize = bytes.readUInt32LE(p + 18);
    const size = bytes.readUInt32LE(p + 22);
    const nameLen = bytes.readUInt16LE(p + 26);
    const extraLen = bytes.readUInt16LE(p + 28);
    const start = p + 30 + nameLen + extraLen;
    if (start > dirOffset) throw bomb();
    const name = bytes.subarray(p + 30, p + 30 + nameLen).toString('utf8');
    const extra = bytes.subarray(p + 30 + nameLen, start);
    if (name !== e.name || method !== e.method || flags !== e.flags || hasZip64Extra(extra)) throw bomb();
    if ((flags & ENCRYPTED) !== 0) throw bomb();
    const descriptor = (flags & HAS_DESCRIPTOR) !== 0;
    // Without a descriptor the local sizes are the real ones; with one they may be left at zero.
    const saysSame = compressedSize === e.compressedSize && size === e.size && crc === e.crc;
    const saysNothing = compressedSize === 0 && size === 0 && crc === 0;
    if (!(saysSame || (descriptor && saysNothing))) throw bomb();
    let end = start + e.compressedSize;
    if (descriptor) {
      // crc, compressed size, size; the signature before them is optional.
      const at = end + 16 <= dirOffset && bytes.readUInt32LE(end) === DESCRIPTOR ? end + 4 : end;
      if (at + 12 > dirOffset) throw bomb();
      if (
        bytes.readUInt32LE(at) !== e.crc ||
        bytes.readUInt32LE(at + 4) !== e.compressedSize ||
        bytes.readUInt32LE(at + 8) !== e.size
      )
        throw bomb();
      end = at + 12;
    }
    if (end > dirOffset) throw bomb();
    dataStart[i] = start;
    p = end;
  }
  if (p !== dirOffset) throw bomb();
  return dataStart;
}

/**
 * Unpacks the entries `keep` names, counting every entry against the limit, after checking the
 * local headers tell the directory's story (see dataStarts). What an entry
 * declares is checked first (their sum within the limit), and zlib is stopped at the declared
 * size, so an entry that lies costs at most what it declared; one whose data unpacks to another
 * size than declared is refused. Memory is bounded by the limit whatever the file says.
 */
export function unzipWithinLimit(
  bytes: Buffer,
  dir: ZipDirectory,
  keep: (name: string) => boolean,
  limit: number = BULK_LIMITS.maxUnzippedBytes,
): Map<string, Buffer> {
  const { entries } = dir;
  const dataStart = dataStarts(bytes, dir);
  if (entries.reduce((sum, e) => sum + e.size, 0) > limit) throw bomb();
  const kept = new Map<string, Buffer>();
  entries.forEach((e, i) => {
    const data = bytes.subarray(dataStart[i]!, dataStart[i]! + e.compressedSize);
    let out: Buffer;
    if (e.method === 0) out = data;
    else if (e.method === 8) {
      let read: number;
      try {
        // `info` also answers the engine, whose bytesWritten is the compressed bytes it used.
        const inflated = zlib.inflateRawSync(data, {
          maxOutputLength: Math.max(1, e.size),
          info: true,
        }) as unknown as { buffer: Buffer; engine: { bytesWritten: number } };
        out = inflated.buffer;
        read = inflated.engine.bytesWritten;
      } catch (err) {
        // Past the declared size zlib throws a RangeError; anything else is a corrupt entry.
        if (err instanceof RangeError) throw bomb();
        throw new AppError(415, 'unsupported_type', BULK_MSG.fileType, { file: BULK_MSG.fileType });
      }
      // Bytes after the end of the deflated data would be a place to hide another local entry.
      if (read !== data.length) throw bomb();
    } else throw bomb();
    if (out.length !== e.size) throw bomb();
    if (keep(e.name)) kept.set(e.name, out);
  });
  return kept;
}

/**
 * A zip of the given files, stored (not compressed), as parts to stream one after the other: the
 * checked entries handed to a reader, with sizes this code wrote. The data buffers are not copied.
 */
export function storedZip(files: Array<[name: string, data: Buffer]>): Buffer[] {
  const parts: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [fileName, data] of files) {
    const name = Buffer.from(fileName, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL, 0);
    local.writeUInt16LE(10, 4);
    // Bit 11: the name is UTF-8. Method 0: stored. The CRC is left at 0: readers of the parts
    // (unzipper) never check it, and the data was checked by its size above.
    local.writeUInt16LE(0x800, 6);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL, 0);
    central.writeUInt16LE(10, 4);
    central.writeUInt16LE(10, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, data);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  parts.push(dir, end);
  return parts;
}
