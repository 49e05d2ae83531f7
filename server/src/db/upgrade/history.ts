import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { withDatabase } from '../../test/global-setup';
import { type Database, migrationsFolder, openDatabase } from '../client';

/** Helpers of the tests that replay the migration history (upgrading a database of an earlier release). */
export interface Journal {
  entries: { idx: number; tag: string }[];
}
export const journal: Journal = JSON.parse(
  fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
);

const tmpDirs: string[] = [];

/** A copy of the migrations folder whose journal stops after `count` migrations. */
export function historyUpTo(count: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pressrun-migrations-'));
  tmpDirs.push(dir);
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const cut = { ...journal, entries: journal.entries.slice(0, count) };
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(cut));
  return dir;
}

/** An empty database: in-memory PGlite, or a new PostgreSQL database when DATABASE_URL is set. */
export async function emptyDatabase(): Promise<{ database: Database; dispose: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ databaseUrl: null });
    return { database, dispose: () => database.close() };
  }
  const name = `pressrun_upgrade_${crypto.randomBytes(5).toString('hex')}`;
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(q);
    await c.end();
  };
  await admin(`create database ${name}`);
  const database = await openDatabase({ databaseUrl: withDatabase(url, name) });
  return {
    database,
    dispose: async () => {
      await database.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/** Removes the migration folders historyUpTo made; call it after the tests. */
export function removeHistories() {
  for (const d of tmpDirs) fs.rmSync(d, { recursive: true, force: true });
}
