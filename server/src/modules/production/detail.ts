import {
  canCancel,
  cancelRefund,
  isOrderStatus,
  nextStatuses,
  ORDER_STATUSES,
  type OrderStatus,
  type ShipFrom,
} from '@pressrun/domain';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { defaultWeightOz } from '../../providers/shipping';
import { mediaUrl } from '../../providers/storage/port';
import type { ShipTo } from '../cart';
import {
  listOrderEvents,
  type OrderItemRow,
  type OrderRow,
  orderTimeline,
  orderTracking,
  orderView,
} from '../orders';
import { shipFromOf } from '../ship-from';
import { facilityAddress } from './facilities';
import * as repo from './repo';
import { type LabelAddress, PRODUCTION_MSG, type ProductionOrder, QUEUE_PAGE_SIZE } from './schemas';

/** One page of the queue, and how many orders each status holds. */
export async function queue(db: Db, q: { status: OrderStatus; facility?: string; after?: number }) {
  const [rows, counts] = await Promise.all([
    repo.queuePage(db, { ...q, limit: QUEUE_PAGE_SIZE + 1 }),
    repo.countsByStatus(db, q.facility),
  ]);
  const page = rows.slice(0, QUEUE_PAGE_SIZE);
  return {
    orders: page.map((r) => ({
      ...r,
      status: r.status as OrderStatus,
      createdAt: r.createdAt.toISOString(),
    })),
    next: rows.length > QUEUE_PAGE_SIZE ? String(page.at(-1)!.id) : null,
    counts: Object.fromEntries(ORDER_STATUSES.map((s) => [s, counts.get(s) ?? 0])) as Record<
      OrderStatus,
      number
    >,
  };
}

/** Where staff download an item's print file (a guarded route, never a public /media URL). */
export const staffPrintFileUrl = (orderId: number, itemId: number) =>
  `/api/admin/production/orders/${orderId}/items/${itemId}/print-file`;

export const shipToAddress = (s: ShipTo): LabelAddress => ({
  name: `${s.firstName} ${s.lastName}`.trim(),
  companyName: '',
  street1: s.street1,
  street2: s.street2 ?? '',
  city: s.city,
  state: s.state,
  zip: s.zip,
  country: s.country,
});

/** The customer's ship-from as the label and the packing slip print it: their company, then their name. */
export const shipFromAddress = (s: ShipFrom): LabelAddress => ({
  name: `${s.firstName} ${s.lastName}`.trim(),
  companyName: s.companyName,
  street1: s.street1,
  street2: s.street2,
  city: s.city,
  state: s.state,
  zip: s.zip,
  country: s.country,
});

/** Who the parcel is from: the customer's ship-from when they set one, else PressRun's facility. */
export const senderAddress = (o: Pick<StaffOrder, 'order' | 'shipFrom'>): LabelAddress =>
  o.shipFrom ? shipFromAddress(o.shipFrom) : facilityAddress(o.order.facility);

/** The parcel's weight: each line's packed unit weight (by product type) times its quantity. */
export const parcelWeightOz = (lines: Array<{ item: OrderItemRow; type: string | null }>) =>
  lines.reduce((oz, l) => oz + defaultWeightOz(l.type ?? '') * l.item.quantity, 0);

export interface StaffOrder {
  order: OrderRow;
  companyName: string;
  placedBy: string;
  placerEmail: string;
  lines: Array<{ item: OrderItemRow; type: string | null }>;
  /** The company's own return address, as it stands now; null: PressRun's facility's. */
  shipFrom: ShipFrom | null;
}

/** Any company's order with its lines and its company's ship-from, or 404. */
export async function loadStaffOrder(db: Db, id: number): Promise<StaffOrder> {
  const found = await repo.findOrderForStaff(db, id);
  if (!found) throw notFound(PRODUCTION_MSG.orderId);
  const [lines, shipFrom] = await Promise.all([
    repo.itemsWithType(db, id),
    shipFromOf(db, found.order.companyId),
  ]);
  return { ...found, lines, shipFrom };
}

/**
 * An order as production sees it: the customer's view of it plus company and facility, its lines
 * with their files, the timeline (the 'Created' entry made from the order itself), what the label
 * needs, and what may happen next.
 */
export async function productionOrder(ctx: AppContext, id: number): Promise<ProductionOrder> {
  const [o, events] = await Promise.all([loadStaffOrder(ctx.db, id), listOrderEvents(ctx.db, id)]);
  const { order } = o;
  const items = o.lines.map((l) => l.item);
  const status = isOrderStatus(order.status) ? order.status : null;
  const cancellable = status !== null && canCancel(status);
  return {
    order: {
      ...orderView(order, items),
      companyId: order.companyId,
      companyName: o.companyName,
      facility: order.facility,
      ...orderTracking(order),
    },
    items: items.map((i) => ({
      id: i.id,
      sku: i.sku,
      productName: i.productName,
      variantName: i.variantName,
      colorName: i.colorName,
      quantity: i.quantity,
      po: i.po,
      previewUrl: i.previewKey ? mediaUrl(i.previewKey) : null,
      printFileUrl: i.printFileKey ? staffPrintFileUrl(order.id, i.id) : null,
    })),
    events: orderTimeline(order, o.placedBy, events),
    shipFrom: o.shipFrom,
    label: {
      from: senderAddress(o),
      to: shipToAddress(order.shipTo),
      service: `${order.carrier} ${order.method}`.trim(),
      weightOz: parcelWeightOz(o.lines),
    },
    canCancel: cancellable,
    cancelRefund:
      cancellable && status
        ? cancelRefund({ status, total: order.total, placedAt: order.createdAt }, new Date(ctx.now()))
        : null,
    nextStatuses: status ? [...nextStatuses(status)] : [],
  };
}
