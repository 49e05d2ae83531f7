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

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/**
 * PGlite is one PostgreSQL session inside the process: one instance, no pool (DESIGN.md).
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
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', pool, close: () => pool.end() } satisfies Database as Database;
  }
  let pglite: PGlite;
  if (opts.loadDataDir) {
    pglite = await PGlite.create({ loadDataDir: opts.loadDataDir });
  } else if (opts.dataDir) {
    const dir = path.join(opts.dataDir, 'db');
    fs.mkdirSync(dir, { recursive: true });
    pglite = await PGlite.create(dir);
  } else {
    pglite = await PGlite.create();
  }
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return { db, kind: 'pglite', pglite, close: () => pglite.close() } satisfies Database as Database;
}

/** Applies the committed SQL migrations; on PostgreSQL an advisory lock keeps two processes apart. */
export async function migrateDatabase(database: Database) {
  if (database.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver's own database type
    await migratePglite(database.db as any, { migrationsFolder });
    return;
  }
  const client = await database.pool!.connect();
  try {
    await client.query('select pg_advisory_lock(7305001)');
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock(7305001)').catch(() => {});
    client.release();
  }
}
