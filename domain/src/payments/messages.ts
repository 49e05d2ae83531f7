// What a customer is told when a payment goes wrong, word for word. The card texts are the card
// provider's own (shown as the provider words them); the rest are the portal's.
export const PAYMENT_MSG = {
  // card provider texts
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  incorrectNumber: 'Your card number is incorrect.',
  expiredCard: 'Your card has expired.',
  invalidExpiryMonth: "Your card's expiration month is invalid.",
  invalidExpiryYear: "Your card's expiration year is invalid.",
  invalidCvc: "Your card's security code is invalid.",
  incorrectCvc: "Your card's security code is incorrect.",
  // the portal's texts
  serverError: 'There was a server error. Please try again later.',
  paymentServerError: 'There was a server error processing your payment.',
  saveCardFailed: 'There was an error in saving your cc. Please try again later.',
  removeCardFailed: 'There was an error in removing your card. Please try again later.',
  noCardOnFile: 'Please upload a credit/debit card in your dashboard.',
  paypalFailed: 'There was an error with your Paypal payment.',
  paypalAddressFirst: 'Please fill out destination address first.',
} as const;
