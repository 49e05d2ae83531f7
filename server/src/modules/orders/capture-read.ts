import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refundBegun } from '../refunds';
import { orders } from './tables';

/**
 * What the checkout's capture job must know of its order: its status, and whether a refund of it
 * was begun (a cancelled order being refunded is not charged); null: no such order.
 */
export async function orderToCapture(db: Db, orderId: number) {
  const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (!row) return null;
  return { status: row.status, refunding: await refundBegun(db, orderId) };
}
