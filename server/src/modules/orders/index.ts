import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancelRoutes } from './cancel-routes';
import { registerCopyFiles } from './copy-files';
import { orderRoutes } from './routes';

/** The orders module's public face: the checkout writes orders through it. */
export { type Cancelled, cancelOrder } from './cancel';
export { copyFilesJob, orderPreviewKey } from './copy-files';
/** The company's orders as the payment history reads them (a subquery to join). */
export { companyOrderPayments } from './payment-history-read';
export {
  countOrdersPlaced,
  findOrderOfCart,
  findOrdersOfCarts,
  insertOrder,
  insertOrders,
  markOrderPaid,
  type NewOrder,
  type NewOrderItem,
  type OrderItemRow,
  type OrderRow,
} from './repo';
export { getOrder, orderItemView, orderTimeline, orderTracking, orderView } from './service';
export {
  type Actor,
  listOrderEvents,
  type Move,
  moveOrder,
  type OrderEventRow,
  recordOrderEvent,
  recordRefundEvent,
  SYSTEM,
} from './status';
/**
 * A term payment holding its orders (orders.term_payment_id): the credit terms pay them through
 * these, plugged in by app.ts (credit-terms cannot import orders: orders → refunds → credit-terms).
 */
export { claimTermOrders, releaseTermOrders } from './term-payment';

/** The orders capability: its routes under /api/orders. */
export const ordersModule: FastifyPluginAsyncZod = async (app) => {
  registerCopyFiles(app.ctx);
  await app.register(orderRoutes);
  await app.register(cancelRoutes);
};

/** Orders as staff's production console reads them (the queue, the order detail, a print file). */
export * as productionOrdersReadModel from './production-read-model';
/**
 * Orders as other modules read them (the public API answers with them): the company's order with
 * its lines, and pages of its orders, so the public API does not query the order tables itself.
 */
export * as ordersReadModel from './read-model';
/** Orders as statements and invoices read them (a subquery of the company's orders, an order with its lines). */
export * as statementOrdersReadModel from './statement-read-model';
