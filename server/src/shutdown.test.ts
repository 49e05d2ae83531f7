import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { type Config, loadConfig } from './config';
import { openDatabase } from './db/client';
import { companies, orders, paymentMethods, payments } from './db/schema';
import { readControlFile } from './lib/control';
import { seedCatalog } from './modules/catalog/seed';
import { type TestApp, TestClient } from './test/app';
import { signedInCompany } from './test/company';
import { CA_SHIP_TO, mugInCart } from './test/ordering';
import { migratedDataDir } from './test/server-on-disk';
import { type StubRequest, startStub } from './test/stub-http';

/**
 * The compiled server (built here as `npm run build` builds it) placing an order while it is told
 * to stop: the card gateway (a Stripe stand-in) holds its answer until the test lets it go, so
 * SIGTERM lands while the order is in flight, and a second order starts after the signal.
 */
describe('SIGTERM while an order is being placed', () => {
  const serverRoot = path.resolve(import.meta.dirname, '..');
  // Inside server/, so the build resolves its packages from node_modules as dist/ does.
  const outdir = path.join(serverRoot, 'node_modules/.cache', `pressrun-build-${crypto.randomUUID()}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pressrun-shutdown-'));
  let gateway: Awaited<ReturnType<typeof startStub>>;
  let letGatewayAnswer!: () => void;
  const gatewayMayAnswer = new Promise<void>((r) => {
    letGatewayAnswer = r;
  });
  const intents = new Map<string, Record<string, unknown>>();
  let child: ChildProcess | undefined;

  /** Enough of Stripe's PaymentIntents for a default-card hold, its capture and a cancel. */
  async function stripe(req: StubRequest) {
    const form = new URLSearchParams(req.body);
    if (req.method === 'POST' && req.path === '/v1/payment_intents') {
      await gatewayMayAnswer;
      const pi = {
        id: `pi_${intents.size + 1}`,
        status: 'requires_capture',
        amount: Number(form.get('amount')),
        amount_received: 0,
        payment_method: form.get('payment_method'),
        latest_charge: { payment_method_details: { card: { brand: 'visa', last4: '4242' } } },
      };
      intents.set(pi.id, pi);
      return { status: 200, json: pi };
    }
    const m = req.path.match(/^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/);
    const pi = m && intents.get(m[1]!);
    if (!pi)
      return { status: 404, json: { error: { type: 'invalid_request_error', message: 'No such intent' } } };
    if (m![2] === 'capture') Object.assign(pi, { status: 'succeeded', amount_received: pi.amount });
    if (m![2] === 'cancel') pi.status = 'canceled';
    return { status: 200, json: pi };
  }

  const config = (): Config =>
    loadConfig(
      { ...process.env, STRIPE_SECRET_KEY: 'sk_test_shutdown', STRIPE_API_BASE: gateway.url, SMTP_URL: '' },
      { dataDir, databaseUrl: null, webDist: null, inProcessWorker: false, seed: false, logLevel: 'silent' },
    );

  /** The app in this process on the data folder (the server must not be running). */
  async function openApp(): Promise<TestApp> {
    const database = await openDatabase({ databaseUrl: null, dataDir });
    const app = await buildApp({ config: config(), database, startWorker: false, logger: false });
    await app.ready();
    return {
      app,
      config: app.ctx.config,
      client: () => new TestClient(app),
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  }

  beforeAll(async () => {
    const built = spawnSync(process.execPath, [path.join(serverRoot, 'build.mjs'), outdir], {
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(`the server build failed: ${built.stderr}`);
    gateway = await startStub(stripe);
    await migratedDataDir(dataDir);
  });
  afterAll(async () => {
    letGatewayAnswer();
    child?.kill('SIGKILL');
    await gateway?.close();
    fs.rmSync(outdir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the order in flight, refuses the one after, exits 0, and leaves no hold without an order', async () => {
    // Two customers with a mug in the cart, the address quoted and a Stripe card on file.
    const t = await openApp();
    await seedCatalog(t.app, { images: false });
    const buyers: Awaited<ReturnType<typeof signedInCompany>>[] = [];
    for (let i = 0; i < 2; i++) {
      const who = await signedInCompany(t);
      await mugInCart(t, who);
      expect((await who.c.post('/api/checkout/quote', { shipTo: CA_SHIP_TO })).status).toBe(200);
      await t.app.ctx.db
        .update(companies)
        .set({ cardCustomerRef: `cus_${i}` })
        .where(eq(companies.id, who.companyId));
      await t.app.ctx.db.insert(paymentMethods).values({
        companyId: who.companyId,
        userId: who.userId,
        provider: 'stripe',
        providerRef: `pm_${i}`,
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2040,
        isDefault: true,
      });
      buyers.push(who);
    }
    await t.close();

    child = spawn(process.execPath, ['--enable-source-maps', path.join(outdir, 'main.js')], {
      env: {
        ...process.env,
        ...{ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', SMTP_URL: '', SEED: 'false' },
        ...{ STRIPE_SECRET_KEY: 'sk_test_shutdown', STRIPE_API_BASE: gateway.url, LOG_LEVEL: 'warn' },
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stdout!.on('data', (d) => {
      stderr += d;
    });
    child.stderr!.on('data', (d) => {
      stderr += d;
    });
    const exited = new Promise<number | null>((resolve) => child!.on('exit', (code) => resolve(code)));
    await expect.poll(() => readControlFile(dataDir), { timeout: 60_000, interval: 100 }).not.toBeNull();
    const base = `http://127.0.0.1:${readControlFile(dataDir)!.port}`;

    const place = (who: (typeof buyers)[number]) =>
      fetch(`${base}/api/checkout/orders`, {
        method: 'POST',
        headers: {
          cookie: [...who.c.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          'x-csrf-token': who.c.cookies.get('csrf')!,
          'content-type': 'application/json',
          'idempotency-key': crypto.randomUUID(),
        },
        body: JSON.stringify({ paymentType: 'default_card', total: 1, items: 1 }),
      }).then(
        async (res) => ({ status: res.status, body: await res.json().catch(() => null) }),
        (err: Error) => ({ status: 0, body: String(err.cause ?? err) }),
      );

    const first = place(buyers[0]!);
    // The hold is asked for: the order is in flight, waiting on the gateway.
    await expect.poll(() => gateway.requests.length, { timeout: 20_000, interval: 20 }).toBe(1);
    child.kill('SIGTERM');
    // The server stops taking requests at once: new connections are refused (or answered 503).
    await expect
      .poll(
        async () =>
          (await fetch(`${base}/api/health`).then(
            (r) => r.status,
            () => 0,
          )) !== 200,
        {
          timeout: 10_000,
          interval: 20,
        },
      )
      .toBe(true);
    const second = await place(buyers[1]!);
    expect([0, 503]).toContain(second.status);
    expect(await Promise.race([exited, new Promise((r) => setTimeout(() => r('running'), 300))])).toBe(
      'running',
    );

    letGatewayAnswer();
    const placed = await first;
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    // And exits promptly once it has answered: a kept-alive connection does not hold it open.
    const stopped = await Promise.race([
      exited,
      new Promise((r) => setTimeout(() => r('still running'), 15_000)),
    ]);
    expect(stopped, stderr).toBe(0);
    child = undefined;
    // The second order never reached the gateway.
    expect(gateway.requests.filter((r) => r.path === '/v1/payment_intents')).toHaveLength(1);

    // Started again: the database closed cleanly, every payment belongs to an order, and the
    // capture queued with the order (not run before the stop) takes the money now.
    const again = await openApp();
    try {
      const db = again.app.ctx.db;
      const paid = await db.select().from(payments);
      expect(paid).toHaveLength(1);
      expect(paid[0]!.orderId).toBe(placed.body.order.id);
      expect(await db.select({ id: orders.id }).from(orders)).toEqual([{ id: placed.body.order.id }]);
      expect(paid[0]!.providerRef).toBe('pi_1');
      await again.app.ctx.jobs.drain();
      expect(intents.get('pi_1')?.status).toBe('succeeded');
    } finally {
      await again.close();
    }
  }, 120_000);
});
