import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CartDeps } from './deps';
import { cartRoutes } from './routes';

/** The cart module's public face: other modules and app.ts import from here only. */
export type { CartDeps } from './deps';
/** The carts of items orders, made in the checkout's statement under the key's lock, and a cart's owner. */
export { cartOwner, insertCompletedCarts, nextCartId } from './order-carts';
export { type CartItemRow, completeCart, insertCompletedCart, lockCart, lockCarts } from './repo';
export { cartForCheckout, getCart, holdChoices } from './service';
/** Where an order ships, as the cart holds it and the order keeps it. */
export type { ShipTo } from './tables';

/** The cart capability: its routes under /api/cart. */
export const cartModule: FastifyPluginAsyncZod<{ deps: CartDeps }> = async (app, { deps }) => {
  await app.register(cartRoutes, { deps });
};
