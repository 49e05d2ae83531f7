import {
  countryName,
  formatMoney,
  type OrderStatus,
  PROCESSING_FEE_LABEL,
  STATUS_LABEL,
} from '@pressrun/domain';
import { BRAND, DIM, type Doc, footers, lines, NAVY, newDoc, rule, table, utcDate, write } from './pdf';
import { type InvoiceFacts, paidBy } from './service';
import type { Issuer } from './statement-pdf';

/** The sign-up placeholder is no phone at all. */
const NO_PHONE = '0000000000';

const REFUNDED_HOW: Record<string, string> = {
  card_refund: 'Refunded to the card',
  card_release: 'Card hold released',
  paypal_refund: 'Refunded to Paypal',
  paypal_void: 'Paypal authorization voided',
  term_balance: 'Returned to credit terms',
};

/** Where a section is written: the document, its left edge, width and the last line's bottom. */
interface Page {
  doc: Doc;
  left: number;
  width: number;
  bottom: number;
}

const money = (cents: number) => formatMoney(cents);

/**
 * One order's invoice: who sells and who buys, where it ships, the lines at the prices charged,
 * the totals as the order review showed them, how it was paid, and what was given back since.
 */
export async function invoicePdf(f: InvoiceFacts, from: Issuer): Promise<Buffer> {
  const { order, company } = f;
  const { doc, done, left, width, bottom } = newDoc({
    Title: `Invoice, order ${order.id} - ${company.name}`,
    Author: from.companyName,
    Subject: `Invoice for order ${order.id}`,
  });
  const page: Page = { doc, left, width, bottom };

  let y = heading(page, f, from);
  y = parties(page, f, from, y);
  y = lineTable(page, f, y);
  y = totalsBox(page, f, y);
  if (f.refunds.length) y = refundTable(page, f, y);
  write(
    doc,
    `Questions about this invoice: ${from.supportEmail}. Amounts in US dollars.`,
    left,
    Math.min(y + 6, bottom - 14),
    { width, size: 8.5, color: DIM },
  );

  footers(doc, `Invoice for order ${order.id}`);
  doc.end();
  return done;
}

/** The seller's name, the title and the order's facts (id, PO, date, status, payment). */
function heading({ doc, left, width }: Page, { order }: InvoiceFacts, from: Issuer): number {
  let y = doc.page.margins.top;
  y = write(doc, from.companyName.toUpperCase(), left, y, { width, size: 9, bold: true, color: BRAND }) + 4;
  y = write(doc, 'Invoice', left, y, { width, size: 22, bold: true, color: NAVY }) + 8;

  const status = STATUS_LABEL[order.status as OrderStatus] ?? order.status;
  const facts: Array<[string, string]> = [
    ['Order ID', String(order.id)],
    ['PO', order.po || '—'],
    ['Date', `${utcDate(order.createdAt)} (UTC)`],
    ['Status', status],
    ['Payment method', paidBy(order)],
  ];
  for (const [label, value] of facts) {
    write(doc, label, left, y, { width: 110, bold: true });
    y = write(doc, value, left + 110, y, { width: width - 110 }) + 1;
  }
  return y + 14;
}

/** From, bill to, ship to side by side. */
function parties(
  { doc, left, width }: Page,
  { order, user, company }: InvoiceFacts,
  from: Issuer,
  y: number,
) {
  const col = width / 3;
  const ship = order.shipTo;
  const blocks: Array<[string, string[]]> = [
    ['From', [from.companyName, from.supportEmail, from.publicUrl]],
    [
      'Bill to',
      [
        company.name,
        `Account no. ${company.id}`,
        ...(user
          ? [
              [user.firstName, user.lastName].filter(Boolean).join(' '),
              user.email,
              user.phone && user.phone !== NO_PHONE ? user.phone : '',
            ]
          : []),
      ],
    ],
    [
      'Ship to',
      [
        `${ship.firstName} ${ship.lastName}`.trim(),
        ship.street1,
        ship.street2,
        `${ship.city}, ${ship.state} ${ship.zip}`.trim(),
        countryName(ship.country),
        ship.ioss ? `IOSS ${ship.ioss}` : '',
      ],
    ],
  ];
  let below = y;
  blocks.forEach(([title, texts], i) => {
    const x = left + i * col;
    write(doc, title, x, y, { width: col - 10, size: 10.5, bold: true, color: NAVY });
    below = Math.max(
      below,
      lines(
        doc,
        texts.filter((t) => t.trim() !== ''),
        x,
        y + 16,
        { width: col - 10 },
      ),
    );
  });
  return below + 18;
}

/** The order's lines at the prices charged. */
function lineTable({ doc, left, width, bottom }: Page, { items }: InvoiceFacts, y: number) {
  return table(
    doc,
    { x: left, y, bottom },
    [
      { label: 'SKU', width: 62 },
      { label: 'Product', width: width - 62 - 110 - 36 - 70 - 74 },
      { label: 'Variant', width: 110 },
      { label: 'Qty', width: 36, align: 'right' },
      { label: 'Unit price', width: 70, align: 'right' },
      { label: 'Line total', width: 74, align: 'right' },
    ],
    items.map((it) => ({
      cells: [
        it.sku,
        it.po ? `${it.productName} (PO ${it.po})` : it.productName,
        [it.variantName, it.colorName].filter(Boolean).join(', ') || '—',
        String(it.quantity),
        money(it.unitPrice),
        money(it.unitPrice * it.quantity),
      ],
    })),
  );
}

/** The totals, right-aligned under the table, as the order review showed them. */
function totalsBox({ doc, left, width, bottom }: Page, { order, refunds }: InvoiceFacts, top: number) {
  let y = top;
  const totals: Array<[string, number, boolean]> = [
    [`Items (${order.totalQuantity})`, order.itemsPrice, false],
    ['Shipping', order.shipping, false],
    [PROCESSING_FEE_LABEL, order.fee, false],
    ['Estimated tax', order.tax, false],
    ['Discount', -order.discount, false],
    ['Total', order.total, true],
  ];
  // Paid partly (or wholly) with account credit: what the credit covered and what the method paid.
  if (order.creditUsed > 0)
    totals.push(
      ['Account credit', -order.creditUsed, false],
      ['Amount paid', order.total - order.creditUsed, true],
    );
  const refunded = refunds.reduce((s, r) => s + r.amount, 0);
  if (refunded > 0) totals.push(['Refunded', -refunded, false], ['Net total', order.total - refunded, true]);
  const boxX = left + width - 240;
  if (y > bottom - totals.length * 16 - 20) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  for (const [label, cents, bold] of totals) {
    write(doc, label, boxX, y, { width: 150, bold, size: bold ? 11 : 10 });
    y =
      write(doc, money(cents), boxX + 150, y, { width: 90, align: 'right', bold, size: bold ? 11 : 10 }) + 3;
    if (label === 'Discount') {
      rule(doc, boxX, y, 240);
      y += 5;
    }
  }
  return y + 14;
}

/** What was given back since, and how. */
function refundTable({ doc, left, width, bottom }: Page, { refunds }: InvoiceFacts, top: number) {
  let y = top;
  if (y > bottom - 60) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  y = write(doc, 'Refunds', left, y, { width, size: 13, bold: true, color: NAVY }) + 6;
  return table(
    doc,
    { x: left, y, bottom },
    [
      { label: 'Date', width: 90 },
      { label: 'How', width: width - 90 - 90 },
      { label: 'Amount', width: 90, align: 'right' },
    ],
    refunds.map((r) => ({
      cells: [utcDate(r.at), REFUNDED_HOW[r.method] ?? r.method, money(r.amount)],
    })),
  );
}
