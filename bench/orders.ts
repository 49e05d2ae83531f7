import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { startBenchServer } from './harness';
import type { OrdersSetup } from './orders-server';
import { onEachDatabase } from './postgres';
import { type Answer, timedRequest } from './request';
import { percentile, runWhenMain } from './stats';

/**
 * bench/orders: the customer's orders pages with one company of 100,000 orders among 50 others of
 * 2,000 each, over real HTTP with the signed-in session, against the app in a child process
 * (orders-server.ts), on the embedded database and, when DATABASE_URL is set, on a fresh
 * PostgreSQL database made for the run and dropped after it.
 * Cases: the first page; page 501 of Load more (reached by following `next` 500 times); the last
 * page (10,000th); a search by PO prefix; a search by order id; a status filter's first page and
 * its page 101; each other sort's first page, page 101, and page 101 inside a status filter; the
 * order detail page; and, as a yardstick, the same pages read without the Orders
 * Placed count every list answer carries (a bench-only route, see orders-server.ts), so the keyset
 * read itself is seen. Each is asked one at a time, the cases in turn round after round, so
 * machine noise weighs on all alike.
 * Targets: page 501's median ≤ 1.5× the first page's (with and without the count), and every list
 * request's p95 within 2× of the first page's p95 (keyset pages along one index: a deep page costs
 * what the first does).
 */
const SAMPLES = Number(process.env.BENCH_ORDERS_SAMPLES ?? 200);
const WARM_ROUNDS = 20;
const FOLLOW_PAGES = 500;
const DEEP_TARGET = 1.5;
const P95_TARGET = 2;

/** The app in its child process (orders-server.ts), once it has seeded the orders. */
async function startServer(databaseUrl: string | null) {
  const server = startBenchServer<{ type: 'ready'; setup: OrdersSetup }>('orders-server.ts', { databaseUrl });
  return { setup: (await server.ask('ready')).setup, stop: server.stop };
}

/** One browser: one keep-alive connection, one request at a time. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

const get = (s: OrdersSetup, url: string) =>
  timedRequest({ port: s.port, path: url, agent, headers: { cookie: s.cookie } });

interface Case {
  name: string;
  url: string;
  list: boolean;
  /** What a right answer looks like (a wrong page measured fast would prove nothing). */
  check: (a: Answer) => boolean;
  ms: number[];
}

const ms = (x: number) => `${x.toFixed(2)} ms`;

const fullPage = (a: Answer) => a.status === 200 && a.body?.orders?.length === 10;

async function benchOn(label: string, databaseUrl: string | null) {
  console.log(`\nbench/orders — ${label}`);
  const server = await startServer(databaseUrl);
  const errors: string[] = [];
  try {
    const s = server.setup;
    console.log(
      `  seeded        : ${s.mainOrders} orders of the signed-in company + ${s.otherOrders} of others in ${s.seedSeconds.toFixed(1)} s (${s.seedSteps})`,
    );
    // Load more, 500 times, as a very patient customer would: the cursor of page 501.
    let next: string | null = null;
    const seen = new Set<number>();
    const f0 = performance.now();
    for (let page = 0; page < FOLLOW_PAGES; page++) {
      const a = await get(s, `/api/orders${next ? `?after=${encodeURIComponent(next)}` : ''}`);
      if (!fullPage(a) || !a.body.next) {
        errors.push(`following page ${page + 1}: ${a.status} ${JSON.stringify(a.body).slice(0, 160)}`);
        break;
      }
      for (const o of a.body.orders) seen.add(o.id);
      next = a.body.next;
    }
    const followMs = performance.now() - f0;
    if (seen.size !== FOLLOW_PAGES * 10)
      errors.push(`following: ${seen.size} distinct orders in ${FOLLOW_PAGES} pages`);
    console.log(
      `  load more ×${FOLLOW_PAGES}: ${seen.size} distinct orders in ${(followMs / 1000).toFixed(1)} s (${ms(followMs / FOLLOW_PAGES)} a page)`,
    );

    const after = (c: string) => `after=${encodeURIComponent(c)}`;
    const cases: Case[] = [
      { name: 'first page', url: '/api/orders', list: true, check: fullPage, ms: [] },
      {
        name: `page ${FOLLOW_PAGES + 1} (load more)`,
        url: `/api/orders?${after(next ?? '')}`,
        list: true,
        check: fullPage,
        ms: [],
      },
      {
        name: `page ${s.lastPage} (last)`,
        url: `/api/orders?${after(s.lastPageCursor)}`,
        list: true,
        check: (a) => fullPage(a) && a.body.next === null,
        ms: [],
      },
      {
        name: 'search PO-0123',
        url: '/api/orders?q=PO-0123',
        list: true,
        check: (a) => fullPage(a) && a.body.orders.every((o: { po: string }) => o.po.startsWith('PO-0123')),
        ms: [],
      },
      {
        name: 'search by id',
        url: `/api/orders?q=${s.someOrderId}`,
        list: true,
        check: (a) => a.status === 200 && a.body.orders[0]?.id === s.someOrderId,
        ms: [],
      },
      {
        name: 'status InProduction',
        url: '/api/orders?status=InProduction',
        list: true,
        check: (a) =>
          fullPage(a) && a.body.orders.every((o: { status: string }) => o.status === 'InProduction'),
        ms: [],
      },
      {
        name: 'status Shipped p.101',
        url: `/api/orders?status=OrderShipped&${after(s.shippedDeepCursor)}`,
        list: true,
        check: (a) =>
          fullPage(a) && a.body.orders.every((o: { status: string }) => o.status === 'OrderShipped'),
        ms: [],
      },
      ...s.sortDeepCursors.flatMap(({ sort, all, shipped }): Case[] => [
        { name: `sort ${sort}`, url: `/api/orders?sort=${sort}`, list: true, check: fullPage, ms: [] },
        {
          name: `sort ${sort} p.101`,
          url: `/api/orders?sort=${sort}&${after(all)}`,
          list: true,
          check: fullPage,
          ms: [],
        },
        {
          name: `sort ${sort} Shipped p.101`,
          url: `/api/orders?sort=${sort}&status=OrderShipped&${after(shipped)}`,
          list: true,
          check: (a) =>
            fullPage(a) && a.body.orders.every((o: { status: string }) => o.status === 'OrderShipped'),
          ms: [],
        },
      ]),
      {
        name: 'keyset only: first',
        url: '/bench/orders-keyset',
        list: false,
        check: fullPage,
        ms: [],
      },
      {
        name: `keyset only: page ${FOLLOW_PAGES + 1}`,
        url: `/bench/orders-keyset?${after(next ?? '')}`,
        list: false,
        check: fullPage,
        ms: [],
      },
      {
        name: `keyset only: page ${s.lastPage}`,
        url: `/bench/orders-keyset?${after(s.lastPageCursor)}`,
        list: false,
        check: (a) => fullPage(a) && a.body.next === null,
        ms: [],
      },
      {
        name: 'order detail',
        url: `/api/orders/${s.detailOrderId}`,
        list: false,
        check: (a) => a.status === 200 && a.body.events?.length === 4 && a.body.order?.trackingUrl,
        ms: [],
      },
    ];
    for (let round = 0; round < WARM_ROUNDS + SAMPLES; round++) {
      for (const c of cases) {
        const a = await get(s, c.url);
        if (!c.check(a)) {
          if (errors.length < 5)
            errors.push(`${c.name}: ${a.status} ${JSON.stringify(a.body).slice(0, 160)}`);
          else errors.push('');
          continue;
        }
        if (round >= WARM_ROUNDS) c.ms.push(a.ms);
      }
    }

    const first = cases[0]!;
    const deep = cases[1]!;
    const p50First = percentile(first.ms, 50);
    const p95First = percentile(first.ms, 95);
    let pass = errors.length === 0;
    console.log(`  ${SAMPLES} samples each, one request at a time, cases in turn:`);
    for (const c of cases) {
      const p95 = percentile(c.ms, 95);
      const within = !c.list || p95 <= P95_TARGET * p95First;
      pass &&= within;
      const note = c.list ? `p95 ${(p95 / p95First).toFixed(2)}× first ${within ? 'ok' : 'OVER TARGET'}` : '';
      console.log(
        `  ${c.name.padEnd(30)}: p50 ${ms(percentile(c.ms, 50)).padStart(9)}, p95 ${ms(p95).padStart(9)}  ${note}`,
      );
    }
    const ratio = percentile(deep.ms, 50) / p50First;
    const keyset = cases.filter((c) => c.name.startsWith('keyset only'));
    const keysetRatio = percentile(keyset[1]!.ms, 50) / percentile(keyset[0]!.ms, 50);
    const deepOk = ratio <= DEEP_TARGET && keysetRatio <= DEEP_TARGET;
    pass &&= deepOk;
    console.log(
      `  ratio         : page ${FOLLOW_PAGES + 1} p50 / first page p50 = ${ratio.toFixed(2)}×, keyset only ${keysetRatio.toFixed(2)}× (target ≤ ${DEEP_TARGET}×) ${deepOk ? 'ok' : 'OVER TARGET'}; list p95s target ≤ ${P95_TARGET}× first page's`,
    );
    const count = p50First - percentile(keyset[0]!.ms, 50);
    console.log(
      `  orders placed : the count every list page answers takes about ${ms(count)} of the first page's ${ms(p50First)} (p50s)`,
    );
    for (const e of errors.filter(Boolean).slice(0, 5)) console.log(`  error sample  : ${e}`);
    if (errors.length) console.log(`  errors        : ${errors.length}`);
    console.log(`  result        : ${pass ? 'PASS' : 'FAIL'}`);
    return pass;
  } finally {
    await server.stop();
  }
}

export async function benchOrders() {
  const pass = await onEachDatabase(benchOn);
  agent.destroy();
  return { name: 'orders', pass };
}

await runWhenMain(import.meta.url, benchOrders);
