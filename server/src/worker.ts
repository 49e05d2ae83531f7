import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';

/** `npm run worker`: a job-only process for running at scale against PostgreSQL. */
const config = loadConfig(process.env, { webDist: null });
if (!config.databaseUrl) {
  // PGlite is one process's database: a second process must not open the same data folder.
  console.error(
    'npm run worker needs DATABASE_URL (PostgreSQL). In embedded mode the API process works the jobs.',
  );
  process.exit(2);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp({ config, database, startWorker: true });
await app.ready();
app.log.info('worker started');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
