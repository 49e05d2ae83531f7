import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  balanceOfTotals,
  type KindTotals,
  STATEMENT_LINE_KINDS,
  STATEMENT_MSG,
  signedAmount,
  statementBalance,
  statementMonth,
  statementMonths,
  statementParamsSchema,
} from './statements';

describe('statementMonths', () => {
  it('is the 12 months ending with the current one, this month first', () => {
    const months = statementMonths(new Date('2026-11-15T10:00:00Z'));
    expect(months.map((m) => m.label)).toEqual([
      'November 2026',
      'October 2026',
      'September 2026',
      'August 2026',
      'July 2026',
      'June 2026',
      'May 2026',
      'April 2026',
      'March 2026',
      'February 2026',
      'January 2026',
      'December 2025',
    ]);
    expect(months.map((m) => m.timeRange)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(months[0]!.fileName).toBe('statement-2026-11.pdf');
    expect(months[11]!.fileName).toBe('statement-2025-12.pdf');
  });

  it('crosses the year boundary: in January only timeRange 0 is this year', () => {
    const months = statementMonths(new Date('2027-01-01T00:00:00Z'));
    expect(months[0]).toMatchObject({ year: 2027, month: 1, label: 'January 2027' });
    expect(months[1]).toMatchObject({ year: 2026, month: 12, label: 'December 2026' });
    expect(months[11]).toMatchObject({ year: 2026, month: 2, label: 'February 2026' });
    expect(months.filter((m) => m.year === 2027)).toHaveLength(1);
  });

  it('in December all twelve are this year', () => {
    const months = statementMonths(new Date('2026-12-31T23:59:59.999Z'));
    expect(months.every((m) => m.year === 2026)).toBe(true);
    expect(months[11]!.label).toBe('January 2026');
  });

  it('months are whole UTC months, each ending where the later one starts', () => {
    const months = statementMonths(new Date('2024-03-01T00:00:00Z'));
    expect(months[0]!.start.toISOString()).toBe('2024-03-01T00:00:00.000Z');
    expect(months[0]!.end.toISOString()).toBe('2024-04-01T00:00:00.000Z');
    // Leap February.
    expect(months[1]!.start.toISOString()).toBe('2024-02-01T00:00:00.000Z');
    expect(months[1]!.end.toISOString()).toBe('2024-03-01T00:00:00.000Z');
    for (let i = 1; i < months.length; i++) expect(months[i]!.end).toEqual(months[i - 1]!.start);
  });

  it('holds now inside month 0, for any instant', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1971-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }),
        (now) => {
          const m = statementMonth(0, now);
          expect(m.start.getTime()).toBeLessThanOrEqual(now.getTime());
          expect(now.getTime()).toBeLessThan(m.end.getTime());
          const last = statementMonth(11, now);
          expect((m.year - last.year) * 12 + (m.month - last.month)).toBe(11);
        },
      ),
    );
  });

  it('refuses a timeRange outside 0-11', () => {
    for (const bad of [-1, 12, 1.5, Number.NaN])
      expect(() => statementMonth(bad, new Date())).toThrow(STATEMENT_MSG.badTimeRange);
  });
});

describe('statementParamsSchema', () => {
  it('takes 0 to 11 written plainly', () => {
    for (let i = 0; i < 12; i++)
      expect(statementParamsSchema.parse({ timeRange: String(i) })).toEqual({ timeRange: i });
  });
  it('refuses anything else with the clear message', () => {
    for (const bad of ['12', '-1', 'x', '', '01', '1.0', ' 1', '1e1', '011']) {
      const r = statementParamsSchema.safeParse({ timeRange: bad });
      expect(r.success, bad).toBe(false);
      expect(r.error!.issues[0]!.message).toBe(STATEMENT_MSG.badTimeRange);
    }
  });
});

const kind = fc.constantFrom(...STATEMENT_LINE_KINDS);
const cents = fc.integer({ min: 0, max: 100_000_000 });
const line = fc.record({ kind, amount: cents });

describe('statementBalance', () => {
  it('closing = opening + the sum of the lines, to the cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.array(line, { maxLength: 60 }),
        (opening, lines) => {
          const b = statementBalance(opening, lines);
          const sum = lines.reduce((s, l) => s + signedAmount(l), 0);
          expect(b.closing).toBe(opening + sum);
          expect(b.closing).toBe(b.opening + b.charges - b.credits);
          expect(Number.isInteger(b.closing)).toBe(true);
          expect(b.charges).toBeGreaterThanOrEqual(0);
          expect(b.credits).toBeGreaterThanOrEqual(0);
          // The running balance ends at the closing balance.
          expect(b.lines.at(-1)?.balance ?? opening).toBe(b.closing);
        },
      ),
    );
  });

  it("a month's closing is the next month's opening: splitting the lines anywhere changes nothing", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), fc.nat(), (lines, cut) => {
        const at = lines.length ? cut % (lines.length + 1) : 0;
        const first = statementBalance(0, lines.slice(0, at));
        const second = statementBalance(first.closing, lines.slice(at));
        expect(second.closing).toBe(statementBalance(0, lines).closing);
      }),
    );
  });

  it('an opening summed by kind equals the lines it sums', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), (lines) => {
        const totals: KindTotals = {};
        for (const l of lines) totals[l.kind] = (totals[l.kind] ?? 0) + l.amount;
        expect(balanceOfTotals(totals)).toBe(statementBalance(0, lines).closing);
      }),
    );
  });

  it('a card order and its payment cancel out; a term order is owed until paid', () => {
    const card = statementBalance(0, [
      { kind: 'order', amount: 5507 },
      { kind: 'order_payment', amount: 5507 },
    ]);
    expect(card).toMatchObject({ charges: 5507, credits: 5507, closing: 0 });
    const term = statementBalance(0, [{ kind: 'order', amount: 2599 }]);
    expect(term.closing).toBe(2599);
    const paid = statementBalance(term.closing, [{ kind: 'term_payment', amount: 2599 }]);
    expect(paid.closing).toBe(0);
    // A refund to a card goes back out: no credit stays on the account. Account credit does.
    expect(
      statementBalance(0, [
        { kind: 'refund', amount: 1000 },
        { kind: 'refund_returned', amount: 1000 },
        { kind: 'account_credit', amount: 250 },
      ]).closing,
    ).toBe(-250);
  });

  it('refuses amounts that are not whole, non-negative cents', () => {
    for (const amount of [-1, 0.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => statementBalance(0, [{ kind: 'order', amount }])).toThrow(RangeError);
    expect(() => statementBalance(0.5, [])).toThrow(RangeError);
  });
});
