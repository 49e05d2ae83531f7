import { z } from 'zod';

/**
 * Monthly statements and their balance (business rules: Statements). A statement is the company's
 * account with PressRun for one calendar month in UTC: what was charged, what was paid or given
 * back, and the balance owed before and after. A positive balance is owed to PressRun; a negative
 * one is credit in the company's favour.
 */

export const STATEMENT_MSG = {
  badTimeRange: 'Please choose one of the last 12 months: timeRange must be a whole number from 0 to 11.',
  noActivity: 'No activity this month.',
  /** What the page says when the statement could not be reached at all. */
  cantConnect: "Can't connect to server. Please contact support.",
} as const;

/** The list holds this many months, timeRange 0 (this month) to 11 (eleven months ago). */
export const STATEMENT_MONTHS = 12;

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export interface StatementMonth {
  /** 0 is the current month, 11 eleven months before it. */
  timeRange: number;
  year: number;
  /** 1 to 12. */
  month: number;
  /** 'November 2026' */
  label: string;
  /** 'statement-2026-11.pdf' */
  fileName: string;
  /** The month's first instant, UTC. */
  start: Date;
  /** The next month's first instant, UTC: the month is [start, end). */
  end: Date;
}

/**
 * The month `timeRange` months before the one `now` falls in (UTC). The list is the 12 months ending
 * with this one, this year's months up to now and then last year's: in March 2027,
 * timeRange 0-2 are March back to January 2027 and 3-11 December back to April 2026.
 */
export function statementMonth(timeRange: number, now: Date): StatementMonth {
  if (!Number.isInteger(timeRange) || timeRange < 0 || timeRange >= STATEMENT_MONTHS)
    throw new RangeError(STATEMENT_MSG.badTimeRange);
  // Months counted from year 0, so going back across a year boundary is plain subtraction.
  const index = now.getUTCFullYear() * 12 + now.getUTCMonth() - timeRange;
  const year = Math.floor(index / 12);
  const m0 = index - year * 12;
  const month = m0 + 1;
  return {
    timeRange,
    year,
    month,
    label: `${MONTH_NAMES[m0]} ${year}`,
    fileName: `statement-${year}-${String(month).padStart(2, '0')}.pdf`,
    start: new Date(Date.UTC(year, m0, 1)),
    end: new Date(Date.UTC(year, m0 + 1, 1)),
  };
}

/**
 * The statement list: the current month first, then back eleven months, but never before the month
 * the company's account was opened (`since`): a month before it has no statement.
 */
export function statementMonths(now: Date, since?: Date): StatementMonth[] {
  const months = Array.from({ length: STATEMENT_MONTHS }, (_, i) => statementMonth(i, now));
  return since ? months.filter((m) => hasStatement(m, since)) : months;
}

/** A month has a statement once the account exists: it was opened before the month ended. */
export const hasStatement = (m: Pick<StatementMonth, 'end'>, since: Date) =>
  since.getTime() < m.end.getTime();

/** `/:timeRange` of the statement routes: '0' to '11' exactly (no '01', '1.0', '-0' or '12'). */
export const statementParamsSchema = z.object({
  timeRange: z
    .string({ error: STATEMENT_MSG.badTimeRange })
    .regex(/^(?:[0-9]|1[01])$/, { error: STATEMENT_MSG.badTimeRange })
    .transform(Number),
});

/**
 * What a statement line is, and which way it moves the balance:
 * - `order`: an order placed (its total is charged);
 * - `order_payment`: a card or PayPal order is paid the moment it is placed;
 * - `refund`: money given back for an order (a cancel or a claim);
 * - `refund_returned`: that money went back to the card or PayPal account it came from (a refund
 *   of credit terms stays on the account, so it has no such line);
 * - `account_credit`: credit given to the account (a claim resolved as credit, or the credit part
 *   of an order given back when it is cancelled or refunded);
 * - `account_credit_used`: account credit spent on an order. The credit already counted when it
 *   was given, and the order's charge is settled by it, so this line shows the spending and leaves
 *   the balance as it is;
 * - `term_payment`: a card payment of credit-terms orders.
 */
export const STATEMENT_LINE_KINDS = [
  'order',
  'order_payment',
  'refund',
  'refund_returned',
  'account_credit',
  'account_credit_used',
  'term_payment',
] as const;
export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];

/** +1 adds to what is owed (a charge), -1 takes from it (a credit), 0 leaves it (shown only). */
export const STATEMENT_LINE_SIGN: Record<StatementLineKind, 1 | -1 | 0> = {
  order: 1,
  order_payment: -1,
  refund: -1,
  refund_returned: 1,
  account_credit: -1,
  account_credit_used: 0,
  term_payment: -1,
};

export interface BalanceLine {
  kind: StatementLineKind;
  /** Cents, never negative: the kind says which way it goes. */
  amount: number;
}

function checkCents(amount: number) {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`A statement amount must be whole cents, not ${amount}.`);
}

/** A line's effect on the balance, in cents. */
export function signedAmount(line: BalanceLine): number {
  checkCents(line.amount);
  return STATEMENT_LINE_SIGN[line.kind] * line.amount;
}

/** Amounts summed by kind (the opening balance is read from the database this way). */
export type KindTotals = Partial<Record<StatementLineKind, number>>;

/** The balance that lines summed by kind leave, starting from nothing. */
export function balanceOfTotals(totals: KindTotals): number {
  let balance = 0;
  for (const kind of STATEMENT_LINE_KINDS) balance += signedAmount({ kind, amount: totals[kind] ?? 0 });
  return balance;
}

export interface StatementBalance<L extends BalanceLine> {
  opening: number;
  /** Everything that added to the balance this month. */
  charges: number;
  /** Everything that took from it (payments, refunds, credits), as a positive number. */
  credits: number;
  closing: number;
  /** The lines in the order given, each with the balance after it. */
  lines: Array<L & { balance: number }>;
}

/** The month's arithmetic: closing = opening + charges − credits, to the cent. */
export function statementBalance<L extends BalanceLine>(opening: number, lines: L[]): StatementBalance<L> {
  if (!Number.isSafeInteger(opening)) throw new RangeError(`An opening balance must be whole cents.`);
  let balance = opening;
  let charges = 0;
  let credits = 0;
  const withBalance = lines.map((line) => {
    const signed = signedAmount(line);
    if (signed >= 0) charges += signed;
    else credits -= signed;
    balance += signed;
    return { ...line, balance };
  });
  return { opening, charges, credits, closing: balance, lines: withBalance };
}
