import { addCartItemSchema, CART_MSG, cartViewSchema, updateCartItemSchema } from '@pressrun/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, serialIdParams } from '../../lib/schemas';
import { requireSession, sessionOf } from '../../lib/session';
import type { CartDeps } from './deps';
import { addItem, addTemplateOnce, getCart, removeItem, updateItem } from './service';

const one = z.object({ cart: cartViewSchema });
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema } as const;
// A malformed line id is the same as a line that is not in the cart.
const idParams = serialIdParams(CART_MSG.itemMissing);
const templateParams = serialIdParams(CART_MSG.templateMissing);

/** The signed-in user's cart (docs/business-rules.md, Cart). Every answer is the whole cart. */
export const cartRoutes: FastifyPluginAsyncZod<{ deps: CartDeps }> = async (app, { deps }) => {
  app.addHook('preHandler', requireSession);
  const tags = ['cart'];

  app.get('/', { schema: { tags, response: { 200: one, 401: errorSchema } } }, async (req) => ({
    cart: await getCart(deps, sessionOf(req)),
  }));

  app.post(
    '/items',
    { schema: { tags, body: addCartItemSchema, response: { 201: one, 409: errorSchema, ...errors } } },
    async (req, reply) => {
      reply.code(201);
      return { cart: await addItem(deps, sessionOf(req), req.body) };
    },
  );

  // Put this template in the cart if it is not there yet (the builder's Review Order): repeating it
  // changes nothing, so a double click or a second Review Order never adds a second line.
  app.put(
    '/templates/:id',
    { schema: { tags, params: templateParams, response: { 200: one, 409: errorSchema, ...errors } } },
    async (req) => ({ cart: await addTemplateOnce(deps, sessionOf(req), req.params.id) }),
  );

  app.patch(
    '/items/:id',
    { schema: { tags, params: idParams, body: updateCartItemSchema, response: { 200: one, ...errors } } },
    async (req) => ({ cart: await updateItem(deps, sessionOf(req), req.params.id, req.body) }),
  );

  app.delete(
    '/items/:id',
    { schema: { tags, params: idParams, response: { 200: one, ...errors } } },
    async (req) => ({ cart: await removeItem(deps, sessionOf(req), req.params.id) }),
  );
};
