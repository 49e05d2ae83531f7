import crypto from 'node:crypto';
import type { OrderView } from '@pressrun/domain';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../lib/errors';
import type { Buyer } from '../../lib/session';
import { companyGroup, type NewJob } from '../../providers/jobs/queue';
import { privateKey } from '../../providers/storage';
import { BULK_MSG, type BulkPayment } from './messages';
import { type FileFormat, openOrderFile, readHeader } from './parse';
import * as repo from './repo';
import type { ListedRowError } from './results';
import type { BulkOrderInput } from './validate';
import { columnsOf } from './validate';

export const BULK_ORDER_JOB = 'bulk-orders.process';
export const BULK_JOB_ATTEMPTS = 3;

/**
 * The checkout's item placement for a run of orders, the port this module orders through (app.ts
 * plugs in the checkout's `placeItemsOrders`, bound to the app's context there, so this module's
 * job needs only its own dependencies). Each order's `key` makes it idempotent: the same key
 * answers the order the first call placed, with `created: false`. Each order's outcome is its
 * own: placed, or the error that stopped it. `reuse` is one object, empty at first, passed with
 * every run of a file: the checkout keeps in it what it need read only once for the whole upload
 * (the buyer, the default card).
 */
export type PlaceItemsOrders = (
  buyer: Buyer,
  run: Array<{ key: string; input: BulkOrderInput }>,
  reuse?: object,
) => Promise<Array<{ placed: { order: OrderView; created: boolean } } | { error: unknown }>>;

/** What receiving an upload and reading it back use: the rows, the stored files and the job queue. */
export type BulkUploadDeps = Pick<AppContext, 'db' | 'storage' | 'jobs'>;

export interface UploadedFile {
  bytes: Buffer;
  fileName: string;
}

const contentTypeOf = (format: FileFormat) =>
  format === 'csv' ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const bulkJob = (id: number, companyId: number): NewJob => ({
  type: BULK_ORDER_JOB,
  payload: { bulkOrderId: id },
  // One company's big file shares the workers fairly with other companies' jobs.
  group: companyGroup(companyId),
  maxAttempts: BULK_JOB_ATTEMPTS,
});

/**
 * Where a file's results are kept: beside it, under the file's own random name, so the results are
 * as unguessable as the file and a retried job writes the same key again.
 */
export const resultsKeyOf = (fileKey: string) => `${fileKey.replace(/\.[A-Za-z0-9]+$/, '')}-results.csv`;
/** Where the rows' errors as the page lists them are kept, beside the results file. */
export const errorsKeyOf = (fileKey: string) => `${fileKey.replace(/\.[A-Za-z0-9]+$/, '')}-errors.json`;

/**
 * Takes an order file: checks it is a CSV or XLSX by its content (an XLSX also by what it unpacks
 * to) and that its header has the columns, keeps it privately in storage, and queues the job that
 * turns it into orders. The row and the job are one transaction.
 */
export async function receiveBulkOrder(
  deps: BulkUploadDeps,
  who: Buyer,
  file: UploadedFile,
  payment: BulkPayment,
) {
  const opened = openOrderFile(file.bytes);
  const { format } = opened;
  const columns = columnsOf(await readHeader(opened));
  if ('missing' in columns)
    throw badRequest(BULK_MSG.missingColumns(columns.missing), {
      file: BULK_MSG.missingColumns(columns.missing),
    });
  const fileHash = crypto.createHash('sha256').update(file.bytes).digest('hex');
  const fileKey = privateKey('bulk-orders', who.companyId, `.${format}`);
  await deps.storage.put(fileKey, file.bytes, contentTypeOf(format));
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await repo.insertBulkOrder(tx, {
        companyId: who.companyId,
        userId: who.userId,
        fileKey,
        fileName: file.fileName,
        format,
        fileHash,
        payment,
      });
      await deps.jobs.enqueueAll([bulkJob(row.id, who.companyId)], tx);
      return row;
    });
  } catch (err) {
    await deps.storage.delete(fileKey).catch(() => {});
    throw err;
  }
}

/**
 * A processed file's row errors as the page lists them. A file still being processed, or one
 * processed before errors were kept this way, has none listed (its results file has them).
 */
export async function bulkOrderErrors(
  deps: BulkUploadDeps,
  companyId: number,
  id: number,
): Promise<{ errors: ListedRowError[]; total: number }> {
  const row = await repo.findBulkOrder(deps.db, id, companyId);
  if (!row) throw new AppError(404, 'not_found', BULK_MSG.notFound);
  const stored = row.resultsKey ? await deps.storage.get(errorsKeyOf(row.fileKey)) : null;
  if (!stored) return { errors: [], total: row.rowsFailed };
  return JSON.parse(stored.body.toString('utf8'));
}

/** A file the company sent, or the results file: its bytes, or a 404 for anyone else's. */
export async function bulkOrderFile(
  deps: BulkUploadDeps,
  companyId: number,
  id: number,
  which: 'file' | 'results',
) {
  const row = await repo.findBulkOrder(deps.db, id, companyId);
  const key = row && (which === 'file' ? row.fileKey : row.resultsKey);
  const stored = key ? await deps.storage.get(key) : null;
  if (!row || !stored) throw new AppError(404, 'not_found', BULK_MSG.notFound);
  return { row, body: stored.body, contentType: stored.contentType };
}
