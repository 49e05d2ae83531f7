import type { Config } from '../../config';
import { PayPalWalletGateway } from './paypal';
import type { CardGateway, WalletGateway } from './port';
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
export type { SandboxKind, SandboxRecord, SandboxStore } from './store';
export { PayPalWalletGateway, StripeCardGateway };

/**
 * The two providers behind the payments module, as their interfaces: what each is (its name,
 * test mode, pages it needs served) is told by the provider itself, never by its class.
 */
export interface Payments {
  cards: CardGateway;
  wallet: WalletGateway;
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
