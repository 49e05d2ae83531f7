import { FULFIL_MSG } from '@pressrun/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { errorSchema } from '../../lib/schemas';
import { requireSession, sessionOf } from '../../lib/session';
import { usersReadModel } from '../auth';
import { registerRefundRetry } from '../refunds';
import { cancelOrder } from './cancel';
import { refundedOrders } from './refunded-orders';
import type { Actor } from './status';

const cancelledSchema = z.object({
  message: z.string(),
  refund: z.object({ amount: z.number(), why: z.string() }),
});

/** A customer cancels their company's order (no body); the refund policy decides what comes back. */
export const cancelRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // Cancels queue a retry when the provider fails their refund.
  registerRefundRetry(ctx, refundedOrders);
  app.addHook('preHandler', requireSession);

  app.post(
    '/:id/cancel',
    {
      schema: {
        tags: ['orders'],
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: cancelledSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (req) => {
      const s = sessionOf(req);
      const actor = await customerActor(ctx.db, s.userId);
      const { refund } = await cancelOrder(ctx, { orderId: req.params.id, companyId: s.companyId, actor });
      return { message: FULFIL_MSG.cancelled(req.params.id), refund };
    },
  );
};

/** The signed-in customer as the order's timeline names them: their name, else their email. */
async function customerActor(db: Db, userId: number): Promise<Actor> {
  const u = await usersReadModel.userNames(db, userId);
  const name = `${u?.firstName ?? ''} ${u?.lastName ?? ''}`.trim() || u?.email || 'Customer';
  return { kind: 'customer', id: userId, name };
}
