import crypto from 'node:crypto';
import {
  type CardGateway,
  type CardInput,
  type ChargeSavedMethodInput,
  type CheckoutSession,
  type CheckoutSessionInput,
  type InitiatePaymentInput,
  type Payment,
  PaymentError,
  type PaymentStatus,
  type Refund,
  type SavedPaymentMethod,
  type WebhookHeaders,
} from './port';
import { StripeClient, type StripeParams } from './stripe-client';
import { verifyStripeWebhook } from './stripe-signature';

export interface StripeGatewayOptions {
  secretKey: string;
  /** The endpoint's signing secret (whsec_…); without it every callback is refused. */
  webhookSecret: string | null;
  apiBase: string;
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
}

interface StripePaymentIntent {
  id: string;
  status: string;
  amount: number;
  /** Unix seconds. */
  created?: number;
  amount_received?: number;
  payment_method?: string | { id: string } | null;
  last_payment_error?: unknown;
  latest_charge?:
    | string
    | { amount_refunded?: number; payment_method_details?: { card?: { brand: string; last4: string } } }
    | null;
}

interface StripePaymentMethod {
  id: string;
  customer?: string | null;
  card?: { brand: string; last4: string; exp_month: number; exp_year: number };
}

/** The metadata field an off-session charge keeps its idempotency key in (findPayment). */
const KEY_FIELD = 'pressrun_idempotency_key';

/** The payment's refunds and card live on its latest charge: every payment call asks for it. */
const EXPAND: StripeParams = { expand: ['latest_charge'] };

/** Cards through Stripe: PaymentIntents with manual capture, saved PaymentMethods, Checkout. */
export class StripeCardGateway implements CardGateway {
  readonly id = 'stripe' as const;
  readonly name = 'stripe' as const;
  /** Stripe's test keys take its test cards and charge nothing. */
  readonly testMode: boolean;
  /** Stripe Checkout is Stripe's own page. */
  readonly pages = null;
  private client: StripeClient;
  private now: () => number;

  constructor(private opts: StripeGatewayOptions) {
    this.client = new StripeClient(opts);
    this.testMode = opts.secretKey.startsWith('sk_test_');
    this.now = opts.now ?? Date.now;
  }

  async createCustomer(input: { email: string; name: string; idempotencyKey: string }) {
    const c = await this.client.post<{ id: string }>(
      '/v1/customers',
      { email: input.email, name: input.name },
      input.idempotencyKey,
    );
    return { id: c.id };
  }

  async initiatePayment(input: InitiatePaymentInput) {
    const pi = await this.client.post<StripePaymentIntent>(
      '/v1/payment_intents',
      {
        amount: input.amountCents,
        currency: input.currency,
        customer: input.customerRef ?? undefined,
        capture_method: 'manual',
        payment_method_types: ['card'],
        metadata: input.metadata,
        ...EXPAND,
      },
      input.idempotencyKey,
    );
    return toPayment(pi);
  }

  async authorizePayment(paymentId: string, input: { paymentMethodId: string }) {
    // A fresh key per attempt: after a decline the customer may try the same card again. Confirming
    // twice cannot charge twice (a payment is captured once, later).
    const pi = await this.client.post<StripePaymentIntent>(
      `/v1/payment_intents/${seg(paymentId)}/confirm`,
      { payment_method: input.paymentMethodId, ...EXPAND },
      crypto.randomUUID(),
    );
    return toPayment(pi);
  }

  async capturePayment(paymentId: string, amountCents?: number) {
    const pi = await this.client.post<StripePaymentIntent>(
      `/v1/payment_intents/${seg(paymentId)}/capture`,
      { amount_to_capture: amountCents, ...EXPAND },
      `${paymentId}:capture:${amountCents ?? 'all'}`,
    );
    return toPayment(pi);
  }

  async refundPayment(paymentId: string, amountCents: number, idempotencyKey: string): Promise<Refund> {
    const r = await this.client.post<{ id: string; amount: number }>(
      '/v1/refunds',
      { payment_intent: paymentId, amount: amountCents },
      idempotencyKey,
    );
    return { id: r.id, paymentId, amountCents: r.amount };
  }

  async cancelPayment(paymentId: string) {
    const pi = await this.client.post<StripePaymentIntent>(
      `/v1/payment_intents/${seg(paymentId)}/cancel`,
      { ...EXPAND },
      `${paymentId}:cancel`,
    );
    return toPayment(pi);
  }

  async getPaymentStatus(paymentId: string) {
    return (await this.retrievePayment(paymentId)).status;
  }

  async retrievePayment(paymentId: string) {
    return toPayment(
      await this.client.get<StripePaymentIntent>(`/v1/payment_intents/${seg(paymentId)}`, EXPAND),
    );
  }

  async savePaymentMethod(customerRef: string, card: CardInput): Promise<SavedPaymentMethod> {
    let pmId: string;
    if ('token' in card) {
      pmId = card.token;
    } else {
      // Raw card numbers reach Stripe only from accounts allowed to send them; the usual way is
      // a token made in the browser by Stripe.js.
      const pm = await this.client.post<StripePaymentMethod>(
        '/v1/payment_methods',
        {
          type: 'card',
          card: {
            number: card.number.replace(/[\s-]/g, ''),
            exp_month: card.expMonth,
            exp_year: card.expYear,
            cvc: card.cvc,
          },
        },
        crypto.randomUUID(),
      );
      pmId = pm.id;
    }
    const attached = await this.client.post<StripePaymentMethod>(
      `/v1/payment_methods/${seg(pmId)}/attach`,
      { customer: customerRef },
      `${pmId}:attach:${customerRef}`,
    );
    return toSaved(attached);
  }

  async listPaymentMethods(customerRef: string) {
    const list = await this.client.get<{ data: StripePaymentMethod[] }>(
      `/v1/customers/${seg(customerRef)}/payment_methods`,
      { type: 'card', limit: 100 },
    );
    return list.data.map(toSaved);
  }

  async removePaymentMethod(customerRef: string, paymentMethodId: string) {
    // Only the customer's own card: the id may have come from a browser.
    const pm = await this.client.get<StripePaymentMethod>(`/v1/payment_methods/${seg(paymentMethodId)}`);
    if (pm.customer !== customerRef) {
      throw new PaymentError('invalid_request', {
        code: 'resource_missing',
        detail: `${paymentMethodId} is not saved for ${customerRef}`,
      });
    }
    await this.client.post(
      `/v1/payment_methods/${seg(paymentMethodId)}/detach`,
      {},
      `${paymentMethodId}:detach`,
    );
  }

  async chargeSavedMethod(input: ChargeSavedMethodInput) {
    const pi = await this.client.post<StripePaymentIntent>(
      '/v1/payment_intents',
      {
        amount: input.amountCents,
        currency: 'usd',
        customer: input.customerRef,
        payment_method: input.paymentMethodId,
        off_session: true,
        confirm: true,
        ...(input.captureMethod === 'manual' ? { capture_method: 'manual' } : {}),
        // The key in the metadata too: findPayment searches by it.
        metadata: { ...input.metadata, [KEY_FIELD]: input.idempotencyKey },
        ...EXPAND,
      },
      input.idempotencyKey,
    );
    return toPayment(pi);
  }

  /**
   * Stripe's search by the key kept in the metadata. Search lags writes by up to about a minute,
   * so this serves the reconciliation, which only looks at payments minutes old, not a request.
   */
  async findPayment(idempotencyKey: string) {
    const quoted = idempotencyKey.replaceAll('\\', '\\\\').replaceAll("'", "\\'");
    const found = await this.client.get<{ data: StripePaymentIntent[] }>('/v1/payment_intents/search', {
      query: `metadata['${KEY_FIELD}']:'${quoted}'`,
      limit: 1,
      expand: ['data.latest_charge'],
    });
    const pi = found.data[0];
    return pi ? toPayment(pi) : null;
  }

  async createCheckoutSession(input: CheckoutSessionInput) {
    const s = await this.client.post<{ id: string; url: string }>(
      '/v1/checkout/sessions',
      {
        mode: 'payment',
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        customer: input.customerRef ?? undefined,
        // Stripe refuses both at once: a customer brings their own email.
        customer_email: input.customerRef ? undefined : input.customerEmail,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: input.amountCents,
              product_data: { name: input.description ?? 'PressRun order' },
            },
          },
        ],
        metadata: input.metadata,
        payment_intent_data: { metadata: input.metadata },
      },
      input.idempotencyKey,
    );
    return { id: s.id, url: s.url };
  }

  async retrieveCheckoutSession(id: string): Promise<CheckoutSession> {
    const s = await this.client.get<{
      id: string;
      status: string;
      payment_status: string;
      amount_total: number;
      payment_intent: string | { id: string } | null;
      metadata: Record<string, string> | null;
    }>(`/v1/checkout/sessions/${seg(id)}`);
    return {
      id: s.id,
      // Only a paid session counts as paid (a completed one may still wait for the money).
      status: s.payment_status === 'paid' ? 'paid' : s.status === 'expired' ? 'expired' : 'open',
      amountCents: s.amount_total,
      paymentRef: typeof s.payment_intent === 'string' ? s.payment_intent : (s.payment_intent?.id ?? null),
      metadata: s.metadata ?? {},
    };
  }

  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders) {
    return verifyStripeWebhook(rawBody, headers, this.opts.webhookSecret, this.now());
  }
}

/** Stripe's PaymentIntent states in Medusa's terms. */
export function paymentStatusOf(
  pi: Pick<StripePaymentIntent, 'status' | 'last_payment_error'>,
): PaymentStatus {
  switch (pi.status) {
    case 'requires_capture':
      return 'authorized';
    case 'succeeded':
      return 'captured';
    case 'canceled':
      return 'canceled';
    case 'requires_action':
      return 'requires_more';
    case 'requires_payment_method':
      return pi.last_payment_error ? 'error' : 'pending';
    default: // requires_confirmation, processing
      return 'pending';
  }
}

function toPayment(pi: StripePaymentIntent): Payment {
  const charge = pi.latest_charge && typeof pi.latest_charge === 'object' ? pi.latest_charge : null;
  const card = charge?.payment_method_details?.card;
  return {
    id: pi.id,
    status: paymentStatusOf(pi),
    amountCents: pi.amount,
    capturedCents: pi.amount_received ?? 0,
    refundedCents: charge?.amount_refunded ?? 0,
    paymentMethodId:
      typeof pi.payment_method === 'string' ? pi.payment_method : (pi.payment_method?.id ?? null),
    card: card ? { brand: card.brand, last4: card.last4 } : null,
    createdAt: (pi.created ?? 0) * 1000,
  };
}

function toSaved(pm: StripePaymentMethod): SavedPaymentMethod {
  return {
    id: pm.id,
    brand: pm.card?.brand ?? 'unknown',
    last4: pm.card?.last4 ?? '',
    expMonth: pm.card?.exp_month ?? 0,
    expYear: pm.card?.exp_year ?? 0,
  };
}

function seg(id: string) {
  return encodeURIComponent(id);
}
