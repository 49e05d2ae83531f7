import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, get, refreshSession, upload } from '../../app/api';
import { DASHBOARD_SUMMARY_KEY } from '../../app/dashboard-summary';

export type BulkStatus = 'Received' | 'Processing' | 'Completed' | 'Completed with errors' | 'Failed';
export type BulkPayment = 'default_card' | 'term';

/** An uploaded order file, as GET /api/bulk-orders answers it. */
export interface BulkOrderView {
  id: number;
  /** 'CSV Order #{id}' */
  name: string;
  fileName: string;
  format: 'csv' | 'xlsx';
  payment: BulkPayment;
  status: BulkStatus;
  createdAt: string;
  rowsTotal: number;
  rowsDone: number;
  rowsFailed: number;
  ordersPlaced: number;
  progress: number;
  error: string;
  fileUrl: string;
  resultsUrl: string | null;
}

/** One row error of a processed file: its spreadsheet row (the header is 1), the column to fix ('' for the whole row), what is wrong. */
export interface BulkRowError {
  row: number;
  column: string;
  message: string;
}

/** The samples are drawn for the signed-in company, from its own templates or files. */
export const SAMPLE_CSV_URL = '/api/bulk-orders/samples/orders.csv';
export const SAMPLE_XLSX_URL = '/api/bulk-orders/samples/orders.xlsx';
/** What the server takes (it decides by content; the picker is a first filter, by name too). */
export const BULK_ACCEPT = {
  'text/csv': ['.csv'],
  'text/plain': ['.csv'],
  'application/vnd.ms-excel': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};
export const BULK_MAX_BYTES = 10 * 1024 * 1024;
/** How often the list asks again while a file is being turned into orders. */
const POLL_MS = 2000;

const KEY = ['bulk-orders'] as const;
export const working = (b: BulkOrderView) => b.status === 'Received' || b.status === 'Processing';

/**
 * The company's uploads, newest first, asked again every 2 s while one is still being processed.
 * When one finishes, the orders it placed exist: the orders list and the Orders Placed strip refresh.
 */
export function useBulkOrders() {
  const qc = useQueryClient();
  return useQuery({
    queryKey: KEY,
    queryFn: async () => {
      const before = qc.getQueryData<BulkOrderView[]>(KEY);
      const now = (await get<{ bulkOrders: BulkOrderView[] }>('/api/bulk-orders')).bulkOrders;
      // Finished since the last look: working then, or not there yet (a small file is done at once).
      const finished =
        before &&
        now.some((n) => {
          const was = before.find((b) => b.id === n.id);
          return !working(n) && (!was || working(was));
        });
      if (finished) {
        void qc.invalidateQueries({ queryKey: ['orders'] });
        void qc.invalidateQueries({ queryKey: DASHBOARD_SUMMARY_KEY });
      }
      return now;
    },
    refetchInterval: (q) => (q.state.data?.some(working) ? POLL_MS : false),
  });
}

function form(file: File, payment: BulkPayment) {
  const f = new FormData();
  f.set('payment', payment);
  f.set('file', file, file.name);
  return f;
}

/** Sends a file; a 401 (the page open longer than the session's cookie) refreshes once and sends again. */
export function useUploadBulkOrder(onProgress: (pct: number) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, payment }: { file: File; payment: BulkPayment }) => {
      type Answer = { bulkOrder: BulkOrderView; message: string };
      try {
        return await upload<Answer>('/api/bulk-orders', form(file, payment), onProgress);
      } catch (e) {
        if (!(e instanceof ApiError && e.status === 401) || !(await refreshSession())) throw e;
        return upload<Answer>('/api/bulk-orders', form(file, payment), onProgress);
      }
    },
    onSuccess: () => void qc.invalidateQueries({ queryKey: KEY }),
  });
}

/** What the company's samples hold: its templates, its newest file, or (with neither) how to fill them in. */
export function useSampleHolds() {
  return useQuery({
    queryKey: ['bulk-orders', 'samples'],
    queryFn: async () =>
      (await get<{ holds: 'templates' | 'artwork' | 'none' }>('/api/bulk-orders/samples')).holds,
  });
}

/** A processed file's row errors (at most 200; `total` counts them all). Asked once it has finished. */
export function useBulkOrderErrors(b: BulkOrderView) {
  return useQuery({
    queryKey: ['bulk-orders', b.id, 'errors'],
    queryFn: () => get<{ errors: BulkRowError[]; total: number }>(`/api/bulk-orders/${b.id}/errors`),
    enabled: b.status === 'Completed with errors',
    staleTime: Number.POSITIVE_INFINITY,
  });
}
