import { type ShopInfo, StoreError } from '../port';
import { WooApiError, type WooClient } from './client';
import { normalizeSite } from './site';
import { decodeEntities } from './text';

/** WordPress's REST index (`/wp-json/`): public, it names the site and the APIs it serves. */
interface WpIndex {
  name?: string;
  home?: string;
  namespaces?: string[];
}

/** One WooCommerce setting (`/settings/{group}/{id}`). */
interface WooSetting {
  id: string;
  value: string;
}

/**
 * The shop's name is the WordPress site's title (WooCommerce has no name of its own): the REST
 * index says it, and whether WooCommerce's v3 API is there. The currency is WooCommerce's general
 * setting `woocommerce_currency`; asking for it with the keys also proves they work. The stable id
 * is the site's home address as WordPress knows it (a store has no other id), so the same site
 * typed two ways is recognised. A security plugin may hide the index from anonymous callers: the
 * name is then the site's host.
 */
export async function wooShopInfo(client: WooClient, site: string): Promise<ShopInfo> {
  let index: WpIndex | null = null;
  try {
    index = (await client.index<WpIndex>({ _fields: 'name,home,namespaces' })).data;
  } catch (e) {
    if (!(e instanceof WooApiError && e.kind === 'unauthorized')) throw e;
  }
  if (index && Array.isArray(index.namespaces) && !index.namespaces.includes('wc/v3'))
    throw new StoreError('rejected', `${site} is a WordPress site without WooCommerce's REST API (wc/v3).`);
  const { data: currency } = await client.get<WooSetting>('/wc/v3/settings/general/woocommerce_currency');
  let home = site;
  try {
    if (index?.home) home = normalizeSite(index.home);
  } catch {
    // An odd home address: the one typed stands.
  }
  const url = new URL(home);
  return {
    externalId: `${url.protocol}//${url.host.toLowerCase()}${url.pathname.replace(/\/+$/, '')}`,
    name: decodeEntities(index?.name ?? '').trim() || url.host,
    currency: String(currency?.value ?? '').toUpperCase() || 'USD',
  };
}
