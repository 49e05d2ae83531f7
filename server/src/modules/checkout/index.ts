import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCapture } from './capture';
import { reconcileAtStart, registerReconcile } from './reconcile';
import { checkoutRoutes } from './routes';
import { checkoutWebhookRoutes } from './webhook';

/** The checkout's public face: orders placed from a list of items (public API, bulk orders). */
export { type ItemsOrderInput, type ItemsOrderItem, quoteItems } from './items';
export { type Placed, type PlacementReuse, placeItemsOrder } from './place';
export { type ItemsOrderRequest, placeItemsOrders, type RunOutcome } from './place-batch';
/** Payments no order took handed back, and orders' held payments captured (a periodic job). */
export { type ReconcileOutcome, reconcilePayments } from './reconcile';

/** The checkout capability: order review (totals, promo codes), the payment step and placing orders, under /api/checkout. */
export const checkoutModule: FastifyPluginAsyncZod<{
  /** This process works the jobs: reconcile payments as it starts (what a crash left behind). */
  reconcileAtStart?: boolean;
}> = async (app, opts) => {
  registerCapture(app.ctx);
  registerReconcile(app.ctx);
  if (opts.reconcileAtStart) app.addHook('onReady', async () => void (await reconcileAtStart(app.ctx)));
  await app.register(checkoutRoutes);
  // Outside the session hooks: a provider's callback carries a signature, not a session.
  await app.register(checkoutWebhookRoutes);
};
