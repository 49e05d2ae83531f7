import http from 'node:http';
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { SAMPLE_HEADER } from '../server/src/modules/bulk-orders/samples';
import type { BulkCounts, BulkCustomer, Memory } from './bulk-server';
import { startBenchServer } from './harness';
import { freshPostgres } from './postgres';
import { runWhenMain } from './stats';

/**
 * bench/bulk: a customer uploads a file of 10,000 rows — 2,500 orders of 4 lines, grouped by their
 * PO — on the CSV orders page (POST /api/bulk-orders, paid by the default card), once as a CSV and
 * once as an Excel file, over real HTTP to the app in a child process (bulk-server.ts) whose job
 * queue runs inside it, as `npm start` runs it. Measured from the upload to the upload's status
 * reaching Completed, read as the page reads it (GET /api/bulk-orders, polled every 250 ms); each
 * format gets a fresh process and database, so the peak RSS is that run's.
 * Target on the embedded database: ≤ 20 s and peak RSS < 400 MB for each format. On PostgreSQL
 * (DATABASE_URL, a fresh database per run) the figures are printed for information.
 * The result is checked: the upload says Completed with 10,000 rows and no failures, its results
 * file has every row 'Ordered' with 2,500 order ids, the database holds exactly 2,500 orders and
 * 10,000 lines for the company, and one payment holding money per order, in the payments table and
 * at the (sandbox) gateway. The jobs that follow each order (capture, confirmation mail, file
 * copies: 7,500 of them) run after the upload is Completed and are not timed; BENCH_BULK_DRAIN=1
 * waits for them and checks one captured payment per order. BENCH_BULK_ORDERS sets a smaller file
 * for a quick look; BENCH_BULK_PROF=1 writes the worker's CPU profiles to /tmp/bulk-prof.
 */
const ORDERS = Number(process.env.BENCH_BULK_ORDERS ?? 2_500);
const LINES = 4;
const ROWS = ORDERS * LINES;
const TARGET_SECONDS = 20;
const TARGET_RSS = 400 * 1024 * 1024;
const POLL_MS = 250;
const DRAIN = process.env.BENCH_BULK_DRAIN === '1';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Reply =
  | { type: 'ready'; port: number }
  | { type: 'setup'; customer: BulkCustomer }
  | { type: 'drain'; done: boolean }
  | { type: 'check'; counts: BulkCounts }
  | { type: 'memory'; memory: Memory };

/** The app in its child process (bulk-server.ts), on the embedded database or `databaseUrl`. */
async function startServer(databaseUrl: string | null) {
  const { ask, stop } = startBenchServer<Reply>('bulk-server.ts', {
    databaseUrl,
    execArgv: process.env.BENCH_BULK_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/bulk-prof'] : [],
  });
  const { port } = await ask('ready');
  return {
    port,
    setup: async () => (await ask('setup', { type: 'setup', templates: 12, files: 8 })).customer,
    drain: async (timeoutMs: number) => (await ask('drain', { type: 'drain', timeoutMs })).done,
    check: async (companyId: number, bulkOrderId: number) =>
      (await ask('check', { type: 'check', companyId, bulkOrderId })).counts,
    memory: async () => (await ask('memory', { type: 'memory' })).memory,
    stop,
  };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });

/**
 * One request on the customer's kept-alive connections. A GET the server's idle timeout raced
 * (ECONNRESET on a connection it had just closed) is sent again, as a browser does.
 */
async function request(
  port: number,
  who: BulkCustomer,
  method: string,
  url: string,
  body?: { bytes: Buffer; type: string },
): Promise<{ status: number; body: Buffer }> {
  try {
    return await requestOnce(port, who, method, url, body);
  } catch (err) {
    if (method !== 'GET' || (err as NodeJS.ErrnoException).code !== 'ECONNRESET') throw err;
    return requestOnce(port, who, method, url, body);
  }
}

function requestOnce(
  port: number,
  who: BulkCustomer,
  method: string,
  url: string,
  body?: { bytes: Buffer; type: string },
): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent,
        headers: {
          cookie: who.cookie,
          'x-csrf-token': who.csrf,
          ...(body ? { 'content-type': body.type, 'content-length': body.bytes.length } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end(body?.bytes);
  });
}

/** The upload form as the page sends it: the payment choice and the file. */
export function uploadForm(file: Buffer, fileName: string, contentType: string) {
  const boundary = `----pressrunbench${Date.now().toString(16)}`;
  const bytes = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="payment"\r\n\r\ndefault_card\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { bytes, type: `multipart/form-data; boundary=${boundary}` };
}

/** Where a store's customers live: east and west (two facilities), commas and accents included. */
const PLACES = [
  ['Los Angeles', 'CA', '90001'],
  ['San Francisco', 'CA', '94105'],
  ['Seattle', 'WA', '98101'],
  ['Denver', 'CO', '80202'],
  ['Austin', 'TX', '78701'],
  ['Chicago', 'IL', '60601'],
  ['Nashville', 'TN', '37203'],
  ['Atlanta', 'GA', '30303'],
  ['Boston', 'MA', '02134'],
  ['New York', 'NY', '10001'],
  ['Miami', 'FL', '33101'],
  ['Portland', 'OR', '97205'],
] as const;
const FIRST = ['Jane', 'John', 'María José', 'Li', 'Olivia', 'Noah', 'Zoë', "D'Arcy", 'Amara', 'Kenji'];
const LAST = ['Doe', 'Smith', 'García', 'Nguyen', 'Okafor', "O'Brien", 'Müller', 'Kowalski', 'Tanaka'];

/**
 * The rows a store's export would hold, in the sample CSV's columns plus template_id: `orders`
 * orders of `lines` lines (2,500 × 4 here; bench/load sends other sizes) to one address each, two
 * of the customer's saved designs (template_id) and two products with one of their artwork files
 * (sku + artwork_url); about one order in five shipped Expedited.
 */
export function orderRows(
  who: Pick<BulkCustomer, 'templates' | 'artwork'>,
  orders = ORDERS,
  lines = LINES,
): string[][] {
  const cols: string[] = SAMPLE_HEADER;
  const at = (name: string) => cols.indexOf(name);
  const rows: string[][] = [cols];
  for (let o = 0; o < orders; o++) {
    const [city, state, zip] = PLACES[o % PLACES.length]!;
    const po = `SHOP-${String(100_000 + o)}`;
    for (let l = 0; l < lines; l++) {
      const row = cols.map(() => '');
      row[at('po')] = po;
      row[at('first_name')] = FIRST[o % FIRST.length]!;
      row[at('last_name')] = LAST[(o * 3) % LAST.length]!;
      row[at('street_address')] = `${100 + (o % 900)} ${['Main St', 'Oak Ave', 'Elm St, Rear'][o % 3]}`;
      row[at('street_address_2')] = o % 4 === 0 ? `Apt ${1 + (o % 30)}` : '';
      row[at('city')] = city;
      row[at('state')] = state;
      row[at('zip_code')] = zip;
      row[at('country')] = 'United States';
      row[at('shipping_option')] = o % 5 === 0 ? 'Expedited' : 'Standard';
      row[at('quantity')] = String(1 + ((o + l) % 3));
      if (l < 2) row[at('template_id')] = String(who.templates[(o + l) % who.templates.length]!.id);
      else {
        const art = who.artwork[(o * 2 + l) % who.artwork.length]!;
        row[at('sku')] = art.sku;
        row[at('artwork_url')] = art.url;
      }
      rows.push(row);
    }
  }
  return rows;
}

/** The file as Excel or a spreadsheet's 'Save as CSV (UTF-8)' writes it. */
export const csvOf = (rows: string[][]) => Buffer.from(`${Papa.unparse(rows, { newline: '\r\n' })}\r\n`);

/** The file as Excel saves it: one sheet, every cell text (so a zip code keeps its leading zero). */
async function xlsxOf(rows: string[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Orders');
  for (const r of rows) sheet.addRow(r);
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}

interface Run {
  format: 'csv' | 'xlsx';
  seconds: number;
  /** CPU the worker process spent from the upload to Completed. */
  cpuSeconds: number;
  uploadMs: number;
  drainSeconds: number | null;
  held: string;
  rssAtStart: number;
  databaseRss: number;
  peakRss: number;
  peakHeap: number;
  peakExternal: number;
  errors: string[];
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** One format on a fresh process and database: upload, wait for Completed, check everything. */
async function runFormat(format: 'csv' | 'xlsx', databaseUrl: string | null): Promise<Run> {
  const server = await startServer(databaseUrl);
  const errors: string[] = [];
  try {
    const { port } = server;
    const who = await server.setup();
    const rows = orderRows(who);
    const file = format === 'csv' ? csvOf(rows) : await xlsxOf(rows);
    const form =
      format === 'csv'
        ? uploadForm(file, 'shop-orders.csv', 'text/csv')
        : uploadForm(file, 'shop-orders.xlsx', XLSX_TYPE);
    const { rss: rssAtStart, cpuMs: cpuAtStart, databaseRss } = await server.memory();

    const t0 = performance.now();
    const up = await request(port, who, 'POST', '/api/bulk-orders', form);
    const uploadMs = performance.now() - t0;
    if (up.status !== 201)
      throw new Error(`upload answered ${up.status}: ${up.body.toString().slice(0, 300)}`);
    const id = JSON.parse(up.body.toString()).bulkOrder.id as number;
    // biome-ignore lint/suspicious/noExplicitAny: the list as the page reads it
    let view: any = null;
    for (;;) {
      const list = await request(port, who, 'GET', '/api/bulk-orders');
      view = JSON.parse(list.body.toString()).bulkOrders.find((b: { id: number }) => b.id === id);
      if (!view || !['Received', 'Processing'].includes(view.status)) break;
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    const seconds = (performance.now() - t0) / 1000;
    const { peakRss, cpuMs, peakHeap, peakExternal } = await server.memory();
    const cpuSeconds = (cpuMs - cpuAtStart) / 1000;
    if (view?.status !== 'Completed') errors.push(`status ${view?.status}: ${view?.error ?? ''}`);

    // The results file, as the customer downloads it: every row ordered, 4 rows to each order.
    const results = await request(port, who, 'GET', `/api/bulk-orders/${id}/results`);
    const table = Papa.parse<string[]>(results.body.toString().trim()).data;
    const head = table[0] ?? [];
    const statusAt = head.indexOf('status');
    const idAt = head.indexOf('order_id');
    const data = table.slice(1);
    const ordered = data.filter((r) => r[statusAt] === 'Ordered').length;
    const orderIds = new Set(data.map((r) => r[idAt]).filter(Boolean));
    if (data.length !== ROWS || ordered !== ROWS || orderIds.size !== ORDERS) {
      errors.push(`results file: ${data.length} rows, ${ordered} ordered, ${orderIds.size} order ids`);
      const sample = data.find((r) => r[statusAt] !== 'Ordered');
      if (sample) errors.push(`a row not ordered: ${sample.slice(-3).join(' | ')}`);
    }

    // What follows each order (the capture, the confirmation mail, the file copies), when asked for.
    const d0 = performance.now();
    const drainedAll = DRAIN ? await server.drain(600_000) : null;
    const drainSeconds = drainedAll ? (performance.now() - d0) / 1000 : null;
    const c = await server.check(who.companyId, id);
    const b = c.bulk;
    if (b.status !== 'Completed' || b.rowsTotal !== ROWS || b.rowsFailed || b.ordersPlaced !== ORDERS)
      errors.push(`upload row: ${JSON.stringify(b)}`);
    if (c.orders !== ORDERS || c.distinctPos !== ORDERS || c.orderLines !== ROWS)
      errors.push(
        `database: ${c.orders} orders (${c.distinctPos} POs), ${c.orderLines} lines for the company`,
      );
    if (c.heldPayments !== ORDERS || c.ordersPaid !== ORDERS || c.heldAtGateway !== ORDERS)
      errors.push(
        `payments: ${c.heldPayments} holding money for ${c.ordersPaid} orders, ${c.heldAtGateway} at the gateway`,
      );
    if (drainedAll && c.capturedPayments !== ORDERS) errors.push(`${c.capturedPayments} payments captured`);
    if (drainedAll === false) errors.push(`the follow-up jobs did not finish in 600 s (${c.jobsLeft} left)`);
    if (c.jobsFailed) errors.push(`${c.jobsFailed} jobs failed`);
    const held = `${c.orders} orders, ${c.orderLines} lines, ${c.heldPayments} payments holding money (${c.heldAtGateway} at the gateway)`;
    return {
      format,
      seconds,
      cpuSeconds,
      uploadMs,
      drainSeconds,
      held,
      rssAtStart,
      databaseRss,
      peakRss,
      peakHeap,
      peakExternal,
      errors,
    };
  } finally {
    await server.stop();
  }
}

function report(r: Run, targets: boolean) {
  const timeOk = r.seconds <= TARGET_SECONDS;
  const rssOk = r.peakRss < TARGET_RSS;
  const mark = (ok: boolean) => (targets ? (ok ? ' ok' : ' OVER TARGET') : '');
  console.log(
    `  ${r.format.padEnd(4)} upload→Completed: ${r.seconds.toFixed(1)} s${mark(timeOk)} = ${(ROWS / r.seconds).toFixed(0)} rows/s, ${(ORDERS / r.seconds).toFixed(0)} orders/s (upload answered in ${r.uploadMs.toFixed(0)} ms); worker CPU ${r.cpuSeconds.toFixed(1)} s = ${((1000 * r.cpuSeconds) / ORDERS).toFixed(1)} ms per order`,
  );
  console.log(
    `       worker peak RSS: ${mb(r.peakRss)}${mark(rssOk)} (${mb(r.rssAtStart)} before the upload, of which opening the database took ${mb(r.databaseRss)}; the upload added ${mb(r.peakRss - r.rssAtStart)}; highest JS heap ${mb(r.peakHeap)}, outside the heap ${mb(r.peakExternal)})`,
  );
  console.log(
    `       in database: ${r.held}${r.drainSeconds === null ? '' : `; follow-up jobs drained in ${r.drainSeconds.toFixed(1)} s more`}`,
  );
  for (const e of r.errors) console.log(`       CHECK FAILED: ${e}`);
  return r.errors.length === 0 && (!targets || (timeOk && rssOk));
}

async function benchOn(
  label: string,
  databaseUrl: () => Promise<{ url: string | null; drop?: () => Promise<void> }>,
  targets: boolean,
) {
  console.log(
    `\nbench/bulk — ${label}: ${ROWS.toLocaleString('en-US')} rows (${ORDERS.toLocaleString('en-US')} orders × ${LINES} lines), default card${targets ? `; target ≤ ${TARGET_SECONDS} s and < ${mb(TARGET_RSS)} each` : ' (for information)'}`,
  );
  let pass = true;
  for (const format of ['csv', 'xlsx'] as const) {
    const db = await databaseUrl();
    try {
      const run = await runFormat(format, db.url);
      pass = report(run, targets) && pass;
    } catch (err) {
      console.log(`  ${format}: FAILED ${(err as Error).message}`);
      pass = false;
    } finally {
      await db.drop?.();
    }
  }
  console.log(`  result        : ${pass ? 'PASS' : 'FAIL'}`);
  return pass;
}

export async function benchBulk() {
  let pass = await benchOn('embedded database (PGlite)', async () => ({ url: null }), true);
  const url = process.env.DATABASE_URL;
  if (url) {
    pass =
      (await benchOn(
        'PostgreSQL (a fresh database per format)',
        async () => {
          const fresh = await freshPostgres(url);
          return { url: fresh.url, drop: fresh.drop };
        },
        false,
      )) && pass;
  }
  agent.destroy();
  return { name: 'bulk', pass };
}

await runWhenMain(import.meta.url, benchBulk);
