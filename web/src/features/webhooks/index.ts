/**
 * What other features and app/ may use of webhooks: the webhooks card, which the Stores page
 * shows. They import the folder only from here.
 */
export { WebhooksCard } from './WebhooksCard';
