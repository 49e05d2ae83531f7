import crypto from 'node:crypto';
import type { StoreAuth } from '../port';
import { WooApiError, type WooClient } from './client';
import { nextPage } from './paging';

/** A webhook as the REST API v3 answers it. */
export interface WooWebhookJson {
  id: number;
  name: string;
  status: string;
  topic: string;
  delivery_url: string;
}

/**
 * order.created brings a new order; order.updated brings it again once paid (an order is often
 * created awaiting payment) and when it is cancelled at the store. WooCommerce has no
 * "uninstalled" event: revoked keys show as a 401 on the next call.
 */
export const WOO_TOPICS = ['order.created', 'order.updated'] as const;

/**
 * Creates the store's webhooks, signed with the store's own secret (made at connect, kept in
 * StoreAuth.webhookSecret). WooCommerce pings the address as it creates each one (answered 200 and
 * dropped: verifyWooWebhook). Webhooks already sending to this address are removed first, and so
 * are the ones this connection made before: a reconnect or a retried connect must not leave a
 * second set whose secret nobody has. Created webhooks belong to the user who approved the keys
 * and outlive the keys: disconnect removes them.
 */
export async function subscribeWoo(
  client: WooClient,
  auth: StoreAuth,
  webhookUrl: string,
  appName: string,
): Promise<StoreAuth> {
  const secret = auth.webhookSecret || crypto.randomBytes(32).toString('base64url');
  const stale = new Set(auth.webhookIds ?? []);
  for (const w of await webhooksTo(client, webhookUrl)) stale.add(String(w.id));
  for (const id of stale) await removeWebhook(client, id);
  const ids: string[] = [];
  try {
    for (const topic of WOO_TOPICS) {
      const { data } = await client.post<WooWebhookJson>('/wc/v3/webhooks', {
        name: `${appName}: ${topic}`,
        topic,
        delivery_url: webhookUrl,
        secret,
        status: 'active',
      });
      ids.push(String(data.id));
    }
  } catch (e) {
    // Half a subscription is none: take back what was made, then say why.
    for (const id of ids) await removeWebhook(client, id).catch(() => {});
    throw e;
  }
  return { ...auth, webhookSecret: secret, webhookIds: ids };
}

/** The store's webhooks that deliver to `url` (at most 10 pages of 100). */
async function webhooksTo(client: WooClient, url: string): Promise<WooWebhookJson[]> {
  const found: WooWebhookJson[] = [];
  for (let page = 1; page <= 10; page++) {
    const { data, headers } = await client.get<WooWebhookJson[]>('/wc/v3/webhooks', { page, per_page: 100 });
    found.push(...data.filter((w) => w.delivery_url === url));
    if (!nextPage(headers, page, data.length, 100)) break;
  }
  return found;
}

/** Deletes a webhook (`force`: webhooks have no bin); one already gone is done. */
async function removeWebhook(client: WooClient, id: string): Promise<void> {
  if (!/^\d+$/.test(id)) return;
  try {
    await client.delete(`/wc/v3/webhooks/${id}`, { force: true });
  } catch (e) {
    if (!(e instanceof WooApiError && e.kind === 'not_found')) throw e;
  }
}

/**
 * Removes PressRun's webhooks. The keys cannot be revoked through WooCommerce's REST API: the
 * store's owner deletes them under WooCommerce → Settings → Advanced → REST API (they are named
 * after the app and the day they were made). With the keys already revoked there is nothing more
 * to do; any other failure is thrown after every webhook was tried, for the caller to log.
 */
export async function disconnectWoo(client: WooClient, auth: StoreAuth): Promise<void> {
  let first: unknown = null;
  for (const id of auth.webhookIds ?? []) {
    try {
      await removeWebhook(client, id);
    } catch (e) {
      if (e instanceof WooApiError && e.kind === 'unauthorized') return;
      first ??= e;
    }
  }
  if (first) throw first;
}
