import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

describe('the embedded database folder', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pressrun-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });

  it('refuses a second process while the first one holds it', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'pressrun.lock'), String(process.ppid)); // a live process
    await expect(openDatabase({ databaseUrl: null, dataDir: dir })).rejects.toThrow(/in use by process/);
  });

  it('takes over the lock of a process that died, and lets go of it on close', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'pressrun.lock'), '2147483646');
    const database = await openDatabase({ databaseUrl: null, dataDir: dir });
    expect(fs.readFileSync(path.join(dir, 'pressrun.lock'), 'utf8')).toBe(String(process.pid));
    await database.close();
    expect(fs.existsSync(path.join(dir, 'pressrun.lock'))).toBe(false);
  });
});
