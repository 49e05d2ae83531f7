import { type StoreAdapter, type StoreAuth, StoreError } from '../port';
import { WooClient, type WooClientOptions } from './client';
import { beginWooConnect, completeWooConnect, readWooCallback } from './connect';
import { wooCancel, wooFulfil, wooOrdersSince } from './orders';
import { listWooProducts, publishWooProduct } from './products';
import { wooShopInfo } from './shop';
import { disconnectWoo, subscribeWoo } from './subscriptions';
import { parseWooWebhook, verifyWooWebhook } from './webhook';

export interface WooAdapterOptions extends Partial<WooClientOptions> {
  /** The name the store's owner sees on WooCommerce's approval page and on the keys it makes. */
  appName: string;
}

/**
 * The real WooCommerce adapter: the key exchange to connect (connect.ts), then the store's own
 * REST API v3 with those keys (client.ts). WooCommerce needs no app registration, so the app's
 * name is all its configuration. Keys do not expire: refresh answers as is.
 */
export function wooStoreAdapter(options: WooAdapterOptions): StoreAdapter {
  const now = options.now ?? Date.now;
  const clientOptions: WooClientOptions = {
    baseUrl: options.baseUrl ?? null,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? 10_000,
    now,
  };
  const client = (auth: StoreAuth) => {
    if (!auth.secret)
      throw new StoreError('unauthorized', 'The WooCommerce connection has no consumer secret.');
    return new WooClient(auth, clientOptions);
  };
  return {
    platform: 'woocommerce',
    mode: 'live',
    polled: false,
    beginConnect: (input) => beginWooConnect(options.appName, input),
    readCallback: readWooCallback,
    completeConnect: async (input) => completeWooConnect(input),
    shopInfo: async (auth) => wooShopInfo(client(auth), auth.shop),
    subscribe: async (auth, webhookUrl) => subscribeWoo(client(auth), auth, webhookUrl, options.appName),
    refresh: async (auth) => auth,
    listProducts: async (auth, cursor) => listWooProducts(client(auth), cursor),
    publishProduct: async (auth, input) => publishWooProduct(client(auth), auth.shop, input),
    ordersSince: async (auth, since, cursor) => wooOrdersSince(client(auth), since, cursor),
    verifyWebhook: (request, auth) => verifyWooWebhook(request, auth.webhookSecret),
    parseWebhook: parseWooWebhook,
    fulfil: async (auth, fulfilment) => wooFulfil(client(auth), fulfilment, now()),
    cancelOrder: async (auth, orderId) => wooCancel(client(auth), orderId),
    disconnect: async (auth) => disconnectWoo(client(auth), auth),
  };
}
