import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { AppError, badRequest } from '../../lib/errors';
import { BULK_LIMITS, BULK_MSG } from './messages';
import { isZip, storedZip, unzipWithinLimit, zipDirectory } from './zip';

export type FileFormat = 'csv' | 'xlsx';

/** One line of the file: its number as a spreadsheet shows it (the header is line 1) and its cells. */
export interface FileRow {
  line: number;
  cells: string[];
}

export interface ParsedFile {
  header: string[];
  rows: FileRow[];
}

const wrongType = () => new AppError(415, 'unsupported_type', BULK_MSG.fileType, { file: BULK_MSG.fileType });
const fileError = (message: string) => badRequest(message, { file: message });

/**
 * An order file opened once: a CSV's text, or the parts of an XLSX that the reader needs, unpacked
 * within the limit and rebuilt as a plain (stored) zip so that the reader sees exactly what was
 * checked and inflates nothing itself.
 */
export type OrderFile = { format: 'csv'; text: string } | { format: 'xlsx'; parts: Buffer[] };

const WORKSHEET = /^xl\/worksheets\/sheet\d+\.xml$/;
/** What exceljs's reader uses of a workbook besides its first worksheet, in the order it wants them. */
const WORKBOOK_PARTS = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml'];

/**
 * Opens the file by its content, whatever its name: an XLSX is a zip holding a workbook (whose
 * local headers agree with its directory, and which unpacks within the limit), a CSV is text.
 * Anything else is refused with BULK_MSG.fileType.
 */
export function openOrderFile(bytes: Buffer): OrderFile {
  if (!isZip(bytes)) return { format: 'csv', text: decodeText(bytes) };
  const dir = zipDirectory(bytes);
  const names = new Set(dir?.entries.map((e) => e.name));
  if (!dir || !names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) throw wrongType();
  // The first worksheet as a streaming reader meets it: by place in the file.
  const sheet = [...dir.entries]
    .sort((a, b) => a.localOffset - b.localOffset)
    .find((e) => WORKSHEET.test(e.name))?.name;
  const wanted = new Set([...WORKBOOK_PARTS, ...(sheet ? [sheet] : [])]);
  const kept = unzipWithinLimit(bytes, dir, (name) => wanted.has(name));
  return {
    format: 'xlsx',
    parts: storedZip(
      [...wanted].flatMap((name) => (kept.has(name) ? [[name, kept.get(name)!] as const] : [])),
    ),
  };
}

/**
 * The text of a CSV: UTF-8 (its BOM dropped), UTF-16 when its BOM says so, and otherwise
 * Windows-1252, which is what Excel writes as 'CSV' on Windows (a Latin-1 superset): 'José' reads
 * as José either way. Binary content (NUL or other control bytes) is not a CSV.
 */
export function decodeText(bytes: Buffer): string {
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
  else if (bytes[0] === 0xfe && bytes[1] === 0xff)
    text = new TextDecoder('utf-16be').decode(bytes.subarray(2));
  else {
    const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(body);
    } catch {
      text = new TextDecoder('windows-1252').decode(body);
    }
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what marks binary
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffd]/.test(text)) {
    if (text.includes('\ufffd')) throw fileError(BULK_MSG.encoding);
    throw wrongType();
  }
  return text;
}

const blank = (cells: string[]) => cells.every((c) => c.trim() === '');

/** Collects rows up to the limit; one more than the limit is the file's error, not a longer wait. */
class RowCollector {
  header: string[] | null = null;
  rows: FileRow[] = [];
  constructor(private maxRows: number) {}
  /** False once the limit is passed: the reader stops there. */
  add(line: number, cells: string[]): boolean {
    if (blank(cells)) return true;
    if (!this.header) {
      this.header = cells;
      return true;
    }
    if (this.rows.length >= this.maxRows) return false;
    this.rows.push({ line, cells });
    return true;
  }
  result(): ParsedFile {
    if (!this.header || !this.rows.length) throw fileError(BULK_MSG.empty);
    return { header: this.header, rows: this.rows };
  }
}

/** The CSV's rows, parsed row by row by papaparse (quoted commas and line breaks included). */
function parseCsv(text: string, maxRows: number): ParsedFile {
  const rows = new RowCollector(maxRows);
  let over = false;
  let line = 0;
  Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    step: (result, parser) => {
      line += 1;
      if (
        !rows.add(
          line,
          result.data.map((c) => String(c ?? '')),
        )
      ) {
        over = true;
        parser.abort();
      }
    },
  });
  if (over) throw fileError(BULK_MSG.tooManyRows(maxRows));
  return rows.result();
}

type CellValue = ExcelJS.CellValue;

/**
 * A cell as text. A formula counts by the value Excel saved with it (we never evaluate one); a
 * formula saved without a value is refused, since what it would show is unknown.
 */
function cellText(v: CellValue, line: number): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v !== 'object') return String(v);
  if ('formula' in v || 'sharedFormula' in v) {
    const result = (v as ExcelJS.CellFormulaValue).result;
    if (result === undefined || result === null) throw fileError(BULK_MSG.formula(line));
    if (typeof result === 'object' && 'error' in result) return '';
    return cellText(result as CellValue, line);
  }
  if ('richText' in v) return v.richText.map((r) => r.text).join('');
  if ('text' in v) return String(v.text);
  if ('error' in v) return '';
  return '';
}

/**
 * The parts in pieces of 64 KB, the size an inflating stream hands on: given a worksheet of
 * several megabytes as one chunk, the reader was 1.3 to 4 times slower (10,000 rows, measured).
 */
function* inPieces(parts: Buffer[], size = 64 * 1024) {
  for (const part of parts) for (let at = 0; at < part.length; at += size) yield part.subarray(at, at + size);
}

/**
 * Hands the first worksheet's rows to `onRow` until it answers false, streamed by exceljs's
 * WorkbookReader from the parts openOrderFile checked. Answers whether it was stopped.
 */
async function readXlsx(
  parts: Buffer[],
  onRow: (line: number, cells: string[]) => boolean,
): Promise<boolean> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(inPieces(parts)), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  let sheets = 0;
  try {
    for await (const sheet of reader) {
      sheets += 1;
      for await (const row of sheet as unknown as AsyncIterable<ExcelJS.Row>) {
        const values = (row.values as CellValue[]).slice(1);
        const cells = Array.from(values, (v) => cellText(v, row.number).trim());
        if (!onRow(row.number, cells)) return true;
      }
      break;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw wrongType();
  }
  if (!sheets) throw fileError(BULK_MSG.noSheet);
  return false;
}

async function parseXlsx(parts: Buffer[], maxRows: number): Promise<ParsedFile> {
  const rows = new RowCollector(maxRows);
  if (await readXlsx(parts, (line, cells) => rows.add(line, cells)))
    throw fileError(BULK_MSG.tooManyRows(maxRows));
  return rows.result();
}

/** The file's header and rows; every problem is a 4xx AppError in the page's words. */
export async function parseOrderFile(
  file: OrderFile,
  maxRows: number = BULK_LIMITS.maxRows,
): Promise<ParsedFile> {
  return file.format === 'csv' ? parseCsv(file.text, maxRows) : parseXlsx(file.parts, maxRows);
}

/**
 * The header row alone, for the upload's quick check (the columns are there) before the job reads
 * the rest. A CSV's first line, or an XLSX's first non-blank row of its first sheet.
 */
export async function readHeader(file: OrderFile): Promise<string[]> {
  if (file.format === 'csv') {
    let header: string[] | null = null;
    Papa.parse<string[]>(file.text, {
      step: (result, parser) => {
        const cells = result.data.map((c) => String(c ?? ''));
        if (blank(cells)) return;
        header = cells;
        parser.abort();
      },
    });
    if (!header) throw fileError(BULK_MSG.empty);
    return header;
  }
  let header: string[] | null = null;
  await readXlsx(file.parts, (_line, cells) => {
    if (blank(cells)) return true;
    header = cells;
    return false;
  });
  if (!header) throw fileError(BULK_MSG.empty);
  return header;
}
