// The start-up every bench server shares: the real app, built as `npm start` builds it but quiet,
// on the embedded database (in memory, or in the data folder) or the PostgreSQL database the
// parent named in BENCH_DATABASE_URL; then, once the bench has added its own routes, the demo
// catalogue seeded and the app listening on a free port.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/src/app';
import { type Config, loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { seedCatalog } from '../server/src/modules/catalog/seed';
import { portOf } from './harness';

export interface BenchAppOptions {
  /** A fresh temporary data folder named after the bench (`pressrun-bench-<name>-…`)… */
  name?: string;
  /** …or this one (a database that outlives the process); neither: the configuration's own. */
  dataDir?: string;
  /** The PostgreSQL database, or null for the embedded one; by default what the parent asked for. */
  databaseUrl?: string | null;
  /** The embedded database in the data folder, as `npm start` opens it, rather than in memory. */
  databaseOnDisk?: boolean;
  /** The job queue worked inside the process, as `npm start` runs it (captures, mails, renders). */
  worker?: boolean;
  /** Many customers set up from one address must not trip the forms' rate limit. */
  rateLimit?: Config['rateLimit'];
  /** More environment for the configuration. */
  env?: Record<string, string>;
}

/** Builds the app (not listening yet: a bench may add routes first, then calls `listen`). */
export async function bootBenchApp({
  name,
  dataDir = name ? fs.mkdtempSync(path.join(os.tmpdir(), `pressrun-bench-${name}-`)) : undefined,
  databaseUrl = process.env.BENCH_DATABASE_URL || null,
  databaseOnDisk = false,
  worker = false,
  rateLimit,
  env = {},
}: BenchAppOptions = {}) {
  const config = loadConfig(
    { ...process.env, SMTP_URL: '', DATABASE_URL: '', ...env },
    {
      ...(dataDir ? { dataDir } : {}),
      databaseUrl,
      webDist: null,
      inProcessWorker: false,
      seed: false,
      logLevel: 'silent',
      ...(rateLimit ? { rateLimit } : {}),
    },
  );
  // What opening (and migrating) the database added to the resident set: the embedded one's share.
  const rssBeforeDatabase = process.memoryUsage.rss();
  const database = await openDatabase({ databaseUrl, ...(databaseOnDisk ? { dataDir } : {}) });
  const databaseRss = process.memoryUsage.rss() - rssBeforeDatabase;
  const app = await buildApp({ config, database, startWorker: worker, logger: false });

  /** Seeds the demo catalogue (without its images) when asked, then listens; answers the port. */
  const listen = async ({ seed = false }: { seed?: boolean } = {}) => {
    if (seed) await seedCatalog(app, { images: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return portOf(app);
  };
  return { app, db: app.ctx.db, database, dataDir: config.dataDir, databaseRss, listen };
}
