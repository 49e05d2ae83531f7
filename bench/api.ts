import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { ApiClient, ApiCounts } from './api-server';
import { startBenchServer } from './harness';
import { onEachDatabase } from './postgres';
import { type Answer, customerAgents, timedRequest } from './request';
import { percentile, runWhenMain } from './stats';

/**
 * bench/api: POST /api/v1/orders from 50 store integrations at once — each a company of its own
 * with its own key (`Authorization: Bearer pr_live_…`), a default card, a saved template and an
 * artwork file — each placing orders in a row, and every order sent twice at once with the same
 * Idempotency-Key (a client retrying before the first answer came back), over real HTTP to the app
 * in a child process (api-server.ts), on the embedded database and, when DATABASE_URL is set, on a
 * fresh PostgreSQL database made for the run and dropped after it.
 * The module answers such a pair with the same order twice: 201 to the request that made it, 200
 * to the other (public-api/order-routes.ts: `placed.created ? 201 : 200`; the key's own cart makes the
 * two meet). Any other pair is an error; a 429 (600 requests a minute per key) is counted apart.
 * Prints orders per second, p50 and p95 latency, and the duplicates: orders beyond one per key
 * (and per key's cart), and captured payments beyond one per order (once the capture jobs ran),
 * in the payments table and at the sandbox gateway. Target: 0 duplicates and no errors.
 */
const CLIENTS = Number(process.env.BENCH_API_CLIENTS ?? 50);
/** Orders per client: each is two requests, so a key makes 2 × ORDERS requests, far under 600 a minute. */
const ORDERS = Number(process.env.BENCH_API_ORDERS ?? 8);
const WARM_CLIENTS = 10;
const WARM_ORDERS = 2;

type Reply =
  | { type: 'ready'; port: number }
  | { type: 'setup'; clients: ApiClient[] }
  | { type: 'check'; counts: ApiCounts };

/** The app in its child process (api-server.ts), on the embedded database or `databaseUrl`. */
async function startServer(databaseUrl: string | null) {
  const { ask, stop } = startBenchServer<Reply>('api-server.ts', { databaseUrl });
  const { port } = await ask('ready');
  return {
    port,
    setup: async (clients: number) => (await ask('setup', { type: 'setup', clients })).clients,
    check: async (companyIds: number[]) => (await ask('check', { type: 'check', companyIds })).counts,
    stop,
  };
}

/** Each client's HTTP connections: two kept open, one for each request of a pair. */
const agents = customerAgents();

const send = (port: number, who: ApiClient, method: string, url: string, body?: unknown, idem?: string) =>
  timedRequest({
    port,
    method,
    path: url,
    agent: agents.of(who.companyId),
    headers: { authorization: `Bearer ${who.key}`, ...(idem ? { 'idempotency-key': idem } : {}) },
    body,
  });

const asError = (e: unknown) => (e instanceof Error ? e : new Error(String(e)));

/** An order as a store sends it: a saved design and a product with the store's logo, to California. */
const orderBody = (who: ApiClient, po: string) => ({
  po,
  shipping: 'standard',
  payment: 'default_card',
  address: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    street1: '1 Market St',
    city: 'San Francisco',
    state: 'CA',
    zip: '94105',
    country: 'US',
  },
  items: [
    { template_id: who.templateId, quantity: 1 },
    { sku: '21101', quantity: 2, artwork_url: who.artworkUrl },
  ],
});

/** Latencies and unexpected answers of one phase. */
class Tally {
  ms: number[] = [];
  errors = 0;
  rateLimited = 0;
  keysOrdered = 0;
  samples = new Set<string>();
  fail(why: string) {
    this.errors++;
    if (this.samples.size < 5) this.samples.add(why);
  }
}

/**
 * Opens each client's two connections before a phase is measured, as a store's HTTP client keeps
 * them open (on the embedded database a busy server accepts new connections slowly).
 */
async function connect(port: number, clients: ApiClient[]) {
  await Promise.all(clients.flatMap((who) => [0, 1].map(() => send(port, who, 'GET', '/api/health'))));
}

/** Every client at once, each `orders` times in a row: one order sent twice at once under one key. */
async function pairsPhase(port: number, clients: ApiClient[], orders: number, t: Tally) {
  await Promise.all(
    clients.map(async (who) => {
      for (let i = 0; i < orders; i++) {
        const key = crypto.randomUUID();
        const body = orderBody(who, `API-${key.slice(0, 8)}`);
        const pair = await Promise.all(
          [0, 1].map(() => send(port, who, 'POST', '/api/v1/orders', body, key).catch(asError)),
        );
        const answers = pair.filter((a): a is Answer => !(a instanceof Error));
        for (const a of answers) t.ms.push(a.ms);
        for (const a of pair) if (a instanceof Error) t.fail(`request failed: ${a.message}`);
        if (answers.some((a) => a.status === 429)) {
          t.rateLimited++;
          continue;
        }
        if (answers.length !== 2) continue;
        const statuses = answers.map((a) => a.status).sort();
        const ids = new Set(answers.map((a) => a.body?.id));
        if (statuses.join() === '200,201' && ids.size === 1 && typeof answers[0]!.body?.id === 'number') {
          t.keysOrdered++;
          continue;
        }
        const odd = answers.find((a) => a.status !== 200 && a.status !== 201) ?? answers[0]!;
        t.fail(
          `pair answered ${statuses.join(' + ')} with ${ids.size} order id(s): ${JSON.stringify(odd.body).slice(0, 160)}`,
        );
      }
    }),
  );
}

/** One database: warm-up, the measured pairs, the database check. */
async function benchOn(label: string, databaseUrl: string | null) {
  console.log(
    `\nbench/api — ${label}: ${CLIENTS} clients at once × ${ORDERS} orders each, every order sent twice at once with one Idempotency-Key`,
  );
  const server = await startServer(databaseUrl);
  try {
    const { port } = server;
    const warm = await server.setup(WARM_CLIENTS);
    const clients = await server.setup(CLIENTS);

    const w = new Tally();
    await connect(port, warm);
    await pairsPhase(port, warm, WARM_ORDERS, w);

    const t = new Tally();
    await connect(port, clients);
    const t0 = performance.now();
    await pairsPhase(port, clients, ORDERS, t);
    const seconds = (performance.now() - t0) / 1000;
    const c = await server.check(clients.map((x) => x.companyId));

    // Orders or charges beyond one per key and per order; fewer orders than keys answered is as wrong.
    const duplicates =
      Math.max(0, c.orders - t.keysOrdered) +
      c.keysWithTwoOrders +
      c.cartsWithTwoOrders +
      c.ordersChargedTwice +
      Math.max(0, c.capturedAtGateway - c.orders);
    const consistent =
      c.orders === t.keysOrdered &&
      c.settledKeys === t.keysOrdered &&
      c.capturedPayments === c.orders &&
      c.capturedAtGateway === c.orders;
    const pass = t.errors === 0 && t.rateLimited === 0 && duplicates === 0 && consistent;

    console.log(
      `  warm-up       : ${WARM_CLIENTS} clients × ${WARM_ORDERS} orders (${w.errors} errors, not counted)`,
    );
    console.log(
      `  orders        : ${t.keysOrdered} of ${CLIENTS * ORDERS} in ${seconds.toFixed(1)} s = ${(t.keysOrdered / seconds).toFixed(1)} orders/s (${t.ms.length} requests)`,
    );
    console.log(
      `  latency       : p50 ${percentile(t.ms, 50).toFixed(0)} ms, p95 ${percentile(t.ms, 95).toFixed(0)} ms (every request of every pair)`,
    );
    console.log(`  errors        : ${t.errors}; rate limited (429): ${t.rateLimited} pairs`);
    console.log(
      `  in database   : ${c.orders} orders for ${t.keysOrdered} keys (${c.settledKeys} keys settled), ${c.keysWithTwoOrders} keys and ${c.cartsWithTwoOrders} carts with two orders, ${c.capturedPayments} captured payments (${c.ordersChargedTwice} orders charged twice), ${c.capturedAtGateway} captured at the gateway`,
    );
    console.log(`  duplicates    : ${duplicates} (target 0)`);
    for (const sample of t.samples) console.log(`  error sample  : ${sample}`);
    console.log(`  result        : ${pass ? 'PASS' : 'FAIL'}`);
    return pass;
  } finally {
    await server.stop();
  }
}

export async function benchApi() {
  const pass = await onEachDatabase(benchOn);
  agents.close();
  return { name: 'api', pass };
}

await runWhenMain(import.meta.url, benchApi);
