import { describe, expect, it } from 'vitest';
import { shareOf } from './share';

// Two lines: 2 mugs at $12.00 with $2.64 tax, 1 tumbler at $20.00 with $2.20 tax; $10.00 shipping.
const lines = [
  { id: 1, quantity: 2, unitPrice: 1200, tax: 264 },
  { id: 2, quantity: 1, unitPrice: 2000, tax: 220 },
];
const order = { total: 4400 + 484 + 1000 + 172, itemsPrice: 4400, discount: 0 };

describe('shareOf', () => {
  it('gives affected units their price and their part of the line’s tax', () => {
    const one = [{ lineId: 1, quantity: 1 }];
    expect(shareOf(order, lines, one, one)).toBe(1200 + 132);
    const tumbler = [{ lineId: 2, quantity: 1 }];
    expect(shareOf(order, lines, tumbler, tumbler)).toBe(2220);
  });

  it('takes the discount off in proportion to the price', () => {
    const discounted = { ...order, discount: 440, total: order.total - 440 };
    const one = [{ lineId: 1, quantity: 1 }];
    expect(shareOf(discounted, lines, one, one)).toBe(1200 - 120 + 132);
  });

  it('gives a claim about every unit the whole total, split between its groups', () => {
    const all = [
      { lineId: 1, quantity: 2 },
      { lineId: 2, quantity: 1 },
    ];
    expect(shareOf(order, lines, all, all)).toBe(order.total);
    const mugs = shareOf(order, lines, all, [all[0]!]);
    const tumbler = shareOf(order, lines, all, [all[1]!]);
    expect(Math.abs(mugs + tumbler - order.total)).toBeLessThanOrEqual(1);
    expect(mugs).toBeGreaterThan(2 * 1332);
  });

  it('is nothing for nothing and for a free order', () => {
    expect(shareOf(order, lines, [{ lineId: 1, quantity: 1 }], [])).toBe(0);
    const free = lines.map((l) => ({ ...l, unitPrice: 0, tax: 0 }));
    const all = free.map((l) => ({ lineId: l.id, quantity: l.quantity }));
    expect(shareOf({ total: 0, itemsPrice: 0, discount: 0 }, free, all, all)).toBe(0);
  });
});
