import crypto from 'node:crypto';
import pg from 'pg';

/** A new database for one run on the PostgreSQL server of `url`; dropped by the returned function. */
export async function freshPostgres(url: string) {
  const name = `pressrun_bench_${crypto.randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return { url: u.toString(), name, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * Runs `benchOn` on the embedded database and then, when DATABASE_URL is set, on a fresh PostgreSQL
 * database made for it and dropped after it; passes when every run passed.
 */
export async function onEachDatabase(
  benchOn: (label: string, databaseUrl: string | null) => Promise<boolean>,
) {
  let pass = await benchOn('embedded database (PGlite)', null);
  const url = process.env.DATABASE_URL;
  if (url) {
    const fresh = await freshPostgres(url);
    try {
      pass = (await benchOn(`PostgreSQL (fresh database ${fresh.name})`, fresh.url)) && pass;
    } finally {
      await fresh.drop();
    }
  }
  return pass;
}
