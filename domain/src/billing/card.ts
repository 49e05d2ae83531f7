import { z } from 'zod';
import { MAX_INPUT, MSG } from '../messages';
import { PAYMENT_MSG } from '../payments/messages';

/** The Add Billing Method form's texts, word for word. */
export const CARD_MSG = {
  cardholderName: 'Cardholder name is required',
  email: 'Email is required',
  billingAddress: 'Billing address is required',
  /** A card that is not (or no longer) on file for the company: removed in another tab, or not theirs. */
  missing: 'That card is no longer on file.',
  isDefault: 'Default must be checked or not.',
} as const;

const required = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(MAX_INPUT, MSG.maxLength);
const optional = () => z.string().trim().max(MAX_INPUT, MSG.maxLength).default('');

// The card itself (number, expiry, CVC) is checked by the card gateway, whose messages the customer
// sees as it words them; here it only has to be something the gateway can be asked about. Input of
// the wrong type gets the gateway's word for that part of the card.
const cardText = (message: string) =>
  z
    .union([z.string().max(MAX_INPUT, MSG.maxLength), z.number()], { error: message })
    .default('')
    .transform((v) => String(v).trim());
// A month or year that is not a number goes to the gateway as 0, which it answers as invalid.
const cardNumber = (message: string) =>
  z
    .union([z.number(), z.string().max(MAX_INPUT, MSG.maxLength)], { error: message })
    .default(0)
    .transform((v) => {
      const n = typeof v === 'number' ? v : v.trim() === '' ? 0 : Number(v);
      return Number.isFinite(n) ? n : 0;
    });

/**
 * Add Billing Method: who pays and where they are billed, and the card. Only the card's brand, last
 * four digits and expiry are ever kept; the number and CVC go to the gateway and nowhere else.
 */
export const addCardSchema = z.object({
  cardholderName: required(CARD_MSG.cardholderName),
  email: required(CARD_MSG.email).pipe(z.email(CARD_MSG.email)),
  billingAddress: required(CARD_MSG.billingAddress),
  aptUnit: optional(),
  number: cardText(PAYMENT_MSG.incorrectNumber),
  expMonth: cardNumber(PAYMENT_MSG.invalidExpiryMonth),
  expYear: cardNumber(PAYMENT_MSG.invalidExpiryYear),
  cvc: cardText(PAYMENT_MSG.invalidCvc),
  /**
   * The form's Default checkbox: the new card becomes the company's default (the one before stops
   * being it). Unchecked, it is saved beside the default, unless it is the first card, which is the
   * default whatever the box says (while any card is on file, one is the default).
   */
  isDefault: z.boolean({ error: CARD_MSG.isDefault }).default(false),
});
export type AddCardInput = z.input<typeof addCardSchema>;
export type AddCard = z.output<typeof addCardSchema>;

/** A card on file as the API answers it: never more than brand, last four digits and expiry. */
export const cardViewSchema = z.object({
  id: z.number(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number(),
  expYear: z.number(),
  isDefault: z.boolean(),
});
export type CardView = z.infer<typeof cardViewSchema>;
