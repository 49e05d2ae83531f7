// Child process of bench/api.ts: the real app (PGlite in memory, or the PostgreSQL database named
// by BENCH_DATABASE_URL) listening on a free port, the catalogue seeded, the job queue running in
// the process as `npm start` runs it (captures follow each order). Talks to the parent over IPC:
// 'setup' makes API clients (a company each, with its own key, default card, a saved template and
// an artwork file), 'check' counts orders and payments in the database once the captures are done;
// disconnecting closes everything.
import crypto from 'node:crypto';
import { and, count, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import {
  artworkFiles,
  idempotencyKeys,
  jobs,
  orders,
  paymentSandboxRecords,
  payments,
} from '../server/src/db/schema';
import { mediaUrl } from '../server/src/providers/storage';
import { bootBenchApp } from './boot';
import { savedTemplate, signedInCustomer } from './customer';
import { answerParent, closeOnDisconnect } from './harness';

/** An API client as the parent needs it: its key and what it may order. */
export interface ApiClient {
  companyId: number;
  key: string;
  templateId: number;
  artworkUrl: string;
}

export interface ApiCounts {
  orders: number;
  /** Idempotency keys (the client's, as `api:<key>`) that name an order. */
  settledKeys: number;
  /** Keys with more than one order made under them (through their carts). */
  keysWithTwoOrders: number;
  cartsWithTwoOrders: number;
  capturedPayments: number;
  /** Orders with more than one captured payment. */
  ordersChargedTwice: number;
  capturedAtGateway: number;
}

const { app, db, database, dataDir, listen } = await bootBenchApp({
  name: 'api',
  worker: true,
  // Saving 100 clients' cards and keys from one address must not trip the forms' rate limit.
  rateLimit: { max: 1000, windowMs: 60_000 },
});
const port = await listen({ seed: true });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A verified customer made straight in the database (as the tests do); its API key made on the
 * Stores page's route and its default card saved through the billing form's route, as the
 * customer makes them; a saved mug template and one artwork file.
 */
async function client(): Promise<ApiClient> {
  const who = await signedInCustomer(app, { card: true });
  const headers = { cookie: who.cookie, 'x-csrf-token': who.csrf };
  const made = await app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers,
    payload: { name: 'My store' },
  });
  const key = made.json()?.key?.reveal as string | undefined;
  if (made.statusCode !== 201 || !key) throw new Error(`making a key: ${made.statusCode} ${made.body}`);

  const template = await savedTemplate(app, who.companyId, { preview: PNG });
  const folder = `artwork/${crypto.randomBytes(16).toString('base64url')}`;
  const storageKey = `${folder}/logo.png`;
  await app.ctx.storage.put(storageKey, PNG, 'image/png');
  await db.insert(artworkFiles).values({
    companyId: who.companyId,
    name: 'logo',
    fileName: 'logo.png',
    storageKey,
    thumbnailKey: storageKey,
    contentType: 'image/png',
    bytes: PNG.length,
    width: 2000,
    height: 2000,
    sha256: crypto.createHash('sha256').update(storageKey).digest('hex'),
  });
  return {
    companyId: who.companyId,
    key,
    templateId: template.id,
    artworkUrl: `http://127.0.0.1:${port}${mediaUrl(storageKey)}`,
  };
}

/** Captures run as jobs after each order commits: the count waits for the queue to finish them. */
async function capturesDone() {
  for (let i = 0; i < 1200; i++) {
    const [row] = await db
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.type, 'checkout.capture'), inArray(jobs.status, ['queued', 'running'])));
    if (!row?.n) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** What the database holds for these companies: the duplicate-order and double-charge check. */
async function counts(companyIds: number[]): Promise<ApiCounts> {
  const ofThem = inArray(orders.companyId, companyIds);
  const [o] = await db.select({ n: count() }).from(orders).where(ofThem);
  const [k] = await db
    .select({ n: count() })
    .from(idempotencyKeys)
    .where(and(inArray(idempotencyKeys.companyId, companyIds), sql`${idempotencyKeys.orderId} is not null`));
  // Orders made under one key: through the key's cart (each key gets one; an order names its cart).
  const perKey = await db.execute(sql`
    select count(*)::int as n from (
      select k.key from idempotency_keys k join orders o on o.cart_id = k.cart_id
      where k.company_id in (${idList(companyIds)})
      group by k.company_id, k.key having count(*) > 1) twice`);
  const twiceCarts = await db
    .select({ cartId: orders.cartId })
    .from(orders)
    .where(ofThem)
    .groupBy(orders.cartId)
    .having(sql`count(*) > 1`);
  const [p] = await db
    .select({ n: count(), orders: countDistinct(payments.orderId) })
    .from(payments)
    .where(and(inArray(payments.companyId, companyIds), eq(payments.status, 'captured')));
  const [g] = await db
    .select({ n: count() })
    .from(paymentSandboxRecords)
    .where(
      and(
        eq(paymentSandboxRecords.kind, 'payment'),
        sql`${paymentSandboxRecords.data}->>'status' = 'captured'`,
        sql`(${paymentSandboxRecords.data}->'metadata'->>'companyId')::int in (${idList(companyIds)})`,
      ),
    );
  return {
    orders: o!.n,
    settledKeys: k!.n,
    keysWithTwoOrders: (perKey as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0,
    cartsWithTwoOrders: twiceCarts.length,
    capturedPayments: p!.n,
    ordersChargedTwice: p!.n - p!.orders,
    capturedAtGateway: g!.n,
  };
}

type Message = { type: 'setup'; clients: number } | { type: 'check'; companyIds: number[] };

answerParent<Message>(async (msg) => {
  if (msg.type === 'setup') {
    const made: ApiClient[] = [];
    for (let i = 0; i < msg.clients; i++) made.push(await client());
    return { type: 'setup', clients: made };
  }
  if (msg.type === 'check') {
    await capturesDone();
    return { type: 'check', counts: await counts(msg.companyIds) };
  }
});
closeOnDisconnect(app, database, dataDir);

process.send?.({ type: 'ready', port });
