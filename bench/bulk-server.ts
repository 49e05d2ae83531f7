// Child process of bench/bulk.ts: the real app (PGlite in a temporary data folder, or the
// PostgreSQL database named by BENCH_DATABASE_URL) listening on a free port with the catalogue
// seeded and the job queue running inside the process, as `npm start` runs it — so this process
// is the worker whose memory the bench reports. Talks to the parent over IPC: 'setup' makes a
// signed-in customer ready to upload (default card, saved templates, artwork files), 'check'
// counts what the database holds once the upload is done, 'memory' answers the peak and current
// RSS; disconnecting closes all.
import crypto from 'node:crypto';
import { and, count, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import {
  artworkFiles,
  bulkOrders,
  jobs,
  orderItems,
  orders,
  paymentSandboxRecords,
  payments,
} from '../server/src/db/schema';
import { snapshot } from '../server/src/modules/catalog/service';
import { mediaUrl } from '../server/src/providers/storage';
import { bootBenchApp } from './boot';
import { savedTemplate, signedInCustomer } from './customer';
import { answerParent, closeOnDisconnect } from './harness';

/** The customer as the parent needs it: cookies to send, and what its file may name. */
export interface BulkCustomer {
  companyId: number;
  cookie: string;
  csrf: string;
  /** Saved templates (a row names one by template_id). */
  templates: Array<{ id: number; sku: string }>;
  /** Artwork files as Files shows their address, with a product to print each on (sku + artwork_url rows). */
  artwork: Array<{ url: string; sku: string }>;
}

export interface BulkCounts {
  orders: number;
  orderLines: number;
  distinctPos: number;
  bulk: { status: string; rowsTotal: number; rowsDone: number; rowsFailed: number; ordersPlaced: number };
  /** Payment rows holding or having taken money (authorized or captured), and the orders they name. */
  heldPayments: number;
  ordersPaid: number;
  /** The sandbox gateway's own record of money held or taken for the company: what a card statement shows. */
  heldAtGateway: number;
  capturedPayments: number;
  jobsLeft: number;
  jobsFailed: number;
}

export interface Memory {
  peakRss: number;
  rss: number;
  /** The highest JS heap and the highest memory outside it (PGlite's WebAssembly memory is there) sampled. */
  peakHeap: number;
  peakExternal: number;
  /** CPU time this process has used (user + system, ms): on a shared machine, steadier than wall time. */
  cpuMs: number;
  /** What opening the database (and migrating it) added to the resident set: the embedded one's own share. */
  databaseRss: number;
}

// The embedded database in the data folder, as `npm start` opens it (in memory, its files would
// count in this process's memory).
const { app, db, database, dataDir, databaseRss, listen } = await bootBenchApp({
  name: 'bulk',
  databaseOnDisk: true,
  worker: true,
  rateLimit: { max: 1000, windowMs: 60_000 },
});
const port = await listen({ seed: true });

// The resident set, sampled often (the kernel's high-water mark is read too: a sample can miss a
// peak while the event loop is busy).
let peakSampled = process.memoryUsage.rss();
let peakHeap = 0;
let peakExternal = 0;
setInterval(() => {
  peakSampled = Math.max(peakSampled, process.memoryUsage.rss());
}, 25).unref();
// The full breakdown costs more to read: less often.
setInterval(() => {
  const m = process.memoryUsage();
  peakHeap = Math.max(peakHeap, m.heapUsed);
  peakExternal = Math.max(peakExternal, m.external);
}, 250).unref();
const memory = (): Memory => ({
  peakRss: Math.max(process.resourceUsage().maxRSS * 1024, peakSampled),
  rss: process.memoryUsage.rss(),
  peakHeap,
  peakExternal,
  cpuMs: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
  databaseRss,
});

/** A small PNG stored under `key`, so the jobs that copy an order's files have something to copy. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A verified customer made straight in the database (as the tests do), signed in, with a default
 * card saved through the billing form's route, `templates` saved templates and `files` artwork files.
 */
async function customer(templateCount: number, fileCount: number): Promise<BulkCustomer> {
  const who = await signedInCustomer(app, { card: true });

  // Products a store sells: the catalogue's visible variants, a few of them.
  const skus = (await snapshot(app.ctx)).variants.filter((v) => !v.hidden).map((v) => v.sku);
  if (!skus.length) throw new Error('the catalogue has no visible product');
  const pick = (i: number) => skus[(i * 7) % skus.length]!;

  const templates = [];
  for (let i = 0; i < templateCount; i++) {
    const tpl = await savedTemplate(app, who.companyId, {
      sku: pick(i),
      name: `Design ${i + 1}`,
      preview: PNG,
    });
    templates.push({ id: tpl.id, sku: tpl.sku });
  }
  const artwork = [];
  for (let i = 0; i < fileCount; i++) {
    const folder = `artwork/${crypto.randomBytes(16).toString('base64url')}`;
    const storageKey = `${folder}/logo-${i + 1}.png`;
    const thumbnailKey = `${folder}/thumbnail.webp`;
    await app.ctx.storage.put(storageKey, PNG, 'image/png');
    await app.ctx.storage.put(thumbnailKey, PNG, 'image/webp');
    await db.insert(artworkFiles).values({
      companyId: who.companyId,
      name: `logo-${i + 1}`,
      fileName: `logo-${i + 1}.png`,
      storageKey,
      thumbnailKey,
      contentType: 'image/png',
      bytes: PNG.length,
      width: 2000,
      height: 2000,
      sha256: crypto.createHash('sha256').update(storageKey).digest('hex'),
    });
    // The address Files shows and links to, as a customer copies it into the sheet.
    artwork.push({
      url: `http://127.0.0.1:${port}${mediaUrl(storageKey)}`,
      sku: pick(i + templateCount),
    });
  }
  return { companyId: who.companyId, cookie: who.cookie, csrf: who.csrf, templates, artwork };
}

const unfinished = () =>
  db
    .select({ n: count() })
    .from(jobs)
    .where(inArray(jobs.status, ['queued', 'running']))
    .then((r) => r[0]!.n);

/** What follows each order (capture, mail, file copies) runs after the upload: waits for the queue to empty. */
async function drained(timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    // Periodic jobs (cleanups) stay queued for later: only jobs due now count.
    const [row] = await db
      .select({ n: count() })
      .from(jobs)
      .where(
        and(inArray(jobs.status, ['queued', 'running']), sql`${jobs.runAt} <= now() + interval '1 minute'`),
      );
    if (!row?.n) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/** What the database holds for the company and its upload: the bench's check of its own result. */
async function counts(companyId: number, bulkOrderId: number): Promise<BulkCounts> {
  const [o] = await db
    .select({ orders: count(), pos: countDistinct(orders.po) })
    .from(orders)
    .where(eq(orders.companyId, companyId));
  const [l] = await db.select({ n: count() }).from(orderItems).where(eq(orderItems.companyId, companyId));
  const [b] = await db.select().from(bulkOrders).where(eq(bulkOrders.id, bulkOrderId));
  const [p] = await db
    .select({
      held: count(),
      orders: countDistinct(payments.orderId),
      captured: sql<number>`count(*) filter (where ${payments.status} = 'captured')::int`,
    })
    .from(payments)
    .where(and(eq(payments.companyId, companyId), inArray(payments.status, ['authorized', 'captured'])));
  const [g] = await db
    .select({ n: count() })
    .from(paymentSandboxRecords)
    .where(
      and(
        eq(paymentSandboxRecords.kind, 'payment'),
        sql`${paymentSandboxRecords.data}->>'status' in ('authorized', 'captured')`,
        sql`(${paymentSandboxRecords.data}->'metadata'->>'companyId')::int = ${companyId}`,
      ),
    );
  const [f] = await db.select({ n: count() }).from(jobs).where(eq(jobs.status, 'failed'));
  return {
    orders: o!.orders,
    orderLines: l!.n,
    distinctPos: o!.pos,
    bulk: {
      status: b?.status ?? 'missing',
      rowsTotal: b?.rowsTotal ?? 0,
      rowsDone: b?.rowsDone ?? 0,
      rowsFailed: b?.rowsFailed ?? 0,
      ordersPlaced: b?.ordersPlaced ?? 0,
    },
    heldPayments: p!.held,
    ordersPaid: p!.orders,
    heldAtGateway: g!.n,
    capturedPayments: p!.captured,
    jobsLeft: await unfinished(),
    jobsFailed: f!.n,
  };
}

type Message =
  | { type: 'setup'; templates: number; files: number }
  | { type: 'drain'; timeoutMs: number }
  | { type: 'check'; companyId: number; bulkOrderId: number }
  | { type: 'memory' };

answerParent<Message>(async (msg) => {
  if (msg.type === 'setup') return { type: 'setup', customer: await customer(msg.templates, msg.files) };
  if (msg.type === 'drain') return { type: 'drain', done: await drained(msg.timeoutMs) };
  if (msg.type === 'check') return { type: 'check', counts: await counts(msg.companyId, msg.bulkOrderId) };
  if (msg.type === 'memory') return { type: 'memory', memory: memory() };
});
closeOnDisconnect(app, database, dataDir);

process.send?.({ type: 'ready', port });
