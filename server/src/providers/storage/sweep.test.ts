import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalStorage } from './local';
import { removeOrphans } from './sweep';

describe('removeOrphans', () => {
  it("asks about a folder's keys together, across many batches, and spares young folders", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pressrun-sweep-'));
    const storage = new LocalStorage(root);
    const folders = Array.from({ length: 150 }, (_, i) => `art/f${String(i).padStart(3, '0')}`);
    for (const f of folders) {
      await storage.put(`${f}/a.png`, Buffer.from('a'), 'image/png');
      await storage.put(`${f}/thumbnail.webp`, Buffer.from('t'), 'image/webp');
    }
    const old = new Date(Date.now() - 2 * 60 * 60_000);
    for (const f of folders.slice(0, 149))
      for (const name of ['a.png', 'thumbnail.webp']) fs.utimesSync(path.join(root, f, name), old, old);
    // Known: the even folders, by their artwork's key alone (as the files module decides).
    const recorded = new Set(folders.filter((_, i) => i % 2 === 0).map((f) => `${f}/a.png`));
    const known = async (keys: string[]) => {
      const dirs = new Set(keys.filter((k) => recorded.has(k)).map((k) => k.replace(/[^/]+$/, '')));
      return new Set(keys.filter((k) => dirs.has(k.replace(/[^/]+$/, ''))));
    };
    const removed = await removeOrphans(storage, {
      prefix: 'art/',
      before: new Date(Date.now() - 60 * 60_000),
      known,
    });
    // 74 odd folders of the 149 old ones, two keys each; the last folder is young (149 is odd).
    expect(removed).toBe(148);
    for (const [i, f] of folders.entries()) {
      const kept = i % 2 === 0 || i === 149;
      expect(await storage.exists(`${f}/a.png`), f).toBe(kept);
      expect(await storage.exists(`${f}/thumbnail.webp`), f).toBe(kept);
    }
    fs.rmSync(root, { recursive: true, force: true });
  });
});
