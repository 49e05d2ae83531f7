import type { OrderStatus, TrackingCarrier } from '@pressrun/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { staffOf } from '../../lib/session';
import { type Actor, cancelOrder, moveOrder } from '../orders';
import { loadStaffOrder } from './detail';
import { PRODUCTION_MSG } from './schemas';
import { shippedMailJob } from './shipped-mail';

/** The staff member behind a request, as order events name them. */
export function staffActor(req: FastifyRequest): Actor {
  const staff = staffOf(req);
  return { kind: 'staff', id: staff.userId, name: staff.name };
}

/**
 * Moves orders on, each in its own transaction: moveOrder locks the row and reads it fresh, so two
 * staff moving the same orders at once move each once, and the other is refused with the reason.
 */
export async function moveOrders(
  ctx: AppContext,
  actor: Actor,
  orderIds: number[],
  to: OrderStatus,
): Promise<{ moved: number[]; refused: Array<{ id: number; message: string }> }> {
  const moved: number[] = [];
  const refused: Array<{ id: number; message: string }> = [];
  for (const id of new Set(orderIds)) {
    try {
      await ctx.db.transaction((tx) => moveOrder(tx, { orderId: id, to, actor }));
      moved.push(id);
    } catch (err) {
      if (err instanceof AppError) {
        refused.push({ id, message: err.message });
        continue;
      }
      // The others are already moved: say which one failed rather than lose their answer.
      ctx.log.error({ err, orderId: id }, 'bulk move of an order failed');
      refused.push({ id, message: PRODUCTION_MSG.moveFailed });
    }
  }
  return { moved, refused };
}

export async function moveOne(ctx: AppContext, actor: Actor, orderId: number, to: OrderStatus) {
  await ctx.db.transaction((tx) => moveOrder(tx, { orderId, to, actor }));
}

/**
 * Ships an order that is InProduction (409 from any other status): the move stores the tracking
 * number, carrier and time, the timeline names the staff member and the tracking number, and the
 * customer's mail is queued in the same transaction (a mail exactly when it shipped).
 */
export async function shipOrder(
  ctx: AppContext,
  actor: Actor,
  orderId: number,
  ship: { carrier: TrackingCarrier; trackingNumber: string },
) {
  const { placerEmail, lines } = await loadStaffOrder(ctx.db, orderId);
  await ctx.db.transaction(async (tx) => {
    const { after } = await moveOrder(tx, {
      orderId,
      to: 'OrderShipped',
      actor,
      reason: `Tracking ${ship.carrier} ${ship.trackingNumber}`,
      set: {
        trackingNumber: ship.trackingNumber,
        trackingCarrier: ship.carrier,
        shippedAt: new Date(ctx.now()),
      },
    });
    await ctx.jobs.enqueueAll(
      [
        shippedMailJob(
          ctx,
          placerEmail,
          after,
          lines.map((l) => l.item),
        ),
      ],
      tx,
    );
  });
}

/** Cancels through the orders module (refund by the refund policy, the customer's mail) as staff. */
export function cancelAsStaff(ctx: AppContext, actor: Actor, orderId: number, reason?: string) {
  return cancelOrder(ctx, { orderId, actor, reason });
}
