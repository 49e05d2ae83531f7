import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import * as tar from 'tar';
import type { Database } from '../../db/client';

/**
 * A backup of the embedded default is one .tar.gz holding, in this order:
 *   pressrun-backup.json   what it is and when it was taken (the manifest)
 *   database.tar           the PGlite data folder, as PGlite dumps it
 *   files/…                DATA_DIR/files: every stored object with its `.type` beside it
 */
export const MANIFEST = 'pressrun-backup.json';
export const DATABASE_TAR = 'database.tar';
export const FILES = 'files';

export interface Manifest {
  kind: 'pressrun-backup';
  format: 1;
  createdAt: string;
  /** How many stored objects it holds; null when they live in object storage, outside the archive. */
  files: number | null;
}

export const POSTGRES_BACKUP_MSG =
  'The database is PostgreSQL (DATABASE_URL): back it up with pg_dump or point-in-time recovery, as the README says. npm run backup and npm run restore are for the embedded database.';

/**
 * Stages a consistent copy of the database and the stored files in `dir`. The copy is taken inside
 * one database transaction: PGlite runs one statement at a time and the transaction holds it, so no
 * request writes while the database is flushed to disk (checkpoint), its data folder dumped and the
 * files linked. Files are hard links (no bytes copied; a file deleted meanwhile keeps its copy);
 * `.type` files are copied, since they are rewritten in place, and half-written `.tmp` files left out.
 */
export async function stageBackup(database: Database, filesRoot: string | null, dir: string) {
  const pglite = database.pglite;
  if (!pglite) throw new Error(POSTGRES_BACKUP_MSG);
  fs.mkdirSync(dir, { recursive: true });
  let files: number | null = null;
  let dump: Blob | undefined;
  await pglite.transaction(async (tx) => {
    await tx.exec('checkpoint');
    if (filesRoot) files = linkTree(filesRoot, path.join(dir, FILES));
    dump = await pglite.dumpDataDir('none');
  });
  fs.writeFileSync(path.join(dir, DATABASE_TAR), Buffer.from(await dump!.arrayBuffer()));
  const manifest: Manifest = {
    kind: 'pressrun-backup',
    format: 1,
    createdAt: new Date().toISOString(),
    files,
  };
  fs.writeFileSync(path.join(dir, MANIFEST), JSON.stringify(manifest, null, 2));
  return manifest;
}

/** Links (or, across disks, copies) the stored objects under `from` into `to`; answers how many. */
function linkTree(from: string, to: string): number {
  let count = 0;
  fs.mkdirSync(to, { recursive: true });
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(from, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0; // nothing stored yet
    throw err;
  }
  for (const e of entries) {
    const src = path.join(from, e.name);
    const dest = path.join(to, e.name);
    if (e.isDirectory()) count += linkTree(src, dest);
    else if (!e.isFile() || e.name.endsWith('.tmp')) continue;
    else if (e.name.endsWith('.type')) fs.copyFileSync(src, dest);
    else {
      try {
        fs.linkSync(src, dest);
      } catch {
        fs.copyFileSync(src, dest);
      }
      count++;
    }
  }
  return count;
}

/** The staged copy as a gzipped tar stream (a Node stream, for an HTTP answer or a file). */
export function packStaged(dir: string) {
  const entries = [MANIFEST, DATABASE_TAR, ...(fs.existsSync(path.join(dir, FILES)) ? [FILES] : [])];
  const out = new PassThrough();
  const pack = tar.create({ gzip: true, cwd: dir, portable: true }, entries);
  pack.on('error', (err) => out.destroy(err as Error));
  pack.pipe(out);
  return out;
}

/**
 * Unpacks an archive into `dir` (which must be new) and answers its manifest; throws a plain
 * message when the file is not a PressRun backup. Only files and folders are written, always
 * under `dir`: tar refuses absolute paths and '..', and links of any kind are left out.
 */
export async function unpackArchive(file: string, dir: string): Promise<Manifest> {
  fs.mkdirSync(dir, { recursive: true });
  const notBackup = `${file} is not a PressRun backup (made by npm run backup)`;
  try {
    await tar.extract({
      file,
      cwd: dir,
      strict: true,
      filter: (_path, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
    });
  } catch (err) {
    throw new Error(`${notBackup}: ${(err as Error).message}`);
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8'));
  } catch {
    throw new Error(`${notBackup}: it has no readable ${MANIFEST}.`);
  }
  if (manifest?.kind !== 'pressrun-backup' || manifest.format !== 1)
    throw new Error(`${notBackup}: its ${MANIFEST} is not one this version reads.`);
  if (!fs.existsSync(path.join(dir, DATABASE_TAR))) throw new Error(`${notBackup}: it holds no database.`);
  return manifest;
}
