import crypto from 'node:crypto';
import type { Dirent, Stats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertKey, type Storage, type StoredKey, type StoredObject } from './port';

/**
 * Local-disk adapter (embedded default): `<root>/<key>` holds the bytes and `<root>/<key>.type`
 * the content type. Writes go to a temporary file first and are renamed into place, so a reader
 * never sees half a file.
 */
export class LocalStorage implements Storage {
  readonly kind = 'local' as const;
  constructor(private root: string) {}

  private file(key: string) {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, bytes: Buffer, contentType: string) {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    await fs.writeFile(tmp, bytes);
    await fs.writeFile(`${file}.type`, contentType);
    await fs.rename(tmp, file);
  }

  async putFile(key: string, filePath: string, contentType: string) {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    // Moved when it is on the same disk (no copy at all), copied otherwise (the kernel copies).
    await fs.rename(filePath, tmp).catch(async (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EXDEV') throw err;
      await fs.copyFile(filePath, tmp);
    });
    await fs.writeFile(`${file}.type`, contentType);
    await fs.rename(tmp, file);
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.file(key);
    try {
      const body = await fs.readFile(file);
      const contentType = await fs.readFile(`${file}.type`, 'utf8').catch(() => 'application/octet-stream');
      return { body, contentType, size: body.length };
    } catch (err) {
      // A key naming a folder (a prefix of other keys) is no object either.
      if (['ENOENT', 'EISDIR', 'ENOTDIR'].includes((err as NodeJS.ErrnoException).code ?? '')) return null;
      throw err;
    }
  }

  async exists(key: string) {
    try {
      return (await fs.stat(this.file(key))).isFile();
    } catch {
      return false;
    }
  }

  async *list(prefix: string): AsyncIterable<StoredKey> {
    for await (const { file, stat } of walk(this.root)) {
      if (/\.(type|tmp)$/.test(file)) continue;
      const key = path.relative(this.root, file).split(path.sep).join('/');
      if (key.startsWith(prefix)) yield { key, modifiedAt: stat.mtime };
    }
  }

  async removeStaleTemp(before: Date) {
    let removed = 0;
    for await (const { file, stat } of walk(this.root))
      if (file.endsWith('.tmp') && stat.mtime < before) {
        await fs.rm(file, { force: true });
        removed += 1;
      }
    return removed;
  }

  async copy(from: string, to: string) {
    const source = this.file(from);
    const file = this.file(to);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    try {
      await fs.copyFile(source, tmp);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw err;
    }
    const contentType = await fs.readFile(`${source}.type`, 'utf8').catch(() => 'application/octet-stream');
    await fs.writeFile(`${file}.type`, contentType);
    await fs.rename(tmp, file);
    return true;
  }

  async delete(key: string) {
    const file = this.file(key);
    await fs.rm(file, { force: true });
    await fs.rm(`${file}.type`, { force: true });
  }
}

/** Every file under `dir`, depth first, read a folder at a time (never the whole tree at once). */
async function* walk(dir: string): AsyncGenerator<{ file: string; stat: Stats }> {
  let entries: Dirent[];
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(file);
    else if (entry.isFile()) {
      const stat = await fs.stat(file).catch(() => null); // removed meanwhile
      if (stat) yield { file, stat };
    }
  }
}
