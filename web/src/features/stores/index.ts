/**
 * What other features and app/ may use of stores: the Stores page's 'Connect a store' card and
 * its list of stores (with the orders on hold), and the company's stores for the orders list's
 * store filter. They import the folder only from here; the store's own page is the router's.
 */
export { useStores } from './api';
export { ConnectedStores } from './ConnectedStores';
export { ConnectStoreCard } from './ConnectStoreCard';
export { PlatformMark } from './PlatformMark';
