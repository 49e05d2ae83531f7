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
