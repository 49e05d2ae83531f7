import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { CA_SHIP_TO } from '../server/src/test/addresses';
import type { CrashBuyer, CrashCounts } from './crash-server';
import { startBenchServer } from './harness';
import { freshPostgres } from './postgres';
import { runWhenMain } from './stats';

/**
 * bench/crash: money never held without an order, however the API process dies. 50 buyers place an
 * order each at once by their default card (the sandbox gateway: add the mug, Calculate Order Total,
 * Submit Order); while they are under way the API process is killed with SIGKILL at a random
 * moment, started again on the same database, and the payments reconciliation is run. Each round
 * prints what the gateway and the database hold once the restarted process has done its captures,
 * before the reconciliation and after it: orders, captures, holds without an order (and their sum),
 * orders without a payment taken, double charges. 10 rounds on the embedded database (on disk, so it
 * outlives the kill) and, when DATABASE_URL is set, 10 on a fresh PostgreSQL database made for the
 * run. Target after reconciliation: no hold without an order, no order without payment, no double
 * charge.
 */
const BUYERS = Number(process.env.BENCH_CRASH_BUYERS ?? 50);
const ROUNDS = Number(process.env.BENCH_CRASH_ROUNDS ?? 10);

type Reply =
  | { type: 'ready'; port: number }
  | { type: 'setup'; buyers: CrashBuyer[] }
  | { type: 'counts'; counts: CrashCounts }
  | { type: 'reconcile'; counts: CrashCounts };

function start(where: { databaseUrl: string | null; dataDir: string }, seed: boolean) {
  const server = startBenchServer<Reply>('crash-server.ts', {
    databaseUrl: where.databaseUrl,
    env: { BENCH_DATA_DIR: where.dataDir, BENCH_SEED: seed ? '1' : '0' },
  });
  return { ...server, port: server.ask('ready').then((r) => r.port) };
}

/** One request of a buyer's browser; a connection cut by the kill answers status 0. */
function send(
  port: number,
  who: CrashBuyer,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const payload = JSON.stringify(body);
  return new Promise<{ status: number }>((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: url,
        headers: {
          ...headers,
          cookie: who.cookie,
          'x-csrf-token': who.csrf,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
        res.on('error', () => resolve({ status: 0 }));
      },
    );
    req.on('error', () => resolve({ status: 0 }));
    req.end(payload);
  });
}

/**
 * Every buyer adds the mug, asks for the total and submits the order, all at once; the process is
 * killed once `killAfter` orders have been answered (a random number), a random few milliseconds
 * later, so the kill lands with many placements half done.
 */
async function loadAndKill(port: number, buyers: CrashBuyer[], kill: () => Promise<void>) {
  const killAfter = crypto.randomInt(0, Math.floor(buyers.length * 0.9));
  let sent = 0;
  let answered = 0;
  let placed = 0;
  let killing: Promise<void> | null = null;
  const maybeKill = () => {
    if (killing || sent < Math.min(10, buyers.length) || answered < killAfter) return;
    killing = new Promise<void>((r) => setTimeout(r, crypto.randomInt(0, 40))).then(kill);
  };
  await Promise.all(
    buyers.map(async (who) => {
      const add = await send(port, who, '/api/cart/items', { templateId: who.templateId, quantity: 1 });
      if (add.status !== 201) return;
      const quote = await send(port, who, '/api/checkout/quote', { shipTo: CA_SHIP_TO });
      if (quote.status !== 200) return;
      sent++;
      maybeKill();
      const res = await send(
        port,
        who,
        '/api/checkout/orders',
        { paymentType: 'default_card' },
        { 'idempotency-key': crypto.randomUUID() },
      );
      answered++;
      if (res.status === 201) placed++;
      maybeKill();
    }),
  );
  // Everything answered before the kill came: kill now (an idle crash is a round all the same).
  await (killing ?? kill());
  return { placed, killAfter };
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const line = (c: CrashCounts) =>
  `orders ${c.orders}, captures ${c.captures}, holds without order ${c.holdsWithoutOrder} (${money(
    c.heldCents,
  )}), orders without payment ${c.ordersWithoutPayment}, double charges ${c.doubleCharges}`;

async function run(label: string, databaseUrl: string | null) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pressrun-bench-crash-'));
  const where = { databaseUrl, dataDir };
  let server = start(where, true);
  let port = await server.port;
  const buyers = (await server.ask('setup', { type: 'setup', buyers: BUYERS })).buyers;
  const companyIds = buyers.map((b) => b.companyId);
  console.log(`\n${label}: ${BUYERS} buyers, ${ROUNDS} rounds of a kill -9 mid-placement`);

  let found = 0;
  let foundCents = 0;
  let last: CrashCounts | null = null;
  let before: CrashCounts | null = null;
  for (let round = 1; round <= ROUNDS; round++) {
    const { placed, killAfter } = await loadAndKill(port, buyers, server.kill);
    server = start(where, false);
    port = await server.port;
    before = (await server.ask('counts', { type: 'counts', companyIds })).counts;
    // The holds this round left (those of earlier rounds were counted in their round, if still there).
    found += before.holdsWithoutOrder - (last?.holdsWithoutOrder ?? 0);
    foundCents += before.heldCents - (last?.heldCents ?? 0);
    last = (await server.ask('reconcile', { type: 'reconcile', companyIds })).counts;
    console.log(
      `  round ${round} (killed after ${killAfter} answers; ${placed} placed before the kill)\n` +
        `    before reconciliation: ${line(before)}\n    after reconciliation:  ${line(last)}`,
    );
  }
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(
    `  ${label} in all: ${found} holds without an order found (${money(foundCents)}); ` +
      `after the last reconciliation: holds without order ${last!.holdsWithoutOrder}, ` +
      `orders without payment ${last!.ordersWithoutPayment}, double charges ${last!.doubleCharges}`,
  );
  const ok = last!.holdsWithoutOrder === 0 && last!.ordersWithoutPayment === 0 && last!.doubleCharges === 0;
  return { before: before!, after: last!, found, ok };
}

export async function benchCrash() {
  const results = [await run('embedded (PGlite on disk)', null)];
  if (process.env.DATABASE_URL) {
    const pgdb = await freshPostgres(process.env.DATABASE_URL);
    try {
      results.push(await run('PostgreSQL', pgdb.url));
    } finally {
      await pgdb.drop();
    }
  }
  return { name: 'crash', pass: results.every((r) => r.ok) };
}

await runWhenMain(import.meta.url, benchCrash);
