import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ArtworkType } from '@pressrun/domain';
import { SNIFF_BYTES, sniffImageType } from '../../lib/image-type';
import { tooLarge, wrongType } from './inspect';

/** An uploaded file as received: written to a temporary file on disk, never held in memory. */
export interface SpooledFile {
  path: string;
  size: number;
  sha256: string;
  /** The type its first bytes say it is. */
  contentType: ArtworkType;
}

/** Temporary files of uploads being received end so; the files cleanup removes what a crash leaves. */
export const SPOOL_SUFFIX = '.upload.tmp';

/** Where uploads are received: `<data dir>/tmp`, beside the local storage (a move, not a copy). */
export const spoolDir = (dataDir: string) => path.join(dataDir, 'tmp');

/**
 * Writes one file part to a temporary file as it streams in, checking it on the way: its type from
 * its first bytes before the rest is read, its size as it grows (the part stops at the limit). A
 * bad file is refused early and its temporary file removed; memory holds one chunk at a time
 * whatever the file's size, so many large uploads at once do not add up in memory.
 */
export async function spoolArtworkPart(
  part: AsyncIterable<Buffer> & { truncated?: boolean },
  dir: string,
): Promise<SpooledFile> {
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${crypto.randomBytes(12).toString('hex')}${SPOOL_SUFFIX}`);
  const out = await fs.open(file, 'wx');
  const hash = crypto.createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  let contentType: ArtworkType | null = null;
  try {
    try {
      for await (const chunk of part) {
        if (!contentType) {
          head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES)]);
          if (head.length >= SNIFF_BYTES) contentType = sniffImageType(head) ?? throwWrongType();
        }
        if (part.truncated) throw tooLarge();
        hash.update(chunk);
        size += chunk.length;
        // Awaited, so the next chunk is read only once this one is on disk (backpressure).
        await out.write(chunk);
      }
    } finally {
      await out.close();
    }
    if (part.truncated) throw tooLarge();
    contentType ??= sniffImageType(head) ?? throwWrongType();
    return { path: file, size, sha256: hash.digest('hex'), contentType };
  } catch (err) {
    await fs.rm(file, { force: true });
    throw err;
  }
}

function throwWrongType(): never {
  throw wrongType();
}

/** Removes uploads half received (a process killed mid-upload) older than `before`; answers how many. */
export async function removeStaleSpool(dir: string, before: Date): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith(SPOOL_SUFFIX)) continue;
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat && stat.mtime < before) {
      await fs.rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
