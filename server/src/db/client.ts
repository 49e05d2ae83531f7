import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance in embedded mode (tests clone it). */
  pglite?: PGlite;
  pool?: pg.Pool;
  close(): Promise<void>;
}

// Beside this file in server/src/db, and beside the bundle in server/dist (the build copies them).
export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/**
 * PGlite is one PostgreSQL session inside the process: one instance, no pool.
 * With a URL the same schema runs on PostgreSQL through a node-postgres pool.
 */
export async function openDatabase(opts: {
  databaseUrl: string | null;
  dataDir?: string;
  loadDataDir?: Blob;
}) {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: Number(process.env.DB_POOL_SIZE ?? 10),
    });
    // An idle pooled connection the server closes (a restart, a failover, a dropped database) is
    // reported on the pool; the pool discards it and the next query opens another. Unheard, that
    // report would end the process.
    pool.on('error', (err) => console.error(`A database connection was closed: ${err.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', pool, close: () => pool.end() } satisfies Database as Database;
  }
  let pglite: PGlite;
  if (opts.loadDataDir) {
    pglite = await PGlite.create({ loadDataDir: opts.loadDataDir });
  } else if (opts.dataDir) {
    const dir = path.join(opts.dataDir, 'db');
    fs.mkdirSync(dir, { recursive: true });
    const unlock = lockDataDir(opts.dataDir);
    pglite = await PGlite.create(dir);
    const db = drizzlePglite(pglite, { schema }) as unknown as Db;
    const close = async () => {
      await pglite.close();
      unlock();
    };
    return { db, kind: 'pglite', pglite, close } satisfies Database as Database;
  } else {
    pglite = await PGlite.create();
  }
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return { db, kind: 'pglite', pglite, close: () => pglite.close() } satisfies Database as Database;
}

/**
 * PGlite is one process's database: two processes writing one data folder would corrupt it. A
 * lock file holding the owner's pid keeps a second server, worker, import or restore out (a stale
 * lock of a process that died is taken over). Answers the unlock.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'pressrun.lock');
  try {
    fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = Number(fs.readFileSync(file, 'utf8'));
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new Error(
        `The database in ${dataDir} is in use by process ${owner}. Stop it first, or use PostgreSQL (DATABASE_URL) to run several processes.`,
      );
    }
    fs.writeFileSync(file, String(process.pid));
  }
  return () => fs.rmSync(file, { force: true });
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Applies the committed SQL migrations (or those of another folder: the upgrade test replays an
 * earlier release's); on PostgreSQL an advisory lock keeps two processes apart.
 */
export async function migrateDatabase(database: Database, folder = migrationsFolder) {
  if (database.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver's own database type
    await migratePglite(database.db as any, { migrationsFolder: folder });
    return;
  }
  const client = await database.pool!.connect();
  try {
    await client.query('select pg_advisory_lock(7305001)');
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: folder });
  } finally {
    await client.query('select pg_advisory_unlock(7305001)').catch(() => {});
    client.release();
  }
}
