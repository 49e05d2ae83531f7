import type { Config } from '../../config';
import { PayPalWalletGateway } from './paypal';
import { SandboxCardGateway } from './sandbox-card';
import { SandboxWalletGateway } from './sandbox-paypal';
import type { SandboxStore } from './store';
import { StripeCardGateway } from './stripe';

export { type HandedBack, handBackCard } from './hand-back';
export type * from './port';
export { PaymentError, WebhookVerificationError } from './port';
export { SandboxCardGateway } from './sandbox-card';
export { SandboxWalletGateway } from './sandbox-paypal';
export { SANDBOX_TABLE, SqlSandboxStore } from './sql-store';
export { MemorySandboxStore, type SandboxKind, type SandboxRecord, type SandboxStore } from './store';
export { PayPalWalletGateway, StripeCardGateway };

/** Each adapter keeps its kind, so the checkout module can reach the sandbox pages' extra calls. */
export interface Payments {
  cards: SandboxCardGateway | StripeCardGateway;
  wallet: SandboxWalletGateway | PayPalWalletGateway;
}

export interface PaymentsDeps {
  /** Where the sandbox gateways keep their state (the database in the app, memory in tests). */
  store: SandboxStore;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * Stripe when STRIPE_SECRET_KEY is set, PayPal when its client id and secret are; otherwise the
 * built-in sandboxes, which need no outside service.
 */
export function createPayments(config: Pick<Config, 'stripe' | 'paypal'>, deps: PaymentsDeps): Payments {
  const { store, fetch, now } = deps;
  return {
    cards: config.stripe
      ? new StripeCardGateway({ ...config.stripe, fetch, now })
      : new SandboxCardGateway(store, { now }),
    wallet: config.paypal
      ? new PayPalWalletGateway({ ...config.paypal, fetch, now })
      : new SandboxWalletGateway(store, { now }),
  };
}
