import {
  balanceOfTotals,
  formatMoney,
  hasStatement,
  ORDER_MSG,
  paymentMethodLabel,
  type StatementLineKind,
  type StatementMonth,
  statementBalance,
  statementMonth,
  statementMonths,
} from '@pressrun/domain';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import * as repo from './repo';

/** One line of a statement, as printed. */
export interface StatementLine {
  at: Date;
  kind: StatementLineKind;
  description: string;
  /** Cents, never negative: the kind says which way it moves the balance. */
  amount: number;
}

export interface Statement {
  month: StatementMonth;
  company: NonNullable<Awaited<ReturnType<typeof repo.companyOf>>>;
  opening: number;
  charges: number;
  credits: number;
  closing: number;
  lines: Array<StatementLine & { balance: number }>;
}

/**
 * The statement list's months, this month first, with where each statement is read: from the month
 * the company's account was opened, at most 12.
 */
export async function statementList(db: Db, companyId: number, now: Date) {
  const company = await repo.companyOf(db, companyId);
  if (!company) throw notFound();
  return statementMonths(now, company.createdAt).map((m) => ({
    timeRange: m.timeRange,
    label: m.label,
    fileName: m.fileName,
    url: `/api/statements/${m.timeRange}`,
  }));
}

const card = (last4: string | null) => (last4 ? `card ENDS IN ${last4}` : 'card');

/** How an order was paid, as the confirmation says it: 'Default Card ENDS IN 4242', 'Paypal', 'Credit Terms'. */
export function paidBy(o: { payType: string; cardLast4: string | null; reprintOfClaimId: number | null }) {
  if (o.reprintOfClaimId) return `No charge: reprint for claim ${o.reprintOfClaimId}`;
  const known = ['default_card', 'new_card', 'paypal', 'term', 'account_credit'] as const;
  const type = known.find((k) => k === o.payType);
  const label = type ? paymentMethodLabel(type) : o.payType;
  return o.cardLast4 ? `${label} ENDS IN ${o.cardLast4}` : label;
}

/** Where a refund went back to, by the way it was given. */
const RETURNED_TO: Record<string, (last4: string | null) => string> = {
  card_refund: (l) => `Refund paid back to ${card(l)}`,
  card_release: (l) => `Card hold released, ${card(l)}`,
  paypal_refund: () => 'Refund paid back to Paypal',
  paypal_void: () => 'Paypal authorization voided',
};

/** Same instant: the order, the credit it used, its payment; a refund, its return, the credit it gave back; then by id. */
const RANK: Record<StatementLineKind, number> = {
  order: 0,
  account_credit_used: 1,
  order_payment: 2,
  refund: 3,
  refund_returned: 4,
  account_credit: 5,
  term_payment: 6,
};

type Line = StatementLine & { id: number };
type Rows<F extends (...a: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>;

async function monthLines(db: Db, companyId: number, span: repo.Span): Promise<StatementLine[]> {
  const [placed, given, credits, paid] = await Promise.all([
    repo.ordersIn(db, companyId, span),
    repo.refundsIn(db, companyId, span),
    repo.creditsIn(db, companyId, span),
    repo.termPaymentsIn(db, companyId, span),
  ]);
  const lines = [
    ...orderLines(placed),
    ...refundLines(given),
    ...creditLines(credits),
    ...termPaymentLines(paid),
  ];
  lines.sort((a, b) => a.at.getTime() - b.at.getTime() || RANK[a.kind] - RANK[b.kind] || a.id - b.id);
  return lines.map(({ id: _id, ...line }) => line);
}

/** Each order placed, and its payment when its card or PayPal paid at once. */
function orderLines(placed: Rows<typeof repo.ordersIn>): Line[] {
  const lines: Line[] = [];
  for (const o of placed) {
    const po = o.po ? `, PO ${o.po}` : '';
    const withCredit = o.creditUsed > 0 && o.payType !== 'account_credit' ? ' and account credit' : '';
    lines.push({
      id: o.id,
      at: o.at,
      kind: 'order',
      amount: o.total,
      description: `Order ${o.id}${po} (${paidBy(o)}${withCredit})`,
    });
    // The rule the opening totals apply too (repo.ts, PAID_AT_ONCE): a card or PayPal order is paid
    // when placed, for what its payment method paid (the rest was account credit).
    const paid = o.total - o.creditUsed;
    if (o.payType !== 'term' && paid > 0)
      lines.push({
        id: o.id,
        at: o.at,
        kind: 'order_payment',
        amount: paid,
        description: `Payment for order ${o.id}: ${paidBy(o)}`,
      });
  }
  return lines;
}

/** Each refund, and where its money went back when it left the account. */
function refundLines(given: Rows<typeof repo.refundsIn>): Line[] {
  const lines: Line[] = [];
  for (const r of given) {
    const cause = r.key.startsWith('claim:') ? ' (claim)' : r.key.startsWith('cancel:') ? ' (cancelled)' : '';
    const toTerms = r.method === 'term_balance' ? ', to credit terms' : '';
    lines.push({
      id: r.id,
      at: r.at,
      kind: 'refund',
      amount: r.amount,
      description: `Refund for order ${r.orderId}${cause}${toTerms}`,
    });
    const returned = RETURNED_TO[r.method];
    if (returned)
      lines.push({
        id: r.id,
        at: r.at,
        kind: 'refund_returned',
        amount: r.amount,
        description: `${returned(r.cardLast4)}, order ${r.orderId}`,
      });
  }
  return lines;
}

/** Account credit issued, returned and used. */
function creditLines(credits: Rows<typeof repo.creditsIn>): Line[] {
  const lines: Line[] = [];
  for (const c of credits) {
    if (c.kind === 'spent') {
      lines.push({
        id: c.id,
        at: c.at,
        kind: 'account_credit_used',
        amount: -c.amount,
        description: `Account credit used for order ${c.orderId}: ${formatMoney(-c.amount)}`,
      });
      continue;
    }
    // A return's reason names its order already.
    const about = (
      c.kind === 'returned'
        ? []
        : [c.claimId ? `claim ${c.claimId}` : '', c.orderId ? `order ${c.orderId}` : '']
    )
      .filter(Boolean)
      .join(', ');
    lines.push({
      id: c.id,
      at: c.at,
      kind: 'account_credit',
      amount: c.amount,
      description: `${c.kind === 'returned' ? 'Account credit returned' : 'Account credit issued'}: ${c.reason}${about ? ` (${about})` : ''}`,
    });
  }
  return lines;
}

/** Payments of credit terms orders. */
function termPaymentLines(paid: Rows<typeof repo.termPaymentsIn>): Line[] {
  const lines: Line[] = [];
  for (const t of paid) {
    const which = t.orderIds.length
      ? ` for order${t.orderIds.length === 1 ? '' : 's'} ${t.orderIds.join(', ')}`
      : '';
    lines.push({
      id: t.id,
      at: t.at,
      kind: 'term_payment',
      amount: t.amount,
      description: `Credit terms payment${which}: ${card(t.cardLast4)}`,
    });
  }
  return lines;
}

/** The company's statement for one of the last 12 months (timeRange 0-11, already checked). */
export async function statementOf(
  db: Db,
  companyId: number,
  timeRange: number,
  now: Date,
): Promise<Statement> {
  const month = statementMonth(timeRange, now);
  const company = await repo.companyOf(db, companyId);
  if (!company) throw notFound();
  if (!hasStatement(month, company.createdAt))
    throw notFound(`There is no statement for ${month.label}: your account was opened later.`);
  const [before, lines] = await Promise.all([
    repo.totalsBefore(db, companyId, month.start),
    monthLines(db, companyId, { from: month.start, to: month.end }),
  ]);
  const balance = statementBalance(balanceOfTotals(before), lines);
  return { month, company, ...balance };
}

export type InvoiceFacts = NonNullable<Awaited<ReturnType<typeof repo.invoiceFacts>>>;

/** One of the company's orders for its invoice; another company's reads as one that does not exist. */
export async function invoiceOf(db: Db, companyId: number, orderId: number): Promise<InvoiceFacts> {
  const facts = await repo.invoiceFacts(db, companyId, orderId);
  if (!facts) throw notFound(ORDER_MSG.notFound);
  return facts;
}
