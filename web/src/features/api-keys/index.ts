/**
 * What other features and app/ may use of api-keys: the API keys card, which the Stores page
 * shows. They import the folder only from here.
 */
export { ApiKeysCard } from './ApiKeysCard';
