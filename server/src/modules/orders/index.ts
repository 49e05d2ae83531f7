import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderRoutes } from './routes';

/** The orders module's public face: the checkout writes orders through it. */
export {
  countOrdersPlaced,
  findOrderOfCart,
  insertOrder,
  type NewOrder,
  type NewOrderItem,
  type OrderItemRow,
  type OrderRow,
} from './repo';
export { getOrder, orderView } from './service';

/** The orders capability: its routes under /api/orders. */
export const ordersModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(orderRoutes);
};
