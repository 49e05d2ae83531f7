// How a refund's money goes back, decided from the order's payments before any provider is asked.
import { paidThrough } from '../payments';

export type RefundMethod =
  | 'card_refund'
  | 'card_release'
  | 'paypal_refund'
  | 'paypal_void'
  | 'term_balance'
  | 'none';

/** The card payment that paid off a term order, or one under way; a failed one let go of its orders. */
export const paidOffBy = <T extends { status: string }>(c: { termPayment: T | null }) =>
  c.termPayment && c.termPayment.status !== 'failed' ? c.termPayment : null;

/** How the money goes back for the claimed refund, before anything is asked of any provider. */
export function methodOf(
  c: { payment: { provider: string } | null; termPayment: { status: string } | null },
  amount: number,
): RefundMethod {
  const provider = c.payment?.provider;
  if (amount === 0) return 'none';
  if (provider === 'term') return paidOffBy(c) ? 'card_refund' : 'term_balance';
  const through = paidThrough(provider);
  return through === 'wallet' ? 'paypal_refund' : through === 'card' ? 'card_refund' : 'none';
}
