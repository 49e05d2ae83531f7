import { orderViewSchema, placeOrderSchema } from '@pressrun/domain';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { RouteApp } from '../../lib/route-app';
import { sessionOf } from '../../lib/session';
import { ordererOf } from '../auth';
import { placeOrder } from './place';
import { idempotencyHeaders, paymentErrors, tags } from './route-schemas';

/** /orders: Place order, safe to retry with the same Idempotency-Key (201 the first time, 200 after). */
export function placeOrderRoutes(app: RouteApp, ctx: AppContext) {
  app.post(
    '/orders',
    {
      schema: {
        tags,
        headers: idempotencyHeaders,
        body: placeOrderSchema,
        response: {
          200: z.object({ order: orderViewSchema }),
          201: z.object({ order: orderViewSchema }),
          ...paymentErrors,
        },
      },
    },
    async (req, reply) => {
      const key = req.headers['idempotency-key'];
      const placed = await placeOrder(ctx, sessionOf(req), key, req.body, ordererOf(req));
      return reply.status(placed.created ? 201 : 200).send({ order: placed.order });
    },
  );
}
