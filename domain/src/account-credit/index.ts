import { z } from 'zod';

/**
 * Account credit (business rules: Account credit): money a company holds with PressRun, issued
 * when a claim is resolved as credit or when an order partly paid with credit is cancelled or
 * refunded. An order placed on the web checkout spends it first; the chosen payment method pays the
 * rest. Amounts are whole cents.
 */

export const ACCOUNT_CREDIT_MSG = {
  label: 'Account credit',
  toPay: 'Amount to pay',
  available: (amount: string) => `You have ${amount} of account credit.`,
  covered: 'Your account credit covers this order: there is nothing to pay.',
  changed: 'Your account credit changed while you were ordering. Please review your order again.',
  notCovered: 'Your account credit does not cover this order. Please choose how to pay the rest.',
} as const;

/** What one order takes: the credit used, and the amount the payment method pays. */
export interface CreditUse {
  /** The company's credit before this order (never below 0). */
  available: number;
  /** Credit spent on this order: at most the available credit and at most the total. */
  used: number;
  /** What is left to pay by card, PayPal or terms: total − used, never below 0. */
  toPay: number;
}

function cents(value: number, what: string) {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be whole cents, not ${value}.`);
  return value;
}

/**
 * The company's balance from its ledger (issued and returned are positive, spent negative). A
 * ledger that somehow sums below zero reads as no credit: nobody owes PressRun through it.
 */
export function creditBalance(amounts: readonly number[]): number {
  let sum = 0;
  for (const a of amounts) sum += cents(a, 'A ledger amount');
  return Math.max(0, sum);
}

/** The credit an order of `total` cents spends, and what is left to pay. */
export function creditUse(balance: number, total: number): CreditUse {
  cents(balance, 'A credit balance');
  cents(total, 'An order total');
  if (total < 0) throw new RangeError('An order total cannot be negative.');
  const available = Math.max(0, balance);
  const used = Math.min(available, total);
  return { available, used, toPay: total - used };
}

/** The credit part of an order, as the order review, checkout and order pages show it. */
export const creditUseSchema = z.object({
  available: z.number().int(),
  used: z.number().int(),
  toPay: z.number().int(),
});

/** `GET /api/account-credit`: the company's balance. */
export const creditBalanceSchema = z.object({ balance: z.number().int() });
