import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancelRoutes } from './cancel-routes';
import type { ClaimOfOrder } from './claim-port';
import { registerCopyFiles } from './copy-files';
import { orderRoutes } from './routes';

/** The orders module's public face: the checkout writes orders through it. */
export { type Cancelled, cancelOrder } from './cancel';
/** The checkout's capture job reads its order's status, and whether a refund of it was begun. */
export { orderToCapture } from './capture-read';
/** The order page's claim comes from the claims module, plugged in by app.ts. */
export type { ClaimOfOrder, ClaimOnOrder } from './claim-port';
/** A claimed order and its lines, as the claims module files, shows and settles claims. */
export { type OrderLine, orderLinesIn, orderLinesOf, orderRowOf } from './claimed-order-read';
export { copyFilesJob, orderPreviewKey } from './copy-files';
/** The company's orders as the payment history reads them (a subquery to join). */
export { companyOrderPayments } from './payment-history-read';
/** The order's side of a refund (the refunds module's port), handed in by whoever asks for one. */
export { refundedOrders } from './refunded-orders';
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
  SYSTEM,
} from './status';
/** The whole of orders' side of the credit terms' TermOrderHolds port (the claim, the release, the reads). */
export { termOrderHolds } from './term-order-reads';
/**
 * A term payment holding its orders (orders.term_payment_id): the credit terms pay them through
 * these, plugged in by app.ts as part of `termOrderHolds` (credit-terms cannot import orders:
 * orders → refunds → credit-terms).
 */
export { claimTermOrders, releaseTermOrders } from './term-payment';

/** The orders capability: its routes under /api/orders. */
export const ordersModule: FastifyPluginAsyncZod<{ claimOfOrder: ClaimOfOrder }> = async (app, opts) => {
  registerCopyFiles(app.ctx);
  await app.register(orderRoutes, { claimOfOrder: opts.claimOfOrder });
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
