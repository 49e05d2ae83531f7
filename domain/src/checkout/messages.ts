import { z } from 'zod';
import { MAX_INPUT, MSG } from '../messages';
import { shippingOptionSchema } from '../pricing/schemas';
import { shipToSchema } from './ship-to';

/** User-visible texts of order review and checkout, kept word for word. */
export const CHECKOUT_MSG = {
  promoInvalid: 'Invalid Code',
  promoUsedUp: 'This code has no remaining uses',
  promoApplied: 'Discount has been applied!',
  cartEmpty: 'Your cart is empty.',
  itemUnavailable: 'A product in your cart is no longer available. Please remove it to go on.',
} as const;

/** Calculate Order Total: the shipping-to form and the shipping option. */
export const quoteRequestSchema = z.object({
  shipTo: shipToSchema,
  shippingOption: shippingOptionSchema.default('Standard'),
});
export type QuoteRequest = z.input<typeof quoteRequestSchema>;

/** A promo code as typed: matched without regard to case or surrounding spaces. */
export const promoRequestSchema = z.object({
  code: z
    .string({ error: CHECKOUT_MSG.promoInvalid })
    .trim()
    .min(1, CHECKOUT_MSG.promoInvalid)
    .max(MAX_INPUT, MSG.maxLength)
    .transform((c) => c.toUpperCase()),
});
