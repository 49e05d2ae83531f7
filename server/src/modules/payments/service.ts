import type { Db } from '../../db/client';
import {
  type CardGateway,
  type ChargeSavedMethodInput,
  type CheckoutSessionInput,
  type HandedBack,
  handBackCard,
  type Payment,
  PaymentError,
  type PaymentStatus,
  type Payments,
  type PaymentWebhookEvent,
  type WalletAuthorization,
  type WalletGateway,
  type WebhookHeaders,
} from '../../providers/payments';
import { type PaymentRow, paymentProviderRef } from './records';

/** Which way a recorded payment's money went: the card gateway, the wallet, or no gateway at all. */
export type PaidThrough = 'card' | 'wallet' | 'none';

/** The `payments.provider` names of every card provider there is (recorded rows keep theirs). */
export const CARD_PROVIDERS: readonly string[] = ['sandbox_card', 'stripe'];
/** The same for the wallets. */
export const WALLET_PROVIDERS: readonly string[] = ['sandbox_paypal', 'paypal'];

/** The gateway a payment row's money is with (its `provider`, as recorded when it was made). */
export function paidThrough(provider: string | null | undefined): PaidThrough {
  if (provider && CARD_PROVIDERS.includes(provider)) return 'card';
  if (provider && WALLET_PROVIDERS.includes(provider)) return 'wallet';
  return 'none';
}

/** Held money to take once its order exists: a card payment or a wallet authorization. */
export interface HeldPayment {
  kind: 'card' | 'wallet';
  /** Our payment row. */
  paymentId: number;
  /** The gateway's payment (card) or authorization (wallet). */
  ref: string;
  amountCents: number;
}

/** How a refund went back at the gateway. */
export interface GivenBack {
  method: 'card_refund' | 'card_release' | 'paypal_refund' | 'paypal_void';
  /** The gateway's refund, or the payment / authorization released. */
  providerRef: string;
  /** What the payment row becomes: 'refunded' once emptied, 'canceled' once released; null: unchanged. */
  paymentStatus: 'refunded' | 'canceled' | null;
}

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

const HELD: PaymentStatus[] = ['pending', 'requires_more', 'authorized'];
const isHeld = (a: WalletAuthorization) => a.status === 'created' || a.status === 'pending';
const refused = (message: string) => new PaymentError('invalid_request', { message, detail: message });

/**
 * The payments module's service (Medusa's PaymentModuleService): the one place that initiates,
 * authorizes, captures, refunds and releases payments, in front of the two providers (the card
 * gateway and the wallet). Callers never learn which provider is configured: what they need to
 * know (the name rows are recorded under, test mode, the pages the app must serve) the provider
 * tells. Every money rule that depends on the gateway lives here: a retried capture or refund is
 * the same one (the gateway's idempotency), and a refund asks the gateway for the true state first.
 */
export class PaymentModule {
  /**
   * The providers themselves. Only the module calls them; tests drive the sandboxes through this.
   */
  readonly providers: Payments;

  constructor(providers: Payments) {
    this.providers = providers;
  }

  private get cards(): CardGateway {
    return this.providers.cards;
  }

  private get wallet(): WalletGateway {
    return this.providers.wallet;
  }

  /** `payments.provider` of card payments made now. */
  get cardProvider(): string {
    return this.cards.id;
  }

  /** `payments.provider` of wallet payments made now. */
  get walletProvider(): string {
    return this.wallet.id;
  }

  /** What the web checkout is told of the providers ('stripe' loads Stripe.js). */
  get names() {
    return { cards: this.cards.name, wallet: this.wallet.name };
  }

  /** Test cards work: the card form says which to use. */
  get testMode(): boolean {
    return this.cards.testMode;
  }

  /** The pages the app serves for a built-in provider (null where the provider hosts its own). */
  get hostedPages() {
    return { cards: this.cards.pages, wallet: this.wallet.pages };
  }

  // Saved cards (the billing module keeps which are the company's).

  createCustomer(input: { email: string; name: string; idempotencyKey: string }) {
    return this.cards.createCustomer(input);
  }

  saveCard(customerRef: string, card: { number: string; expMonth: number; expYear: number; cvc: string }) {
    return this.cards.savePaymentMethod(customerRef, card);
  }

  removeCard(customerRef: string, paymentMethodId: string) {
    return this.cards.removePaymentMethod(customerRef, paymentMethodId);
  }

  // Card payments.

  /**
   * Authorizes a saved card for `amountCents` without the customer present: 'authorized' (a hold,
   * captured later), or another status when the bank wants the customer (nothing is taken then).
   * The key makes a retry the same hold.
   */
  authorizeSavedCard(input: Omit<ChargeSavedMethodInput, 'captureMethod'>): Promise<Payment> {
    return this.cards.chargeSavedMethod({ ...input, captureMethod: 'manual' });
  }

  /** The card payment as the gateway has it now. */
  retrieveCardPayment(ref: string): Promise<Payment> {
    return this.cards.retrievePayment(ref);
  }

  /** The card payment an authorizeSavedCard with this key made, or null when none was made. */
  findCardPayment(idempotencyKey: string): Promise<Payment | null> {
    return this.cards.findPayment(idempotencyKey);
  }

  /** Takes a card hold (all of it, or less: the rest is released); a repeat answers the first. */
  captureCard(ref: string, amountCents?: number): Promise<Payment> {
    return this.cards.capturePayment(ref, amountCents);
  }

  /** Releases a card hold not captured yet. */
  async releaseCard(ref: string): Promise<void> {
    await this.cards.cancelPayment(ref);
  }

  /** Refunds part of a captured card payment; the key makes a retry refund once. */
  refundCard(ref: string, amountCents: number, idempotencyKey: string) {
    return this.cards.refundPayment(ref, amountCents, idempotencyKey);
  }

  /** Whatever a card payment still holds or took is handed back (see handBackCard). */
  handBackCard(payment: Payment, refundKey: string): Promise<HandedBack> {
    return handBackCard(this.cards, payment, refundKey);
  }

  // Hosted pages: a new card on the gateway's checkout page, or the wallet's approval.

  openCardPage(input: CheckoutSessionInput) {
    return this.cards.createCheckoutSession(input);
  }

  cardPage(sessionId: string) {
    return this.cards.retrieveCheckoutSession(sessionId);
  }

  openWalletOrder(input: {
    amountCents: number;
    returnUrl: string;
    cancelUrl: string;
    idempotencyKey: string;
  }) {
    return this.wallet.createOrder(input);
  }

  walletOrder(orderId: string) {
    return this.wallet.getOrder(orderId);
  }

  /** Holds the money of an order the buyer approved. */
  authorizeWallet(orderId: string) {
    return this.wallet.authorizeOrder(orderId);
  }

  async releaseWallet(authorizationId: string): Promise<void> {
    await this.wallet.voidAuthorization(authorizationId);
  }

  /** The card gateway's signed callback; throws WebhookVerificationError when it is not genuine. */
  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders): PaymentWebhookEvent {
    return this.cards.verifyWebhook(rawBody, headers);
  }

  // Capture, refund and reconcile: the rules over both providers.

  /**
   * Takes held money. Safe to run twice or at once: the gateway answers a repeated capture with
   * the first (the PayPal adapter sends one PayPal-Request-Id per authorization and amount).
   * 'released' when the hold was let go before it could be taken (a cancel won the race).
   */
  async capture(db: Db, held: HeldPayment): Promise<'captured' | 'released'> {
    try {
      if (held.kind === 'card') await this.cards.capturePayment(held.ref, held.amountCents);
      else await this.wallet.captureAuthorization(held.ref, held.amountCents);
      return 'captured';
    } catch (err) {
      if (!(err instanceof PaymentError) || err.retryable) throw err;
      const now = await this.heldNow(db, held);
      if (now === 'held') throw err;
      return now;
    }
  }

  /** What the gateway says of held money now. */
  private async heldNow(db: Db, held: HeldPayment): Promise<'released' | 'captured' | 'held'> {
    if (held.kind === 'card') {
      const status = await this.cards.getPaymentStatus(held.ref);
      return status === 'canceled' ? 'released' : status === 'captured' ? 'captured' : 'held';
    }
    // The wallet is asked by the order our payment row names (the authorization is inside it).
    const orderRef = await paymentProviderRef(db, held.paymentId);
    const auth = orderRef ? (await this.wallet.getOrder(orderRef)).authorization : null;
    if (!auth) return 'held';
    if (auth.status === 'voided' || auth.status === 'expired') return 'released';
    return auth.status === 'captured' || auth.status === 'partially_captured' ? 'captured' : 'held';
  }

  /**
   * The held money of an order's payment row, as capture takes it: a wallet row names the PayPal
   * order, whose authorization is what is captured. Null when the gateway holds nothing for it.
   */
  async heldOf(row: PaymentRow): Promise<HeldPayment | null> {
    const through = paidThrough(row.provider);
    if (through === 'none' || !row.providerRef) return null;
    if (through === 'card')
      return { kind: 'card', paymentId: row.id, ref: row.providerRef, amountCents: row.amount };
    const auth = (await this.wallet.getOrder(row.providerRef)).authorization;
    return auth ? { kind: 'wallet', paymentId: row.id, ref: auth.id, amountCents: row.amount } : null;
  }

  /**
   * Gives `amountCents` of a recorded payment back, under `key` (a retry is the same refund). The
   * gateway's own state is asked each time, never our row: a capture may be under way at this
   * moment. Money still held is released rather than refunded (only the whole of it, `whole`).
   */
  async refund(payment: PaymentRow, amountCents: number, key: string, whole: boolean): Promise<GivenBack> {
    switch (paidThrough(payment.provider)) {
      case 'card':
        return this.cardBack(payment, amountCents, key, whole);
      case 'wallet':
        return this.walletBack(payment, amountCents, key, whole);
      default:
        throw refused(`Payments by ${payment.provider} cannot be refunded here.`);
    }
  }

  private async cardBack(
    payment: PaymentRow,
    amount: number,
    key: string,
    whole: boolean,
  ): Promise<GivenBack> {
    const cards = this.cards;
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
    const refund = await cards.refundPayment(ref, amount, key);
    return { method: 'card_refund', providerRef: refund.id, paymentStatus: whole ? 'refunded' : null };
  }

  private async walletBack(
    payment: PaymentRow,
    amount: number,
    key: string,
    whole: boolean,
  ): Promise<GivenBack> {
    const wallet = this.wallet;
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
    const capture = await wallet.captureAuthorization(auth.id, payment.amount);
    const refund = await wallet.refundCapture(capture.id, amount, key);
    return { method: 'paypal_refund', providerRef: refund.id, paymentStatus: whole ? 'refunded' : null };
  }

  /**
   * Finds a payment row's money at the gateway: a saved card's hold by the row's gateway id, or by
   * the idempotency key it was made with (`holdKey`) when the process died before writing the id
   * down; a hosted card page's payment through its session; a wallet order's authorization.
   */
  async atGateway(row: PaymentRow, holdKey: string): Promise<AtGateway | null> {
    const { cards, wallet } = this;
    const through = paidThrough(row.provider);
    if (through === 'none') return null;
    if (through === 'wallet') {
      if (!row.providerRef) return null;
      const orderRef = row.providerRef;
      const auth = (await wallet.getOrder(orderRef)).authorization;
      if (!auth) return null;
      return {
        ref: auth.id,
        held: isHeld(auth) || auth.status === 'captured' || auth.status === 'partially_captured',
        createdAt: auth.createdAt,
        handBack: (key) => this.handBackWallet(orderRef, auth, key),
      };
    }
    let payment: Payment | null = null;
    if (row.payType === 'default_card')
      payment = row.providerRef
        ? await cards.retrievePayment(row.providerRef)
        : await cards.findPayment(holdKey);
    else if (row.providerRef) {
      const paidWith = (await cards.retrieveCheckoutSession(row.providerRef)).paymentRef;
      payment = paidWith ? await cards.retrievePayment(paidWith) : null;
    }
    if (!payment) return null;
    const p = payment;
    return {
      ref: p.id,
      held: HELD.includes(p.status) || (p.status === 'captured' && p.capturedCents > p.refundedCents),
      createdAt: p.createdAt,
      handBack: (key) => handBackCard(cards, p, key),
    };
  }

  /** handBackCard for a wallet authorization: voided while held, its capture refunded once taken. */
  private async handBackWallet(
    orderRef: string,
    first: WalletAuthorization,
    refundKey: string,
  ): Promise<HandedBack> {
    const wallet = this.wallet;
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
}

const notCaptured = () =>
  refused('The payment is not captured yet: only the whole of it can be released before then.');
