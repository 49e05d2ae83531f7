// What a customer reads when a shipping rate cannot be had, word for word as the order review shows it.

export const SHIPPING_MSG = {
  /** Title of the warning that lists what is wrong with the shipping-to address. */
  formErrorTitle: 'Form Submission Error',
  zipRequired: 'Zip Code is Required',
  // Not a text of the original pages: they left a malformed zip to the rate provider.
  zipInvalid: 'Please enter a valid Zip Code: 5 digits, or ZIP+4 (12345-6789).',
  /** when the rate provider refuses an address without saying why */
  addressUnverified: 'The shipping address could not be verified.',
} as const;

/** The rate provider failed or answered no rate: the customer is asked to retry or write to support. */
export function shippingRateUnavailableMessage(supportEmail: string): string {
  return `There was a problem attempting to retrieve a shipping rate for this order. If this problem persists please contact our support team at ${supportEmail}.`;
}
