import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { eq } from 'drizzle-orm';
import Fastify, { LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext } from './context';
import { type Database, migrateDatabase } from './db/client';
import { settings } from './db/schema';
import { registerCompression } from './lib/compression';
import { type ControlChannel, openControlChannel } from './lib/control';
import { registerErrorHandler, tooMany } from './lib/errors';
import { type ApiKeyResolver, registerRouteAuth } from './lib/route-auth';
import { registerSecurityHeaders } from './lib/security-headers';
import { randomToken, registerSessionHooks, SessionSigner, sessionCookies } from './lib/session';
import { limitSharp } from './lib/sharp-limits';
import { registerTextGuard } from './lib/text-guard';
import { accountCreditModule } from './modules/account-credit';
import { apiKeyResolver, apiKeysModule } from './modules/api-keys';
import { authModule, LiveSessions, loadUser } from './modules/auth';
import { backupModule } from './modules/backup';
import { billingModule } from './modules/billing';
import { bulkOrdersModule } from './modules/bulk-orders';
import { cartModule } from './modules/cart';
import { catalogModule } from './modules/catalog/routes';
import { checkoutModule, placeItemsOrders } from './modules/checkout';
import { claimOfOrder, claimsModule } from './modules/claims';
import { creditTermsModule } from './modules/credit-terms';
import { dashboardModule } from './modules/dashboard/routes';
import { devMailboxModule } from './modules/dev-mailbox/routes';
import { documentsModule, latestApplication } from './modules/documents';
import { errorReportsModule } from './modules/error-reports/routes';
import { errorReportsStaffModule } from './modules/error-reports/staff-routes';
import { faqsModule } from './modules/faqs';
import { filesModule, mediaModule } from './modules/files';
import { healthModule } from './modules/health/routes';
import { integrationsModule } from './modules/integrations';
import { legalModule } from './modules/legal';
import { mockupsModule } from './modules/mockups';
import { ordersModule, termOrderHolds } from './modules/orders';
import { paymentHistoryModule } from './modules/payment-history';
import { createPaymentModule } from './modules/payments';
import { productionModule } from './modules/production';
import { promoCodesModule } from './modules/promo-codes';
import { publicApiModule } from './modules/public-api';
import { sandboxPayModule } from './modules/sandbox-pay';
import { settingsModule } from './modules/settings';
import { shipFromModule } from './modules/ship-from';
import { siteModule } from './modules/site/routes';
import { staffModule } from './modules/staff';
import { staffCompaniesModule } from './modules/staff-companies';
import { statementsModule } from './modules/statements';
import { storesModule } from './modules/stores';
import { renderReferences, templatesModule } from './modules/templates';
import { webhooksModule } from './modules/webhooks';
import { JobQueue, PRUNE_JOB } from './providers/jobs/queue';
import { createMailer, registerMailJob } from './providers/mail';
import { closeRedis, connectRedis } from './providers/redis';
import { createShippingRates } from './providers/shipping';
import { createStorage } from './providers/storage';
import { finishStorageMoves } from './providers/storage/moves';
import { createPublicPages, EARLY_READS_CSP, SCRIPT_LOADER_CSP, type ServerEntry } from './ssr';
import { serveWebApp } from './web-app';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Tests pass false and drive the queue with `app.ctx.jobs.drain()`. */
  startWorker?: boolean;
  logger?: boolean | object;
  /** The clock of the sign-in delays, reset-mail caps and session checks; tests pass their own so those windows pass without waiting. */
  now?: () => number;
  /** Who an API key names, for routes with `config: { auth: 'apiKey' }`; by default the api_keys table. */
  apiKeys?: ApiKeyResolver;
  /** The web app's server render; by default the build beside `webDist` (tests pass the source). */
  serverEntry?: () => Promise<ServerEntry>;
}

/** Builds the whole app from plugins; used by main.ts, the worker and the tests alike. */
export async function buildApp({
  config,
  database,
  startWorker,
  logger,
  now = Date.now,
  apiKeys,
  serverEntry,
}: BuildOptions) {
  const { app, closing } = createServer(config, logger);
  const { ctx, secret } = await startPorts(app, config, database, now);
  app.decorate('ctx', ctx);

  const sessions = await registerRequestPlugins(app, ctx, secret, apiKeys);
  // The command line's way in (`npm run staff`, `npm run backup`): DATA_DIR/control.json and the
  // token that the routes under /api/control check.
  const control = openControlChannel(app, config.dataDir, config.host);
  await registerModules(app, ctx, {
    sessions,
    control,
    reconcileAtStart: startWorker ?? config.inProcessWorker,
  });

  if (config.webDist && fs.existsSync(path.join(config.webDist, 'index.html')))
    serveWebApp(
      app,
      config.webDist,
      createPublicPages(app, ctx, config.webDist, serverEntry),
      async (req) => {
        // Who a dashboard document greets: the signed-in user, read as the API's session read does.
        const user = req.session && (await loadUser(ctx.db, req.session.userId));
        return user ? { first_name: user.firstName, name: user.username } : null;
      },
    );

  // Closing stops claiming jobs at once, while the requests in flight finish; the job already
  // running is waited for once they have (onClose runs after the server has closed).
  app.addHook('preClose', async () => {
    closing.now = true;
    void ctx.jobs.stop();
  });
  app.addHook('onClose', async () => {
    await ctx.jobs.stop();
    await closeRedis(ctx.redis);
  });
  if (startWorker ?? config.inProcessWorker)
    app.addHook('onReady', async () => ctx.jobs.start(1000, config.jobSlots));
  return app;
}

/** The Fastify instance with Zod schemas, the error handler and the close-time Connection header. */
function createServer(config: Config, logger: BuildOptions['logger']) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // One line per request drowns the useful lines; errors and warnings are still logged.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    // X-Forwarded-For counts only when the connection comes from a configured proxy, so a client
    // reaching the port directly cannot choose the address its rate limits are counted under.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Once closing starts, each answer still going out says Connection: close, so a kept-alive
  // connection ends with its request instead of holding the closing server open.
  const closing = { now: false };
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing.now) reply.header('connection', 'close');
    done(null, payload);
  });
  return { app, closing };
}

type Server = ReturnType<typeof createServer>['app'];

/** The database migrated and the ports chosen from the configuration: what every module gets. */
async function startPorts(app: Server, config: Config, database: Database, now: () => number) {
  await migrateDatabase(database);
  const jobs = new JobQueue(database.db, app.log);
  const mailer = createMailer(config, database.db);
  registerMailJob(jobs, mailer);
  jobs.every(PRUNE_JOB, 24 * 60 * 60_000, () => jobs.prune());
  const secret = config.sessionSecret ?? (await storedSecret(database));
  const signer = new SessionSigner(secret, now);
  const storage = createStorage(config);
  // Before any request or job can ask for a file a migration gave a new key.
  await finishStorageMoves(database.db, storage, app.log);
  limitSharp();
  const redis = await connectRedis(config, app.log);
  const shipping = createShippingRates(config);
  const payments = createPaymentModule(config, { db: database.db, now });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    jobs,
    log: app.log,
    mailer,
    payments,
    redis,
    signer,
    shipping,
    storage,
    now,
  };
  return { ctx, secret };
}

/**
 * What runs around every request: cookies, security headers, uploads, the API docs, rate limits,
 * the session and each route's declared auth. Answers the live-session check the auth module tells.
 */
async function registerRequestPlugins(
  app: Server,
  ctx: AppContext,
  secret: string,
  apiKeys?: ApiKeyResolver,
) {
  const { config, redis, now } = ctx;
  await registerCompression(app);
  await app.register(cookie);
  registerSecurityHeaders(app, config.secureCookies, [SCRIPT_LOADER_CSP, EARLY_READS_CSP]);
  await app.register(multipart, { limits: { fileSize: 25 * 1024 * 1024, files: 5 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'PressRun API', version: '1.0.0' },
      // The public API (/api/v1): `Authorization: Bearer pr_live_…`.
      components: { securitySchemes: { apiKey: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  // Routes opt in with `config.rateLimit`; counts are shared through Redis when REDIS_URL is set.
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'rl:' } : {}),
    // A broken Redis lets requests through (and is logged) rather than locking everyone out.
    skipOnError: true,
    errorResponseBuilder: () => tooMany(),
  });
  const sessions = new LiveSessions(ctx.db, { now });
  registerSessionHooks(app, ctx.signer, sessions.isLive, sessionCookies(config.secureCookies).names);
  // After the session is read and before any route: each route's declared auth, CSRF included.
  await registerRouteAuth(app, {
    secret,
    secure: config.secureCookies,
    apiKeys: apiKeys ?? apiKeyResolver(ctx.db, now),
  });
  registerTextGuard(app);
  return sessions;
}

/** Capabilities, each a plugin with its own routes, given what it uses. */
async function registerModules(
  app: Server,
  ctx: AppContext,
  {
    sessions,
    control,
    reconcileAtStart,
  }: { sessions: LiveSessions; control: ControlChannel; reconcileAtStart: boolean },
) {
  const { config, database, jobs } = ctx;
  await app.register(healthModule, { prefix: '/api' });
  await app.register(accountCreditModule, { deps: ctx });
  await app.register(apiKeysModule, { prefix: '/api/api-keys' });
  await app.register(authModule, { prefix: '/api/auth', sessions, deps: ctx });
  await app.register(backupModule, { control });
  await app.register(billingModule, { prefix: '/api/billing' });
  await app.register(bulkOrdersModule, {
    placeItemsOrders: (buyer, run, reuse) => placeItemsOrders(ctx, buyer, run, reuse),
    deps: ctx,
  });
  await app.register(cartModule, { prefix: '/api/cart', deps: ctx });
  await app.register(catalogModule, { prefix: '/api/catalog', deps: { db: database.db } });
  await app.register(checkoutModule, {
    prefix: '/api/checkout',
    reconcileAtStart,
  });
  await app.register(claimsModule);
  await app.register(creditTermsModule, {
    prefix: '/api/credit-terms',
    latestApplication,
    holds: termOrderHolds,
  });
  await app.register(dashboardModule, { prefix: '/api/dashboard', deps: ctx });
  await app.register(documentsModule, { deps: ctx });
  await app.register(errorReportsModule, { prefix: '/api/errors', deps: ctx });
  await app.register(errorReportsStaffModule, { prefix: '/api/admin/error-reports', deps: ctx });
  await app.register(faqsModule, { deps: ctx });
  await app.register(integrationsModule, { deps: ctx });
  await app.register(legalModule);
  // Modules that need each other meet here, through ports, so no two import each other.
  await app.register(filesModule, { prefix: '/api/files', deps: ctx });
  await app.register(mockupsModule, { prefix: '/api/mockups', rendersHeld: renderReferences, deps: ctx });
  await app.register(mediaModule);
  await app.register(ordersModule, { prefix: '/api/orders', claimOfOrder });
  // The billing page's payment history, beside billing's cards (under the same prefix).
  await app.register(paymentHistoryModule, { prefix: '/api/billing' });
  await app.register(productionModule, { prefix: '/api/admin/production' });
  await app.register(promoCodesModule, { prefix: '/api/admin/promo-codes', deps: ctx });
  await app.register(publicApiModule, { prefix: '/api/v1' });
  await app.register(sandboxPayModule, { prefix: '/api/sandbox', deps: ctx });
  await app.register(settingsModule, { prefix: '/api/settings', deps: ctx });
  await app.register(shipFromModule, { prefix: '/api/ship-from', deps: ctx });
  await app.register(siteModule, { prefix: '/api' });
  await app.register(staffModule, { control, deps: ctx });
  await app.register(staffCompaniesModule, { prefix: '/api/admin/companies', deps: ctx });
  await app.register(statementsModule, { deps: ctx });
  await app.register(storesModule, { ctx });
  await app.register(templatesModule, { prefix: '/api/templates', deps: ctx });
  await app.register(webhooksModule, { prefix: '/api/webhooks', deps: { db: database.db, jobs, config } });
  if (ctx.mailer.kind === 'outbox' && config.devMailbox !== 'off') await app.register(devMailboxModule);
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** The session secret survives restarts: generated once and kept in the settings table. */
async function storedSecret(database: Database): Promise<string> {
  const db = database.db;
  const [row] = await db.select().from(settings).where(eq(settings.key, 'session_secret'));
  if (row) return row.value;
  const value = randomToken(48);
  await db.insert(settings).values({ key: 'session_secret', value }).onConflictDoNothing();
  const [again] = await db.select().from(settings).where(eq(settings.key, 'session_secret'));
  return again!.value;
}
