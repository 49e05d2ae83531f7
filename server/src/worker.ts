import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { shutdownOnSignals } from './lib/shutdown';

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
// Closing stops claiming jobs and waits for the one running, then the database is closed.
shutdownOnSignals({
  log: app.log,
  timeoutMs: config.shutdownTimeoutMs,
  close: async () => {
    await app.close();
    await database.close();
  },
});
await app.ready();
app.log.info('worker started');
