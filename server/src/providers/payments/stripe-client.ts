import { PAYMENT_MSG } from '@pressrun/domain';
import { PaymentError, type PaymentErrorKind } from './port';

/** Pinned so a change of the account's default API version cannot change the answers' shape. */
export const STRIPE_API_VERSION = '2024-06-20';

type Param = string | number | boolean | null | undefined | Param[] | { [k: string]: Param };
export type StripeParams = Record<string, Param>;

/**
 * Stripe's form encoding: nested objects and arrays in brackets
 * (`line_items[0][price_data][unit_amount]=1234`, `expand[0]=latest_charge`).
 */
export function formEncode(params: StripeParams): string {
  const out = new URLSearchParams();
  const add = (key: string, v: Param) => {
    if (v === undefined || v === null) return;
    if (Array.isArray(v)) {
      for (const [i, item] of v.entries()) add(`${key}[${i}]`, item);
    } else if (typeof v === 'object') for (const [k, x] of Object.entries(v)) add(`${key}[${k}]`, x);
    else out.append(key, String(v));
  };
  for (const [k, v] of Object.entries(params)) add(k, v);
  return out.toString();
}

export interface StripeClientOptions {
  secretKey: string;
  apiBase: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Stripe's REST API: Bearer secret key, form bodies, an Idempotency-Key on every POST. */
export class StripeClient {
  private fetchFn: typeof fetch;
  private base: string;
  constructor(private opts: StripeClientOptions) {
    this.fetchFn = opts.fetch ?? fetch;
    this.base = opts.apiBase.replace(/\/+$/, '');
  }

  get<T>(path: string, params: StripeParams = {}): Promise<T> {
    const query = formEncode(params);
    return this.send<T>('GET', query ? `${path}?${query}` : path, undefined, null);
  }

  post<T>(path: string, params: StripeParams, idempotencyKey: string): Promise<T> {
    return this.send<T>('POST', path, formEncode(params), idempotencyKey);
  }

  private async send<T>(
    method: string,
    path: string,
    body: string | undefined,
    key: string | null,
  ): Promise<T> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.opts.secretKey}`,
      'stripe-version': STRIPE_API_VERSION,
    };
    if (body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (key) headers['idempotency-key'] = key;
    let status: number;
    let text: string;
    try {
      const res = await this.fetchFn(`${this.base}${path}`, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 30_000),
      });
      status = res.status;
      text = await res.text();
    } catch (e) {
      // A timeout or a dropped connection: the same call (same key) may be tried again.
      throw new PaymentError('unavailable', {
        code: 'network_error',
        detail: `Stripe ${method} ${path}: ${e}`,
      });
    }
    let json: { error?: StripeApiError } | undefined;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (status >= 200 && status < 300 && json) return json as T;
    throw stripeError(status, json?.error, `Stripe ${method} ${path}`);
  }
}

export interface StripeApiError {
  type?: string;
  code?: string;
  decline_code?: string;
  message?: string;
}

/** A card error's code → what it means for the customer, in the card provider's words. */
const CARD_CODES: Record<string, [PaymentErrorKind, string]> = {
  incorrect_number: ['invalid_card', PAYMENT_MSG.incorrectNumber],
  invalid_number: ['invalid_card', PAYMENT_MSG.incorrectNumber],
  expired_card: ['invalid_card', PAYMENT_MSG.expiredCard],
  invalid_expiry_month: ['invalid_card', PAYMENT_MSG.invalidExpiryMonth],
  invalid_expiry_year: ['invalid_card', PAYMENT_MSG.invalidExpiryYear],
  invalid_cvc: ['invalid_card', PAYMENT_MSG.invalidCvc],
  incorrect_cvc: ['invalid_card', PAYMENT_MSG.incorrectCvc],
  processing_error: ['unavailable', PAYMENT_MSG.serverError],
  // Off-session charges the bank wants the customer for: declined here, the customer pays anew.
  authentication_required: ['declined', PAYMENT_MSG.declined],
};

export function stripeError(status: number, err: StripeApiError | undefined, where: string): PaymentError {
  const detail =
    `${where} answered ${status}: ${err?.type ?? '?'} ${err?.code ?? ''} ${err?.decline_code ?? ''} ${
      err?.message ?? ''
    }`.trim();
  // 409: the same key is still being worked on; 429: rate limited; 5xx: Stripe's trouble.
  if (status >= 500 || status === 429 || status === 409) {
    return new PaymentError('unavailable', { code: err?.code ?? `http_${status}`, detail });
  }
  if (err?.type === 'card_error') {
    const code = err.decline_code ?? err.code ?? 'card_declined';
    if (err.decline_code === 'insufficient_funds')
      return new PaymentError('insufficient_funds', { code, detail });
    const known = CARD_CODES[err.decline_code ?? ''] ?? CARD_CODES[err.code ?? ''];
    if (known) return new PaymentError(known[0], { code, message: known[1], detail });
    // Any other decline (lost, stolen, do_not_honor …) is told as a plain decline.
    return new PaymentError('declined', { code, message: PAYMENT_MSG.declined, detail });
  }
  return new PaymentError('invalid_request', { code: err?.code ?? `http_${status}`, detail });
}
