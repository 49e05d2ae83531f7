import { PAYMENT_MSG } from '@pressrun/domain';
import { centsToDecimal, decimalToCents } from './amount';
import {
  PaymentError,
  type WalletAuthorization,
  type WalletCapture,
  type WalletGateway,
  type WalletOrder,
  type WalletOrderStatus,
} from './port';

export interface PayPalGatewayOptions {
  clientId: string;
  clientSecret: string;
  apiBase: string;
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
}

interface PayPalAmount {
  currency_code: string;
  value: string;
}

interface PayPalOrder {
  id: string;
  status: string;
  links?: Array<{ href: string; rel: string }>;
  purchase_units?: Array<{
    amount?: PayPalAmount;
    payments?: {
      authorizations?: Array<{ id: string; status: string; amount?: PayPalAmount; create_time?: string }>;
      captures?: Array<{ id: string; status: string }>;
    };
  }>;
}

/** PayPal answers these when the buyer's money cannot be had: a decline, not our mistake. */
const DECLINE_ISSUES = new Set([
  'INSTRUMENT_DECLINED',
  'TRANSACTION_REFUSED',
  'PAYER_CANNOT_PAY',
  'PAYER_ACCOUNT_RESTRICTED',
  'PAYEE_BLOCKED_TRANSACTION',
  'DECLINED_DUE_TO_RELATED_TXN',
]);

/** PayPal Orders v2 with intent AUTHORIZE, through an OAuth2 client-credentials token. */
export class PayPalWalletGateway implements WalletGateway {
  readonly id = 'paypal' as const;
  readonly name = 'paypal' as const;
  /** PayPal's sandbox address (its default) takes test accounts. */
  readonly testMode: boolean;
  readonly pages = null;
  private base: string;
  private fetchFn: typeof fetch;
  private now: () => number;
  private token: { value: string; expiresAt: number } | null = null;

  constructor(private opts: PayPalGatewayOptions) {
    this.base = opts.apiBase.replace(/\/+$/, '');
    this.testMode = this.base.includes('sandbox.paypal.com');
    this.fetchFn = opts.fetch ?? fetch;
    this.now = opts.now ?? Date.now;
  }

  async createOrder(input: {
    amountCents: number;
    returnUrl: string;
    cancelUrl: string;
    idempotencyKey: string;
  }) {
    const order = await this.call<PayPalOrder>(
      'POST',
      '/v2/checkout/orders',
      {
        intent: 'AUTHORIZE',
        purchase_units: [{ amount: usd(input.amountCents) }],
        payment_source: {
          paypal: {
            experience_context: {
              return_url: input.returnUrl,
              cancel_url: input.cancelUrl,
              // The order has its own ship-to address; the order is submitted on our side.
              shipping_preference: 'NO_SHIPPING',
              user_action: 'CONTINUE',
            },
          },
        },
      },
      input.idempotencyKey,
    );
    const link = order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
    if (!link)
      throw failed(
        'invalid_request',
        'NO_APPROVE_LINK',
        `order ${order.id} came back without an approve link`,
      );
    return { id: order.id, approveUrl: link.href };
  }

  async authorizeOrder(orderId: string): Promise<WalletAuthorization> {
    const order = await this.call<PayPalOrder>(
      'POST',
      `/v2/checkout/orders/${seg(orderId)}/authorize`,
      {},
      `authorize-${orderId}`,
    );
    const auth = authorizationOf(order);
    if (!auth) throw failed('invalid_request', 'NO_AUTHORIZATION', `order ${orderId} has no authorization`);
    return auth;
  }

  async captureAuthorization(authorizationId: string, amountCents: number): Promise<WalletCapture> {
    const c = await this.call<{ id: string; status: string; amount?: PayPalAmount }>(
      'POST',
      `/v2/payments/authorizations/${seg(authorizationId)}/capture`,
      { amount: usd(amountCents), final_capture: true },
      `capture-${authorizationId}-${amountCents}`,
    );
    return {
      id: c.id,
      status: c.status.toLowerCase() as WalletCapture['status'],
      amountCents: c.amount ? decimalToCents(c.amount.value) : amountCents,
    };
  }

  async voidAuthorization(authorizationId: string) {
    await this.call(
      'POST',
      `/v2/payments/authorizations/${seg(authorizationId)}/void`,
      undefined,
      `void-${authorizationId}`,
    );
  }

  async refundCapture(captureId: string, amountCents: number, idempotencyKey: string) {
    const r = await this.call<{ id: string }>(
      'POST',
      `/v2/payments/captures/${seg(captureId)}/refund`,
      { amount: usd(amountCents) },
      idempotencyKey,
    );
    return { id: r.id };
  }

  async getOrder(orderId: string): Promise<WalletOrder> {
    const o = await this.call<PayPalOrder>('GET', `/v2/checkout/orders/${seg(orderId)}`);
    const amount = o.purchase_units?.[0]?.amount;
    return {
      id: o.id,
      status: o.status.toLowerCase() as WalletOrderStatus,
      amountCents: amount ? decimalToCents(amount.value) : 0,
      authorization: authorizationOf(o),
    };
  }

  /** A JSON call with the bearer token; a 401 (token revoked or expired early) gets one new token. */
  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    requestId?: string,
  ): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = {
        authorization: `Bearer ${await this.accessToken(attempt > 0)}`,
        prefer: 'return=representation',
      };
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (requestId) headers['paypal-request-id'] = requestId;
      const { status, json } = await this.send(
        method,
        path,
        headers,
        body === undefined ? undefined : JSON.stringify(body),
      );
      if (status === 401 && attempt === 0) continue;
      if (status >= 200 && status < 300) return json as T;
      throw paypalError(status, json, `PayPal ${method} ${path}`);
    }
  }

  private async accessToken(renew: boolean): Promise<string> {
    if (!renew && this.token && this.now() < this.token.expiresAt) return this.token.value;
    const basic = Buffer.from(`${this.opts.clientId}:${this.opts.clientSecret}`).toString('base64');
    const { status, json } = await this.send(
      'POST',
      '/v1/oauth2/token',
      { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      'grant_type=client_credentials',
    );
    const t = json as { access_token?: string; expires_in?: number } | undefined;
    if (status !== 200 || !t?.access_token) throw paypalError(status, json, 'PayPal token');
    // Renewed a minute early, so a token never runs out between taking it and using it.
    this.token = { value: t.access_token, expiresAt: this.now() + ((t.expires_in ?? 300) - 60) * 1000 };
    return t.access_token;
  }

  private async send(method: string, path: string, headers: Record<string, string>, body?: string) {
    try {
      const res = await this.fetchFn(`${this.base}${path}`, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 30_000),
      });
      const text = await res.text();
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      return { status: res.status, json };
    } catch (e) {
      throw failed('unavailable', 'NETWORK_ERROR', `PayPal ${method} ${path}: ${e}`);
    }
  }
}

function authorizationOf(o: PayPalOrder): WalletAuthorization | null {
  const payments = o.purchase_units?.[0]?.payments;
  const a = payments?.authorizations?.[0];
  if (!a) return null;
  const created = a.create_time ? Date.parse(a.create_time) : 0;
  return {
    id: a.id,
    status: a.status.toLowerCase() as WalletAuthorization['status'],
    amountCents: a.amount ? decimalToCents(a.amount.value) : 0,
    createdAt: Number.isNaN(created) ? 0 : created,
    // The order's details list the capture made of its authorization (one: captures are final).
    captureId: payments?.captures?.[0]?.id ?? null,
  };
}

export function paypalError(status: number, json: unknown, where: string): PaymentError {
  const body = (json ?? {}) as {
    name?: string;
    message?: string;
    details?: Array<{ issue?: string }>;
    error?: string;
  };
  const issue = body.details?.[0]?.issue ?? body.name ?? body.error ?? `HTTP_${status}`;
  const detail = `${where} answered ${status}: ${issue} ${body.message ?? ''}`.trim();
  if (status >= 500 || status === 429) return failed('unavailable', issue, detail);
  if (DECLINE_ISSUES.has(issue)) return failed('declined', issue, detail);
  return failed('invalid_request', issue, detail);
}

function failed(kind: 'declined' | 'unavailable' | 'invalid_request', code: string, detail: string) {
  return new PaymentError(kind, { message: PAYMENT_MSG.paypalFailed, code, detail });
}

function usd(cents: number): PayPalAmount {
  return { currency_code: 'USD', value: centsToDecimal(cents) };
}

function seg(id: string) {
  return encodeURIComponent(id);
}
