import type { AppContext } from '../../context';
import { PaymentError, paidThrough } from '../payments';
import { paidOffBy, type RefundMethod } from './method';
import type { Claimed, Settlement } from './repo';

export interface MoneyBack extends Settlement {
  method: RefundMethod;
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
  if (paidThrough(payment.provider) !== 'none') return gatewayBack(ctx, c, whole);
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
    default:
      throw refused(`Payments by ${payment.provider} cannot be refunded here.`);
  }
}

/** A card or PayPal payment: the payments module asks the gateway how far it went and gives back. */
async function gatewayBack(ctx: AppContext, c: Claimed, whole: boolean): Promise<MoneyBack> {
  const back = await ctx.payments.refund(c.payment!, c.row.amount, c.row.key, whole);
  return { ...back, termCredit: 0 };
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
  if (!paidBy.providerRef || paidThrough(paidBy.provider) !== 'card')
    throw refused('The card payment of this credit terms order is not known to the gateway.');
  // The refund row's key: a retry or a second call is the same refund at the gateway.
  const refund = await ctx.payments.refundCard(paidBy.providerRef, c.row.amount, c.row.key);
  return {
    method: 'card_refund',
    providerRef: refund.id,
    paymentStatus: whole ? 'refunded' : null,
    termCredit: 0,
  };
}
