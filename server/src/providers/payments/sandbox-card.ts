import { type CheckedCard, checkCard, outcomeError, type SandboxOutcome } from './card-check';
import {
  type CardGateway,
  type CardInput,
  type ChargeSavedMethodInput,
  type CheckoutSession,
  type CheckoutSessionInput,
  type HostedCardPages,
  type InitiatePaymentInput,
  type Payment,
  PaymentError,
  type PaymentErrorKind,
  type PaymentStatus,
  type Refund,
  type SavedPaymentMethod,
  type WebhookHeaders,
} from './port';
import { createOnce, derivedId, fingerprint, randomId } from './sandbox-ids';
import { mutate, notFound, type SandboxStore } from './store';
import { verifyStripeWebhook } from './stripe-signature';

/** The sandbox signs its callbacks (if a test or a tool sends any) with this secret, Stripe's way. */
export const SANDBOX_WEBHOOK_SECRET = 'whsec_sandbox';
const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;

interface StoredFailure {
  kind: PaymentErrorKind;
  code: string | null;
  message: string;
}

interface SbxPayment {
  id: string;
  status: PaymentStatus;
  amountCents: number;
  customerRef: string | null;
  paymentMethodId: string | null;
  card: { brand: string; last4: string } | null;
  capturedCents: number;
  refunds: Array<{ id: string; key: string; amountCents: number }>;
  failure: StoredFailure | null;
  metadata: Record<string, string>;
  fingerprint: string;
  createdAt: number;
}

/** A saved card: brand, last 4, expiry and an opaque token. Never the number or the CVC. */
interface SbxMethod {
  id: string;
  customerRef: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  token: string;
  /** What the pretend bank answers for this card (decided from the test number when saved). */
  outcome: SandboxOutcome;
  detached: boolean;
  createdAt: number;
}

interface SbxSession {
  id: string;
  status: 'open' | 'paid';
  amountCents: number;
  successUrl: string;
  cancelUrl: string;
  description: string;
  customerRef: string | null;
  /** What the page's Email field starts with ('' when checkout gave none; absent in older sessions). */
  customerEmail?: string;
  metadata: Record<string, string>;
  paymentId: string | null;
  expiresAt: number;
  fingerprint: string;
}

interface SbxCustomer {
  id: string;
  email: string;
  name: string;
  fingerprint: string;
}

/**
 * The embedded card gateway: Stripe's test mode without Stripe. It answers the networks' test
 * numbers as Stripe does and keeps its state in the shared store.
 */
export class SandboxCardGateway implements CardGateway {
  readonly id = 'sandbox_card' as const;
  readonly name = 'sandbox' as const;
  readonly testMode = true;
  readonly pages: HostedCardPages = this;
  private now: () => number;
  private webhookSecret: string;

  constructor(
    private store: SandboxStore,
    opts: { now?: () => number; webhookSecret?: string } = {},
  ) {
    this.now = opts.now ?? Date.now;
    this.webhookSecret = opts.webhookSecret ?? SANDBOX_WEBHOOK_SECRET;
  }

  async createCustomer(input: { email: string; name: string; idempotencyKey: string }) {
    const id = derivedId('cus', `customer:${input.idempotencyKey}`);
    const fp = fingerprint([input.email, input.name]);
    await createOnce<SbxCustomer>(this.store, 'customer', id, fp, () => ({
      id,
      email: input.email,
      name: input.name,
      fingerprint: fp,
    }));
    return { id };
  }

  async initiatePayment(input: InitiatePaymentInput): Promise<Payment> {
    const id = derivedId('pi', `initiate:${input.idempotencyKey}`);
    const fp = fingerprint([input.amountCents, input.currency, input.customerRef]);
    const p = await createOnce<SbxPayment>(
      this.store,
      'payment',
      id,
      fp,
      () => {
        assertAmount(input.amountCents);
        if (input.currency !== 'usd') throw refused('only usd is taken');
        return this.newPayment(id, fp, input.amountCents, input.customerRef, input.metadata);
      },
      input.customerRef,
    );
    return toPayment(p);
  }

  async authorizePayment(paymentId: string, input: { paymentMethodId: string }): Promise<Payment> {
    // The card and the payment are read at once (one round trip of waiting, not two).
    const [method, current] = await Promise.all([
      this.method(input.paymentMethodId),
      this.store.get<SbxPayment>('payment', paymentId),
    ]);
    const p = await mutate<SbxPayment>(
      this.store,
      'payment',
      paymentId,
      (cur) => {
        if (cur.status === 'authorized' && cur.paymentMethodId === method.id) return cur; // a retry
        if (cur.status !== 'pending' && cur.status !== 'error') {
          throw refused(`cannot authorize a payment that is ${cur.status}`);
        }
        if (method.detached || method.customerRef !== cur.customerRef) {
          throw refused('the payment method is not saved for the customer of this payment');
        }
        const err = outcomeError(this.outcomeNow(method));
        return {
          ...cur,
          paymentMethodId: method.id,
          card: { brand: method.brand, last4: method.last4 },
          status: err ? 'error' : 'authorized',
          failure: err ? storeFailure(err) : null,
        };
      },
      current,
    );
    return paidOrThrow(p);
  }

  async capturePayment(paymentId: string, amountCents?: number): Promise<Payment> {
    const p = await mutate<SbxPayment>(this.store, 'payment', paymentId, (cur) => {
      if (cur.status === 'captured' && (amountCents === undefined || amountCents === cur.capturedCents)) {
        return cur; // a retry of the capture that went through
      }
      if (cur.status !== 'authorized') throw refused(`cannot capture a payment that is ${cur.status}`);
      const amount = amountCents ?? cur.amountCents;
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > cur.amountCents) {
        throw refused(`cannot capture ${amount} cents of a ${cur.amountCents}-cent authorization`);
      }
      return { ...cur, status: 'captured', capturedCents: amount };
    });
    return toPayment(p);
  }

  async refundPayment(paymentId: string, amountCents: number, idempotencyKey: string): Promise<Refund> {
    const p = await mutate<SbxPayment>(this.store, 'payment', paymentId, (cur) => {
      const prior = cur.refunds.find((r) => r.key === idempotencyKey);
      if (prior) {
        if (prior.amountCents !== amountCents) throw refused('idempotency key reused for another refund');
        return cur;
      }
      if (cur.status !== 'captured') throw refused(`cannot refund a payment that is ${cur.status}`);
      const left = cur.capturedCents - refundedOf(cur);
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > left) {
        throw refused(
          `cannot refund ${amountCents} cents: ${left} cents are left to refund`,
          'amount_too_large',
        );
      }
      const refund = { id: derivedId('re', `${cur.id}:${idempotencyKey}`), key: idempotencyKey, amountCents };
      return { ...cur, refunds: [...cur.refunds, refund] };
    });
    const r = p.refunds.find((x) => x.key === idempotencyKey)!;
    return { id: r.id, paymentId, amountCents: r.amountCents };
  }

  async cancelPayment(paymentId: string): Promise<Payment> {
    const p = await mutate<SbxPayment>(this.store, 'payment', paymentId, (cur) => {
      if (cur.status === 'canceled') return cur;
      if (cur.status === 'captured') throw refused('a captured payment is refunded, not canceled');
      return { ...cur, status: 'canceled' };
    });
    return toPayment(p);
  }

  async getPaymentStatus(paymentId: string) {
    return (await this.retrievePayment(paymentId)).status;
  }

  async retrievePayment(paymentId: string) {
    const rec = await this.store.get<SbxPayment>('payment', paymentId);
    if (!rec) throw notFound('payment', paymentId);
    return toPayment(rec.data);
  }

  async findPayment(idempotencyKey: string) {
    // The charge's id is derived from its key (see chargeSavedMethod): no search needed.
    const rec = await this.store.get<SbxPayment>('payment', derivedId('pi', `charge:${idempotencyKey}`));
    return rec ? toPayment(rec.data) : null;
  }

  async savePaymentMethod(customerRef: string, card: CardInput): Promise<SavedPaymentMethod> {
    if (!(await this.store.get('customer', customerRef))) throw notFound('customer', customerRef);
    if ('token' in card) throw refused('the sandbox takes typed cards, not tokens');
    const checked: CheckedCard = checkCard(card, this.now());
    // Like Stripe's attach: a card the bank refuses now is not saved (0341 is, and fails later).
    if (!checked.savable) throw outcomeError(checked.outcome)!;
    const method: SbxMethod = {
      id: randomId('pm'),
      customerRef,
      brand: checked.brand,
      last4: checked.last4,
      expMonth: checked.expMonth,
      expYear: checked.expYear,
      token: randomId('tok'),
      outcome: checked.outcome,
      detached: false,
      createdAt: this.now(),
    };
    await this.store.insert('payment_method', method.id, method, customerRef);
    return toSaved(method);
  }

  async listPaymentMethods(customerRef: string) {
    const methods = await this.store.listByOwner<SbxMethod>('payment_method', customerRef);
    return methods.filter((m) => !m.detached).map(toSaved);
  }

  async removePaymentMethod(customerRef: string, paymentMethodId: string) {
    await mutate<SbxMethod>(this.store, 'payment_method', paymentMethodId, (cur) => {
      if (cur.customerRef !== customerRef) throw notFound('payment_method', paymentMethodId);
      return cur.detached ? cur : { ...cur, detached: true };
    });
  }

  async chargeSavedMethod(input: ChargeSavedMethodInput): Promise<Payment> {
    const id = derivedId('pi', `charge:${input.idempotencyKey}`);
    const hold = input.captureMethod === 'manual';
    const params = [input.customerRef, input.paymentMethodId, input.amountCents];
    const fp = fingerprint(hold ? [...params, 'manual'] : params);
    const p = await createOnce<SbxPayment>(
      this.store,
      'payment',
      id,
      fp,
      async () => {
        assertAmount(input.amountCents);
        const method = await this.method(input.paymentMethodId);
        if (method.detached || method.customerRef !== input.customerRef) {
          throw notFound('payment_method', input.paymentMethodId);
        }
        const err = outcomeError(this.outcomeNow(method));
        return {
          ...this.newPayment(id, fp, input.amountCents, input.customerRef, input.metadata),
          paymentMethodId: method.id,
          card: { brand: method.brand, last4: method.last4 },
          status: err ? 'error' : hold ? 'authorized' : 'captured',
          capturedCents: err || hold ? 0 : input.amountCents,
          failure: err ? storeFailure(err) : null,
        };
      },
      input.customerRef,
    );
    // A retry with the same key answers the first outcome, a decline included: it never charges again.
    return paidOrThrow(p);
  }

  async createCheckoutSession(input: CheckoutSessionInput) {
    const id = derivedId('cs', `checkout:${input.idempotencyKey}`);
    const fp = fingerprint([input.amountCents, input.successUrl, input.cancelUrl, input.customerRef ?? null]);
    await createOnce<SbxSession>(this.store, 'checkout_session', id, fp, () => {
      assertAmount(input.amountCents);
      return {
        id,
        status: 'open',
        amountCents: input.amountCents,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        description: input.description ?? 'PressRun order',
        customerRef: input.customerRef ?? null,
        customerEmail: input.customerEmail ?? '',
        metadata: input.metadata ?? {},
        paymentId: null,
        expiresAt: this.now() + CHECKOUT_TTL_MS,
        fingerprint: fp,
      };
    });
    return { id, url: `/sandbox/checkout/${id}` };
  }

  async retrieveCheckoutSession(id: string): Promise<CheckoutSession> {
    const s = await this.session(id);
    return {
      id: s.id,
      status: s.status === 'paid' ? 'paid' : this.now() > s.expiresAt ? 'expired' : 'open',
      amountCents: s.amountCents,
      paymentRef: s.paymentId,
      metadata: s.metadata,
    };
  }

  /** What the hosted page shows: the amount, the line, the buyer's email and where Cancel goes. */
  async checkoutPage(id: string) {
    const s = await this.session(id);
    const status = (await this.retrieveCheckoutSession(id)).status;
    return {
      id,
      status,
      amountCents: s.amountCents,
      description: s.description,
      customerEmail: s.customerEmail ?? '',
      cancelUrl: s.cancelUrl,
    };
  }

  /**
   * The sandbox checkout page posts the typed card here. A declined or mistyped card throws and
   * leaves the session open, so the page can show the message and ask again; a paid session
   * answers where to send the browser.
   */
  async completeCheckoutSession(
    id: string,
    card: CardInput,
  ): Promise<{ redirectUrl: string; paymentRef: string }> {
    const s = await this.session(id);
    const redirectUrl = s.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', id);
    if (s.status === 'paid') return { redirectUrl, paymentRef: s.paymentId! }; // a second submit
    if (this.now() > s.expiresAt)
      throw refused('the checkout session has expired', 'checkout_session_expired');
    if ('token' in card) throw refused('the sandbox takes typed cards, not tokens');
    const checked = checkCard(card, this.now());
    const err = outcomeError(checked.outcome);
    if (err) throw err;
    // One payment per session, whichever of two racing submits gets here first.
    const paymentId = derivedId('pi', `checkout:${id}`);
    await this.store.insert<SbxPayment>(
      'payment',
      paymentId,
      {
        ...this.newPayment(paymentId, s.fingerprint, s.amountCents, s.customerRef, s.metadata),
        card: { brand: checked.brand, last4: checked.last4 },
        status: 'captured',
        capturedCents: s.amountCents,
      },
      s.customerRef,
    );
    await mutate<SbxSession>(this.store, 'checkout_session', id, (cur) =>
      cur.status === 'paid' ? cur : { ...cur, status: 'paid', paymentId },
    );
    return { redirectUrl, paymentRef: paymentId };
  }

  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders) {
    return verifyStripeWebhook(rawBody, headers, this.webhookSecret, this.now());
  }

  private newPayment(
    id: string,
    fp: string,
    amountCents: number,
    customerRef: string | null,
    metadata: Record<string, string> = {},
  ): SbxPayment {
    return {
      id,
      status: 'pending',
      amountCents,
      customerRef,
      paymentMethodId: null,
      card: null,
      capturedCents: 0,
      refunds: [],
      failure: null,
      metadata,
      fingerprint: fp,
      createdAt: this.now(),
    };
  }

  /** A card saved earlier may have expired since. */
  private outcomeNow(m: SbxMethod): SandboxOutcome {
    const now = new Date(this.now());
    const expired = m.expYear * 12 + m.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
    return expired ? 'expired' : m.outcome;
  }

  private async method(id: string) {
    const rec = await this.store.get<SbxMethod>('payment_method', id);
    if (!rec) throw notFound('payment_method', id);
    return rec.data;
  }

  private async session(id: string) {
    const rec = await this.store.get<SbxSession>('checkout_session', id);
    if (!rec) throw notFound('checkout_session', id);
    return rec.data;
  }
}

function toPayment(p: SbxPayment): Payment {
  return {
    id: p.id,
    status: p.status,
    amountCents: p.amountCents,
    capturedCents: p.capturedCents,
    refundedCents: refundedOf(p),
    paymentMethodId: p.paymentMethodId,
    card: p.card,
    createdAt: p.createdAt,
  };
}

function toSaved(m: SbxMethod): SavedPaymentMethod {
  return { id: m.id, brand: m.brand, last4: m.last4, expMonth: m.expMonth, expYear: m.expYear };
}

function paidOrThrow(p: SbxPayment): Payment {
  if (p.status === 'error' && p.failure) {
    throw new PaymentError(p.failure.kind, { code: p.failure.code, message: p.failure.message });
  }
  return toPayment(p);
}

function storeFailure(err: PaymentError): StoredFailure {
  return { kind: err.kind, code: err.code, message: err.message };
}

function refundedOf(p: SbxPayment) {
  return p.refunds.reduce((sum, r) => sum + r.amountCents, 0);
}

function assertAmount(cents: number) {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw refused(`not a positive number of cents: ${cents}`);
}

function refused(detail: string, code = 'invalid_request') {
  return new PaymentError('invalid_request', { code, detail });
}
