import { PAYMENT_MSG } from '@pressrun/domain';
import { PaymentError, type PaymentErrorKind } from './port';

/** What the sandbox's pretend bank answers when a card is charged. */
export type SandboxOutcome =
  | 'succeed'
  | 'declined'
  | 'insufficient_funds'
  | 'expired'
  | 'incorrect_cvc'
  | 'unavailable';

/**
 * The card networks' test numbers (the ones Stripe documents), answered the way Stripe's test
 * mode answers them. Any other number that passes the checks is approved.
 */
const TEST_CARDS: Record<string, SandboxOutcome> = {
  '4242424242424242': 'succeed',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'unavailable',
  // Saves fine, then declines every charge (a card that goes bad after it was put on file).
  '4000000000000341': 'declined',
};

/** Test cards the gateway saves although their charges fail; every other failing card is refused when saved. */
const SAVED_ANYWAY = new Set(['4000000000000341']);

export interface CheckedCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  outcome: SandboxOutcome;
  /** Whether saving the card for later succeeds: Stripe refuses a failing test card when it is attached. */
  savable: boolean;
}

/** Checks a typed card as a gateway would; throws PaymentError('invalid_card') with the reason. */
export function checkCard(
  card: { number: string; expMonth: number; expYear: number; cvc: string },
  nowMs: number,
): CheckedCard {
  const digits = String(card.number).replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
    throw invalid('incorrect_number', PAYMENT_MSG.incorrectNumber);
  }
  const expMonth = Number(card.expMonth);
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12) {
    throw invalid('invalid_expiry_month', PAYMENT_MSG.invalidExpiryMonth);
  }
  let expYear = Number(card.expYear);
  if (Number.isInteger(expYear) && expYear >= 0 && expYear < 100) expYear += 2000;
  if (!Number.isInteger(expYear) || expYear < 2000 || expYear > 2100) {
    throw invalid('invalid_expiry_year', PAYMENT_MSG.invalidExpiryYear);
  }
  // A card is good through the last day of its expiry month.
  const now = new Date(nowMs);
  const nowYm = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (expYear * 12 + expMonth < nowYm) throw invalid('expired_card', PAYMENT_MSG.expiredCard);
  if (!/^\d{3,4}$/.test(String(card.cvc))) throw invalid('invalid_cvc', PAYMENT_MSG.invalidCvc);
  return {
    brand: brandOf(digits),
    last4: digits.slice(-4),
    expMonth,
    expYear,
    outcome: TEST_CARDS[digits] ?? 'succeed',
    savable: (TEST_CARDS[digits] ?? 'succeed') === 'succeed' || SAVED_ANYWAY.has(digits),
  };
}

/** The error a charge meets with, or null when the pretend bank approves it. */
export function outcomeError(outcome: SandboxOutcome): PaymentError | null {
  const errors: Record<Exclude<SandboxOutcome, 'succeed'>, [PaymentErrorKind, string, string]> = {
    declined: ['declined', 'card_declined', PAYMENT_MSG.declined],
    insufficient_funds: ['insufficient_funds', 'insufficient_funds', PAYMENT_MSG.insufficientFunds],
    expired: ['invalid_card', 'expired_card', PAYMENT_MSG.expiredCard],
    incorrect_cvc: ['invalid_card', 'incorrect_cvc', PAYMENT_MSG.incorrectCvc],
    unavailable: ['unavailable', 'processing_error', PAYMENT_MSG.serverError],
  };
  if (outcome === 'succeed') return null;
  const [kind, code, message] = errors[outcome];
  return new PaymentError(kind, { code, message });
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function brandOf(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

function invalid(code: string, message: string) {
  return new PaymentError('invalid_card', { code, message });
}
