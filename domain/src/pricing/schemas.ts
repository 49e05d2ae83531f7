import { z } from 'zod';
import {
  PAYMENT_TYPES,
  PROMO_PERCENT_MAX,
  PROMO_PERCENT_MIN,
  QUANTITY_MAX,
  QUANTITY_MIN,
  SHIPPING_OPTIONS,
} from './constants';

// Kept apart from quote.ts so code that only prices an order never loads zod.

/** Texts of the pricing inputs, worded like the app's other limits. */
export const PRICING_MSG = {
  quantity: `Quantity must be a whole number from ${QUANTITY_MIN} to ${QUANTITY_MAX}.`,
  shippingOption: "Please choose a shipping option: 'Standard' or 'Expedited'.",
  paymentType: 'Please choose a payment type.',
  promoPercent: `A promo discount is a whole percentage from ${PROMO_PERCENT_MIN} to ${PROMO_PERCENT_MAX}.`,
} as const;

/**
 * An item quantity: a whole number from 1 to 999. A form's text is taken when it is digits only
 * (the quantity field blocks the letter e, so '1e2' is refused rather than read as 100).
 */
export const quantitySchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: PRICING_MSG.quantity })
    .int(PRICING_MSG.quantity)
    .min(QUANTITY_MIN, PRICING_MSG.quantity)
    .max(QUANTITY_MAX, PRICING_MSG.quantity),
);

export const shippingOptionSchema = z.enum(SHIPPING_OPTIONS, { error: PRICING_MSG.shippingOption });
export const paymentTypeSchema = z.enum(PAYMENT_TYPES, { error: PRICING_MSG.paymentType });

/** The percentage a promo code takes off the items price. */
export const promoPercentSchema = z
  .number({ error: PRICING_MSG.promoPercent })
  .int(PRICING_MSG.promoPercent)
  .min(PROMO_PERCENT_MIN, PRICING_MSG.promoPercent)
  .max(PROMO_PERCENT_MAX, PRICING_MSG.promoPercent);
