import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { CATALOG_GROUPS, slugify } from '@pressrun/domain';
import { CA_SHIP_TO } from '../server/src/test/addresses';
import { artworkPng, Browser, fileForm, percentile, Recorder, seeded, sleep } from './load-client';
import {
  MUG_SKU,
  preparedUser,
  reportMemory,
  reportServerErrors,
  startCluster,
  type Topology,
} from './load-cluster';
import { benchLoadFairness, type FairnessOptions } from './load-fairness';
import { runWhenMain } from './stats';

/**
 * bench/load: many resellers at once on the built app, served as `npm start` serves it (and, with
 * DATABASE_URL, as it runs at scale: PostgreSQL, two API processes behind a round-robin proxy and
 * one `npm run worker`). Each simulated reseller — a verified customer made in the database with a
 * saved sandbox card and a saved mug design — opens the web app (the page, its script and
 * stylesheet: the built app is served) and then loops a journey with a pause between pages: the
 * catalogue (the home page's featured products, Best Sellers, a collection, a product page), the
 * builder opening the design (template, product with its print area, artwork list, fetched at
 * once), a 2 MB artwork upload, add to cart and quote, place the order by the saved card (with an
 * Idempotency-Key), the orders list. Users start spread over a ramp-up that is not measured.
 * Prints requests/s, p50/p95/p99 per step, errors by step and status, what the servers logged as
 * errors, and each process's peak RSS (the kernel's high-water mark).
 * Targets: 0 errors and no process over 1 GB (both setups); on PostgreSQL p95 of the page API
 * calls (every GET) ≤ 300 ms and of place order ≤ 1 s (on the embedded database printed for information).
 * `--fairness` runs bench/load-fairness.ts instead.
 */
export interface LoadOptions {
  users: number;
  seconds: number;
  /** Pause between pages (each pause drawn from 0.5–1.5 × this). */
  thinkMs: number;
  topologies: Topology[];
}

const PAGE_TARGET_MS = 300;
const PLACE_TARGET_MS = 1000;
/** The page API calls: what a page asks for as it opens (every GET of the journey). */
const PAGE_STEPS = new Set([
  'catalog featured',
  'catalog list',
  'catalog product',
  'builder template',
  'builder product',
  'builder files',
  'orders list',
]);
const STEP_ORDER = ['web app', ...PAGE_STEPS, 'upload artwork', 'add to cart', 'quote', 'place order'];
/** The catalogue's sidebar collections, as the catalogue page asks for them. */
const COLLECTIONS = CATALOG_GROUPS.flatMap((g) => [g.name, ...g.children]).map(slugify);

export const defaultLoadOptions = (): LoadOptions => ({
  users: 200,
  seconds: 60,
  thinkMs: 1000,
  topologies: process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'],
});

/**
 * One reseller's journey, once: true, or false when the run ended on the way. Deterministic in its structure: the same steps in the same order, the choices drawn from
 * the user's seeded generator.
 */
async function journey(b: Browser, random: () => number, png: Buffer, thinkMs: number, until: number) {
  const over = () => performance.now() >= until;
  const think = () => sleep(thinkMs * (0.5 + random()));
  const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)]!;

  // The catalogue: home page, Best Sellers, a collection, one of its products.
  await b.call('catalog featured', 'GET', '/api/catalog/featured');
  await b.call('catalog list', 'GET', '/api/catalog/products?metrics=4');
  await think();
  if (over()) return false;
  const list = await b.call('catalog list', 'GET', `/api/catalog/products?collection=${pick(COLLECTIONS)}`);
  const skus = ((list?.body?.products ?? []) as Array<{ sku: string }>).map((p) => p.sku);
  await think();
  if (over()) return false;
  await b.call(
    'catalog product',
    'GET',
    `/api/catalog/products/${encodeURIComponent(skus.length ? pick(skus) : MUG_SKU)}`,
  );
  await think();
  if (over()) return false;

  // The builder opening the saved design: its queries start together.
  await Promise.all([
    b.call('builder template', 'GET', `/api/templates/${b.user.templateId}`),
    b.call('builder product', 'GET', `/api/catalog/products/${MUG_SKU}`),
    b.call('builder files', 'GET', '/api/files'),
  ]);
  await think();
  if (over()) return false;
  await b.call('upload artwork', 'POST', `/api/files?sku=${MUG_SKU}`, {
    body: fileForm(png, 'artwork.png', 'image/png'),
    expect: [201],
  });
  await think();
  if (over()) return false;

  // Checkout: add the design, Calculate Order Total, Submit Order by the saved card.
  await b.call('add to cart', 'POST', '/api/cart/items', {
    body: { json: { templateId: b.user.templateId, quantity: 1 } },
    expect: [201],
  });
  await b.call('quote', 'POST', '/api/checkout/quote', { body: { json: { shipTo: CA_SHIP_TO } } });
  await think();
  if (over()) return false;
  await b.call('place order', 'POST', '/api/checkout/orders', {
    body: { json: { paymentType: 'default_card' } },
    headers: { 'idempotency-key': crypto.randomUUID() },
    expect: [201],
  });
  await think();
  if (over()) return false;
  await b.call('orders list', 'GET', '/api/orders');
  await think();
  return true;
}

const fmt = (x: number) => (Number.isNaN(x) ? '—' : `${x.toFixed(0)} ms`);
const met = (ok: boolean) => (ok ? 'met' : 'NOT MET');

function printSteps(r: Recorder) {
  console.log(
    `  ${'step'.padEnd(22)} ${'count'.padStart(6)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)}`,
  );
  const names = [...STEP_ORDER, ...[...r.steps.keys()].filter((s) => !STEP_ORDER.includes(s))];
  for (const step of names) {
    const xs = r.steps.get(step) ?? [];
    console.log(
      `  ${step.padEnd(22)} ${String(xs.length).padStart(6)} ${fmt(percentile(xs, 50)).padStart(8)} ${fmt(percentile(xs, 95)).padStart(8)} ${fmt(percentile(xs, 99)).padStart(8)}`,
    );
  }
}

async function loadOn(topology: Topology, o: LoadOptions, png: Buffer) {
  const { cluster, prepared: users } = await startCluster(topology, async (app) => {
    const made = [];
    for (let i = 0; i < o.users; i++) made.push(await preparedUser(app));
    return made;
  });
  const ramp = Math.min(10, o.seconds / 4) * 1000;
  console.log(
    `\nbench/load — ${cluster.label}\n  ${o.users} resellers × ${o.seconds} s, ${o.thinkMs} ms (0.5–1.5×) between pages, ${(ramp / 1000).toFixed(0)} s ramp-up not measured; seeding and making the customers took ${cluster.timing.prepare.toFixed(0)} s, starting the servers ${cluster.timing.start.toFixed(0)} s`,
  );
  try {
    const recorder = new Recorder();
    const start = performance.now();
    recorder.from = start + ramp;
    const until = start + o.seconds * 1000;
    let journeys = 0;
    const browsers = users.map((u) => new Browser(cluster.port, u, recorder));
    await Promise.all(
      browsers.map(async (b, i) => {
        const random = seeded(i + 1);
        await sleep((i * ramp) / o.users);
        await b.openWebApp();
        while (performance.now() < until) {
          const whole = await journey(b, random, png, o.thinkMs, until);
          if (whole && performance.now() >= recorder.from) journeys++;
        }
      }),
    );
    const window = (performance.now() - recorder.from) / 1000;
    for (const b of browsers) b.close();

    const errors = recorder.errorCount();
    const pages = recorder.pooled((s) => PAGE_STEPS.has(s));
    const place = recorder.steps.get('place order') ?? [];
    const refused = [...recorder.errors]
      .filter(([k]) => k.startsWith('place order '))
      .reduce((n, [, v]) => n + v, 0);
    const orders = place.length - refused;
    const pagesOk = percentile(pages, 95) <= PAGE_TARGET_MS;
    const placeOk = percentile(place, 95) <= PLACE_TARGET_MS;
    const latencyCounts = topology === 'postgres';
    const forInfo = latencyCounts ? '' : ' (target is for PostgreSQL; for information)';
    console.log(
      `  throughput    : ${recorder.requests} requests in ${window.toFixed(0)} s = ${(recorder.requests / window).toFixed(1)} requests/s; ${journeys} whole journeys, ${orders} orders placed = ${(orders / window).toFixed(2)} orders/s`,
    );
    printSteps(recorder);
    console.log(
      `  page API calls: p50 ${fmt(percentile(pages, 50))}, p95 ${fmt(percentile(pages, 95))}, p99 ${fmt(percentile(pages, 99))} (${pages.length}) — target p95 ≤ ${PAGE_TARGET_MS} ms: ${met(pagesOk)}${forInfo}`,
    );
    console.log(
      `  place order   : p95 ${fmt(percentile(place, 95))} — target ≤ ${PLACE_TARGET_MS} ms: ${met(placeOk)}${forInfo}`,
    );
    console.log(`  errors        : ${errors} — target 0: ${met(errors === 0)}`);
    for (const [key, n] of [...recorder.errors].sort((a, b) => b[1] - a[1])) console.log(`    ${key}: ${n}`);
    for (const s of recorder.samples) console.log(`    e.g. ${s}`);
    const logged = reportServerErrors(cluster);
    const memoryOk = reportMemory(cluster);
    const pass = errors === 0 && logged === 0 && memoryOk && (!latencyCounts || (pagesOk && placeOk));
    console.log(`  result        : ${pass ? 'PASS' : 'FAIL'}`);
    return pass;
  } finally {
    await cluster.stop();
  }
}

export async function benchLoad(o: LoadOptions = defaultLoadOptions()) {
  const png = await artworkPng();
  let pass = true;
  for (const topology of o.topologies) {
    try {
      pass = (await loadOn(topology, o, png)) && pass;
    } catch (err) {
      console.log(`\nbench/load — ${topology}: FAILED ${(err as Error).stack ?? err}`);
      pass = false;
    }
  }
  return { name: 'load', pass };
}

/** `node --import tsx bench/load.ts [--fairness] [--users N] [--seconds S] …` (see README). */
function cli() {
  const { values } = parseArgs({
    options: {
      fairness: { type: 'boolean', default: false },
      users: { type: 'string' },
      seconds: { type: 'string' },
      'think-ms': { type: 'string' },
      db: { type: 'string' },
      rounds: { type: 'string' },
      'flood-uploads': { type: 'string' },
      'flood-rows': { type: 'string' },
    },
  });
  const num = (v: string | undefined, fallback: number) => {
    if (v === undefined) return fallback;
    const n = Number(v);
    if (!Number.isFinite(n) || n < 0) throw new Error(`not a number: ${v}`);
    return n;
  };
  const defaults = defaultLoadOptions();
  const db = values.db ?? (process.env.DATABASE_URL ? 'both' : 'pglite');
  if (!['pglite', 'postgres', 'both'].includes(db)) throw new Error('--db is pglite, postgres or both');
  const topologies: Topology[] = db === 'both' ? ['pglite', 'postgres'] : [db as Topology];
  if (values.fairness) {
    const f: FairnessOptions = {
      topologies,
      rounds: num(values.rounds, 3),
      floodUploads: num(values['flood-uploads'], 3),
      floodRows: num(values['flood-rows'], 10_000),
    };
    return benchLoadFairness(f);
  }
  return benchLoad({
    users: num(values.users, defaults.users),
    seconds: num(values.seconds, defaults.seconds),
    thinkMs: num(values['think-ms'], defaults.thinkMs),
    topologies,
  });
}

await runWhenMain(import.meta.url, cli);
