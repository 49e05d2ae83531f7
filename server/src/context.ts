import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { SessionSigner } from './lib/session';
import type { PaymentModule } from './modules/payments';
import type { JobQueue } from './providers/jobs/queue';
import type { Mailer } from './providers/mail';
import type { ShippingRates } from './providers/shipping';
import type { Storage } from './providers/storage';

/** What every module gets from the app: configuration and the ports chosen at start-up. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  jobs: JobQueue;
  /** The app's logger, for what a service must record but not answer (a failed capture to reconcile). */
  log: FastifyBaseLogger;
  mailer: Mailer;
  /** The shared Redis connection when REDIS_URL is set (rate limits, sign-in delays); null otherwise. */
  redis: Redis | null;
  signer: SessionSigner;
  /** Card and wallet payments (the payments module, over the sandboxes, or Stripe and PayPal when configured). */
  payments: PaymentModule;
  /** Shipping rates: the built-in rate table, or EasyPost when EASYPOST_API_KEY is set. */
  shipping: ShippingRates;
  storage: Storage;
  /** The clock (milliseconds, like Date.now) of the auth windows (sign-in delays, session checks): tests pass their own so those pass without waiting. */
  now: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
