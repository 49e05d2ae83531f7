import type { Db } from '../../db/client';
import { type CardGateway, PaymentError, type WalletGateway } from '../../providers/payments';
import { paidThrough } from './provider-names';
import { type PaymentRow, paymentProviderRef } from './records';

/** Held money to take once its order exists: a card payment or a wallet authorization. */
export interface HeldPayment {
  kind: 'card' | 'wallet';
  /** Our payment row. */
  paymentId: number;
  /** The gateway's payment (card) or authorization (wallet). */
  ref: string;
  amountCents: number;
}

/** The two gateways, as the capture and refund rules call them. */
export interface Gateways {
  cards: CardGateway;
  wallet: WalletGateway;
}

/**
 * Takes held money. Safe to run twice or at once: the gateway answers a repeated capture with
 * the first (the PayPal adapter sends one PayPal-Request-Id per authorization and amount).
 * 'released' when the hold was let go before it could be taken (a cancel won the race).
 */
export async function capture(gw: Gateways, db: Db, held: HeldPayment): Promise<'captured' | 'released'> {
  try {
    if (held.kind === 'card') await gw.cards.capturePayment(held.ref, held.amountCents);
    else await gw.wallet.captureAuthorization(held.ref, held.amountCents);
    return 'captured';
  } catch (err) {
    if (!(err instanceof PaymentError) || err.retryable) throw err;
    const now = await heldNow(gw, db, held);
    if (now === 'held') throw err;
    return now;
  }
}

/** What the gateway says of held money now. */
async function heldNow(gw: Gateways, db: Db, held: HeldPayment): Promise<'released' | 'captured' | 'held'> {
  if (held.kind === 'card') {
    const status = await gw.cards.getPaymentStatus(held.ref);
    return status === 'canceled' ? 'released' : status === 'captured' ? 'captured' : 'held';
  }
  // The wallet is asked by the order our payment row names (the authorization is inside it).
  const orderRef = await paymentProviderRef(db, held.paymentId);
  const auth = orderRef ? (await gw.wallet.getOrder(orderRef)).authorization : null;
  if (!auth) return 'held';
  if (auth.status === 'voided' || auth.status === 'expired') return 'released';
  return auth.status === 'captured' || auth.status === 'partially_captured' ? 'captured' : 'held';
}

/**
 * The held money of an order's payment row, as capture takes it: a wallet row names the PayPal
 * order, whose authorization is what is captured. Null when the gateway holds nothing for it.
 */
export async function heldOf(wallet: WalletGateway, row: PaymentRow): Promise<HeldPayment | null> {
  const through = paidThrough(row.provider);
  if (through === 'none' || !row.providerRef) return null;
  if (through === 'card')
    return { kind: 'card', paymentId: row.id, ref: row.providerRef, amountCents: row.amount };
  const auth = (await wallet.getOrder(row.providerRef)).authorization;
  return auth ? { kind: 'wallet', paymentId: row.id, ref: auth.id, amountCents: row.amount } : null;
}
