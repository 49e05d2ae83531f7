import { AppError } from '../../lib/errors';
import { loadUser } from '../auth';
import { resolveArtworkSources } from '../files';
import type { BulkOrdersDeps } from './deps';
import { summaryMail } from './mails';
import { BULK_MSG, type BulkPayment, type BulkStatus } from './messages';
import { openOrderFile, parseOrderFile } from './parse';
import * as repo from './repo';
import { listedErrors, type RowResult, resultsCsv } from './results';
import {
  BULK_JOB_ATTEMPTS,
  BULK_ORDER_JOB,
  errorsKeyOf,
  type PlaceItemsOrders,
  resultsKeyOf,
} from './service';
import { artworkUrlsOf, checkRow, columnsOf, type GroupedOrder, groupOrders } from './validate';

const FINISHED: ReadonlySet<string> = new Set<BulkStatus>(['Completed', 'Completed with errors', 'Failed']);
/** Progress is written at most this often: the list polls it, and 2,500 writes would slow the run. */
const PROGRESS_EVERY_MS = 500;
/**
 * Orders placed together: the checkout writes a run of orders with one statement per step instead
 * of one per order (bench/bulk: on the embedded database, where every statement costs about a
 * third of a millisecond, runs of 25 place a 2,500-order file several times faster than one order
 * at a time). Small enough that progress moves often and a failing run is retried order by order
 * quickly.
 */
const RUN_LENGTH = 25;
/**
 * Runs placed at once: on PostgreSQL a second run's statements overlap the first's on the pool's
 * connections; the embedded database runs one statement at a time whatever the number. Few, so
 * that an upload leaves the pool to the app's requests.
 */
const RUNS_AT_ONCE = 2;

/** The job that turns an uploaded file into orders (see processBulkOrder). */
export function registerBulkOrderJob(deps: BulkOrdersDeps, placeItemsOrders: PlaceItemsOrders) {
  deps.jobs.register(BULK_ORDER_JOB, async (payload, job) => {
    const id = Number(payload.bulkOrderId);
    try {
      return await processBulkOrder(deps, placeItemsOrders, id);
    } catch (err) {
      // A crash is retried (orders already placed are answered by their keys); after the last
      // try the upload says it failed rather than stay 'Processing' for ever.
      const row = job.attempts >= BULK_JOB_ATTEMPTS ? await repo.findBulkOrder(deps.db, id) : null;
      if (row && !FINISHED.has(row.status)) await fail(deps, row, BULK_MSG.crashed);
      throw err;
    }
  });
}

/**
 * Reads the file, checks every row with the order review form's rules, groups rows by PO and
 * places each valid order through the checkout with the key `bulk:<file hash>:<po>`, so a second
 * upload of the same file (or this job run again after a crash) orders nothing twice. Progress is
 * kept on the row as it goes; at the end the results file is stored and the uploader mailed.
 */
export async function processBulkOrder(deps: BulkOrdersDeps, placeItemsOrders: PlaceItemsOrders, id: number) {
  const row = await repo.findBulkOrder(deps.db, id);
  if (!row || FINISHED.has(row.status)) return { skipped: true };
  await repo.updateBulkOrder(deps.db, id, { status: 'Processing', rowsDone: 0, error: '' });

  const stored = await deps.storage.get(row.fileKey);
  let parsed: Awaited<ReturnType<typeof parseOrderFile>>;
  try {
    if (!stored) throw new AppError(404, 'not_found', BULK_MSG.notFound);
    // Opened with the upload's checks again: what is stored is read only the way it was checked.
    parsed = await parseOrderFile(openOrderFile(stored.body));
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return fail(deps, row, err.message);
  }
  const columns = columnsOf(parsed.header);
  if ('missing' in columns) return fail(deps, row, BULK_MSG.missingColumns(columns.missing));

  const artwork = await resolveArtworkSources(deps, row.companyId, artworkUrlsOf(parsed.rows, columns.index));
  const artworkIds = new Map([...artwork].map(([url, file]) => [url, file.id]));
  const checked = parsed.rows.map((r) => checkRow(r, columns.index, artworkIds));
  const { orders, rowErrors } = groupOrders(checked, row.payment as BulkPayment);

  const results = new Map<number, RowResult>();
  for (const [line, errors] of rowErrors) results.set(line, { status: 'Error', orderId: null, errors });
  await repo.updateBulkOrder(deps.db, id, { rowsTotal: parsed.rows.length, rowsDone: rowErrors.size });
  const placed = await placeOrders(deps, placeItemsOrders, row, orders, results);
  const final = await storeResults(deps, row, parsed, results, placed);
  await finish(deps, row, final);
  return final;
}

/**
 * Places the file's orders in runs, each row's outcome into `results`, progress kept on the row as
 * it goes; the number of orders placed.
 */
async function placeOrders(
  deps: BulkOrdersDeps,
  placeItemsOrders: PlaceItemsOrders,
  row: repo.BulkOrderRow,
  orders: GroupedOrder[],
  results: Map<number, RowResult>,
) {
  const id = row.id;
  let done = results.size;
  let placed = 0;
  let lastWrite = 0;
  const buyer = { userId: row.userId, companyId: row.companyId };
  const reuse = {};
  // Runs are taken in file order by RUNS_AT_ONCE placers; one that crashes stops the others, and
  // the job fails once they have all stopped, so a retried job never runs beside the rest of this one.
  let next = 0;
  let stopped = false;
  const placer = async () => {
    while (!stopped && next < orders.length) {
      const run = orders.slice(next, next + RUN_LENGTH);
      next += run.length;
      // A run that cannot be placed at all (before any money is taken) is its orders' error, not
      // the file's: the rest of the file goes on, and uploading it again retries them.
      const outcomes = await placeItemsOrders(
        buyer,
        run.map((order) => ({ key: `bulk:${row.fileHash}:${order.po}`, input: order.input })),
        reuse,
      ).catch((error: unknown) => run.map(() => ({ error })));
      for (const [n, order] of run.entries()) {
        const rowResults = rowsOf(deps, order, outcomes[n]!);
        for (const [i, result] of rowResults.entries()) results.set(order.lines[i]!, result);
        if (rowResults[0]!.status === 'Ordered') placed += 1;
        done += order.lines.length;
      }
      if (Date.now() - lastWrite > PROGRESS_EVERY_MS) {
        lastWrite = Date.now();
        await repo.updateBulkOrder(deps.db, id, { rowsDone: done, ordersPlaced: placed });
      }
    }
  };
  const placers = await Promise.allSettled(
    Array.from({ length: RUNS_AT_ONCE }, () =>
      placer().catch((err) => {
        stopped = true;
        throw err;
      }),
    ),
  );
  const crashed = placers.find((p) => p.status === 'rejected');
  if (crashed) throw crashed.reason;

  return placed;
}

/** Stores the results file and the listed errors beside the upload; the row's final figures. */
async function storeResults(
  deps: BulkOrdersDeps,
  row: repo.BulkOrderRow,
  parsed: Awaited<ReturnType<typeof parseOrderFile>>,
  results: Map<number, RowResult>,
  placed: number,
) {
  const resultsKey = resultsKeyOf(row.fileKey);
  await deps.storage.put(
    resultsKey,
    Buffer.from(resultsCsv(parsed.header, parsed.rows, results)),
    'text/csv',
  );
  // The rows' errors as the page lists them (row, column, message), beside the results file.
  await deps.storage.put(
    errorsKeyOf(row.fileKey),
    Buffer.from(JSON.stringify(listedErrors(results))),
    'application/json',
  );
  const rowsFailed = [...results.values()].filter((r) => r.status === 'Error').length;
  const status: BulkStatus = rowsFailed ? 'Completed with errors' : 'Completed';
  const final = {
    status,
    rowsTotal: parsed.rows.length,
    rowsDone: parsed.rows.length,
    rowsFailed,
    ordersPlaced: placed,
    resultsKey,
  };
  return final;
}

/** The first `items.<i>` field of a checkout error: which item of the order, and what is wrong. */
function itemError(fields: Record<string, string> | undefined) {
  for (const [key, message] of Object.entries(fields ?? {})) {
    const m = /^items\.(\d+)$/.exec(key);
    if (m) return { index: Number(m[1]), message };
  }
  return null;
}

/**
 * Each row's result of one order's outcome. The customer's mistake (a card declined, terms over
 * the limit) is the rows' error; a bad item the checkout names (`items.<i>`) is that row's, and
 * the others say why they were held back; a crash is logged and named in general words.
 */
function rowsOf(
  deps: BulkOrdersDeps,
  order: GroupedOrder,
  outcome: Awaited<ReturnType<PlaceItemsOrders>>[number],
): RowResult[] {
  const all = (result: RowResult) => order.lines.map(() => result);
  if ('placed' in outcome) return all({ status: 'Ordered', orderId: outcome.placed.order.id, errors: [] });
  const err = outcome.error;
  // An order's own failure (a card declined) is not one column's: the whole row is named.
  const whole = (message: string): RowResult => ({
    status: 'Error',
    orderId: null,
    errors: [{ column: '', message }],
  });
  if (!(err instanceof AppError)) {
    deps.log.error({ err, po: order.po }, 'bulk order placement failed');
    return all(whole(BULK_MSG.placementFailed));
  }
  const item = itemError(err.fields);
  if (!item || item.index >= order.lines.length) return all(whole(err.message));
  const bad = order.input.items[item.index]!;
  return order.lines.map((_, i) => ({
    status: 'Error',
    orderId: null,
    errors: [
      i === item.index
        ? { column: 'templateId' in bad ? 'template_id' : 'sku', message: item.message }
        : { column: 'po', message: BULK_MSG.otherRow(order.po) },
    ],
  }));
}

async function fail(deps: BulkOrdersDeps, row: repo.BulkOrderRow, error: string) {
  const final = { status: 'Failed' as const, error, rowsDone: 0 };
  await finish(deps, row, final);
  return final;
}

/** The final state and the uploader's summary mail, in one transaction. */
async function finish(
  deps: BulkOrdersDeps,
  row: repo.BulkOrderRow,
  patch: Parameters<typeof repo.updateBulkOrder>[2] & { status: BulkStatus },
) {
  await deps.db.transaction(async (tx) => {
    await repo.updateBulkOrder(tx, row.id, patch);
    const to = (await loadUser(tx, row.userId))?.email ?? null;
    if (to) await deps.jobs.enqueueAll([summaryMail(deps.config, to, { ...row, ...patch })], tx);
  });
}
