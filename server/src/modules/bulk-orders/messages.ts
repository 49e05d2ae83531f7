/** Texts of the CSV orders page and its uploads, in one voice: what happened and what to do next. */
export const BULK_MSG = {
  fileType: "You can't upload files of this type. Please upload .csv or .xlsx.",
  received: 'Success! Your CSV order is being processed',
  fileMissing: 'Please choose a .csv or .xlsx file to upload.',
  oneFile: 'Please upload one file at a time.',
  tooLarge: 'This file is larger than 10 MB. Please split it into smaller files.',
  unreadable: 'This upload could not be read. Please try again.',
  payment: "Please choose how to pay: 'default_card' (your default card) or 'term' (credit terms).",
  tooManyRows: (max: number) =>
    `This file has more than ${max.toLocaleString('en-US')} rows. Please split it into smaller files.`,
  empty: 'This file has no order rows. Download the sample CSV to see how to fill it in.',
  missingColumns: (cols: string[]) =>
    `This file is missing the column${cols.length > 1 ? 's' : ''} ${cols.join(', ')}. Download the sample CSV to see them.`,
  encoding: 'This file is not text we can read. Please save it as CSV (UTF-8) and upload it again.',
  zipBomb: 'This spreadsheet unpacks to more than we can read. Please save it again or upload a CSV.',
  noSheet: 'This spreadsheet has no worksheet with orders.',
  formula: (row: number) =>
    `Row ${row} has a formula without a saved value. Please open the file in Excel, save it, and upload it again.`,
  notFound: 'CSV order not found.',
  // Row errors, shown in the results file.
  po: 'PO is Required',
  item: 'Please give a template_id, or a sku with an artwork_url.',
  templateId:
    'template_id must be the number of one of your templates: make one on the Templates page, then put its number here.',
  artwork: 'artwork_url must be the address of one of your files (see Files).',
  orderMismatch: (po: string) =>
    `The rows of PO ${po} have different ship-to addresses or shipping options: one order ships to one address.`,
  otherRow: (po: string) => `Not ordered: another row of PO ${po} has an error.`,
  crashed:
    'We could not finish this file. Please upload it again: orders already placed are not placed twice.',
  placementFailed: 'This order could not be placed. Please try again.',
} as const;

/** A bulk order's statuses, in the order they happen. */
export const BULK_STATUSES = [
  'Received',
  'Processing',
  'Completed',
  'Completed with errors',
  'Failed',
] as const;
export type BulkStatus = (typeof BULK_STATUSES)[number];

export const BULK_PAYMENTS = ['default_card', 'term'] as const;
export type BulkPayment = (typeof BULK_PAYMENTS)[number];

/** Limits of one upload: the file's size, its rows, and what an XLSX may unpack to. */
export const BULK_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxRows: 10_000,
  maxUnzippedBytes: 100 * 1024 * 1024,
  maxZipEntries: 2_000,
} as const;
