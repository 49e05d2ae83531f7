import { performance } from 'node:perf_hooks';
import { ORDER_SORTS, ORDERS_PAGE_SIZE, type OrderSort } from '@pressrun/domain';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { orderEvents } from '../server/src/db/schema';
import {
  firstPreviews,
  listOrders,
  ordersPlacedSql,
  RANK_SPAN,
  sortKeyOf,
} from '../server/src/modules/orders/repo';
import { decodeCursor, encodeCursor } from '../server/src/modules/orders/service';
import { CA_SHIP_TO } from '../server/src/test/addresses';
import { bootBenchApp } from './boot';
import { signIn, verifiedUser } from './customer';
import { closeOnDisconnect } from './harness';

const MAIN_ORDERS = Number(process.env.BENCH_ORDERS_MAIN ?? 100_000);
const OTHERS = Number(process.env.BENCH_ORDERS_OTHERS ?? 50);
const OTHER_ORDERS = Number(process.env.BENCH_ORDERS_EACH ?? 2_000);

export interface OrdersSetup {
  port: number;
  cookie: string;
  csrf: string;
  seedSeconds: number;
  seedSteps: string;
  mainOrders: number;
  otherOrders: number;
  /** The cursor whose next page is the main company's last (page MAIN_ORDERS / 10). */
  lastPageCursor: string;
  lastPage: number;
  /** The cursor of the OrderShipped filter's page 101. */
  shippedDeepCursor: string;
  /** Per sort other than the default: the cursor of its page 101, and of its OrderShipped filter's. */
  sortDeepCursors: Array<{ sort: OrderSort; all: string; shipped: string }>;
  /** An order id of the main company (search by id) and the order the detail page shows. */
  someOrderId: number;
  detailOrderId: number;
}

const { app, db, database, dataDir, listen } = await bootBenchApp({ name: 'orders' });

/**
 * The yardstick of the keyset alone: the list's page and its previews, as GET /api/orders reads
 * them behind the same session check, without the Orders Placed count (which every page of the
 * list also answers, and which grows with the company's orders whatever the page).
 */
app.get('/bench/orders-keyset', async (req, reply) => {
  if (!req.session) return reply.code(401).send({ message: 'no session' });
  const { after } = req.query as { after?: string };
  const rows = await listOrders(db, {
    companyId: req.session.companyId,
    sort: 'status',
    after: after ? decodeCursor(after) : undefined,
    limit: ORDERS_PAGE_SIZE + 1,
  });
  const shown = rows.slice(0, ORDERS_PAGE_SIZE);
  const previews = await firstPreviews(
    db,
    shown.map((r) => r.id),
  );
  return {
    orders: shown.map((r) => ({ id: r.id, previewUrl: previews.get(r.id) ?? null })),
    next: rows.length > ORDERS_PAGE_SIZE ? encodeCursor([shown.at(-1)!.listKey]) : null,
  };
});
const port = await listen();

/**
 * Every order in three set-based statements (carts, orders, lines): the main company's orders
 * interleaved with the others' as they would arrive, numbered PO-000001… per company, in a mix of
 * statuses (10 % Created, 5 % Ready To Produce, 5 % In Production, 75 % Shipped, 5 % Cancelled)
 * and 100 different totals (so a sort by total has many ties to break by id).
 */
async function seedOrders(main: { companyId: number; userId: number }, others: Array<typeof main>) {
  const all = [main, ...others];
  const ids = (k: 'companyId' | 'userId') => sql.raw(`array[${all.map((c) => c[k]).join(',')}]::int[]`);
  const total = MAIN_ORDERS + OTHERS * OTHER_ORDERS;
  // Rows alternate between the main company and the others in turn while both have orders left.
  const both = Math.min(MAIN_ORDERS, OTHERS * OTHER_ORDERS);
  const n = Math.max(OTHERS, 1);
  const owner = sql.raw(
    `case when g <= ${2 * both} then (case when g % 2 = 1 then 1 else 2 + (g / 2) % ${n} end)
      when ${MAIN_ORDERS} > ${both} then 1 else 2 + g % ${n} end`,
  );
  const shipTo = JSON.stringify({ ...CA_SHIP_TO, street2: '', ioss: '' });
  const t0 = performance.now();
  await db.execute(sql`
    with c as (
      insert into carts (company_id, user_id, completed_at)
      select (${ids('companyId')})[k], (${ids('userId')})[k], now()
      from (select g, ${owner} as k from generate_series(1, ${total}) g) s
      order by g
      returning id, company_id, user_id
    ), numbered as (
      select c.*, row_number() over (order by id) as n,
        row_number() over (partition by company_id order by id) as k,
        (row_number() over (order by id) * 7919) % 100 as h
      from c
    ), ranked as (
      select numbered.*,
        case when h < 10 then 1 when h < 15 then 2 when h < 20 then 3 when h < 95 then 4 else 5 end as rank
      from numbered
    )
    insert into orders (company_id, user_id, cart_id, po, status, status_rank, pay_type, pay_status,
      ship_to, shipping_option, carrier, method, items_price, shipping, fee, tax, discount, total,
      total_quantity, created_at, tracking_number, tracking_carrier, shipped_at)
    select company_id, user_id, id, 'PO-' || lpad(k::text, 6, '0'),
      (array['Created','ReadyToProduce','InProduction','OrderShipped','Disabled'])[rank], rank,
      'term', 'Term', ${shipTo}::jsonb, 'Standard', 'USPS', 'Ground Advantage', 1299, 599, 0, 0, 0, 1898 + h * 100, 1,
      now() - (${total} - n) * interval '1 minute',
      case when rank = 4 then '9400' || lpad(id::text, 18, '0') end,
      case when rank = 4 then 'USPS' end,
      case when rank = 4 then now() - (${total} - n) * interval '1 minute' + interval '2 days' end
    from ranked
    order by id`);
  const t1 = performance.now();
  await db.execute(sql`
    insert into order_items (order_id, company_id, sku, product_name, variant_name, color_name, quantity,
      unit_price, po, preview_key, print_file_key)
    select id, company_id, '21101', 'Mug', '11oz', 'White', 1, 1299, '',
      'orders/' || id || '/bench/preview.png', 'orders/' || id || '/bench/print-file.png'
    from orders order by id`);
  // What autovacuum would have done by the time anyone pages through them: statistics for the
  // planner, the visibility map for index-only scans.
  const t2 = performance.now();
  await db.execute(sql`vacuum analyze carts, orders, order_items`);
  const t3 = performance.now();
  const s = (a: number, b: number) => ((b - a) / 1000).toFixed(1);
  return `orders ${s(t0, t1)} s, lines ${s(t1, t2)} s, vacuum analyze ${s(t2, t3)} s`;
}

const keyAt = async (companyId: number, offset: number, range?: [number, number]) => {
  const within = range ? sql`and list_key >= ${range[0]} and list_key < ${range[1]}` : sql``;
  const res = await db.execute(
    sql`select list_key from orders where company_id = ${companyId} ${within} order by list_key offset ${offset} limit 1`,
  );
  return Number((res as unknown as { rows: Array<{ list_key: string | number }> }).rows[0]!.list_key);
};

/** The sort key (as repo.sortKeyOf makes it) of the order at `offset` in a sort's order. */
const sortKeyAt = async (companyId: number, sort: OrderSort, offset: number, rank?: number) => {
  const order = {
    status: sql`list_key`,
    newest: sql`id desc`,
    oldest: sql`id`,
    'total-desc': sql`total desc, id desc`,
    'total-asc': sql`total, id`,
  }[sort];
  const within = rank ? sql`and status_rank = ${rank}` : sql``;
  const res = await db.execute(
    sql`select list_key, id, total from orders where company_id = ${companyId} ${within} order by ${order} offset ${offset} limit 1`,
  );
  const row = (res as unknown as { rows: Array<{ list_key: string | number; id: number; total: number }> })
    .rows[0]!;
  return sortKeyOf(sort, { listKey: Number(row.list_key), id: row.id, total: row.total });
};

const firstId = async (where: ReturnType<typeof sql>) => {
  const res = await db.execute(sql`select id from orders where ${where} order by id desc limit 1`);
  return Number((res as unknown as { rows: Array<{ id: number }> }).rows[0]!.id);
};

async function setup(): Promise<OrdersSetup> {
  const t0 = performance.now();
  // Only the main company's user signs in (below); the others' orders are there to be left out.
  const main = await verifiedUser(app, { name: 'Bench main', lastName: 'Buyer' });
  const others = [];
  for (let i = 0; i < OTHERS; i++)
    others.push(await verifiedUser(app, { name: 'Bench other', lastName: 'Buyer' }));
  const seedSteps = await seedOrders(main, others);
  const seedSeconds = (performance.now() - t0) / 1000;
  const lastPage = Math.ceil(MAIN_ORDERS / 10);
  const detailOrderId = await firstId(sql`company_id = ${main.companyId} and status = 'OrderShipped'`);
  // The detail page's timeline: the three moves that shipped it.
  const steps = [
    ['Created', 'ReadyToProduce'],
    ['ReadyToProduce', 'InProduction'],
    ['InProduction', 'OrderShipped'],
  ] as const;
  await db.insert(orderEvents).values(
    steps.map(([from, to]) => ({
      orderId: detailOrderId,
      companyId: main.companyId,
      kind: 'status',
      fromStatus: from,
      toStatus: to,
      actorKind: 'staff',
      actorName: 'Bench Staff',
    })),
  );
  const shipped: [number, number] = [4 * RANK_SPAN, 5 * RANK_SPAN];
  if (process.env.BENCH_ORDERS_EXPLAIN)
    await explain(main.companyId, encodeCursor([await keyAt(main.companyId, 500 * 10 - 1)]));
  const sortDeepCursors = [];
  for (const sort of ORDER_SORTS.filter((o) => o !== 'status'))
    sortDeepCursors.push({
      sort,
      all: encodeCursor(await sortKeyAt(main.companyId, sort, 100 * 10 - 1), sort),
      shipped: encodeCursor(await sortKeyAt(main.companyId, sort, 100 * 10 - 1, 4), sort),
    });
  return {
    port: 0,
    ...(await signIn(app, main)),
    seedSeconds,
    seedSteps,
    mainOrders: MAIN_ORDERS,
    otherOrders: OTHERS * OTHER_ORDERS,
    lastPageCursor: encodeCursor([await keyAt(main.companyId, (lastPage - 1) * 10 - 1)]),
    lastPage,
    shippedDeepCursor: encodeCursor([await keyAt(main.companyId, 100 * 10 - 1, shipped)]),
    sortDeepCursors,
    someOrderId: await firstId(sql`company_id = ${main.companyId} and id % 1000 = 7`),
    detailOrderId,
  };
}

/** BENCH_ORDERS_EXPLAIN=1: the plans of the list's queries on the seeded data, for tuning. */
async function explain(companyId: number, cursor: string) {
  const queries = {
    'orders placed': { toSQL: () => new PgDialect().sqlToQuery(ordersPlacedSql(companyId)) },
    'page 501': listOrders(db, {
      companyId,
      sort: 'status',
      after: decodeCursor(cursor),
      limit: ORDERS_PAGE_SIZE + 1,
    }),
    'search PO-0123': listOrders(db, {
      companyId,
      sort: 'status',
      search: { poPrefix: 'PO-0123', id: null },
      limit: ORDERS_PAGE_SIZE + 1,
    }),
    'status InProduction': listOrders(db, {
      companyId,
      sort: 'status',
      rank: 3,
      limit: ORDERS_PAGE_SIZE + 1,
    }),
    ...Object.fromEntries(
      ORDER_SORTS.filter((o) => o !== 'status').flatMap((sort) => [
        [`sort ${sort}`, listOrders(db, { companyId, sort, limit: ORDERS_PAGE_SIZE + 1 })],
        [`sort ${sort}, Shipped`, listOrders(db, { companyId, sort, rank: 4, limit: ORDERS_PAGE_SIZE + 1 })],
      ]),
    ),
  };
  for (const [name, q] of Object.entries(queries)) {
    const { sql: text, params } = q.toSQL();
    const res = database.pglite
      ? await database.pglite.query(`explain analyze ${text}`, params)
      : await database.pool!.query(`explain analyze ${text}`, params);
    const lines = (res.rows as Array<Record<string, string>>).map((r) => `    ${r['QUERY PLAN']}`);
    console.log(`  plan of ${name}:\n${lines.join('\n')}`);
  }
}

closeOnDisconnect(app, database, dataDir);

try {
  process.send?.({ type: 'ready', setup: { ...(await setup()), port } });
} catch (err) {
  process.send?.({ type: 'error', message: String((err as Error).stack ?? err) });
}
