import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUANTITY_MAX, QUANTITY_MIN } from './constants';
import {
  PRICING_MSG,
  paymentTypeSchema,
  promoPercentSchema,
  quantitySchema,
  shippingOptionSchema,
} from './schemas';

const message = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('pricing input schemas', () => {
  it('takes a quantity from 1 to 999, as a number or digits', () => {
    for (const q of [1, 2, 500, 999, '7', ' 12 '])
      expect(quantitySchema.safeParse(q).success, String(q)).toBe(true);
    expect(quantitySchema.parse('42')).toBe(42);
    for (const q of [
      0,
      -1,
      1000,
      1.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '',
      '1e2',
      '2.0',
      '0x10',
      null,
      undefined,
    ]) {
      const r = quantitySchema.safeParse(q);
      expect(r.success, String(q)).toBe(false);
      expect(message(r)).toBe(PRICING_MSG.quantity);
    }
  });

  it('accepts exactly the whole numbers 1..999 (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: QUANTITY_MIN - 3, max: QUANTITY_MIN + 3 }),
          fc.integer({ min: QUANTITY_MAX - 3, max: QUANTITY_MAX + 3 }),
          fc.integer(),
          fc.double({ min: -5, max: 1005 }),
          fc.double(),
        ),
        (n) => {
          const ok = Number.isInteger(n) && n >= QUANTITY_MIN && n <= QUANTITY_MAX;
          expect(quantitySchema.safeParse(n).success).toBe(ok);
        },
      ),
    );
  });

  it('knows the shipping options, payment types and promo range', () => {
    expect(shippingOptionSchema.options).toEqual(['Standard', 'Expedited']);
    expect(message(shippingOptionSchema.safeParse('Overnight'))).toBe(PRICING_MSG.shippingOption);
    expect(paymentTypeSchema.options).toEqual(['default_card', 'new_card', 'paypal', 'term']);
    expect(message(paymentTypeSchema.safeParse('cash'))).toBe(PRICING_MSG.paymentType);
    for (const p of [1, 50, 100]) expect(promoPercentSchema.safeParse(p).success).toBe(true);
    for (const p of [0, 101, 12.5, '10'])
      expect(message(promoPercentSchema.safeParse(p))).toBe(PRICING_MSG.promoPercent);
  });
});
