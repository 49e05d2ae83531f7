import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { companies } from '../db/schema';
import { TEMPLATE_DUMP } from './paths';

/**
 * Puts the migrated template database (global-setup.ts) into `dataDir/db`, as the embedded
 * database of a server started there; migrating a database on disk from nothing takes far longer.
 */
export async function migratedDataDir(dataDir: string) {
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(TEMPLATE_DUMP)) return; // the server migrates it when it opens it
  const pglite = await PGlite.create(path.join(dataDir, 'db'), {
    loadDataDir: new Blob([fs.readFileSync(TEMPLATE_DUMP)]),
  });
  await pglite.close();
}

/** The real app on a data folder on disk, listening on loopback as `npm start` does. */
export async function serverOn(dataDir: string, env: NodeJS.ProcessEnv = {}) {
  const database = await openDatabase({ databaseUrl: null, dataDir });
  const config = loadConfig(
    { ...process.env, SMTP_URL: '', ...env },
    {
      dataDir,
      databaseUrl: null,
      s3: null,
      webDist: null,
      inProcessWorker: false,
      seed: false,
      logLevel: 'silent',
    },
  );
  const app = await buildApp({ config, database, startWorker: false, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    companyNames: async () => (await app.ctx.db.select().from(companies)).map((c) => c.name).sort(),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
