import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { companies } from '../../db/schema';
import { migratedDataDir, serverOn } from '../../test/server-on-disk';
import { MANIFEST } from './archive';
import { runBackup, runRestore } from './command';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

// The embedded database only: the PostgreSQL pass of the tests has nothing to add here.
describe.skipIf(!!process.env.DATABASE_URL)(
  'npm run backup and npm run restore (the embedded database)',
  () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pressrun-backup-'));
    const dataDir = path.join(root, 'data');
    // Paths typed on the command line are relative to where they were typed.
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', S3_BUCKET: '', INIT_CWD: root };
    beforeAll(() => migratedDataDir(dataDir));
    afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

    it('backs up while the server runs, refuses to restore under it, and restores the data and files once it stops', async () => {
      const server = await serverOn(dataDir);
      try {
        await server.app.ctx.db.insert(companies).values({ name: 'Before the backup' });
        await server.app.ctx.storage.put('artwork/kept/logo.png', PNG, 'image/png');

        const backup = await runBackup(['nightly.tar.gz'], env);
        expect(backup).toMatchObject({ code: 0, via: 'server' });
        expect(backup.line).toMatch(/1 files\) to .*nightly\.tar\.gz/);
        // The server went on serving, and left no working copy behind.
        expect((await server.app.inject({ url: '/api/health' })).statusCode).toBe(200);
        expect(fs.readdirSync(path.join(dataDir, 'tmp')).filter((n) => n.startsWith('backup-'))).toEqual([]);
        // The same name twice is refused rather than overwritten.
        expect((await runBackup(['nightly.tar.gz'], env)).code).toBe(1);

        // Life goes on after the backup.
        await server.app.ctx.db.insert(companies).values({ name: 'After the backup' });
        await server.app.ctx.storage.delete('artwork/kept/logo.png');
        await server.app.ctx.storage.put('artwork/later/new.png', PNG, 'image/png');

        const refused = await runRestore(['nightly.tar.gz'], env);
        expect(refused.code).toBe(1);
        expect(refused.line).toMatch(/server is running.*Stop it first/);
        expect(await server.companyNames()).toContain('After the backup');
      } finally {
        await server.close();
      }

      const restored = await runRestore(['nightly.tar.gz'], env);
      expect(restored.code, restored.line).toBe(0);
      const aside = /what was there before is in (\S+)\.$/.exec(restored.line)![1]!;

      const again = await serverOn(dataDir);
      try {
        expect(await again.companyNames()).toEqual(['Before the backup']);
        const logo = await again.app.ctx.storage.get('artwork/kept/logo.png');
        expect(logo?.body.equals(PNG)).toBe(true);
        expect(logo?.contentType).toBe('image/png');
        expect(await again.app.ctx.storage.exists('artwork/later/new.png')).toBe(false);
      } finally {
        await again.close();
      }
      // What the restore replaced is kept, not deleted.
      expect(fs.existsSync(path.join(aside, 'files/artwork/later/new.png'))).toBe(true);
      const before = await openDatabase({ databaseUrl: null, dataDir: aside });
      try {
        const names = (await before.db.select().from(companies)).map((c) => c.name);
        expect(names).toContain('After the backup');
      } finally {
        await before.close();
      }
    }, 90_000);

    it('opens the data folder itself when no server runs, and says what it wrote', async () => {
      const backup = await runBackup(['offline.tar.gz'], env);
      expect(backup).toMatchObject({ code: 0, via: 'database' });
      const entries: string[] = [];
      await tar.list({ file: path.join(root, 'offline.tar.gz'), onReadEntry: (e) => entries.push(e.path) });
      expect(entries[0]).toBe(MANIFEST);
      expect(entries).toContain('database.tar');
      expect(entries).toContain('files/artwork/kept/logo.png');
      expect(entries).toContain('files/artwork/kept/logo.png.type');
      // The lock was given back: the server starts on the folder again.
      const server = await serverOn(dataDir);
      await server.close();
    }, 60_000);

    it('leaves PostgreSQL to pg_dump, and explains its arguments', async () => {
      const pg = { ...env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
      expect((await runBackup([], pg)).line).toMatch(/pg_dump/);
      expect((await runRestore(['x.tar.gz'], pg)).line).toMatch(/pg_dump/);
      expect(await runBackup(['a.tar.gz', 'b.tar.gz'], env)).toMatchObject({ code: 2 });
      expect(await runRestore([], env)).toMatchObject({ code: 2 });
      expect((await runRestore(['missing.tar.gz'], env)).line).toMatch(/No such file/);
    });
  },
);
