import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartRoutes } from './routes';

/** The cart module's public face: app.ts and the checkout import from here only. */
export { type CartItemRow, completeCart, insertCompletedCart, lockCart, lockCarts } from './repo';
export { cartForCheckout, getCart, holdChoices } from './service';

/** The cart capability: its routes under /api/cart. */
export const cartModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(cartRoutes);
};
