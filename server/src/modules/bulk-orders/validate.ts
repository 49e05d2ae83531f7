import {
  COUNTRIES,
  isCountryCode,
  MAX_INPUT,
  PRICING_MSG,
  quantitySchema,
  type ShipTo,
  shipToSchema,
} from '@pressrun/domain';
import { BULK_MSG, type BulkPayment } from './messages';
import type { FileRow } from './parse';

/** The columns of the sample CSV, plus template_id and ioss, which a row may leave out. */
export const COLUMNS = [
  'po',
  'first_name',
  'last_name',
  'street_address',
  'street_address_2',
  'city',
  'state',
  'zip_code',
  'country',
  'shipping_option',
  'sku',
  'quantity',
  'artwork_url',
  'template_id',
  'ioss',
] as const;
export type Column = (typeof COLUMNS)[number];
const REQUIRED: Column[] = [
  'po',
  'first_name',
  'last_name',
  'street_address',
  'city',
  'state',
  'zip_code',
  'country',
  'shipping_option',
  'quantity',
];

export type BulkItem = ({ templateId: number } | { sku: string; artworkFileId: number }) & {
  quantity: number;
};

/** One order as the checkout places it (see PlaceItemsOrder in service.ts). */
export interface BulkOrderInput {
  po: string;
  shipTo: ShipTo;
  shippingOption: 'Standard' | 'Expedited';
  paymentType: BulkPayment;
  items: BulkItem[];
}

/** A column's name as people write it: 'Zip Code', 'ZIP_CODE' and 'zip code' are zip_code. */
const columnName = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** Where each known column is in the file; missing required columns are the whole file's error. */
export function columnsOf(header: string[]): { index: Map<Column, number> } | { missing: string[] } {
  const index = new Map<Column, number>();
  header.forEach((h, i) => {
    const name = columnName(h) as Column;
    if (COLUMNS.includes(name) && !index.has(name)) index.set(name, i);
  });
  const missing: string[] = REQUIRED.filter((c) => !index.has(c));
  if (!index.has('template_id') && !(index.has('sku') && index.has('artwork_url')))
    missing.push(...(['sku', 'artwork_url'] as const).filter((c) => !index.has(c)));
  return missing.length ? { missing } : { index };
}

/**
 * A country as the file gives it: a code ('US'), the combined 'US-United States', or a name
 * ('United States', any case). Unknown values go on as written, for the form's own message.
 */
export function countryCodeOf(value: string): string {
  const v = value.trim();
  if (v.includes('-')) return v.split('-')[0]!.trim().toUpperCase();
  if (isCountryCode(v.toUpperCase())) return v.toUpperCase();
  const byName = COUNTRIES.find((c) => c.name.toLowerCase() === v.toLowerCase());
  return byName?.code ?? v;
}

const shippingOptionOf = (v: string) => {
  const o = v.trim().toLowerCase();
  return o === 'standard' ? 'Standard' : o === 'expedited' ? 'Expedited' : null;
};

/** One thing wrong with a row: the column to fix (as the file names it) and what is wrong. */
export interface RowError {
  column: Column | '';
  message: string;
}

/** The ship-to form's fields as the file's columns. */
const SHIP_TO_COLUMNS: Record<string, Column> = {
  firstName: 'first_name',
  lastName: 'last_name',
  street1: 'street_address',
  street2: 'street_address_2',
  city: 'city',
  state: 'state',
  zip: 'zip_code',
  country: 'country',
  ioss: 'ioss',
};

/** A row read and checked on its own: its order's parts, or every error it has. */
export interface CheckedRow {
  line: number;
  po: string;
  errors: RowError[];
  shipTo?: ShipTo;
  shippingOption?: 'Standard' | 'Expedited';
  item?: BulkItem;
}

/**
 * Checks one row with the order review form's rules (the same schema and messages), the shipping
 * option and quantity rules of the cart, and names its product by a template id or a sku with
 * one of the company's own files (`artworkIds`: media URL → file id).
 */
export function checkRow(
  row: FileRow,
  index: Map<Column, number>,
  artworkIds: Map<string, number>,
): CheckedRow {
  const cell = (c: Column) => (index.has(c) ? (row.cells[index.get(c)!] ?? '').trim() : '');
  const errors: RowError[] = [];
  const add = (column: Column | '', message: string) => {
    if (!errors.some((e) => e.column === column && e.message === message)) errors.push({ column, message });
  };
  const po = cell('po').slice(0, MAX_INPUT);
  if (!po) add('po', BULK_MSG.po);

  const shipTo = shipToSchema.safeParse({
    firstName: cell('first_name'),
    lastName: cell('last_name'),
    street1: cell('street_address'),
    street2: cell('street_address_2'),
    city: cell('city'),
    state: cell('state'),
    zip: cell('zip_code'),
    country: countryCodeOf(cell('country')),
    ioss: cell('ioss'),
  });
  if (!shipTo.success)
    for (const issue of shipTo.error.issues) add(SHIP_TO_COLUMNS[String(issue.path[0])] ?? '', issue.message);

  const shippingOption = shippingOptionOf(cell('shipping_option'));
  if (!shippingOption) add('shipping_option', PRICING_MSG.shippingOption);
  const quantity = quantitySchema.safeParse(cell('quantity'));
  if (!quantity.success) add('quantity', PRICING_MSG.quantity);

  let item: BulkItem | undefined;
  const templateId = cell('template_id');
  const sku = cell('sku');
  const artworkUrl = cell('artwork_url');
  if (templateId) {
    if (!/^\d{1,9}$/.test(templateId) || Number(templateId) < 1) add('template_id', BULK_MSG.templateId);
    else if (quantity.success) item = { templateId: Number(templateId), quantity: quantity.data };
  } else if (sku && artworkUrl) {
    const fileId = artworkIds.get(artworkUrl);
    if (!fileId) add('artwork_url', BULK_MSG.artwork);
    else if (quantity.success)
      item = { sku: sku.slice(0, MAX_INPUT), artworkFileId: fileId, quantity: quantity.data };
  } else add(index.has('template_id') ? 'template_id' : 'sku', BULK_MSG.item);

  if (errors.length) return { line: row.line, po, errors };
  return { line: row.line, po, errors, shipTo: shipTo.data, shippingOption: shippingOption!, item: item! };
}

/** The artwork URLs rows name (not numbers: a row names a file by its address, as Files shows it). */
export function artworkUrlsOf(rows: FileRow[], index: Map<Column, number>): string[] {
  const at = index.get('artwork_url');
  if (at === undefined) return [];
  const urls = new Set<string>();
  for (const r of rows) {
    const url = (r.cells[at] ?? '').trim();
    if (url && !/^\d+$/.test(url)) urls.add(url);
  }
  return [...urls];
}

export interface GroupedOrder {
  po: string;
  lines: number[];
  input: BulkOrderInput;
}

/**
 * Rows grouped by PO into orders, in the order each PO first appears. An order goes ahead only
 * when all its rows are valid and agree on the ship-to and the shipping option; otherwise each
 * row is told why (its own error, or that another row of its PO has one).
 */
export function groupOrders(
  checked: CheckedRow[],
  paymentType: BulkPayment,
): { orders: GroupedOrder[]; rowErrors: Map<number, RowError[]> } {
  const rowErrors = new Map<number, RowError[]>();
  const byPo = new Map<string, CheckedRow[]>();
  for (const row of checked) {
    if (!row.po) {
      rowErrors.set(row.line, row.errors);
      continue;
    }
    const group = byPo.get(row.po);
    if (group) group.push(row);
    else byPo.set(row.po, [row]);
  }
  const orders: GroupedOrder[] = [];
  for (const [po, rows] of byPo) {
    const first = rows[0]!;
    const bad = rows.filter((r) => r.errors.length);
    const mismatch =
      !bad.length &&
      rows.some(
        (r) =>
          r.shippingOption !== first.shippingOption ||
          JSON.stringify(r.shipTo) !== JSON.stringify(first.shipTo),
      );
    if (bad.length || mismatch) {
      for (const r of rows)
        rowErrors.set(
          r.line,
          r.errors.length
            ? r.errors
            : [{ column: 'po', message: mismatch ? BULK_MSG.orderMismatch(po) : BULK_MSG.otherRow(po) }],
        );
      continue;
    }
    orders.push({
      po,
      lines: rows.map((r) => r.line),
      input: {
        po,
        shipTo: first.shipTo!,
        shippingOption: first.shippingOption!,
        paymentType,
        items: rows.map((r) => r.item!),
      },
    });
  }
  return { orders, rowErrors };
}
