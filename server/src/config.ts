import path from 'node:path';

/** Everything the app reads from the environment, in one place (the README lists each variable). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  publicUrl: string;
  companyName: string;
  supportEmail: string;
  smtpUrl: string | null;
  mailFrom: string;
  sessionSecret: string | null;
  redisUrl: string | null;
  /** Serve the built web app from this folder (null: API only, as in tests). */
  webDist: string | null;
  /** Run the job worker inside the API process (embedded mode); `npm run worker` runs it apart. */
  inProcessWorker: boolean;
  /** Seed demo data on start. */
  seed: boolean;
  rateLimit: { max: number; windowMs: number };
  logLevel: string;
  secureCookies: boolean;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = Number(env.PORT ?? 3000);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || null,
    publicUrl,
    companyName: env.COMPANY_NAME ?? 'PressRun',
    supportEmail: env.SUPPORT_EMAIL ?? 'support@pressrun.example',
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? `PressRun <no-reply@pressrun.example>`,
    sessionSecret: env.SESSION_SECRET || null,
    redisUrl: env.REDIS_URL || null,
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : path.join(repoRoot, 'web/dist'),
    inProcessWorker: env.IN_PROCESS_WORKER !== 'false',
    seed: env.SEED !== 'false',
    rateLimit: {
      max: Number(env.AUTH_RATE_LIMIT ?? 10),
      windowMs: Number(env.AUTH_RATE_WINDOW_MS ?? 15 * 60_000),
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    secureCookies: publicUrl.startsWith('https://'),
    ...overrides,
  };
}
