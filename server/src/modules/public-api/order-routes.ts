import { ORDER_MSG } from '@pressrun/domain';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import type { RouteApp } from '../../lib/route-app';
import { errorSchema } from '../../lib/schemas';
import { placeItemsOrder } from '../checkout';
import { cancelOrder, ordersReadModel as repo } from '../orders';
import { artworkFileIds } from './artwork';
import { buyerOfKey } from './buyer';
import { clientOf, config, errors, security, tags } from './common';
import { decodeCursor, encodeCursor } from './cursor';
import { ORDER_EXAMPLE } from './examples';
import { idempotencyHeaders, orderAnswer, orderBody, orderListQuery } from './schemas';
import { apiOrder, itemsOrderOf } from './views';

const idParams = z.object({
  id: z.coerce
    .number({ error: ORDER_MSG.notFound })
    .int(ORDER_MSG.notFound)
    .positive(ORDER_MSG.notFound)
    .max(2_147_483_647, ORDER_MSG.notFound),
});

/** The key's company's order in the API's shape; another company's is as missing as one never made. */
async function ownOrder(ctx: AppContext, companyId: number, id: number) {
  const found = await repo.findOrder(ctx.db, companyId, id);
  if (!found) throw notFound(ORDER_MSG.notFound);
  return apiOrder(found.order, found.items);
}

/** /orders: placing, reading, listing and cancelling the key's company's orders. */
export function orderRoutes(app: RouteApp, ctx: AppContext) {
  placeOrderRoute(app, ctx);
  readOrderRoutes(app, ctx);
  cancelOrderRoute(app, ctx);
}

function placeOrderRoute(app: RouteApp, ctx: AppContext) {
  app.post(
    '/orders',
    {
      schema: {
        tags,
        security,
        description:
          'Places an order. Send an Idempotency-Key: the same key and body answer the same order (200), the same key with another body is refused (409). ' +
          'A request refused before the order is under way (400, 403) leaves the key free to send again. ' +
          'The key’s user must have verified their email (403 otherwise). ' +
          `Example body: ${JSON.stringify(ORDER_EXAMPLE)}`,
        headers: idempotencyHeaders,
        body: orderBody,
        response: {
          200: orderAnswer,
          201: orderAnswer,
          402: errorSchema,
          403: errorSchema,
          ...errors,
          503: errorSchema,
        },
      },
      config,
    },
    async (req, reply) => {
      const client = clientOf(req);
      const buyer = await buyerOfKey(ctx.db, client);
      const input = itemsOrderOf(req.body, await artworkFileIds(ctx, client.companyId, req.body));
      // Its own namespace: an API client's key can never meet a web checkout's.
      const key = `api:${req.headers['idempotency-key']}`;
      const placed = await placeItemsOrder(ctx, buyer, key, {
        ...input,
        po: req.body.po,
        paymentType: req.body.payment,
      });
      const order = await ownOrder(ctx, client.companyId, placed.order.id);
      return reply.status(placed.created ? 201 : 200).send(order);
    },
  );
}

function readOrderRoutes(app: RouteApp, ctx: AppContext) {
  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        security,
        description: 'One of your orders.',
        params: idParams,
        response: { 200: orderAnswer, ...errors },
      },
      config,
    },
    async (req) => ownOrder(ctx, clientOf(req).companyId, req.params.id),
  );

  app.get(
    '/orders',
    {
      schema: {
        tags,
        security,
        description:
          'Your orders, newest first, filtered by status or po. `next_cursor` gives the next page (null on the last).',
        querystring: orderListQuery,
        response: {
          200: z.object({ orders: z.array(orderAnswer), next_cursor: z.string().nullable() }),
          ...errors,
        },
      },
      config,
    },
    async (req) => {
      const q = req.query;
      const page = await repo.listOrders(ctx.db, {
        companyId: clientOf(req).companyId,
        status: q.status,
        po: q.po || undefined,
        storeId: q.store,
        before: q.cursor ? decodeCursor('o', q.cursor) : undefined,
        limit: q.limit + 1,
      });
      const shown = page.slice(0, q.limit);
      return {
        orders: shown.map((o) => apiOrder(o.order, o.items)),
        next_cursor: page.length > q.limit ? encodeCursor('o', shown.at(-1)!.order.id) : null,
      };
    },
  );
}

function cancelOrderRoute(app: RouteApp, ctx: AppContext) {
  app.post(
    '/orders/:id/cancel',
    {
      schema: {
        tags,
        security,
        description:
          'Cancels an order that has not shipped; the refund policy decides what comes back (refund.amount in cents).',
        params: idParams,
        response: {
          200: z.object({
            order: orderAnswer,
            refund: z.object({ amount: z.number().int(), why: z.string() }),
          }),
          ...errors,
        },
      },
      config,
    },
    async (req) => {
      const client = clientOf(req);
      const buyer = await buyerOfKey(ctx.db, client);
      const { refund } = await cancelOrder(ctx, {
        orderId: req.params.id,
        companyId: client.companyId,
        actor: { kind: 'customer', id: buyer.userId, name: 'API' },
      });
      return { order: await ownOrder(ctx, client.companyId, req.params.id), refund };
    },
  );
}
