import type { AppContext } from '../../context';
import { PaymentError, type PaymentStatus } from '../../providers/payments';
import type { Claimed, Settlement } from './repo';

export type RefundMethod =
  | 'card_refund'
  | 'card_release'
  | 'paypal_refund'
  | 'paypal_void'
  | 'term_balance'
  | 'none';

export interface MoneyBack extends Settlement {
  method: RefundMethod;
}

const CARD_PROVIDERS = ['sandbox_card', 'stripe'];

/** The card payment that paid off a term order, or one under way; a failed one let go of its orders. */
const paidOffBy = (c: Pick<Claimed, 'termPayment'>) =>
  c.termPayment && c.termPayment.status !== 'failed' ? c.termPayment : null;

/** How the money goes back for the claimed refund, before anything is asked of any provider. */
export function methodOf(c: Pick<Claimed, 'payment' | 'termPayment'>, amount: number): RefundMethod {
  const provider = c.payment?.provider;
  if (amount === 0) return 'none';
  if (provider === 'term') return paidOffBy(c) ? 'card_refund' : 'term_balance';
  if (provider === 'sandbox_paypal' || provider === 'paypal') return 'paypal_refund';
  if (provider && CARD_PROVIDERS.includes(provider)) return 'card_refund';
  return 'none';
}

const refused = (message: string) => new PaymentError('invalid_request', { message, detail: message });

/**
 * Gives `amount` back through the provider the order was paid with. The gateway's own state is
 * asked each time, never our payment row: the capture job may be taking the money at this moment.
 * Money still held is released rather than refunded (nothing was taken, nothing is charged back).
 */
export async function giveMoneyBack(ctx: AppContext, c: Claimed): Promise<MoneyBack> {
  const { payment } = c;
  const amount = c.row.amount;
  const nothing: MoneyBack = { method: 'none', providerRef: null, paymentStatus: null, termCredit: 0 };
  if (amount === 0) return nothing;
  if (!payment) throw refused('The order has no payment to refund.');
  // The whole of what is left: a refund that empties the payment marks it refunded.
  const whole = amount === payment.amount - c.given;
  switch (payment.provider) {
    case 'term':
      // Paid off by card since: the balance was restored then, so the money goes back to that card.
      if (paidOffBy(c)) return termCardBack(ctx, c, whole);
      // Added back in the transaction that settles the refund (one UPDATE, see settleRefund).
      return {
        method: 'term_balance',
        providerRef: null,
        paymentStatus: whole ? 'refunded' : null,
        termCredit: amount,
      };
    case 'none':
      return nothing;
    case 'sandbox_card':
    case 'stripe':
      return cardBack(ctx, c, whole);
    case 'sandbox_paypal':
    case 'paypal':
      return walletBack(ctx, c, whole);
    default:
      throw refused(`Payments by ${payment.provider} cannot be refunded here.`);
  }
}

const HELD: PaymentStatus[] = ['pending', 'requires_more', 'authorized'];
const notCaptured = () =>
  refused('The payment is not captured yet: only the whole of it can be released before then.');

async function cardBack(ctx: AppContext, c: Claimed, whole: boolean): Promise<MoneyBack> {
  const cards = ctx.payments.cards;
  const payment = c.payment!;
  if (!payment.providerRef) throw refused('The card payment is not known to the gateway.');
  // A new card paid on the hosted page: our row names the checkout session, which names the payment.
  const ref =
    payment.payType === 'new_card'
      ? (await cards.retrieveCheckoutSession(payment.providerRef)).paymentRef
      : payment.providerRef;
  if (!ref) throw refused('The checkout session has no payment to refund.');
  const released: MoneyBack = {
    method: 'card_release',
    providerRef: ref,
    paymentStatus: 'canceled',
    termCredit: 0,
  };

  let status = await cards.getPaymentStatus(ref);
  if (HELD.includes(status)) {
    if (!whole) throw notCaptured();
    try {
      await cards.cancelPayment(ref);
      return released;
    } catch (err) {
      // The capture job took it meanwhile: it is refunded below instead.
      status = await cards.getPaymentStatus(ref);
      if (status !== 'captured') throw err;
    }
  }
  // Released before (a retry after a crash) or never taken: nothing is on the card.
  if (status === 'canceled' || status === 'error') return released;
  const refund = await cards.refundPayment(ref, c.row.amount, c.row.key);
  return {
    method: 'card_refund',
    providerRef: refund.id,
    paymentStatus: whole ? 'refunded' : null,
    termCredit: 0,
  };
}

/**
 * A term order paid by card (credit-terms payments): this order's part of that card charge is
 * refunded. The payment was captured when it succeeded, so there is no hold to release. One still
 * under way is waited for (the refund fails and is retried): crediting the terms now would let the
 * capture take the card's money for a cancelled order and keep it.
 */
async function termCardBack(ctx: AppContext, c: Claimed, whole: boolean): Promise<MoneyBack> {
  const paidBy = c.termPayment!;
  if (paidBy.status === 'pending')
    throw new PaymentError('unavailable', {
      message: 'The card payment of this credit terms order is still being processed.',
      detail: `term payment ${paidBy.id} is still pending`,
    });
  if (!paidBy.providerRef || !CARD_PROVIDERS.includes(paidBy.provider))
    throw refused('The card payment of this credit terms order is not known to the gateway.');
  // The refund row's key: a retry or a second call is the same refund at the gateway.
  const refund = await ctx.payments.cards.refundPayment(paidBy.providerRef, c.row.amount, c.row.key);
  return {
    method: 'card_refund',
    providerRef: refund.id,
    paymentStatus: whole ? 'refunded' : null,
    termCredit: 0,
  };
}

async function walletBack(ctx: AppContext, c: Claimed, whole: boolean): Promise<MoneyBack> {
  const wallet = ctx.payments.wallet;
  const payment = c.payment!;
  if (!payment.providerRef) throw refused('The Paypal payment is not known to Paypal.');
  // Our row names the PayPal order; the order names its authorization and how far it went.
  const authOf = async () => (await wallet.getOrder(payment.providerRef!)).authorization;
  let auth = await authOf();
  if (!auth) throw refused('The Paypal order has no authorization to refund.');
  const voided: MoneyBack = {
    method: 'paypal_void',
    providerRef: auth.id,
    paymentStatus: 'canceled',
    termCredit: 0,
  };

  if (auth.status === 'created' || auth.status === 'pending') {
    if (!whole) throw notCaptured();
    try {
      await wallet.voidAuthorization(auth.id);
      return voided;
    } catch (err) {
      auth = await authOf();
      if (auth?.status !== 'captured' && auth?.status !== 'partially_captured') throw err;
    }
  }
  if (auth.status === 'voided' || auth.status === 'expired' || auth.status === 'denied') return voided;
  // PayPal's order names the authorization, not its capture, and we keep no capture id: capturing
  // again with the capture job's amount answers the capture it made (the adapter sends the same
  // PayPal-Request-Id; a final capture cannot be taken twice, so this never charges again).
  const capture = await wallet.captureAuthorization(auth.id, payment.amount);
  const refund = await wallet.refundCapture(capture.id, c.row.amount, c.row.key);
  return {
    method: 'paypal_refund',
    providerRef: refund.id,
    paymentStatus: whole ? 'refunded' : null,
    termCredit: 0,
  };
}
