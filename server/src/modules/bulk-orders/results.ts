import Papa from 'papaparse';
import type { FileRow } from './parse';
import type { RowError } from './validate';

export interface RowResult {
  status: 'Ordered' | 'Error';
  orderId: number | null;
  errors: RowError[];
}

/** One row's error as the page lists it: the row's number as a spreadsheet shows it, its column, what is wrong. */
export interface ListedRowError {
  row: number;
  column: string;
  message: string;
}

/** The page lists this many row errors of a file; the results file has them all. */
export const LISTED_ERRORS = 200;

/** The row errors the page shows, in file order, at most LISTED_ERRORS of them. */
export function listedErrors(results: Map<number, RowResult>): { errors: ListedRowError[]; total: number } {
  const all = [...results.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([row, r]) => r.errors.map((e) => ({ row, column: e.column, message: e.message })));
  return { errors: all.slice(0, LISTED_ERRORS), total: all.length };
}

/**
 * A cell that a spreadsheet would run as a formula ('=', '+', '@', or '-' not starting a number)
 * is kept as text with a leading apostrophe: the results file is opened in Excel, and a customer's
 * cell must never become a command there.
 */
export function safeCell(v: string): string {
  if (/^[=+@\t\r]/.test(v) || (/^-/.test(v) && !/^-\d+(\.\d+)?$/.test(v))) return `'${v}`;
  return v;
}

/** The results file: the input's columns and rows as read, then status, order_id and error. */
export function resultsCsv(header: string[], rows: FileRow[], results: Map<number, RowResult>): string {
  const data = rows.map((r) => {
    const res = results.get(r.line);
    const cells = header.map((_, i) => safeCell(r.cells[i] ?? ''));
    return [
      ...cells,
      res?.status ?? 'Error',
      res?.orderId ? String(res.orderId) : '',
      safeCell(res ? res.errors.map((e) => e.message).join('; ') : ''),
    ];
  });
  return `${Papa.unparse({ fields: [...header.map(safeCell), 'status', 'order_id', 'error'], data }, { newline: '\r\n' })}\r\n`;
}
