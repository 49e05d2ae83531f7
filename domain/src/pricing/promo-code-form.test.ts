import { describe, expect, it } from 'vitest';
import { PROMO_CODE_MSG, promoCodeEditSchema, promoCodeFormSchema } from './promo-code-form';

const message = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('promo code form', () => {
  it('trims and upper-cases the code; active is optional', () => {
    expect(promoCodeFormSchema.parse({ code: ' spring-24_a ', percent: 5, usesLeft: 0 })).toEqual({
      code: 'SPRING-24_A',
      percent: 5,
      usesLeft: 0,
    });
  });

  it('takes 1–32 letters, digits, - or _ only', () => {
    for (const code of ['', ' ', 'A'.repeat(33), 'A B', 'A.B', 'ÄB', 42])
      expect(message(promoCodeFormSchema.safeParse({ code, percent: 5, usesLeft: 1 })), String(code)).toBe(
        PROMO_CODE_MSG.code,
      );
  });

  it('takes uses from 0 to 1,000,000, whole', () => {
    for (const usesLeft of [-1, 1_000_001, 0.5, '3', null])
      expect(message(promoCodeFormSchema.safeParse({ code: 'A', percent: 5, usesLeft }))).toBe(
        PROMO_CODE_MSG.uses,
      );
  });

  it('edits any of percent, uses and active, and drops the code', () => {
    expect(promoCodeEditSchema.parse({ code: 'X', active: false })).toEqual({ active: false });
  });
});
