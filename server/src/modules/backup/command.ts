import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { PGlite } from '@electric-sql/pglite';
import { type Config, loadConfig } from '../../config';
import { lockDataDir, openDatabase } from '../../db/client';
import { callControl, controlUrl, readControlFile } from '../../lib/control';
import { localFilesRoot } from '../../providers/storage';
import {
  DATABASE_TAR,
  FILES,
  type Manifest,
  POSTGRES_BACKUP_MSG,
  packStaged,
  stageBackup,
  unpackArchive,
} from './archive';

export const BACKUP_USAGE = 'usage: npm run backup [FILE.tar.gz]';
export const RESTORE_USAGE = 'usage: npm run restore FILE.tar.gz';

export interface CommandResult {
  /** 0 done, 1 refused or failed, 2 not understood. */
  code: 0 | 1 | 2;
  line: string;
  /** Who took the copy: the running server, or this command on the data folder itself. */
  via?: 'server' | 'database';
}

/** A path typed on the command line, relative to where it was typed (npm runs scripts at the root). */
const typedPath = (file: string, env: NodeJS.ProcessEnv) => path.resolve(env.INIT_CWD ?? process.cwd(), file);

/** A fresh working folder under DATA_DIR/tmp, on the same disk as the data (hard links, renames). */
const workDir = (config: Config, what: string) =>
  path.join(config.dataDir, 'tmp', `${what}-${crypto.randomBytes(6).toString('hex')}`);

/**
 * `npm run backup [FILE]`: one .tar.gz of the embedded database and DATA_DIR/files. A running server
 * owns the database, so it is asked for the copy through its control route; with none running the
 * command opens the data folder itself (taking its lock, so no server starts meanwhile).
 */
export async function runBackup(args: string[], env: NodeJS.ProcessEnv): Promise<CommandResult> {
  if (args.length > 1 || args[0]?.startsWith('-')) return { code: 2, line: BACKUP_USAGE };
  const config = loadConfig(env);
  if (config.databaseUrl) return { code: 1, line: POSTGRES_BACKUP_MSG };
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = typedPath(args[0] ?? `pressrun-backup-${stamp}.tar.gz`, env);
  if (fs.existsSync(file)) return { code: 1, line: `${file} exists already: name another file.` };
  const part = `${file}.part`;
  try {
    const result = (await backupThroughServer(config, part)) ?? (await backupDirectly(config, part));
    fs.renameSync(part, file);
    const mb = (fs.statSync(file).size / 1e6).toFixed(1);
    const files =
      result.manifest.files === null
        ? 'files in object storage not included'
        : `${result.manifest.files} files`;
    return {
      code: 0,
      line: `Backed up ${config.dataDir} (database, ${files}) to ${file} (${mb} MB)`,
      via: result.via,
    };
  } catch (err) {
    fs.rmSync(part, { force: true });
    return { code: 1, line: err instanceof Error ? err.message : String(err) };
  }
}

async function backupThroughServer(config: Config, part: string) {
  const called = await callControl(config.dataDir, '/api/control/backup', {});
  if (!called) return null;
  const { res } = called;
  if (!res.ok || !res.body) {
    const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(
      `The server on port ${called.control.port} refused the backup (${res.status}${body?.error?.message ? `: ${body.error.message}` : ''}).`,
    );
  }
  const manifest = JSON.parse(res.headers.get('x-pressrun-backup') ?? 'null') as Manifest;
  await pipeline(Readable.fromWeb(res.body as ReadableStream), fs.createWriteStream(part));
  return { manifest, via: 'server' as const };
}

async function backupDirectly(config: Config, part: string) {
  if (!fs.existsSync(path.join(config.dataDir, 'db')))
    throw new Error(`There is no PressRun database in ${config.dataDir} (set DATA_DIR).`);
  const database = await openDatabase({ databaseUrl: null, dataDir: config.dataDir });
  const dir = workDir(config, 'backup');
  try {
    const manifest = await stageBackup(database, localFilesRoot(config), dir);
    await pipeline(packStaged(dir), fs.createWriteStream(part));
    return { manifest, via: 'database' as const };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    await database.close();
  }
}

/**
 * `npm run restore FILE`: brings a backup back into DATA_DIR. Refused while a server (or any
 * PressRun process) has the data folder open: its lock is taken for the whole restore. Nothing is
 * deleted: the database and files there before are moved to DATA_DIR/before-restore-<time>.
 */
export async function runRestore(args: string[], env: NodeJS.ProcessEnv): Promise<CommandResult> {
  if (args.length !== 1 || args[0]!.startsWith('-')) return { code: 2, line: RESTORE_USAGE };
  const config = loadConfig(env);
  if (config.databaseUrl) return { code: 1, line: POSTGRES_BACKUP_MSG };
  const file = typedPath(args[0]!, env);
  if (!fs.existsSync(file)) return { code: 1, line: `No such file: ${file}` };
  const running = await runningServer(config.dataDir);
  if (running)
    return {
      code: 1,
      line: `Not restored: a PressRun server is running on ${config.dataDir} (port ${running.port}). Stop it first.`,
    };
  let unlock: () => void;
  try {
    fs.mkdirSync(config.dataDir, { recursive: true });
    unlock = lockDataDir(config.dataDir);
  } catch (err) {
    return { code: 1, line: `Not restored: ${(err as Error).message}` };
  }
  const dir = workDir(config, 'restore');
  try {
    const manifest = await unpackArchive(file, dir);
    // The database is made in the working folder first: a damaged dump fails here, with the
    // current data still in place.
    const dump = new Blob([fs.readFileSync(path.join(dir, DATABASE_TAR))]);
    const pglite = await PGlite.create(path.join(dir, 'db'), { loadDataDir: dump });
    await pglite.query('select 1');
    await pglite.close();

    const aside = path.join(
      config.dataDir,
      `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`,
    );
    const moves: Array<[string, string]> = [];
    const move = (from: string, to: string) => {
      fs.renameSync(from, to);
      moves.push([from, to]);
    };
    try {
      fs.mkdirSync(aside);
      for (const name of ['db', FILES])
        if (fs.existsSync(path.join(config.dataDir, name)))
          move(path.join(config.dataDir, name), path.join(aside, name));
      move(path.join(dir, 'db'), path.join(config.dataDir, 'db'));
      if (manifest.files !== null) move(path.join(dir, FILES), path.join(config.dataDir, FILES));
    } catch (err) {
      // Put everything back where it was.
      for (const [from, to] of moves.reverse()) fs.renameSync(to, from);
      fs.rmSync(aside, { recursive: true, force: true });
      throw err;
    }
    return {
      code: 0,
      line: `Restored ${file} (backed up ${manifest.createdAt}) into ${config.dataDir}; what was there before is in ${aside}.`,
    };
  } catch (err) {
    return { code: 1, line: `Not restored: ${(err as Error).message}` };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    unlock();
  }
}

/** The server its control file names, when it answers (the lock file is the other guard). */
async function runningServer(dataDir: string) {
  const control = readControlFile(dataDir);
  if (!control) return null;
  const answered = await fetch(controlUrl(control, '/api/health'), {
    signal: AbortSignal.timeout(5000),
  }).then(
    () => true,
    () => false,
  );
  return answered ? control : null;
}
