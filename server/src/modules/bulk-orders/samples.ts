import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { newestArtwork } from '../files';
import { newestOrderableTemplates } from '../templates';
import type { BulkOrdersDeps } from './deps';
import type { Column } from './validate';

/**
 * The sample's columns (of those the upload knows): the order's, then what it holds (a template,
 * or a sku with a file).
 */
export const SAMPLE_HEADER: Column[] = [
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
  'template_id',
  'quantity',
  'sku',
  'artwork_url',
];

const LOS_ANGELES = [
  'Jane',
  'Doe',
  '123 Main St',
  'Suite 4',
  'Los Angeles',
  'CA',
  '90001',
  'United States',
  'Standard',
];
const TORONTO = ['John', 'Smith', '45 Harbour Rd', '', 'Toronto', 'ON', 'M5V 2T6', 'Canada', 'Expedited'];
/** The product a sample row with a file orders: the catalog's mug. */
const SAMPLE_SKU = '21101';

/** What the sample holds: the company's own templates, else its newest file, else how to fill it in. */
export type SampleSource =
  | { kind: 'templates'; templateIds: number[] }
  | { kind: 'artwork'; artworkUrl: string }
  | { kind: 'none'; templatesUrl: string };

/**
 * The sample for a company, built from what it already has so that uploading it unchanged places
 * orders: its newest templates, or its newest file with the mug. A company with neither gets
 * rows whose template_id cell says how to fill it (uploading them unchanged gets that row error).
 */
export async function sampleSourceOf(deps: BulkOrdersDeps, companyId: number): Promise<SampleSource> {
  const templates = await newestOrderableTemplates(deps, companyId, 2);
  if (templates.length) return { kind: 'templates', templateIds: templates.map((t) => t.id) };
  const file = await newestArtwork(deps, companyId);
  if (file) return { kind: 'artwork', artworkUrl: `${deps.config.publicUrl}${file.url}` };
  return { kind: 'none', templatesUrl: `${deps.config.publicUrl}/dashboard/templates` };
}

/**
 * The sample's rows, header first. Two orders (PO-1001 of one or two products to Los Angeles,
 * PO-1002 to Toronto), so the file shows both that rows with one PO are one order and that each
 * PO is its own.
 */
export function sampleRows(source: SampleSource): string[][] {
  const line = (po: string, to: string[], templateId: string, quantity: number, sku = '', art = '') => [
    po,
    ...to,
    templateId,
    String(quantity),
    sku,
    art,
  ];
  if (source.kind === 'templates') {
    const [first, second] = source.templateIds.map(String);
    return [
      SAMPLE_HEADER,
      line('PO-1001', LOS_ANGELES, first!, 2),
      ...(second ? [line('PO-1001', LOS_ANGELES, second, 1)] : []),
      line('PO-1002', TORONTO, first!, 1),
    ];
  }
  if (source.kind === 'artwork')
    return [
      SAMPLE_HEADER,
      line('PO-1001', LOS_ANGELES, '', 2, SAMPLE_SKU, source.artworkUrl),
      line('PO-1002', TORONTO, '', 1, SAMPLE_SKU, source.artworkUrl),
    ];
  const howTo = `Put the number of one of your templates here (make one at ${source.templatesUrl})`;
  return [SAMPLE_HEADER, line('PO-1001', LOS_ANGELES, howTo, 2), line('PO-1002', TORONTO, howTo, 1)];
}

export const sampleCsv = (rows: string[][]) => `${Papa.unparse(rows, { newline: '\r\n' })}\r\n`;

/** The sample Excel file: the same rows in a worksheet 'Orders', every cell text (a zip such as 02134 keeps its zero). */
export async function sampleXlsx(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Orders');
  for (const r of rows) sheet.addRow(r);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((c) => {
    c.width = 16;
    c.numFmt = '@';
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
