import {
  canMove,
  FULFIL_MSG,
  isOrderStatus,
  ORDER_MSG,
  type OrderStatus,
  statusRank,
} from '@pressrun/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { emitEvent, moveEventType, orderEventData } from '../../lib/events';
import type { RecordRefundEvent } from '../refunds';
import type { OrderRow } from './repo';
import { orderEvents, orders } from './tables';

/** Who did something to an order; staff actions carry the staff member's name. */
export interface Actor {
  kind: 'customer' | 'staff' | 'system';
  id: number | null;
  name: string;
}

export const SYSTEM: Actor = { kind: 'system', id: null, name: 'PressRun' };

export type OrderEventRow = typeof orderEvents.$inferSelect;

/** Adds an entry to the order's timeline (inside the caller's transaction when given one). */
export async function recordOrderEvent(
  db: Db,
  order: Pick<OrderRow, 'id' | 'companyId'>,
  actor: Actor,
  event: { kind: string; from?: string | null; to?: string | null; reason?: string },
) {
  await db.insert(orderEvents).values({
    orderId: order.id,
    companyId: order.companyId,
    kind: event.kind,
    fromStatus: event.from ?? null,
    toStatus: event.to ?? null,
    actorKind: actor.kind,
    actorId: actor.id,
    actorName: actor.name,
    reason: event.reason ?? '',
  });
}

/** A refund on the order's timeline, in the refund's transaction (the refunds module calls it). */
export const recordRefundEvent: RecordRefundEvent = (tx, order, actor, reason) =>
  recordOrderEvent(tx, order, actor, { kind: 'refund', reason });

export function listOrderEvents(db: Db, orderId: number) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
}

export interface Move {
  orderId: number;
  /** Only this company's order (customers); staff moves leave it out. */
  companyId?: number;
  to: OrderStatus;
  actor: Actor;
  reason?: string;
  /** Columns set with the move (tracking number, shipped time). */
  set?: Partial<Pick<OrderRow, 'trackingNumber' | 'trackingCarrier' | 'shippedAt'>>;
}

/**
 * Moves an order along the state machine, inside the caller's transaction: the row is locked and
 * read fresh, so a stale page or a concurrent move cannot move it twice or backwards. An illegal
 * move is refused with 409; another company's order is not found. Answers the row before and after.
 */
export async function moveOrder(tx: Db, m: Move): Promise<{ before: OrderRow; after: OrderRow }> {
  const where =
    m.companyId === undefined
      ? eq(orders.id, m.orderId)
      : and(eq(orders.id, m.orderId), eq(orders.companyId, m.companyId));
  const [before] = await tx.select().from(orders).where(where).for('update');
  if (!before) throw notFound(ORDER_MSG.notFound);
  const from = before.status;
  if (!isOrderStatus(from) || !canMove(from, m.to))
    throw new AppError(409, 'illegal_status_move', FULFIL_MSG.illegalMove(from as OrderStatus, m.to), {
      status: from,
    });
  const [after] = await tx
    .update(orders)
    .set({ ...m.set, status: m.to, statusRank: statusRank(m.to) })
    .where(eq(orders.id, before.id))
    .returning();
  await recordOrderEvent(tx, before, m.actor, { kind: 'status', from, to: m.to, reason: m.reason });
  await emitEvent(tx, after!.companyId, moveEventType(m.to), orderEventData(after!));
  return { before, after: after! };
}
