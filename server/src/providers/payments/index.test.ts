import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { MemorySandboxStore } from '../../test/payments';
import { createPayments } from './index';

const store = new MemorySandboxStore();

describe('createPayments', () => {
  it('uses the sandboxes when nothing is configured', () => {
    const p = createPayments(loadConfig({}), { store });
    expect([p.cards.name, p.wallet.name]).toEqual(['sandbox', 'sandbox']);
  });

  it('uses Stripe and PayPal when their keys are set, with their default addresses', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
    });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiBase: 'https://api.stripe.com',
    });
    expect(config.paypal).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      apiBase: 'https://api-m.sandbox.paypal.com',
    });
    const p = createPayments(config, { store });
    expect([p.cards.name, p.wallet.name]).toEqual(['stripe', 'paypal']);
  });

  it('reads the API addresses, and chooses each adapter on its own', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk',
      STRIPE_API_BASE: 'http://127.0.0.1:9/',
      PAYPAL_API_BASE: 'http://x',
    });
    expect(config.stripe?.apiBase).toBe('http://127.0.0.1:9');
    expect(config.stripe?.webhookSecret).toBeNull();
    const p = createPayments(config, { store });
    expect([p.cards.name, p.wallet.name]).toEqual(['stripe', 'sandbox']);
  });

  it('stops on half a PayPal configuration', () => {
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'id' })).toThrow(/PAYPAL_CLIENT_SECRET/);
  });
});
