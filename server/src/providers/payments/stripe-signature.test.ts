import { describe, expect, it } from 'vitest';
import { WebhookVerificationError } from './port';
import { StripeCardGateway } from './stripe';
import { signPayload, stripeSignatureHeader, verifyStripeWebhook } from './stripe-signature';

const SECRET = 'whsec_test_secret';
const NOW = Date.UTC(2025, 5, 15, 12);
const T = Math.floor(NOW / 1000);
const body = Buffer.from(
  JSON.stringify({
    id: 'evt_1',
    type: 'checkout.session.completed',
    created: T,
    data: { object: { id: 'cs_1' } },
  }),
);

function verify(raw: Buffer, header: string | undefined, nowMs = NOW, secret: string | null = SECRET) {
  return verifyStripeWebhook(raw, header === undefined ? {} : { 'stripe-signature': header }, secret, nowMs);
}

describe('Stripe webhook signatures', () => {
  it('accepts a genuine callback and hands back its event', () => {
    const event = verify(body, stripeSignatureHeader(body, SECRET, T));
    expect(event).toMatchObject({
      id: 'evt_1',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_1' } },
    });
  });

  it('matches the scheme: HMAC-SHA256 of "t.body" with the secret, in hex', () => {
    // Computed apart: printf '%s' '1700000000.{"a":1}' | openssl dgst -sha256 -hmac whsec_x
    expect(signPayload(Buffer.from('{"a":1}'), 'whsec_x', 1700000000)).toBe(
      'b3438763ab46d9634b9844c8722818eaf523f803db1327484c6067462a5fd6d1',
    );
  });

  it('accepts any of several v1 signatures (a secret being rolled)', () => {
    const good = signPayload(body, SECRET, T);
    expect(verify(body, `t=${T},v1=${'0'.repeat(64)},v1=${good},v0=abc`).id).toBe('evt_1');
  });

  it('refuses a tampered body', () => {
    const header = stripeSignatureHeader(body, SECRET, T);
    const tampered = Buffer.from(body.toString().replace('cs_1', 'cs_2'));
    expect(() => verify(tampered, header)).toThrow(WebhookVerificationError);
  });

  it('refuses a signature made with another secret', () => {
    expect(() => verify(body, stripeSignatureHeader(body, 'whsec_other', T))).toThrow(/does not match/);
  });

  it('refuses a callback older than five minutes, and takes one just inside', () => {
    expect(() => verify(body, stripeSignatureHeader(body, SECRET, T - 301))).toThrow(/tolerance/);
    expect(verify(body, stripeSignatureHeader(body, SECRET, T - 300)).id).toBe('evt_1');
  });

  it('refuses a replayed signature moved to a new timestamp', () => {
    const old = signPayload(body, SECRET, T - 3600);
    expect(() => verify(body, `t=${T},v1=${old}`)).toThrow(/does not match/);
  });

  it('refuses a missing or malformed header, and any callback without a configured secret', () => {
    expect(() => verify(body, undefined)).toThrow(/no Stripe-Signature/);
    expect(() => verify(body, 'v1=abc')).toThrow(/malformed/);
    expect(() => verify(body, `t=${T},v1=zz`)).toThrow(/does not match/);
    expect(() => verify(body, stripeSignatureHeader(body, SECRET, T), NOW, null)).toThrow(
      /no webhook secret/,
    );
  });

  it('is what the Stripe adapter uses, with its configured secret and clock', () => {
    const gw = new StripeCardGateway({
      secretKey: 'sk',
      webhookSecret: SECRET,
      apiBase: 'http://unused',
      now: () => NOW,
    });
    expect(gw.verifyWebhook(body, { 'Stripe-Signature': stripeSignatureHeader(body, SECRET, T) }).id).toBe(
      'evt_1',
    );
    const bare = new StripeCardGateway({
      secretKey: 'sk',
      webhookSecret: null,
      apiBase: 'http://unused',
      now: () => NOW,
    });
    expect(() =>
      bare.verifyWebhook(body, { 'stripe-signature': stripeSignatureHeader(body, SECRET, T) }),
    ).toThrow(WebhookVerificationError);
  });
});
