import {
  type CardGateway,
  type HandedBack,
  handBackCard,
  type Payment,
  type WalletAuthorization,
  type WalletGateway,
} from '../../providers/payments';
import type { Gateways } from './capture';
import { HELD, isHeld } from './gateway-state';
import { paidThrough } from './provider-names';
import type { PaymentRow } from './records';

/** Money a payment row stands for at the gateway, as the gateway says it is now. */
export interface AtGateway {
  /** The gateway's id of the payment or authorization. */
  ref: string;
  held: boolean;
  /** When the gateway made it (ms): its age, not the row's, says whether a placing may be using it. */
  createdAt: number;
  /** Releases a hold or refunds a capture, under `refundKey` (twice is once). */
  handBack(refundKey: string): Promise<HandedBack>;
}

/**
 * Finds a payment row's money at the gateway, its true state (the reconcile's question): a saved
 * card's hold by the row's gateway id, or by the idempotency key it was made with (`holdKey`) when
 * the process died before writing the id down; a hosted card page's payment through its session;
 * a wallet order's authorization.
 */
export async function atGateway(gw: Gateways, row: PaymentRow, holdKey: string): Promise<AtGateway | null> {
  const through = paidThrough(row.provider);
  if (through === 'none') return null;
  if (through === 'wallet') return row.providerRef ? walletAt(gw.wallet, row.providerRef) : null;
  const payment = await cardPaymentOf(gw.cards, row, holdKey);
  if (!payment) return null;
  return {
    ref: payment.id,
    held:
      HELD.includes(payment.status) ||
      (payment.status === 'captured' && payment.capturedCents > payment.refundedCents),
    createdAt: payment.createdAt,
    handBack: (key) => handBackCard(gw.cards, payment, key),
  };
}

/** The card payment a row stands for: by its id, its hold key, or its hosted page's session. */
async function cardPaymentOf(cards: CardGateway, row: PaymentRow, holdKey: string): Promise<Payment | null> {
  if (row.payType === 'default_card')
    return row.providerRef ? cards.retrievePayment(row.providerRef) : cards.findPayment(holdKey);
  if (!row.providerRef) return null;
  const paidWith = (await cards.retrieveCheckoutSession(row.providerRef)).paymentRef;
  return paidWith ? cards.retrievePayment(paidWith) : null;
}

async function walletAt(wallet: WalletGateway, orderRef: string): Promise<AtGateway | null> {
  const auth = (await wallet.getOrder(orderRef)).authorization;
  if (!auth) return null;
  return {
    ref: auth.id,
    held: isHeld(auth) || auth.status === 'captured' || auth.status === 'partially_captured',
    createdAt: auth.createdAt,
    handBack: (key) => handBackWallet(wallet, orderRef, auth, key),
  };
}

/** handBackCard for a wallet authorization: voided while held, its capture refunded once taken. */
async function handBackWallet(
  wallet: WalletGateway,
  orderRef: string,
  first: WalletAuthorization,
  refundKey: string,
): Promise<HandedBack> {
  let auth = first;
  if (isHeld(auth)) {
    try {
      await wallet.voidAuthorization(auth.id);
      return 'released';
    } catch (err) {
      const now = (await wallet.getOrder(orderRef)).authorization;
      if (!now?.captureId) throw err;
      auth = now;
    }
  }
  if (!auth.captureId) return 'nothing_held';
  await wallet.refundCapture(auth.captureId, auth.amountCents, refundKey);
  return 'refunded';
}
