import { STORE_PLATFORMS, type StorePlatform } from '@pressrun/domain';
import type { StoresConfig } from '../../config';
import { etsyStoreAdapter } from './etsy/adapter';
import type { StoreAdapter } from './port';
import { type SandboxStoreBackend, sandboxStoreAdapter } from './sandbox';
import { shopifyStoreAdapter } from './shopify/adapter';
import { wooStoreAdapter } from './woocommerce/adapter';

export * from './port';
export { earlierPublish } from './publish-retry';
export { SANDBOX_SHOPIFY_SECRET, type SandboxStoreBackend, sandboxWebhook, sha256Hex } from './sandbox';

/**
 * One adapter per platform: the real one when its credentials are configured, the built-in
 * sandbox store otherwise.
 */
export function storeAdapters(
  config: StoresConfig,
  publicUrl: string,
  sandbox: SandboxStoreBackend,
): Record<StorePlatform, StoreAdapter> {
  const real: Partial<Record<StorePlatform, StoreAdapter>> = {};
  if (config.shopify) real.shopify = shopifyStoreAdapter(config.shopify);
  if (config.etsy) real.etsy = etsyStoreAdapter(config.etsy);
  if (config.woocommerce) real.woocommerce = wooStoreAdapter(config.woocommerce);
  return Object.fromEntries(
    STORE_PLATFORMS.map((p) => [p, real[p] ?? sandboxStoreAdapter(p, sandbox, publicUrl)]),
  ) as Record<StorePlatform, StoreAdapter>;
}
