import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createPayments, type Payments, SqlSandboxStore } from '../../providers/payments';
import { PaymentModule } from './service';

/**
 * The payments module's public face. It sits low: it imports no other module, and the checkout,
 * refunds, credit terms, billing and the sandbox pages call it (inside their own transactions
 * where they record something). It owns the payment tables (tables.ts).
 */
export {
  type CardInput,
  type HandedBack,
  type HostedCardPages,
  type HostedWalletPages,
  type Payment,
  PaymentError,
  type PaymentStatus,
  type PaymentWebhookEvent,
  type WalletAuthorization,
  WebhookVerificationError,
} from '../../providers/payments';
/** What the sandbox's pages need to act as the gateway would: its payer and its signed callbacks. */
export { SANDBOX_WEBHOOK_SECRET } from '../../providers/payments/sandbox-card';
export { SANDBOX_PAYER_ID } from '../../providers/payments/sandbox-paypal';
export { stripeSignatureHeader } from '../../providers/payments/stripe-signature';
export type { AtGateway } from './at-gateway';
export type { HeldPayment } from './capture';
export { CARD_PROVIDERS, type PaidThrough, paidThrough, WALLET_PROVIDERS } from './provider-names';
export { companyPayments } from './read-model';
export {
  claimOrphan,
  finish as finishReconciliation,
  heldForOrders,
  orphans,
  type Reconciliation,
  unclaim,
} from './reconcile-records';
export {
  claimEvent,
  forgetEvent,
  linkPayments,
  markCaptured,
  type NewPayment,
  orderOfPayment,
  type PaymentLink,
  type PaymentRow,
  paymentByProviderRef,
  paymentOfOrder,
  recordPayment,
  recordPayments,
  settlePaymentStatus,
  updatePayment,
} from './records';
export type { GivenBack } from './refund';
export { PaymentModule } from './service';

/**
 * The payments module with its providers: Stripe and PayPal when configured, otherwise the
 * built-in sandboxes, which keep their state in the database (`payment_sandbox_records`).
 */
export function createPaymentModule(
  config: Pick<Config, 'stripe' | 'paypal'>,
  deps: { db: Db; now?: () => number } | { providers: Payments },
): PaymentModule {
  if ('providers' in deps) return new PaymentModule(deps.providers);
  return new PaymentModule(createPayments(config, { store: new SqlSandboxStore(deps.db), now: deps.now }));
}
