import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Header } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_TOKEN_HEADER, readControlFile } from '../../lib/control';
import { runRestore } from '../../modules/backup';
import { createTestApp, type TestApp } from '../app';
import { TEMPLATE_DUMP } from '../paths';
import { migratedDataDir, serverOn } from '../server-on-disk';

const ROUTE = '/api/control/backup';

describe('the backup control route, asked by someone other than the local command', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const ask = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: ROUTE, headers, payload: {}, remoteAddress });
  const staged = () => fs.readdirSync(path.join(t.config.dataDir, 'tmp'), { recursive: false }).length;

  it('is no route at all without the token, with a wrong one, or from another machine', async () => {
    const token = readControlFile(t.config.dataDir)!.token;
    fs.mkdirSync(path.join(t.config.dataDir, 'tmp'), { recursive: true });
    for (const res of [
      await ask({}),
      await ask({ [CONTROL_TOKEN_HEADER]: 'x'.repeat(token.length) }),
      await ask({ [CONTROL_TOKEN_HEADER]: `${token}x` }),
      await ask({ [CONTROL_TOKEN_HEADER]: token }, '203.0.113.7'),
      await ask({ [CONTROL_TOKEN_HEADER]: token, 'x-forwarded-for': '127.0.0.1' }, '203.0.113.7'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
    }
    // Nothing was copied for them.
    expect(staged()).toBe(0);
    // The command itself, on loopback with the token, gets the archive (of the embedded database).
    const ok = await ask({ [CONTROL_TOKEN_HEADER]: token });
    if (t.app.ctx.database.kind !== 'pglite') return expect(ok.statusCode).toBe(409);
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload.subarray(0, 2).equals(Buffer.from([0x1f, 0x8b]))).toBe(true);
  });
});

/** A gzipped tar written entry by entry, as an attacker would craft one. */
function craftedArchive(
  entries: Array<{ path: string; body?: Buffer; type?: 'File' | 'SymbolicLink'; linkpath?: string }>,
) {
  const blocks: Buffer[] = [];
  for (const e of entries) {
    const body = e.body ?? Buffer.alloc(0);
    const header = Buffer.alloc(512);
    new Header({
      path: e.path,
      type: e.type ?? 'File',
      linkpath: e.linkpath,
      size: e.type === 'SymbolicLink' ? 0 : body.length,
      mode: 0o644,
      mtime: new Date(),
    }).encode(header, 0);
    blocks.push(header);
    if (e.type !== 'SymbolicLink' && body.length) {
      blocks.push(body, Buffer.alloc((512 - (body.length % 512)) % 512));
    }
  }
  blocks.push(Buffer.alloc(1024));
  return zlib.gzipSync(Buffer.concat(blocks));
}

describe.skipIf(!!process.env.DATABASE_URL)(
  'npm run restore, handed a file that is not an honest backup',
  () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pressrun-restore-abuse-'));
    const dataDir = path.join(root, 'data');
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', S3_BUCKET: '', INIT_CWD: root };
    const manifest = Buffer.from(
      JSON.stringify({ kind: 'pressrun-backup', format: 1, createdAt: new Date().toISOString(), files: 0 }),
    );
    const write = (name: string, bytes: Buffer) => fs.writeFileSync(path.join(root, name), bytes);
    const aside = () => fs.readdirSync(dataDir).filter((n) => n.startsWith('before-restore-'));
    const working = () => fs.readdirSync(path.join(dataDir, 'tmp')).filter((n) => n.startsWith('restore-'));

    beforeAll(async () => {
      await migratedDataDir(dataDir);
      const server = await serverOn(dataDir);
      await server.app.ctx.storage.put('artwork/mine/logo.png', Buffer.from('mine'), 'image/png');
      await server.close();
    });
    afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

    const untouched = async () => {
      expect(aside()).toEqual([]);
      expect(working()).toEqual([]);
      expect(fs.readFileSync(path.join(dataDir, 'files/artwork/mine/logo.png'), 'utf8')).toBe('mine');
      // The lock was given back.
      expect(fs.existsSync(path.join(dataDir, 'pressrun.lock'))).toBe(false);
    };

    it('refuses a file that is no archive, or an archive that is no backup, and changes nothing', async () => {
      write('noise.tar.gz', Buffer.from('not a tar at all'));
      write('other.tar.gz', craftedArchive([{ path: 'hello.txt', body: Buffer.from('hi') }]));
      write('no-db.tar.gz', craftedArchive([{ path: 'pressrun-backup.json', body: manifest }]));
      for (const file of ['noise.tar.gz', 'other.tar.gz', 'no-db.tar.gz']) {
        const r = await runRestore([file], env);
        expect(r.code, file).toBe(1);
        expect(r.line).toMatch(/is not a PressRun backup/);
        await untouched();
      }
    });

    it('writes nothing outside the data folder, whatever paths the archive names', async () => {
      const outside = path.join(root, 'escaped.txt');
      write(
        'climb.tar.gz',
        craftedArchive([
          { path: 'pressrun-backup.json', body: manifest },
          { path: 'database.tar', body: fs.readFileSync(TEMPLATE_DUMP) },
          { path: '../../escaped.txt', body: Buffer.from('owned') },
          { path: outside, body: Buffer.from('owned') },
        ]),
      );
      const r = await runRestore(['climb.tar.gz'], env);
      expect(r.code).toBe(1);
      expect(fs.existsSync(outside)).toBe(false);
      await untouched();
    });

    it('leaves links out, so a link cannot carry a later entry outside', async () => {
      write(
        'links.tar.gz',
        craftedArchive([
          { path: 'pressrun-backup.json', body: manifest },
          { path: 'database.tar', body: fs.readFileSync(TEMPLATE_DUMP) },
          { path: 'files/out', type: 'SymbolicLink', linkpath: root },
          { path: 'files/out/escaped.txt', body: Buffer.from('owned') },
        ]),
      );
      const r = await runRestore(['links.tar.gz'], env);
      expect(fs.existsSync(path.join(root, 'escaped.txt'))).toBe(false);
      if (r.code === 0) expect(fs.lstatSync(path.join(dataDir, 'files/out')).isSymbolicLink()).toBe(false);
    }, 60_000);
  },
);
