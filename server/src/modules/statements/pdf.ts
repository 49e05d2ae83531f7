import PDFDocument from 'pdfkit';
import { loadFaces, runsOf } from '../../lib/pdf-fonts';

/** The few drawing pieces statements and invoices share: text in the right faces, rules, tables. */

export type Doc = InstanceType<typeof PDFDocument>;

export const NAVY = '#1d3557';
export const TEXT = '#2b3442';
export const DIM = '#59636e';
export const RULE = '#c7ccd1';
export const BRAND = '#c8553d';

/** A letter-size document with Inter registered, and its bytes once it ends. */
export function newDoc(info: { Title: string; Author: string; Subject: string }) {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: 54, left: 54, right: 54, bottom: 64 },
    bufferPages: true,
    info,
  });
  for (const f of [...loadFaces().regular, ...loadFaces().bold]) doc.registerFont(f.name, f.bytes);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = doc.page.height - doc.page.margins.bottom;
  return { doc, done, left, width, bottom };
}

export interface WriteOpts {
  width: number;
  size?: number;
  bold?: boolean;
  color?: string;
  align?: 'left' | 'right';
}

/** Writes text at (x, y) within `width`, switching faces where the script needs it; answers the y below it. */
export function write(doc: Doc, text: string, x: number, y: number, opts: WriteOpts): number {
  const set = opts.bold ? loadFaces().bold : loadFaces().regular;
  const runs = runsOf(text || ' ', set);
  doc.fontSize(opts.size ?? 9.5).fillColor(opts.color ?? TEXT);
  runs.forEach((r, i) => {
    doc.font(r.face.name);
    const o = {
      width: opts.width,
      continued: i < runs.length - 1,
      align: opts.align ?? 'left',
      lineGap: 1.5,
    };
    if (i === 0) doc.text(r.text, x, y, o);
    else doc.text(r.text, o);
  });
  return doc.y;
}

export function rule(doc: Doc, x: number, y: number, width: number, color = RULE) {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.7)
    .stroke(color);
}

/** Lines of text one under another; answers the y below the last. */
export function lines(doc: Doc, texts: string[], x: number, y: number, opts: WriteOpts): number {
  let at = y;
  for (const t of texts) at = write(doc, t, x, at, opts);
  return at;
}

export interface Column {
  label: string;
  width: number;
  align?: 'left' | 'right';
}

/**
 * A table from (x, y): a bold header over a rule, then the rows; a row that would not fit starts a
 * new page with the header again. Answers the y below the last row.
 */
export function table(
  doc: Doc,
  at: { x: number; y: number; bottom: number },
  columns: Column[],
  rows: Array<{ cells: string[]; bold?: boolean }>,
): number {
  let y = at.y;
  const header = () => {
    let x = at.x;
    let below = y;
    for (const c of columns) {
      below = Math.max(below, write(doc, c.label, x, y, { width: c.width - 6, bold: true, align: c.align }));
      x += c.width;
    }
    y = below + 3;
    rule(doc, at.x, y, sum(columns));
    y += 5;
  };
  header();
  for (const row of rows) {
    if (y > at.bottom - 28) {
      doc.addPage();
      y = doc.page.margins.top;
      header();
    }
    let x = at.x;
    let below = y;
    row.cells.forEach((text, i) => {
      const c = columns[i]!;
      below = Math.max(below, write(doc, text, x, y, { width: c.width - 6, align: c.align, bold: row.bold }));
      x += c.width;
    });
    y = below + 4;
  }
  rule(doc, at.x, y, sum(columns));
  return y + 6;
}

const sum = (columns: Column[]) => columns.reduce((s, c) => s + c.width, 0);

/** 'Page n of m' and a label at the foot of every page, once the pages are all known. */
export function footers(doc: Doc, label: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const margin = doc.page.margins.bottom;
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    // Writing in the margin must not start a page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 40;
    doc.font(loadFaces().regular[0]!.name).fontSize(8).fillColor(DIM);
    doc.text(label, left, y, { width, align: 'left', lineBreak: false });
    doc.text(`Page ${i - start + 1} of ${count}`, left, y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
}

/** A UTC date as '12 Nov 2026': statements count months in UTC, so their dates do too. */
export function utcDate(d: Date): string {
  const m = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][
    d.getUTCMonth()
  ];
  return `${d.getUTCDate()} ${m} ${d.getUTCFullYear()}`;
}
