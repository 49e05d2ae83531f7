import { z } from 'zod';
import { BULK_PAYMENTS, BULK_STATUSES, type BulkPayment, type BulkStatus } from './messages';
import type { BulkOrderRow } from './repo';

export const bulkOrderSchema = z.object({
  id: z.number(),
  /** 'CSV Order #{id}': how the CSV orders page names an upload. */
  name: z.string(),
  fileName: z.string(),
  format: z.enum(['csv', 'xlsx']),
  payment: z.enum(BULK_PAYMENTS),
  status: z.enum(BULK_STATUSES),
  createdAt: z.string(),
  rowsTotal: z.number(),
  rowsDone: z.number(),
  rowsFailed: z.number(),
  ordersPlaced: z.number(),
  /** 0–100: rows handled out of all rows. */
  progress: z.number(),
  /** Why the whole file failed ('' otherwise). */
  error: z.string(),
  fileUrl: z.string(),
  resultsUrl: z.string().nullable(),
});
export type BulkOrderView = z.infer<typeof bulkOrderSchema>;

const BASE = '/api/bulk-orders';

export function bulkOrderView(row: BulkOrderRow): BulkOrderView {
  const finished = row.status !== 'Received' && row.status !== 'Processing';
  return {
    id: row.id,
    name: `CSV Order #${row.id}`,
    fileName: row.fileName,
    format: row.format as 'csv' | 'xlsx',
    payment: row.payment as BulkPayment,
    status: row.status as BulkStatus,
    createdAt: row.createdAt.toISOString(),
    rowsTotal: row.rowsTotal,
    rowsDone: row.rowsDone,
    rowsFailed: row.rowsFailed,
    ordersPlaced: row.ordersPlaced,
    progress: finished ? 100 : row.rowsTotal ? Math.floor((100 * row.rowsDone) / row.rowsTotal) : 0,
    error: row.error,
    fileUrl: `${BASE}/${row.id}/file`,
    resultsUrl: row.resultsKey ? `${BASE}/${row.id}/results` : null,
  };
}
