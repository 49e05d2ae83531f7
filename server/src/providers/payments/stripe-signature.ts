import crypto from 'node:crypto';
import { type PaymentWebhookEvent, type WebhookHeaders, WebhookVerificationError } from './port';

/** How old a signed callback may be: older ones may be replays. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Stripe's signature scheme: `Stripe-Signature: t=<unix seconds>,v1=<hex>[,v1=…]`, where v1 is
 * HMAC-SHA256 over `${t}.${rawBody}` keyed with the endpoint's secret. The raw bytes must be the
 * ones received: re-serialised JSON would not match.
 */
export function verifyStripeWebhook(
  rawBody: Buffer,
  headers: WebhookHeaders,
  secret: string | null,
  nowMs: number,
): PaymentWebhookEvent {
  if (!secret) throw new WebhookVerificationError('no webhook secret is configured');
  const header = headerValue(headers, 'stripe-signature');
  if (!header) throw new WebhookVerificationError('no Stripe-Signature header');
  let timestamp = Number.NaN;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (name === 't') timestamp = Number(value);
    else if (name === 'v1') signatures.push(value);
  }
  if (!Number.isInteger(timestamp) || signatures.length === 0) {
    throw new WebhookVerificationError('malformed Stripe-Signature header');
  }
  const expected = Buffer.from(signPayload(rawBody, secret, timestamp), 'hex');
  const matches = signatures.some((sig) => {
    const given = Buffer.from(sig, 'hex');
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookVerificationError('signature does not match');
  if (Math.abs(nowMs / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) {
    throw new WebhookVerificationError('timestamp outside the tolerance');
  }
  let event: PaymentWebhookEvent;
  try {
    event = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookVerificationError('body is not JSON');
  }
  if (
    typeof event?.id !== 'string' ||
    typeof event.type !== 'string' ||
    typeof event.data?.object !== 'object'
  ) {
    throw new WebhookVerificationError('body is not an event');
  }
  return event;
}

/** The hex v1 signature; exported so tests (and the sandbox) can sign their own callbacks. */
export function signPayload(rawBody: Buffer, secret: string, timestamp: number): string {
  return crypto.createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

export function stripeSignatureHeader(rawBody: Buffer, secret: string, timestamp: number): string {
  return `t=${timestamp},v1=${signPayload(rawBody, secret, timestamp)}`;
}

function headerValue(headers: WebhookHeaders, name: string): string | null {
  for (const [k, v] of Object.entries(headers)) {
    if (k.toLowerCase() === name) return Array.isArray(v) ? (v[0] ?? null) : (v ?? null);
  }
  return null;
}
