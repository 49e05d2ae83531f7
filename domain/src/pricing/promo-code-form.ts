import { z } from 'zod';
import { promoPercentSchema } from './schemas';

/** A code is short enough to read out on the phone and type at order review. */
export const PROMO_CODE_MAX_LENGTH = 32;
/** Uses left: none (used up) to a million, far beyond any campaign, so a typo cannot overflow. */
export const PROMO_USES_MAX = 1_000_000;

/** Texts of the staff promo-code page, kept word for word. */
export const PROMO_CODE_MSG = {
  code: 'Use 1–32 letters, digits, - or _.',
  uses: 'Uses must be a whole number from 0 to 1,000,000.',
  active: 'Active must be true or false.',
  exists: 'That code already exists.',
  missing: 'That promo code does not exist.',
  staffOnly: 'Staff only.',
} as const;

/**
 * A code as staff type it: trimmed and upper-cased, because customers' codes are matched without
 * regard to case and the table holds them upper-case.
 */
export const promoCodeTextSchema = z
  .string({ error: PROMO_CODE_MSG.code })
  .trim()
  .regex(new RegExp(`^[A-Za-z0-9_-]{1,${PROMO_CODE_MAX_LENGTH}}$`), PROMO_CODE_MSG.code)
  .transform((c) => c.toUpperCase());

/** How many more orders may use the code. */
export const promoUsesSchema = z
  .number({ error: PROMO_CODE_MSG.uses })
  .int(PROMO_CODE_MSG.uses)
  .min(0, PROMO_CODE_MSG.uses)
  .max(PROMO_USES_MAX, PROMO_CODE_MSG.uses);

/** Whether customers may apply the code; staff switch it off instead of deleting it. */
export const promoActiveSchema = z.boolean({ error: PROMO_CODE_MSG.active });

/** Creating a code; it starts active unless staff say otherwise. */
export const promoCodeFormSchema = z.object({
  code: promoCodeTextSchema,
  percent: promoPercentSchema,
  usesLeft: promoUsesSchema,
  active: promoActiveSchema.optional(),
});
export type PromoCodeFormInput = z.input<typeof promoCodeFormSchema>;
export type PromoCodeForm = z.output<typeof promoCodeFormSchema>;

/**
 * Editing a code: any of its percent, uses and on/off. The code itself never changes, since orders
 * and customers' held carts refer to it; anything else sent is ignored.
 */
export const promoCodeEditSchema = z.object({
  percent: promoPercentSchema.optional(),
  usesLeft: promoUsesSchema.optional(),
  active: promoActiveSchema.optional(),
});
export type PromoCodeEdit = z.output<typeof promoCodeEditSchema>;

/** One code as the staff list shows it, with how many orders have used it. */
export const promoCodeViewSchema = z.object({
  id: z.number(),
  code: z.string(),
  percent: z.number(),
  usesLeft: z.number(),
  active: z.boolean(),
  redemptions: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PromoCodeView = z.output<typeof promoCodeViewSchema>;
