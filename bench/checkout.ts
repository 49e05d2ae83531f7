import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { CA_SHIP_TO } from '../server/src/test/addresses';
import type { BenchBuyer, Counts } from './checkout-server';
import { startBenchServer } from './harness';
import { onEachDatabase } from './postgres';
import { type Answer, customerAgents, timedRequest } from './request';
import { percentile, runWhenMain } from './stats';

/**
 * bench/checkout: 50 buyers at once, each placing orders in a row by their default card the way
 * the payment step does — add the item, Calculate Order Total (POST /api/checkout/quote), Submit
 * Order (POST /api/checkout/orders with an Idempotency-Key) — over real HTTP to the app in a child
 * process (checkout-server.ts), on the embedded database and, when DATABASE_URL is set, on a fresh
 * PostgreSQL database made for the run and dropped after it.
 * Yardstick: a bare transaction writing the rows placing an order writes (the order, its line, its
 * payment, its idempotency key, its mail job, the cart completed), served by the same app behind
 * the same session check, 50 buyers at once, each after the same add item and quote (so it runs
 * under the same load), in rounds that alternate with place-order's. Each buyer's connections are open before a phase starts.
 * Target: place-order's median ≤ 3× the bare transaction's median, and no errors.
 * Then a retry storm: every Submit Order is sent twice at once with the same key; the database must
 * hold one order per key, no cart with two orders, and one captured payment per order.
 */
const USERS = Number(process.env.BENCH_CHECKOUT_USERS ?? 50);
const ORDERS = Number(process.env.BENCH_CHECKOUT_ORDERS ?? 4);
/** Buyers who place a few orders first so that JIT and the database's caches are warm. */
const WARM_USERS = 10;
const WARM_ORDERS = 2;
const TARGET = 3;

type Reply =
  | { type: 'ready'; port: number }
  | { type: 'setup'; buyers: BenchBuyer[] }
  | { type: 'check'; counts: Counts };

/** The app in its child process (checkout-server.ts), on the embedded database or `databaseUrl`. */
async function startServer(databaseUrl: string | null) {
  const { ask, stop } = startBenchServer<Reply>('checkout-server.ts', { databaseUrl });
  const { port } = await ask('ready');
  return {
    port,
    setup: async (buyers: number, bareCarts: number) =>
      (await ask('setup', { type: 'setup', buyers, bareCarts })).buyers,
    check: async (companyIds: number[]) => (await ask('check', { type: 'check', companyIds })).counts,
    stop,
  };
}

/** Each buyer's browser: its own keep-alive connections (two, for the double click). */
const agents = customerAgents();

const send = (
  port: number,
  who: BenchBuyer,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  method = 'POST',
) =>
  timedRequest({
    port,
    method,
    path: url,
    agent: agents.of(who.companyId),
    headers: { ...headers, cookie: who.cookie, 'x-csrf-token': who.csrf },
    body,
  });

/** Latencies and unexpected answers of one phase. */
class Tally {
  add: number[] = [];
  quote: number[] = [];
  place: number[] = [];
  bare: number[] = [];
  errors = 0;
  samples = new Set<string>();
  /** Counts an answer that is not the expected one, keeping a few for the report. */
  expect(what: string, a: Answer | Error, ...statuses: number[]) {
    if (!(a instanceof Error) && statuses.includes(a.status)) return true;
    this.errors++;
    const why = a instanceof Error ? a.message : `${a.status} ${JSON.stringify(a.body).slice(0, 160)}`;
    if (this.samples.size < 5) this.samples.add(`${what}: ${why}`);
    return false;
  }
}

const asError = (e: unknown) => (e instanceof Error ? e : new Error(String(e)));

/**
 * Opens each buyer's two connections before a phase is measured, as a browser has them open by
 * the time it submits an order. (On the embedded database a busy server accepts new connections
 * slowly, so connecting during the phase would be measured as seconds of place-order latency.)
 */
async function connect(port: number, buyers: BenchBuyer[]) {
  await Promise.all(
    buyers.flatMap((who) => [0, 1].map(() => send(port, who, '/api/health', undefined, {}, 'GET'))),
  );
}

/** Add the mug, Calculate Order Total: what comes before each Submit Order. Answers the line's id. */
async function readyCart(port: number, who: BenchBuyer, t: Tally): Promise<number | false> {
  const add = await send(port, who, '/api/cart/items', { templateId: who.templateId, quantity: 1 }).catch(
    asError,
  );
  if (!t.expect('add item', add, 201)) return false;
  t.add.push((add as Answer).ms);
  const quote = await send(port, who, '/api/checkout/quote', { shipTo: CA_SHIP_TO }).catch(asError);
  if (!t.expect('quote', quote, 200)) return false;
  t.quote.push((quote as Answer).ms);
  const items = (add as Answer).body?.cart?.items as Array<{ id: number }> | undefined;
  return items?.at(-1)?.id ?? 0;
}

const placeOrder = (port: number, who: BenchBuyer, key: string) =>
  send(port, who, '/api/checkout/orders', { paymentType: 'default_card' }, { 'idempotency-key': key }).catch(
    asError,
  );

/** Each buyer orders `orders` times in a row; all buyers at once. Answers the orders placed. */
async function placePhase(port: number, buyers: BenchBuyer[], orders: number, t: Tally) {
  let placed = 0;
  await Promise.all(
    buyers.map(async (who) => {
      for (let i = 0; i < orders; i++) {
        if ((await readyCart(port, who, t)) === false) continue;
        const res = await placeOrder(port, who, crypto.randomUUID());
        if (!t.expect('place order', res, 201)) continue;
        t.place.push((res as Answer).ms);
        placed++;
      }
    }),
  );
  return placed;
}

/**
 * The yardstick, measured like place-order: all buyers at once, each `orders` times in a row the
 * same add item and quote, then the bare insert where place-order would be (and the line taken
 * out again, as placing an order empties the cart), so both run under the same load.
 */
async function barePhase(port: number, buyers: BenchBuyer[], from: number, orders: number, t: Tally) {
  const around = new Tally();
  await Promise.all(
    buyers.map(async (who) => {
      for (const cartId of who.bareCarts.slice(from, from + orders)) {
        const line = await readyCart(port, who, around);
        if (line === false) continue;
        const res = await send(port, who, '/bench/bare-order', { cartId, templateId: who.templateId }).catch(
          asError,
        );
        if (t.expect('bare insert', res, 201)) t.bare.push((res as Answer).ms);
        await send(port, who, `/api/cart/items/${line}`, undefined, {}, 'DELETE').catch(asError);
      }
    }),
  );
  t.errors += around.errors;
  for (const s of around.samples) t.samples.add(s);
}

/**
 * A double click (or a retry racing the first try): each Submit Order sent twice at once with one
 * key. Both must answer the same order, one 201 and one 200. Answers the keys that made an order.
 */
async function stormPhase(port: number, buyers: BenchBuyer[], orders: number, t: Tally) {
  const keysOrdered = new Set<string>();
  await Promise.all(
    buyers.map(async (who) => {
      for (let i = 0; i < orders; i++) {
        if ((await readyCart(port, who, t)) === false) continue;
        const key = crypto.randomUUID();
        const pair = await Promise.all([placeOrder(port, who, key), placeOrder(port, who, key)]);
        const ok = pair.map((a, n) => t.expect(`storm place ${n + 1}`, a, 200, 201));
        const answers = pair.filter((_, n) => ok[n]) as Answer[];
        for (const a of answers) t.place.push(a.ms);
        if (answers.length) keysOrdered.add(key);
        const statuses = answers.map((a) => a.status).sort();
        const ids = new Set(answers.map((a) => a.body?.order?.id));
        if (answers.length === 2 && (statuses.join() !== '200,201' || ids.size !== 1)) {
          t.errors++;
          t.samples.add(`storm pair: answered ${statuses.join(' + ')} with ${ids.size} order(s)`);
        }
      }
    }),
  );
  return keysOrdered.size;
}

const ms = (x: number) => `${x.toFixed(1)} ms`;
const spread = (xs: number[]) =>
  `p50 ${ms(percentile(xs, 50))}, p95 ${ms(percentile(xs, 95))} (${xs.length})`;

/** One database: warm-up, the bare transaction, place-order, the retry storm, the database check. */
async function benchOn(label: string, databaseUrl: string | null) {
  console.log(`\nbench/checkout — ${label}: ${USERS} buyers at once × ${ORDERS} orders each, real HTTP`);
  const server = await startServer(databaseUrl);
  try {
    const { port } = server;
    const warm = await server.setup(WARM_USERS, WARM_ORDERS);
    const buyers = await server.setup(USERS, ORDERS);
    const stormers = await server.setup(USERS, 0);

    const warmTally = new Tally();
    await connect(port, warm);
    await barePhase(port, warm, 0, WARM_ORDERS, warmTally);
    await placePhase(port, warm, WARM_ORDERS, warmTally);

    const t = new Tally();
    await connect(port, buyers);
    // Rounds alternate the yardstick and place-order (one of each per buyer), so a noisy neighbour
    // on the shared machine weighs on both alike rather than on whichever phase it meets.
    let placed = 0;
    let seconds = 0;
    for (let round = 0; round < ORDERS; round++) {
      await barePhase(port, buyers, round, 1, t);
      const t0 = performance.now();
      placed += await placePhase(port, buyers, 1, t);
      seconds += (performance.now() - t0) / 1000;
    }
    const placedCounts = await server.check(buyers.map((b) => b.companyId));

    const s = new Tally();
    await connect(port, stormers);
    const s0 = performance.now();
    const keys = await stormPhase(port, stormers, ORDERS, s);
    const stormSeconds = (performance.now() - s0) / 1000;
    const c = await server.check(stormers.map((b) => b.companyId));

    const ratio = percentile(t.place, 50) / percentile(t.bare, 50);
    const ratioOk = ratio <= TARGET;
    // Orders or charges beyond one per key (and per cart); fewer than the keys that succeeded is as wrong.
    const duplicates =
      Math.max(0, c.orders - keys) +
      c.cartsWithTwoOrders +
      Math.max(0, c.capturedPayments - c.orders) +
      Math.max(0, c.capturedAtGateway - c.orders) +
      Math.max(0, placedCounts.orders - placed) +
      Math.max(0, placedCounts.capturedPayments - placedCounts.orders);
    const consistent =
      c.orders === keys &&
      c.capturedPayments === c.orders &&
      c.capturedAtGateway === c.orders &&
      placedCounts.orders === placed &&
      placedCounts.capturedPayments === placed &&
      placedCounts.capturedAtGateway === placed;
    const errors = t.errors + s.errors;
    const pass = ratioOk && errors === 0 && duplicates === 0 && consistent;

    console.log(
      `  warm-up       : ${WARM_USERS} buyers × ${WARM_ORDERS} orders and bare inserts (${warmTally.errors} errors, not counted)`,
    );
    console.log(
      `  place orders  : ${placed} of ${USERS * ORDERS} in ${seconds.toFixed(1)} s = ${(placed / seconds).toFixed(1)} orders/s (each: add item, quote, place), ${t.errors} errors`,
    );
    console.log(`  add item      : ${spread(t.add)}`);
    console.log(`  quote         : ${spread(t.quote)}`);
    console.log(`  place order   : ${spread(t.place)}`);
    console.log(
      `  bare insert   : ${spread(t.bare)} (one transaction: order, line, payment, key, mail job, cart completed)`,
    );
    console.log(
      `  ratio         : place p50 / bare p50 = ${ratio.toFixed(2)}× (target ≤ ${TARGET}×) ${ratioOk ? 'ok' : 'OVER TARGET'}`,
    );
    console.log(
      `  in database   : ${placedCounts.orders} orders, ${placedCounts.capturedPayments} captured payments, ${placedCounts.capturedAtGateway} captured at the gateway`,
    );
    console.log(
      `  retry storm   : ${USERS * ORDERS} keys, each sent twice at once: ${keys} keys ordered in ${stormSeconds.toFixed(1)} s, ${s.errors} errors; place ${spread(s.place)}`,
    );
    console.log(
      `  storm in db   : ${c.orders} orders for ${keys} keys that succeeded (${c.settledKeys} keys settled), ${c.cartsWithTwoOrders} carts with two orders, ${c.capturedPayments} captured payments, ${c.capturedAtGateway} captured at the gateway → ${duplicates} duplicates`,
    );
    for (const sample of [...t.samples, ...s.samples]) console.log(`  error sample  : ${sample}`);
    console.log(`  result        : ${pass ? 'PASS' : 'FAIL'}`);
    return pass;
  } finally {
    await server.stop();
  }
}

export async function benchCheckout() {
  const pass = await onEachDatabase(benchOn);
  agents.close();
  return { name: 'checkout', pass };
}

await runWhenMain(import.meta.url, benchCheckout);
