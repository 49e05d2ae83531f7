import type { ShopInfo, StoreAdapter, StoreAuth } from '../port';
import { StoreError } from '../port';
import { type EtsyApp, etsyError, etsyFetch } from './client';
import { listProducts, seg } from './listings';
import { authorizeUrl, requestTokens, userIdOfToken } from './oauth';
import { fulfilReceipt, ordersSince } from './orders';
import { publishListing } from './publish';
import { etsySession } from './session';
import { type EtsyTaxonomyNode, taxonomyIdFor } from './taxonomy';

export type { EtsyApp } from './client';

interface EtsyShopJson {
  shop_id: number;
  shop_name: string;
  user_id?: number;
  currency_code: string;
}

/**
 * The Etsy adapter (Open API v3). Etsy sends apps no order webhooks, so the stores module polls
 * receipts (`polled`); nor does it let an app cancel a receipt or revoke a token.
 */
export function etsyStoreAdapter(etsy: EtsyApp): StoreAdapter {
  const trim = (base: string) => base.replace(/\/+$/, '');
  const app = { ...etsy, apiBase: trim(etsy.apiBase), authBase: trim(etsy.authBase) };
  const session = etsySession(app);

  /** The seller's shop: getShopByOwnerUserId, the user being the one before the token's dot. */
  const shopOf = async (auth: StoreAuth): Promise<EtsyShopJson> => {
    const userId = auth.userId ?? userIdOfToken(auth.accessToken);
    if (!userId) throw new StoreError('unauthorized', 'The Etsy token names no user.');
    const json = await session.call<EtsyShopJson | { results?: EtsyShopJson[] }>(
      auth,
      'GET',
      `/v3/application/users/${seg(userId)}/shops`,
      { what: 'Etsy shop' },
    );
    const shop = 'shop_id' in json ? json : json.results?.[0];
    if (!shop) throw new StoreError('not_found', 'This Etsy account has no shop.');
    return shop;
  };

  // The seller taxonomy is Etsy's public tree, the same for every shop: read once per process.
  let taxonomy: Promise<EtsyTaxonomyNode[]> | null = null;
  const readTaxonomy = async () => {
    const answer = await etsyFetch(app, 'GET', '/v3/application/seller-taxonomy/nodes');
    if (answer.status !== 200) throw etsyError(answer, 'Etsy seller taxonomy');
    return ((answer.json as { results?: EtsyTaxonomyNode[] } | null)?.results ?? []) as EtsyTaxonomyNode[];
  };
  const taxonomyId = async (productType: string) => {
    taxonomy ??= readTaxonomy();
    let tree: EtsyTaxonomyNode[];
    try {
      tree = await taxonomy;
    } catch (err) {
      taxonomy = null; // asked again next time
      throw err;
    }
    const id = taxonomyIdFor(productType, tree);
    if (id === null) throw new StoreError('rejected', `Etsy has no category for ${productType}.`);
    return id;
  };

  return {
    platform: 'etsy',
    mode: 'live',
    polled: true,

    beginConnect: (input) => authorizeUrl(app, input),

    async completeConnect({ query, redirectUri, codeVerifier }) {
      if (query.error) {
        const why = query.error === 'access_denied' ? 'was not approved on Etsy' : `failed (${query.error})`;
        throw new StoreError('rejected', `Connecting the Etsy shop ${why}.`);
      }
      if (!query.code) throw new StoreError('rejected', 'Etsy sent no authorization code.');
      const tokens = await requestTokens(
        app,
        {
          grant_type: 'authorization_code',
          redirect_uri: redirectUri,
          code: query.code,
          code_verifier: codeVerifier,
        },
        'Etsy code exchange',
      ).catch((err: StoreError) => {
        // A code Etsy refuses (used, expired, wrong verifier) is a failed connection, not a lost one.
        throw err.kind === 'unauthorized' ? new StoreError('rejected', err.message) : err;
      });
      const auth: StoreAuth = { shop: '', ...tokens, webhookIds: [] };
      const shop = await shopOf(auth).catch((err: StoreError) => {
        throw err.kind === 'not_found'
          ? new StoreError('rejected', 'This Etsy account has no shop: open one on Etsy, then connect it.')
          : err;
      });
      return { ...auth, shop: String(shop.shop_id) };
    },

    async shopInfo(auth): Promise<ShopInfo> {
      const shop = await shopOf(auth);
      return { externalId: String(shop.shop_id), name: shop.shop_name, currency: shop.currency_code };
    },

    // Etsy has no webhooks for orders: the poll reads them.
    subscribe: async (auth) => auth,
    refresh: (auth) => session.refresh(auth),

    listProducts: (auth, cursor) => listProducts(session, auth, cursor),
    publishProduct: (auth, input) => publishListing(app, session, auth, input, taxonomyId),
    ordersSince: (auth, since, cursor) => ordersSince(session, auth, since, cursor),

    // Nothing Etsy sends is a webhook of ours, so nothing verifies.
    verifyWebhook: () => false,
    parseWebhook: () => ({ kind: 'ignored' }),

    fulfil: (auth, fulfilment) => fulfilReceipt(session, auth, fulfilment),
    // Open API v3 has no call that cancels a receipt: the seller cancels it on Etsy.
    cancelOrder: async () => 'not_supported',
    // Nor one that revokes a token: forgetting the tokens (the module's part) is all there is; the
    // seller can remove PressRun from the apps connected to their Etsy account.
    disconnect: async () => {},
  };
}
