/**
 * What other features and app/ may use of orders: an order's detail query (a claim shows the order
 * it is about). They import the folder only from here.
 */
export { useOrderDetail } from './api';
