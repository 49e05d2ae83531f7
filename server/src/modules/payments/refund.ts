import type { CardGateway, WalletGateway } from '../../providers/payments';
import type { Gateways } from './capture';
import { HELD, isHeld, refused } from './gateway-state';
import { paidThrough } from './provider-names';
import type { PaymentRow } from './records';

/** How a refund went back at the gateway. */
export interface GivenBack {
  method: 'card_refund' | 'card_release' | 'paypal_refund' | 'paypal_void';
  /** The gateway's refund, or the payment / authorization released. */
  providerRef: string;
  /** What the payment row becomes: 'refunded' once emptied, 'canceled' once released; null: unchanged. */
  paymentStatus: 'refunded' | 'canceled' | null;
}

/** What a refund gives back: how much, under which key, and whether it is the whole payment. */
interface Ask {
  amount: number;
  key: string;
  whole: boolean;
}

/**
 * Gives `amountCents` of a recorded payment back, under `key` (a retry is the same refund). The
 * gateway's own state is asked each time, never our row: a capture may be under way at this
 * moment. Money still held is released rather than refunded (only the whole of it, `whole`).
 */
export async function refund(
  gw: Gateways,
  payment: PaymentRow,
  amountCents: number,
  key: string,
  whole: boolean,
): Promise<GivenBack> {
  const ask = { amount: amountCents, key, whole };
  switch (paidThrough(payment.provider)) {
    case 'card':
      return cardBack(gw.cards, payment, ask);
    case 'wallet':
      return walletBack(gw.wallet, payment, ask);
    default:
      throw refused(`Payments by ${payment.provider} cannot be refunded here.`);
  }
}

async function cardBack(
  cards: CardGateway,
  payment: PaymentRow,
  { amount, key, whole }: Ask,
): Promise<GivenBack> {
  if (!payment.providerRef) throw refused('The card payment is not known to the gateway.');
  // A new card paid on the hosted page: our row names the checkout session, which names the payment.
  const ref =
    payment.payType === 'new_card'
      ? (await cards.retrieveCheckoutSession(payment.providerRef)).paymentRef
      : payment.providerRef;
  if (!ref) throw refused('The checkout session has no payment to refund.');
  const released: GivenBack = { method: 'card_release', providerRef: ref, paymentStatus: 'canceled' };

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
  const given = await cards.refundPayment(ref, amount, key);
  return { method: 'card_refund', providerRef: given.id, paymentStatus: whole ? 'refunded' : null };
}

async function walletBack(
  wallet: WalletGateway,
  payment: PaymentRow,
  { amount, key, whole }: Ask,
): Promise<GivenBack> {
  const orderRef = payment.providerRef;
  if (!orderRef) throw refused('The Paypal payment is not known to Paypal.');
  // Our row names the PayPal order; the order names its authorization and how far it went.
  const authOf = async () => (await wallet.getOrder(orderRef)).authorization;
  let auth = await authOf();
  if (!auth) throw refused('The Paypal order has no authorization to refund.');
  const voided: GivenBack = { method: 'paypal_void', providerRef: auth.id, paymentStatus: 'canceled' };

  if (isHeld(auth)) {
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
  const captured = await wallet.captureAuthorization(auth.id, payment.amount);
  const given = await wallet.refundCapture(captured.id, amount, key);
  return { method: 'paypal_refund', providerRef: given.id, paymentStatus: whole ? 'refunded' : null };
}

const notCaptured = () =>
  refused('The payment is not captured yet: only the whole of it can be released before then.');
