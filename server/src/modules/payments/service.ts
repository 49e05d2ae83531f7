import type { Db } from '../../db/client';
import {
  type CardGateway,
  type ChargeSavedMethodInput,
  type CheckoutSessionInput,
  type HandedBack,
  handBackCard,
  type Payment,
  type Payments,
  type PaymentWebhookEvent,
  type WalletGateway,
  type WebhookHeaders,
} from '../../providers/payments';
import { type AtGateway, atGateway } from './at-gateway';
import { capture, type HeldPayment, heldOf } from './capture';
import type { PaymentRow } from './records';
import { type GivenBack, refund } from './refund';

/**
 * The payments module's service (Medusa's PaymentModuleService): the one place that initiates,
 * authorizes, captures, refunds and releases payments, in front of the two providers (the card
 * gateway and the wallet). Callers never learn which provider is configured: what they need to
 * know (the name rows are recorded under, test mode, the pages the app must serve) the provider
 * tells. The money rules over both providers live beside it: capture.ts (a retried capture is the
 * same one), refund.ts (a refund asks the gateway for the true state first) and at-gateway.ts
 * (what a payment row stands for at the gateway now, for the reconcile).
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

  // Capture, refund and reconcile: the rules over both providers (each in its own file).

  /** Takes held money; a repeat is the same capture (see capture.ts). */
  capture(db: Db, held: HeldPayment): Promise<'captured' | 'released'> {
    return capture(this.providers, db, held);
  }

  /** The held money of an order's payment row, as capture takes it (see capture.ts). */
  heldOf(row: PaymentRow): Promise<HeldPayment | null> {
    return heldOf(this.wallet, row);
  }

  /** Gives money of a recorded payment back, asking the gateway's state first (see refund.ts). */
  refund(payment: PaymentRow, amountCents: number, key: string, whole: boolean): Promise<GivenBack> {
    return refund(this.providers, payment, amountCents, key, whole);
  }

  /** A payment row's money at the gateway now (see at-gateway.ts). */
  atGateway(row: PaymentRow, holdKey: string): Promise<AtGateway | null> {
    return atGateway(this.providers, row, holdKey);
  }
}
