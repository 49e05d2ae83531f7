import { type OrderStatus, statusRank } from '@pressrun/domain';
import { orderItems, orders } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { completedCarts, MUG_LINE, termOrderValues, type Who } from '../../test/ordering';

export type { Who };

export interface OrderSpec {
  status?: OrderStatus;
  po?: string;
  total?: number;
  createdAt?: Date;
  trackingNumber?: string | null;
  trackingCarrier?: string | null;
  shippedAt?: Date | null;
  /** The lines' files (storage keys); one line without files when left out. */
  items?: Array<{ previewKey?: string | null; printFileKey?: string | null }>;
}

/**
 * The company's orders written straight into the database, in the given order (so later specs get
 * higher ids, i.e. are newer), in a few inserts whatever their number. Status and its rank are set
 * together, as the state machine keeps them.
 */
export async function seedOrders(t: TestApp, who: Who, specs: OrderSpec[]) {
  const db = t.app.ctx.db;
  const made = await completedCarts(t, who, specs.length);
  const rows = await db
    .insert(orders)
    .values(
      specs.map((s, i) => {
        const status = s.status ?? 'Created';
        return {
          ...termOrderValues(who, made[i]!.id, s.total),
          po: s.po ?? `PO-${i + 1}`,
          status,
          statusRank: statusRank(status),
          createdAt: s.createdAt ?? new Date(),
          trackingNumber: s.trackingNumber ?? null,
          trackingCarrier: s.trackingCarrier ?? null,
          shippedAt: s.shippedAt ?? null,
        };
      }),
    )
    .returning();
  const lines = specs.flatMap((s, i) =>
    (s.items ?? [{}]).map((item, n) => ({
      orderId: rows[i]!.id,
      companyId: who.companyId,
      ...MUG_LINE,
      po: `LINE-${n + 1}`,
      previewKey: item.previewKey === undefined ? `mockups/o${i}/preview-${n}.png` : item.previewKey,
      printFileKey: item.printFileKey ?? null,
    })),
  );
  const items = await db.insert(orderItems).values(lines).returning();
  return rows.map((order) => ({ order, items: items.filter((l) => l.orderId === order.id) }));
}
