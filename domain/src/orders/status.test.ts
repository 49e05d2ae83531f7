import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancelRefund, claimWindowClosed } from './fulfilment';
import { canCancel, canMove, nextStatuses, ORDER_STATUSES, type OrderStatus, statusRank } from './status';

describe('order status machine', () => {
  it('moves forward one step at a time, or to Disabled from the first three', () => {
    expect(nextStatuses('Created')).toEqual(['ReadyToProduce', 'Disabled']);
    expect(nextStatuses('InProduction')).toEqual(['OrderShipped', 'Disabled']);
    expect(canMove('Created', 'InProduction')).toBe(false);
    expect(canMove('OrderShipped', 'Disabled')).toBe(false);
    expect(['Created', 'ReadyToProduce', 'InProduction'].every((s) => canCancel(s as OrderStatus))).toBe(
      true,
    );
    expect(canCancel('OrderShipped') || canCancel('Disabled')).toBe(false);
  });

  it('never moves backwards, and nothing leaves OrderShipped or Disabled', () => {
    const status = fc.constantFrom(...ORDER_STATUSES);
    fc.assert(
      fc.property(status, status, (from, to) => {
        if (!canMove(from, to)) return;
        expect(to === 'Disabled' || statusRank(to) === statusRank(from) + 1).toBe(true);
        expect(from).not.toBe(to);
        expect(['OrderShipped', 'Disabled']).not.toContain(from);
      }),
    );
  });
});

describe('cancellation refund', () => {
  const placedAt = new Date('2026-11-20T10:00:00Z');
  it('refunds in full within 24 hours while not in production', () => {
    const now = new Date('2026-11-21T09:59:00Z');
    expect(cancelRefund({ status: 'Created', total: 1234, placedAt }, now).amount).toBe(1234);
    expect(cancelRefund({ status: 'ReadyToProduce', total: 1234, placedAt }, now).amount).toBe(1234);
    expect(cancelRefund({ status: 'InProduction', total: 1234, placedAt }, now).amount).toBe(0);
  });
  it('refunds nothing once 24 hours have passed', () => {
    const r = cancelRefund({ status: 'Created', total: 1234, placedAt }, new Date('2026-11-21T10:01:00Z'));
    expect(r).toEqual({ amount: 0, why: 'Orders cancelled after 24 hours are not refunded.' });
  });
});

describe('claim window', () => {
  // Shipped Monday 2 Nov 2026 by ground: estimated delivery Saturday 7 Nov.
  const shipped = {
    shippedAt: new Date('2026-11-02T12:00:00Z'),
    deliveredAt: null,
    method: 'GroundAdvantage',
  };
  it('takes claims within 14 business days of delivery (the estimate when no delivery is known)', () => {
    expect(claimWindowClosed(shipped, 'misprinted', new Date('2026-11-26T11:00:00Z'))).toBeNull();
    expect(claimWindowClosed(shipped, 'misprinted', new Date('2026-11-27T13:00:00Z'))).toBe(
      'within 14 business days of delivery',
    );
  });
  it('takes a lost-order claim within 30 days after the estimated delivery', () => {
    expect(claimWindowClosed(shipped, 'not delivered', new Date('2026-12-07T11:00:00Z'))).toBeNull();
    expect(claimWindowClosed(shipped, 'not delivered', new Date('2026-12-07T13:00:00Z'))).toBe(
      'within 30 days after the estimated delivery',
    );
  });
});
