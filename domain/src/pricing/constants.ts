// Pricing constants (business rules: Pricing). Money is integer cents; rates are basis points
// (1 bp = 0.01 %, 10,000 bp = 100 %) so every computation stays in whole numbers.

/** Item quantity: a whole number from 1 to 999; a new cart line starts at 1. */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 999;
export const QUANTITY_DEFAULT = 1;

/** 100 % in basis points. */
export const BPS_PER_UNIT = 10_000;

/** Processing & Handling (`creditCardFee`): 3 % of items plus shipping. */
export const PROCESSING_FEE_BPS = 300;

/** Estimated tax: 11 % of each line (unit price × quantity), only for California without a certificate. */
export const CA_TAX_BPS = 1_100;

/** Each unit beyond the first in the whole order adds $4.99 (Standard) or $6.49 (Expedited). */
export const EXTRA_UNIT_STANDARD_CENTS = 499;
export const EXTRA_UNIT_EXPEDITED_CENTS = 649;

/** International Expedited = the item's international shipping + $3.00. */
export const INTL_EXPEDITED_SURCHARGE_CENTS = 300;

/** A carrier rate is charged marked up by 60 %: rate × 1.6. */
export const CARRIER_RATE_MARKUP = 1.6;
export const CARRIER_RATE_MARKUP_BPS = 16_000;

/** A promo code takes a whole percentage, 1 to 100, off the items price; one promo per order. */
export const PROMO_PERCENT_MIN = 1;
export const PROMO_PERCENT_MAX = 100;

/** The only state that is taxed (when domestic and the company has no approved resale certificate). */
export const TAXED_STATE = 'CA';

/**
 * Country values taken as the United States, compared without case and without spaces
 * (see `isDomestic`). An empty country is domestic too.
 */
export const DOMESTIC_COUNTRIES = ['United States', 'US', 'EE. UU.'] as const;

export const SHIPPING_OPTIONS = ['Standard', 'Expedited'] as const;
export type ShippingOption = (typeof SHIPPING_OPTIONS)[number];

export const PAYMENT_TYPES = ['default_card', 'new_card', 'paypal', 'term'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Carrier and service for a shipment when no carrier rate is used. */
export const CARRIERS = {
  usStandard: { carrier: 'USPS', method: 'GroundAdvantage' },
  usExpedited: { carrier: 'USPS', method: 'Priority' },
  international: { carrier: 'DhlEcs', method: 'DHLParcelInternationalStandard' },
} as const;

/** The label of the fee in the order summary. */
export const PROCESSING_FEE_LABEL = 'Processing & Handling';

/** Said under Estimated Tax when an approved resale certificate is why a California order has none. */
export const RESALE_TAX_EXEMPT_NOTE = 'No California tax: your resale certificate is approved.';
