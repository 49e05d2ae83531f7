import { buildApp } from './app';
import { devMailboxStatus, loadConfig } from './config';
import { openDatabase } from './db/client';
import { runSeeds } from './db/seed';
import { shutdownOnSignals } from './lib/shutdown';

/** `npm start`: one process serving the web app and the API, with the job worker inside. */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp({ config, database });
if (config.seed) await runSeeds(app);

// app.close() stops listening, answers 503 on connections kept open, waits for the requests in
// flight and then for the running job; only then is the database closed.
shutdownOnSignals({
  log: app.log,
  timeoutMs: config.shutdownTimeoutMs,
  close: async () => {
    await app.close();
    await database.close();
  },
});

await app.listen({ port: config.port, host: config.host });
const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
console.log(`\n  PressRun is running at ${config.publicUrl}  (database: ${where})`);
if (app.ctx.mailer.kind === 'outbox') console.log(`  ${devMailboxStatus(config)}\n`);
