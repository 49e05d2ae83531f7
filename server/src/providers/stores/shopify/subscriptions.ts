import { type StoreAuth, StoreError } from '../port';
import { type Connection, call, graphql, httpError, refuseOn, type ShopifyApp, type UserError } from './api';

/**
 * The webhooks PressRun asks of each shop: new orders, orders cancelled at the store (one not yet
 * placed is then not placed), and the app's uninstall. They are the app's own, so they go to
 * PressRun's callback as JSON signed with the app's client secret.
 */
export const SHOPIFY_TOPICS = ['ORDERS_CREATE', 'ORDERS_CANCELLED', 'APP_UNINSTALLED'] as const;

const EXISTING = `query PressRunWebhooks($topics: [WebhookSubscriptionTopic!]) {
  webhookSubscriptions(first: 50, topics: $topics) { nodes { id topic uri } }
}`;

const CREATE = `mutation PressRunSubscribe($topic: WebhookSubscriptionTopic!, $webhookSubscription: WebhookSubscriptionInput!) {
  webhookSubscriptionCreate(topic: $topic, webhookSubscription: $webhookSubscription) {
    webhookSubscription { id topic uri }
    userErrors { field message }
  }
}`;

const DELETE = `mutation PressRunUnsubscribe($id: ID!) {
  webhookSubscriptionDelete(id: $id) {
    deletedWebhookSubscriptionId
    userErrors { field message }
  }
}`;

interface Subscription {
  id: string;
  topic: string;
  uri: string;
}

/**
 * Makes sure each topic is sent to `webhookUrl`: one the shop already sends there (a reconnect,
 * or a retry after a lost answer) is kept, the others are created. Answers the credentials with
 * the subscriptions' ids, for disconnecting.
 */
export async function subscribe(app: ShopifyApp, auth: StoreAuth, webhookUrl: string): Promise<StoreAuth> {
  const existing = await graphql<{ webhookSubscriptions: Connection<Subscription> }>(app, auth, EXISTING, {
    topics: [...SHOPIFY_TOPICS],
  });
  const ids: string[] = [];
  for (const topic of SHOPIFY_TOPICS) {
    const there = existing.webhookSubscriptions.nodes.find((s) => s.topic === topic && s.uri === webhookUrl);
    if (there) {
      ids.push(there.id);
      continue;
    }
    const res = await graphql<{
      webhookSubscriptionCreate: { webhookSubscription: Subscription | null; userErrors: UserError[] };
    }>(app, auth, CREATE, { topic, webhookSubscription: { uri: webhookUrl, format: 'JSON' } });
    refuseOn(res.webhookSubscriptionCreate.userErrors, `the ${topic} webhook`);
    const made = res.webhookSubscriptionCreate.webhookSubscription;
    if (!made) throw new StoreError('unavailable', `Shopify answered the ${topic} webhook without it.`);
    ids.push(made.id);
  }
  return { ...auth, webhookIds: ids };
}

/**
 * Removes PressRun's webhooks and revokes its token (uninstalling the app from the shop). Best
 * effort, every step tried: what is already gone (an uninstalled app, a revoked token) is not an
 * error; anything else is thrown once all were tried, for the caller's log.
 */
export async function disconnect(app: ShopifyApp, auth: StoreAuth): Promise<void> {
  let failure: StoreError | null = null;
  const gone = (e: unknown) =>
    e instanceof StoreError && (e.kind === 'unauthorized' || e.kind === 'not_found');
  for (const id of auth.webhookIds ?? []) {
    try {
      // A subscription already removed answers a user error: it is gone either way.
      await graphql(app, auth, DELETE, { id });
    } catch (e) {
      if (!gone(e)) failure ??= e as StoreError;
    }
  }
  try {
    const a = await call(app, auth.shop, 'DELETE', '/admin/api_permissions/current.json', {
      token: auth.accessToken,
    });
    if (a.status < 200 || a.status >= 300) throw httpError(a, 'token revocation');
  } catch (e) {
    if (!gone(e)) failure ??= e as StoreError;
  }
  if (failure) throw failure;
}
