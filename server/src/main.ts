import { buildApp } from './app';
import { devMailboxStatus, loadConfig } from './config';
import { openDatabase } from './db/client';
import { runSeeds } from './db/seed';

/** `npm start`: one process serving the web app and the API, with the job worker inside. */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp({ config, database });
if (config.seed) await runSeeds(app);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  });
}

await app.listen({ port: config.port, host: config.host });
const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
console.log(`\n  PressRun is running at ${config.publicUrl}  (database: ${where})`);
if (app.ctx.mailer.kind === 'outbox') console.log(`  ${devMailboxStatus(config)}\n`);
