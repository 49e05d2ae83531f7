import { PAYMENT_MSG } from '@pressrun/domain';

/**
 * The payments ports, shaped like Medusa's payment providers: a card gateway (the sandbox or
 * Stripe) and a wallet (the sandbox or PayPal). Amounts are integer cents, currency USD.
 */

export type PaymentStatus = 'pending' | 'requires_more' | 'authorized' | 'captured' | 'canceled' | 'error';

/** A payment (Stripe's PaymentIntent) as the portal sees it. */
export interface Payment {
  id: string;
  status: PaymentStatus;
  amountCents: number;
  /** What was taken from the card; 0 until captured. */
  capturedCents: number;
  refundedCents: number;
  paymentMethodId: string | null;
  /** The card paid with, for 'ENDS IN 4242' (null until a card is known). */
  card: { brand: string; last4: string } | null;
  /** When the gateway made it (ms since the epoch): how old a hold is, whatever our rows say. */
  createdAt: number;
}

export interface Refund {
  id: string;
  paymentId: string;
  amountCents: number;
}

export interface InitiatePaymentInput {
  amountCents: number;
  currency: 'usd';
  /** The gateway's customer id (from createCustomer), or null for a one-off payment. */
  customerRef: string | null;
  idempotencyKey: string;
  metadata?: Record<string, string>;
}

/**
 * A card as typed into a form (the sandbox's checkout page, or Stripe's raw-card API), or a
 * token the gateway's own browser script made (Stripe.js `pm_…`): the card never reaches us then.
 */
export type CardInput =
  | { number: string; expMonth: number; expYear: number; cvc: string }
  | { token: string };

/** A card on file: never more than brand, last 4 digits and expiry. */
export interface SavedPaymentMethod {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface ChargeSavedMethodInput {
  /** The customer the method is saved for; a method of another customer is refused. */
  customerRef: string;
  paymentMethodId: string;
  amountCents: number;
  idempotencyKey: string;
  metadata?: Record<string, string>;
  /**
   * 'manual' only holds the money (status 'authorized', taken later by capturePayment): one call
   * instead of initiate + authorize, as Stripe confirms an off-session PaymentIntent at creation.
   */
  captureMethod?: 'automatic' | 'manual';
}

export interface CheckoutSessionInput {
  amountCents: number;
  /** May hold `{CHECKOUT_SESSION_ID}`, replaced by the session's id on the way back. */
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
  /** The line the hosted page shows (default 'PressRun order'). */
  description?: string;
  customerRef?: string | null;
  /**
   * The buyer's email, filled in on the hosted page (Stripe Checkout's `customer_email`) so they
   * need not type the address they signed in with. Ignored when customerRef names a customer,
   * whose own email the page then shows.
   */
  customerEmail?: string;
  metadata?: Record<string, string>;
}

export interface CheckoutSession {
  id: string;
  status: 'open' | 'paid' | 'expired';
  amountCents: number;
  /** The payment made on the page, once paid (refund it like any other payment). */
  paymentRef: string | null;
  metadata: Record<string, string>;
}

/** A gateway's signed callback, verified: Stripe's event shape. */
export interface PaymentWebhookEvent {
  id: string;
  type: string;
  /** Unix seconds. */
  created: number;
  data: { object: Record<string, unknown> };
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

/**
 * The pages a built-in gateway needs the app to serve (Stripe and PayPal host their own): the
 * sandbox's card checkout page.
 */
export interface HostedCardPages {
  /** What the hosted page shows: the amount, the line, the buyer's email and where Cancel goes. */
  checkoutPage(id: string): Promise<{
    id: string;
    status: CheckoutSession['status'];
    amountCents: number;
    description: string;
    customerEmail: string;
    cancelUrl: string;
  }>;
  /** The card typed on the page: pays the session, or throws (declined, mistyped) leaving it open. */
  completeCheckoutSession(id: string, card: CardInput): Promise<{ redirectUrl: string; paymentRef: string }>;
  retrieveCheckoutSession(id: string): Promise<CheckoutSession>;
}

/** The sandbox wallet's approval page, served by the app in place of PayPal's. */
export interface HostedWalletPages {
  orderPage(orderId: string): Promise<{
    id: string;
    status: string;
    amountCents: number;
    returnUrl: string;
    cancelUrl: string;
  }>;
  /** The buyer approved: answers where PayPal would send the browser back. */
  approveSandboxOrder(orderId: string, opts?: { payerId?: string }): Promise<{ redirectUrl: string }>;
}

/**
 * What a provider tells about itself, so callers never ask which one it is: the name its payment
 * rows are recorded under, the name the checkout page is given, and what it can do.
 */
export interface ProviderInfo<Id extends string, Name extends string> {
  /** `payments.provider` of the rows it makes. */
  readonly id: Id;
  /** What the web checkout is told (it loads Stripe.js for 'stripe'). */
  readonly name: Name;
  /** Test cards (or test accounts) work: nothing real is charged. */
  readonly testMode: boolean;
}

/** The card gateway: Medusa's AbstractPaymentProvider plus saved cards and hosted checkout. */
export interface CardGateway extends ProviderInfo<'sandbox_card' | 'stripe', 'sandbox' | 'stripe'> {
  /** The checkout page the app serves itself; null when the gateway hosts it (Stripe Checkout). */
  readonly pages: HostedCardPages | null;

  /** The customer saved cards belong to; the same key answers the same customer. */
  createCustomer(input: { email: string; name: string; idempotencyKey: string }): Promise<{ id: string }>;

  /** A payment waiting for a card; authorize it, then capture it (manual capture). */
  initiatePayment(input: InitiatePaymentInput): Promise<Payment>;
  /** Puts a hold on the card: 'authorized', or 'requires_more' when the bank wants the customer. */
  authorizePayment(paymentId: string, input: { paymentMethodId: string }): Promise<Payment>;
  /** Takes the held money (all of it, or less: the rest is released). */
  capturePayment(paymentId: string, amountCents?: number): Promise<Payment>;
  /** Gives back part or all of what was captured; the key makes a retry refund once. */
  refundPayment(paymentId: string, amountCents: number, idempotencyKey: string): Promise<Refund>;
  /** Releases a payment not yet captured. A captured payment is refunded, not canceled. */
  cancelPayment(paymentId: string): Promise<Payment>;
  getPaymentStatus(paymentId: string): Promise<PaymentStatus>;
  retrievePayment(paymentId: string): Promise<Payment>;
  /**
   * The payment a chargeSavedMethod call with this idempotency key made, or null when none was
   * made: a process that died before it wrote the gateway's id down finds its hold this way.
   */
  findPayment(idempotencyKey: string): Promise<Payment | null>;

  savePaymentMethod(customerRef: string, card: CardInput): Promise<SavedPaymentMethod>;
  listPaymentMethods(customerRef: string): Promise<SavedPaymentMethod[]>;
  removePaymentMethod(customerRef: string, paymentMethodId: string): Promise<void>;
  /** Charges a card on file without the customer present: captured at once, or held (captureMethod 'manual'). */
  chargeSavedMethod(input: ChargeSavedMethodInput): Promise<Payment>;

  /** A page on the gateway's side where the customer pays with a new card. */
  createCheckoutSession(input: CheckoutSessionInput): Promise<{ id: string; url: string }>;
  retrieveCheckoutSession(id: string): Promise<CheckoutSession>;

  /** The event of a signed callback; throws WebhookVerificationError when it is not genuine. */
  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders): PaymentWebhookEvent;
}

/** PayPal order states (lower-cased). 'completed' means authorized: the order may be submitted. */
export type WalletOrderStatus =
  | 'created'
  | 'saved'
  | 'approved'
  | 'payer_action_required'
  | 'completed'
  | 'voided';

export interface WalletAuthorization {
  id: string;
  status: 'created' | 'pending' | 'captured' | 'partially_captured' | 'voided' | 'denied' | 'expired';
  amountCents: number;
  /** When PayPal made it (ms since the epoch; 0 when it did not say). */
  createdAt: number;
  /** The capture that took it, once captured (what a refund is made against). */
  captureId: string | null;
}

export interface WalletCapture {
  id: string;
  status: 'completed' | 'pending' | 'declined' | 'refunded' | 'partially_refunded' | 'failed';
  amountCents: number;
}

export interface WalletOrder {
  id: string;
  status: WalletOrderStatus;
  amountCents: number;
  authorization: WalletAuthorization | null;
}

/** The wallet (PayPal Orders v2, intent AUTHORIZE): approve on PayPal, authorize, then capture. */
export interface WalletGateway extends ProviderInfo<'sandbox_paypal' | 'paypal', 'sandbox' | 'paypal'> {
  /** The approval page the app serves itself; null when PayPal hosts it. */
  readonly pages: HostedWalletPages | null;
  createOrder(input: {
    amountCents: number;
    returnUrl: string;
    cancelUrl: string;
    idempotencyKey: string;
  }): Promise<{ id: string; approveUrl: string }>;
  /** After the buyer approved: holds the money. */
  authorizeOrder(orderId: string): Promise<WalletAuthorization>;
  /** A final capture: whatever is not captured is released. */
  captureAuthorization(authorizationId: string, amountCents: number): Promise<WalletCapture>;
  voidAuthorization(authorizationId: string): Promise<void>;
  refundCapture(captureId: string, amountCents: number, idempotencyKey: string): Promise<{ id: string }>;
  getOrder(orderId: string): Promise<WalletOrder>;
}

export type PaymentErrorKind =
  | 'declined'
  | 'insufficient_funds'
  | 'invalid_card'
  /** Timeouts, 5xx, rate limits: the same call may succeed later. */
  | 'unavailable'
  /** A call the gateway refused (unknown payment, a refund larger than the capture…): a bug or a race, not the customer's card. */
  | 'invalid_request';

const DEFAULT_MESSAGE: Record<PaymentErrorKind, string> = {
  declined: PAYMENT_MSG.declined,
  insufficient_funds: PAYMENT_MSG.insufficientFunds,
  invalid_card: PAYMENT_MSG.incorrectNumber,
  unavailable: PAYMENT_MSG.serverError,
  invalid_request: PAYMENT_MSG.paymentServerError,
};

/** A payment that did not go through. `message` may be shown to the customer; `detail` is for logs. */
export class PaymentError extends Error {
  readonly kind: PaymentErrorKind;
  readonly retryable: boolean;
  /** The gateway's code ('card_declined', 'INSTRUMENT_DECLINED' …), when it gave one. */
  readonly code: string | null;
  readonly detail: string | null;

  constructor(
    kind: PaymentErrorKind,
    opts: { message?: string; code?: string | null; detail?: string } = {},
  ) {
    super(opts.message ?? DEFAULT_MESSAGE[kind]);
    this.name = 'PaymentError';
    this.kind = kind;
    this.retryable = kind === 'unavailable';
    this.code = opts.code ?? null;
    this.detail = opts.detail ?? null;
  }
}

/** A callback whose signature does not hold: answer 400 and do nothing. */
export class WebhookVerificationError extends Error {
  constructor(reason: string) {
    super(`Webhook refused: ${reason}`);
    this.name = 'WebhookVerificationError';
  }
}
