import type { StoreAdapter } from '../port';
import { graphql, type ShopifyApp } from './api';
import { cancelOrder, fulfil } from './fulfilment';
import { numericId } from './ids';
import { authorizeUrl, completeConnect, refreshAuth } from './oauth';
import { ordersSince } from './orders';
import { listProducts, publishProduct } from './products';
import { disconnect, subscribe } from './subscriptions';
import { parseShopifyWebhook, verifyShopifyWebhook } from './webhook';

/**
 * A reseller's Shopify store through PressRun's Shopify app: OAuth's authorization code grant for
 * an expiring offline token, the Admin GraphQL API for everything else, webhooks signed with the
 * app's client secret. It keeps nothing: the credentials it answers are the stores module's.
 */
export function shopifyStoreAdapter(app: ShopifyApp): StoreAdapter {
  return {
    platform: 'shopify',
    mode: 'live',
    polled: false,

    beginConnect: (input) => authorizeUrl(app, input),
    completeConnect: (input) => completeConnect(app, input),
    refresh: (auth) => refreshAuth(app, auth),

    async shopInfo(auth) {
      const data = await graphql<{ shop: { id: string; name: string; currencyCode: string } }>(
        app,
        auth,
        'query PressRunShop { shop { id name currencyCode } }',
      );
      return { externalId: numericId(data.shop.id), name: data.shop.name, currency: data.shop.currencyCode };
    },

    subscribe: (auth, webhookUrl) => subscribe(app, auth, webhookUrl),
    listProducts: (auth, cursor) => listProducts(app, auth, cursor),
    publishProduct: (auth, input) => publishProduct(app, auth, input),
    ordersSince: (auth, since, cursor) => ordersSince(app, auth, since, cursor),

    verifyWebhook(request, auth) {
      // The shop header is outside the signature, but a signed body for another shop is not this
      // connection's either.
      const shop = request.headers['x-shopify-shop-domain']?.trim().toLowerCase();
      return shop === auth.shop && verifyShopifyWebhook(request, app.clientSecret);
    },
    parseWebhook: (request) => parseShopifyWebhook(request),

    fulfil: (auth, fulfilment) => fulfil(app, auth, fulfilment),
    cancelOrder: (auth, orderId) => cancelOrder(app, auth, orderId),
    async disconnect(auth) {
      // A token that ran out can still be refreshed for this last call; the answer is not kept.
      const live = await refreshAuth(app, auth).catch(() => auth);
      await disconnect(app, live);
    },
  };
}
