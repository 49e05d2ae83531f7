import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditBalance, creditUse } from './index';

const cents = fc.integer({ min: 0, max: 100_000_000 });

describe('account credit', () => {
  it('covers up to the order total; the rest is to pay', () => {
    expect(creditUse(1000, 5507)).toEqual({ available: 1000, used: 1000, toPay: 4507 });
    expect(creditUse(9000, 5507)).toEqual({ available: 9000, used: 5507, toPay: 0 });
    expect(creditUse(0, 5507)).toEqual({ available: 0, used: 0, toPay: 5507 });
    expect(creditUse(-5, 100)).toEqual({ available: 0, used: 0, toPay: 100 });
  });

  it('never uses more than there is nor more than the total, and the amount to pay is total − used ≥ 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 100_000_000 }), cents, (balance, total) => {
        const u = creditUse(balance, total);
        expect(u.used).toBeGreaterThanOrEqual(0);
        expect(u.used).toBeLessThanOrEqual(Math.max(0, balance));
        expect(u.used).toBeLessThanOrEqual(total);
        expect(u.toPay).toBe(total - u.used);
        expect(u.toPay).toBeGreaterThanOrEqual(0);
        // Credit is used whenever there is some: nothing is paid by card that credit could cover.
        expect(u.used === total || u.used === Math.max(0, balance)).toBe(true);
      }),
    );
  });

  it('a ledger spent only through creditUse never goes negative and never spends more than was issued', () => {
    const step = fc.oneof(
      fc.record({ issue: cents }),
      fc.record({ order: cents }),
      fc.record({ returnOf: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const ledger: number[] = [];
        const spends: number[] = [];
        let issued = 0;
        let spent = 0;
        for (const s of steps) {
          if ('issue' in s) {
            ledger.push(s.issue);
            issued += s.issue;
          } else if ('order' in s) {
            const { used } = creditUse(creditBalance(ledger), s.order);
            if (used > 0) {
              ledger.push(-used);
              spends.push(used);
              spent += used;
            }
          } else if (spends.length) {
            // A cancel gives one order's credit back, once.
            const [back] = spends.splice(s.returnOf % spends.length, 1);
            ledger.push(back!);
            spent -= back!;
          }
          expect(ledger.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(0);
          expect(spent).toBeLessThanOrEqual(issued);
          expect(creditBalance(ledger)).toBe(issued - spent);
        }
      }),
    );
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => creditUse(1.5, 100)).toThrow(RangeError);
    expect(() => creditUse(100, -1)).toThrow(RangeError);
    expect(() => creditBalance([1, Number.NaN])).toThrow(RangeError);
  });
});
