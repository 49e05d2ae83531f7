import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertKey, type Storage, type StoredObject } from './port';

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

  async delete(key: string) {
    const file = this.file(key);
    await fs.rm(file, { force: true });
    await fs.rm(`${file}.type`, { force: true });
  }
}
