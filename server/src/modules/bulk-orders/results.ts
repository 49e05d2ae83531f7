import Papa from 'papaparse';
import type { FileRow } from './parse';

export interface RowResult {
  status: 'Ordered' | 'Error';
  orderId: number | null;
  error: string;
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
      safeCell(res?.error ?? ''),
    ];
  });
  return `${Papa.unparse({ fields: [...header.map(safeCell), 'status', 'order_id', 'error'], data }, { newline: '\r\n' })}\r\n`;
}
