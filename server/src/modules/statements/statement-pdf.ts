import { formatMoney, STATEMENT_LINE_SIGN, STATEMENT_MSG } from '@pressrun/domain';
import { BRAND, DIM, type Doc, footers, lines, NAVY, newDoc, rule, table, utcDate, write } from './pdf';
import type { Statement } from './service';

export interface Issuer {
  companyName: string;
  supportEmail: string;
  publicUrl: string;
}

/** Where a section is written: the document, its left edge, width and the last line's bottom. */
interface Page {
  doc: Doc;
  left: number;
  width: number;
  bottom: number;
}

const money = (cents: number) => formatMoney(cents);

/**
 * A month's statement: who it is from and for, the balance summary, then every line of the month
 * with the balance after it. A month with nothing in it still is a statement: it says so and
 * carries the balance through.
 */
export async function statementPdf(s: Statement, from: Issuer): Promise<Buffer> {
  const { doc, done, left, width, bottom } = newDoc({
    Title: `Statement, ${s.month.label} - ${s.company.name}`,
    Author: from.companyName,
    Subject: `Account statement for ${s.month.label}`,
  });
  const page: Page = { doc, left, width, bottom };

  let y = heading(page, s, from);
  y = parties(page, s, from, y);
  y = summary(page, s, from, y);
  activity(page, s, y);

  footers(doc, `Statement ${s.month.label}, account no. ${s.company.id}`);
  doc.end();
  return done;
}

/** The last instant of the month, for its dates. */
const lastMoment = (s: Statement) => new Date(s.month.end.getTime() - 1);

/** The seller's name, the title, the month and its dates. */
function heading({ doc, left, width }: Page, s: Statement, from: Issuer): number {
  let y = doc.page.margins.top;
  y = write(doc, from.companyName.toUpperCase(), left, y, { width, size: 9, bold: true, color: BRAND }) + 4;
  y = write(doc, 'Statement', left, y, { width, size: 22, bold: true, color: NAVY }) + 2;
  y = write(doc, s.month.label, left, y, { width, size: 12, bold: true, color: NAVY });
  return (
    write(doc, `${utcDate(s.month.start)} to ${utcDate(lastMoment(s))} (UTC)`, left, y, {
      width,
      color: DIM,
    }) + 14
  );
}

/** From and the account, side by side. */
function parties({ doc, left, width }: Page, s: Statement, from: Issuer, y: number): number {
  const col = width / 2;
  write(doc, 'From', left, y, { width: col - 10, size: 10.5, bold: true, color: NAVY });
  write(doc, 'Account', left + col, y, { width: col, size: 10.5, bold: true, color: NAVY });
  const top = y + 16;
  const yFrom = lines(doc, [from.companyName, from.supportEmail, from.publicUrl], left, top, {
    width: col - 10,
  });
  const owner = s.company.owner;
  const yTo = lines(
    doc,
    [
      s.company.name,
      `Account no. ${s.company.id}`,
      ...(owner ? [[owner.firstName, owner.lastName].filter(Boolean).join(' '), owner.email] : []),
    ],
    left + col,
    top,
    { width: col },
  );
  return Math.max(yFrom, yTo) + 16;
}

/** The summary: what the month started and ended with, and what a balance means. */
function summary({ doc, left, width }: Page, s: Statement, from: Issuer, top: number): number {
  let y = top;
  const rows: Array<[string, number, boolean]> = [
    ['Opening balance', s.opening, false],
    ['Charges', s.charges, false],
    ['Payments and credits', -s.credits, false],
    ['Closing balance', s.closing, true],
  ];
  rule(doc, left, y, width);
  y += 6;
  for (const [label, cents, bold] of rows) {
    write(doc, label, left, y, { width: width - 120, bold, size: bold ? 11 : 10 });
    y =
      write(doc, formatMoney(cents), left + width - 120, y, {
        width: 120,
        align: 'right',
        bold,
        size: bold ? 11 : 10,
      }) + 3;
  }
  rule(doc, left, y, width);
  y += 6;
  return (
    write(
      doc,
      `A positive balance is owed to ${from.companyName}; a negative balance is credit in your favour. Card and Paypal orders are paid when they are placed; credit terms orders are owed until they are paid. Account credit counts as a credit when it is given; credit used on an order pays that part of it and leaves the balance as it is.`,
      left,
      y,
      { width, size: 8.5, color: DIM },
    ) + 16
  );
}

/** Every line of the month with the balance after it, or a word that there were none. */
function activity({ doc, left, width, bottom }: Page, s: Statement, top: number) {
  let y = write(doc, 'Activity', left, top, { width, size: 13, bold: true, color: NAVY }) + 6;
  if (!s.lines.length) {
    y = write(doc, STATEMENT_MSG.noActivity, left, y, { width, size: 11 }) + 4;
    write(doc, `The balance stays ${formatMoney(s.closing)}.`, left, y, { width, color: DIM });
    return;
  }
  table(
    doc,
    { x: left, y, bottom },
    [
      { label: 'Date', width: 70 },
      { label: 'Description', width: width - 70 - 3 * 72 },
      { label: 'Charges', width: 72, align: 'right' },
      { label: 'Credits', width: 72, align: 'right' },
      { label: 'Balance', width: 72, align: 'right' },
    ],
    [
      { cells: [utcDate(s.month.start), 'Opening balance', '', '', money(s.opening)] },
      ...s.lines.map((l) => {
        // A refund or credit is in the Credits column; credit used on an order in neither (its
        // description carries the amount), since it leaves the balance as it is.
        const sign = STATEMENT_LINE_SIGN[l.kind];
        return {
          cells: [
            utcDate(l.at),
            l.description,
            sign > 0 ? money(l.amount) : '',
            sign < 0 ? money(l.amount) : '',
            money(l.balance),
          ],
        };
      }),
      {
        cells: [
          utcDate(lastMoment(s)),
          'Closing balance',
          money(s.charges),
          money(s.credits),
          money(s.closing),
        ],
        bold: true,
      },
    ],
  );
}
