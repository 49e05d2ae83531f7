/**
 * What other features and app/ may use of bulk-orders: the latest bulk orders card, which the
 * Stores page shows. They import the folder only from here.
 */
export { RecentBulkOrders } from './RecentBulkOrders';
