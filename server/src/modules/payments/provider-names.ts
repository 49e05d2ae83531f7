/**
 * The provider registry: which `payments.provider` names are card gateways and which are wallets.
 * A recorded row keeps the name it was made under, so a refund or a reconcile finds its gateway
 * even after the configured provider changed (the sandbox then Stripe, say).
 */

/** Which way a recorded payment's money went: the card gateway, the wallet, or no gateway at all. */
export type PaidThrough = 'card' | 'wallet' | 'none';

/** The `payments.provider` names of every card provider there is (recorded rows keep theirs). */
export const CARD_PROVIDERS: readonly string[] = ['sandbox_card', 'stripe'];
/** The same for the wallets. */
export const WALLET_PROVIDERS: readonly string[] = ['sandbox_paypal', 'paypal'];

/** The gateway a payment row's money is with (its `provider`, as recorded when it was made). */
export function paidThrough(provider: string | null | undefined): PaidThrough {
  if (provider && CARD_PROVIDERS.includes(provider)) return 'card';
  if (provider && WALLET_PROVIDERS.includes(provider)) return 'wallet';
  return 'none';
}
