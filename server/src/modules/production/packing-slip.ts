import { countryName } from '@pressrun/domain';
import PDFDocument from 'pdfkit';
import { loadFaces, runsOf } from '../../lib/pdf-fonts';
import type { StaffOrder } from './detail';
import { senderAddress, shipToAddress } from './detail';
import type { LabelAddress } from './schemas';

type Doc = InstanceType<typeof PDFDocument>;

/** Writes text at (x, y) within `width`, switching faces where the script needs it. */
function write(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  opts: { width: number; size?: number; bold?: boolean },
) {
  const set = opts.bold ? loadFaces().bold : loadFaces().regular;
  const runs = runsOf(text || ' ', set);
  doc.fontSize(opts.size ?? 10);
  runs.forEach((r, i) => {
    doc.font(r.face.name);
    const more = i < runs.length - 1;
    if (i === 0) doc.text(r.text, x, y, { width: opts.width, continued: more });
    else doc.text(r.text, { width: opts.width, continued: more });
  });
  return doc.y;
}

const addressLines = (a: LabelAddress) =>
  [
    a.companyName,
    a.name,
    a.street1,
    a.street2,
    `${a.city}, ${a.state} ${a.zip}`.trim(),
    countryName(a.country),
  ].filter((l) => l.trim() !== '');

/** Where a section is written: the document, its left edge, width and the last line's bottom. */
interface Page {
  doc: Doc;
  left: number;
  width: number;
  bottom: number;
}

/**
 * The packing slip that goes in the box: who it is from (the customer's ship-from when they have
 * one, else the PressRun facility), where it goes, the order id, PO and date, and
 * the items with their quantities. No prices: the slip is often read by the reseller's customer.
 */
export async function packingSlipPdf(o: StaffOrder, brand: string): Promise<Buffer> {
  const { order } = o;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    info: { Title: `Packing slip, order ${order.id}`, Author: brand },
  });
  for (const f of [...loadFaces().regular, ...loadFaces().bold]) doc.registerFont(f.name, f.bytes);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = doc.page.height - doc.page.margins.bottom;

  const page: Page = { doc, left, width, bottom };
  let y = orderFacts(page, o);
  y = addresses(page, o, y + 14);
  itemTable(page, o, y);

  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** The title, then the order id, PO and date. */
function orderFacts({ doc, left, width }: Page, { order }: StaffOrder): number {
  write(doc, 'Packing Slip', left, 50, { width, size: 22, bold: true });
  let y = 84;
  const date = order.createdAt.toISOString().slice(0, 10);
  for (const [label, value] of [
    ['Order ID', String(order.id)],
    ['PO', order.po],
    ['Order date', date],
  ] as const) {
    write(doc, label, left, y, { width: 90, bold: true });
    y = write(doc, value, left + 90, y, { width: width - 90 }) + 2;
  }

  return y;
}

/** Ship from (the customer's ship-from when they have one, else the facility) and ship to. */
function addresses({ doc, left, width }: Page, o: StaffOrder, y: number): number {
  const { order } = o;
  const col = width / 2;
  const from = senderAddress(o);
  write(doc, 'Ship from', left, y, { width: col - 10, size: 11, bold: true });
  write(doc, 'Ship to', left + col, y, { width: col, size: 11, bold: true });
  const top = y + 18;
  let yFrom = top;
  for (const line of addressLines(from)) yFrom = write(doc, line, left, yFrom, { width: col - 10 });
  let yTo = top;
  for (const line of addressLines(shipToAddress(order.shipTo)))
    yTo = write(doc, line, left + col, yTo, { width: col });
  return Math.max(yFrom, yTo) + 24;
}

/** The items: quantity, sku, product (variant, colour), the line's own PO; then the units. */
function itemTable({ doc, left, width, bottom }: Page, o: StaffOrder, top: number) {
  let y = top;
  const cols = [
    { label: 'Qty', x: 0, w: 40 },
    { label: 'SKU', x: 40, w: 80 },
    { label: 'Item', x: 120, w: width - 120 - 110 },
    { label: 'Item PO', x: width - 110, w: 110 },
  ];
  const header = () => {
    for (const c of cols) write(doc, c.label, left + c.x, y, { width: c.w - 6, bold: true });
    y += 16;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.7)
      .stroke('#999999');
    y += 6;
  };
  header();
  let units = 0;
  for (const { item } of o.lines) {
    if (y > bottom - 40) {
      doc.addPage();
      y = doc.page.margins.top;
      header();
    }
    units += item.quantity;
    const what = [item.productName, [item.variantName, item.colorName].filter(Boolean).join(', ')]
      .filter(Boolean)
      .join(' — ');
    const cells = [String(item.quantity), item.sku, what, item.po];
    const ends = cells.map((text, i) => write(doc, text, left + cols[i]!.x, y, { width: cols[i]!.w - 6 }));
    y = Math.max(...ends) + 6;
  }
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(0.7)
    .stroke('#999999');
  write(
    doc,
    `${units} item${units === 1 ? '' : 's'} in ${o.lines.length} line${o.lines.length === 1 ? '' : 's'}`,
    left,
    y + 8,
    {
      width,
      bold: true,
    },
  );
}
