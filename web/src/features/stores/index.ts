/**
 * What other features and app/ may use of stores: the Stores page's 'Connect a store' card and
 * its list of stores (with the orders on hold), the company's stores for the orders list's store
 * filter, and what a store was told about an order (its page). They import the folder only from here; the store's own page is the router's.
 */
export { useStores } from './api';
export { ConnectedStores } from './ConnectedStores';
export { ConnectStoreCard } from './ConnectStoreCard';
export { StoreOrderUpdates } from './StoreOrderUpdates';
