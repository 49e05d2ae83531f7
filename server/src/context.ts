import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { SessionSigner } from './lib/session';
import type { JobQueue } from './providers/jobs/queue';
import type { Mailer } from './providers/mail';
import type { Storage } from './providers/storage';

/** What every module gets from the app: configuration and the ports chosen at start-up. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  signer: SessionSigner;
  storage: Storage;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
