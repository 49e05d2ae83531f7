import {
  canCancel,
  cancelRefund,
  DEFAULT_ORDER_SORT,
  isOrderStatus,
  ORDER_MSG,
  ORDERS_API_MSG,
  ORDERS_PAGE_SIZE,
  type OrderDetail,
  type OrderEvent,
  type OrderItemView,
  type OrderListPage,
  type OrderListQuery,
  type OrderSort,
  type OrderStore,
  type OrderView,
  type ShippingOption,
  statusRank,
  type TrackingCarrier,
  trackingCarrierOf,
  trackingUrl,
} from '@pressrun/domain';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { mediaUrl } from '../../providers/storage/port';
import { refundTotalsOfOrder } from '../refunds';
import type { ClaimOfOrder } from './claim-port';
import * as repo from './repo';
import { listOrderEvents, type OrderEventRow } from './status';

/** One line of an order as it was placed, its mockup by its public address. */
export const orderItemView = (i: repo.OrderItemRow): OrderItemView => ({
  id: i.id,
  templateId: i.templateId,
  sku: i.sku,
  productName: i.productName,
  variantName: i.variantName,
  colorName: i.colorName,
  quantity: i.quantity,
  unitPrice: i.unitPrice,
  po: i.po,
  previewUrl: i.previewKey ? mediaUrl(i.previewKey) : null,
});

/** What an order's owner sees of it: the facts as they were when it was placed. */
export function orderView(row: repo.OrderRow, items: repo.OrderItemRow[]): OrderView {
  return {
    id: row.id,
    po: row.po,
    status: row.status,
    paymentType: row.payType as OrderView['paymentType'],
    payStatus: row.payStatus,
    cardLast4: row.cardLast4,
    shipTo: row.shipTo,
    shippingOption: row.shippingOption as ShippingOption,
    carrier: row.carrier,
    method: row.method,
    itemsPrice: row.itemsPrice,
    shipping: row.shipping,
    fee: row.fee,
    tax: row.tax,
    discount: row.discount,
    total: row.total,
    creditUsed: row.creditUsed,
    totalQuantity: row.totalQuantity,
    items: items.map(orderItemView),
    createdAt: row.createdAt.toISOString(),
    store: storeOf(row),
  };
}

/** The connected store an order came from, as the order row keeps it. */
export const storeOf = (
  r: Pick<repo.OrderRow, 'storeId' | 'storeName' | 'storePlatform' | 'storeOrderNumber'>,
): OrderStore | null =>
  r.storeId === null
    ? null
    : {
        id: r.storeId,
        name: r.storeName ?? '',
        platform: r.storePlatform ?? '',
        orderNumber: r.storeOrderNumber ?? '',
      };

/** The company's order, or 404 (another company's order is not found, never forbidden). */
export async function getOrder(db: Db, companyId: number, id: number): Promise<OrderView> {
  const row = await repo.findOrder(db, companyId, id);
  if (!row) throw notFound(ORDER_MSG.notFound);
  return orderView(row, await repo.listOrderItems(db, row.id));
}

/**
 * Load more's cursor: the sort key of the last order shown (see repo.sortKeyOf), marked with its
 * sort and wrapped so that clients treat it as a token. A cursor of another sort, or anything else,
 * is refused (400) rather than read as a page from somewhere.
 */
const LAST_KEY = 6 * repo.RANK_SPAN;
const MARK: Record<OrderSort, string> = {
  status: 'k',
  newest: 'n',
  oldest: 'o',
  'total-desc': 'h',
  'total-asc': 'l',
};
export const encodeCursor = (key: number[], sort: OrderSort = DEFAULT_ORDER_SORT) =>
  Buffer.from(`${MARK[sort]}${key.join('.')}`).toString('base64url');

export function decodeCursor(cursor: string, sort: OrderSort = DEFAULT_ORDER_SORT): number[] {
  const parts = sort === 'total-desc' || sort === 'total-asc' ? 2 : 1;
  const text = /^[A-Za-z0-9_-]{1,64}$/.test(cursor)
    ? Buffer.from(cursor, 'base64url').toString('latin1')
    : '';
  const m = new RegExp(`^${MARK[sort]}(\\d{1,15}(?:\\.\\d{1,15}){${parts - 1}})$`).exec(text);
  const key = m ? m[1]!.split('.').map(Number) : [];
  const max = sort === 'status' ? LAST_KEY : 2 ** 31;
  if (!key.length || key.some((k) => !Number.isSafeInteger(k) || k >= max))
    throw badRequest(ORDERS_API_MSG.badCursor, { after: ORDERS_API_MSG.badCursor });
  return key;
}

/** An all-digit search is an order id or the start of a PO; anything else, the start of a PO. */
function searchOf(q: string | undefined) {
  if (!q) return undefined;
  const id = /^\d{1,10}$/.test(q) && Number(q) <= 2_147_483_647 && Number(q) > 0 ? Number(q) : null;
  return { poPrefix: q, id };
}

/**
 * A page of the company's orders, by default status first (Created … Cancelled) and newest first
 * within one; or newest, oldest, or by total either way.
 */
export async function listOrderPage(
  db: Db,
  companyId: number,
  query: OrderListQuery,
): Promise<OrderListPage> {
  const sort = query.sort ?? DEFAULT_ORDER_SORT;
  const filter: repo.ListFilter = {
    companyId,
    sort,
    rank: query.status ? statusRank(query.status) : undefined,
    storeId: query.store,
    search: searchOf(query.q),
    after: query.after === undefined || query.after === '' ? undefined : decodeCursor(query.after, sort),
    limit: ORDERS_PAGE_SIZE + 1,
  };
  const [{ rows, previews }, placed] = await Promise.all([
    repo.listOrders(db, filter).then(async (rows) => {
      const shown = rows.slice(0, ORDERS_PAGE_SIZE);
      return {
        rows,
        previews: await repo.firstPreviews(
          db,
          shown.map((r) => r.id),
        ),
      };
    }),
    repo.countOrdersPlaced(db, companyId),
  ]);
  const shown = rows.slice(0, ORDERS_PAGE_SIZE);
  const more = rows.length > ORDERS_PAGE_SIZE;
  return {
    orders: shown.map((r) => {
      const preview = previews.get(r.id);
      return {
        id: r.id,
        po: r.po,
        status: r.status,
        total: r.total,
        totalQuantity: r.totalQuantity,
        shipToName: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim(),
        createdAt: r.createdAt.toISOString(),
        previewUrl: preview ? mediaUrl(preview) : null,
        trackingNumber: r.trackingNumber,
        store: storeOf(r),
      };
    }),
    next: more ? encodeCursor(repo.sortKeyOf(sort, shown.at(-1)!), sort) : null,
    placed,
  };
}

/** Where an item's print file is downloaded: through the guarded route, never a public /media URL. */
export const printFileUrl = (orderId: number, itemId: number) =>
  `/api/orders/${orderId}/items/${itemId}/print-file`;

/**
 * An order's history as its pages show it: the placing (not stored as an event, so made from the
 * order itself, by whoever placed it) and then every stored event.
 */
export function orderTimeline(order: repo.OrderRow, placedBy: string, events: OrderEventRow[]): OrderEvent[] {
  const created: OrderEvent = {
    id: 0,
    kind: 'status',
    fromStatus: null,
    toStatus: 'Created',
    actorKind: 'customer',
    actorName: placedBy,
    reason: '',
    at: order.createdAt.toISOString(),
  };
  return [
    created,
    ...events.map((e) => ({
      id: e.id,
      kind: e.kind,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      actorKind: e.actorKind,
      actorName: e.actorName,
      reason: e.reason,
      at: e.at.toISOString(),
    })),
  ];
}

/** Its tracking number and where to follow it; the carrier is the one shipped by unless staff named another. */
export function orderTracking(order: repo.OrderRow) {
  const carrier = (order.trackingCarrier as TrackingCarrier | null) ?? trackingCarrierOf(order.carrier);
  return {
    trackingNumber: order.trackingNumber,
    trackingCarrier: order.trackingNumber ? carrier : order.trackingCarrier,
    trackingUrl: order.trackingNumber ? trackingUrl(carrier, order.trackingNumber) : null,
    shippedAt: order.shippedAt?.toISOString() ?? null,
  };
}

/**
 * The order detail page: the order, its timeline (the 'Created' entry made from the order itself,
 * then what was recorded), tracking, and what the customer may do now.
 */
export async function getOrderDetail(
  ctx: AppContext,
  claimOfOrder: ClaimOfOrder,
  companyId: number,
  id: number,
): Promise<OrderDetail> {
  const found = await repo.findOrderAndPlacer(ctx.db, companyId, id);
  if (!found) throw notFound(ORDER_MSG.notFound);
  const { order, placedBy } = found;
  const [items, events, claim, refunds] = await Promise.all([
    repo.listOrderItems(ctx.db, order.id),
    listOrderEvents(ctx.db, order.id),
    claimOfOrder(ctx.db, companyId, order.id),
    refundTotalsOfOrder(ctx.db, order.id),
  ]);
  const status = isOrderStatus(order.status) ? order.status : null;
  const cancellable = status !== null && canCancel(status);
  return {
    order: {
      ...orderView(order, items),
      ...orderTracking(order),
      printFileUrls: Object.fromEntries(
        items.filter((i) => i.printFileKey).map((i) => [String(i.id), printFileUrl(order.id, i.id)]),
      ),
    },
    events: orderTimeline(order, placedBy, events),
    canCancel: cancellable,
    cancelRefund:
      cancellable && status
        ? cancelRefund({ status, total: order.total, placedAt: order.createdAt }, new Date(ctx.now()))
        : null,
    canClaim: status === 'OrderShipped' && !claim?.open,
    claim: claim
      ? { id: claim.id, status: claim.status, reason: claim.reason, resolution: claim.resolution }
      : null,
    refunded: refunds.refunded,
    refundPending: refunds.pending,
  };
}

const EXT: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/tiff': 'tif',
  'application/pdf': 'pdf',
};

/** An item's print file, for this company's order only; 404 when there is none. */
export async function getPrintFile(ctx: AppContext, companyId: number, orderId: number, itemId: number) {
  const key = await repo.findPrintFileKey(ctx.db, companyId, orderId, itemId);
  const obj = key ? await ctx.storage.get(key) : null;
  if (!key || !obj) throw notFound(ORDERS_API_MSG.noPrintFile);
  const ext = EXT[obj.contentType] ?? /\.([A-Za-z0-9]{1,5})$/.exec(key)?.[1] ?? 'bin';
  return { ...obj, fileName: `order-${orderId}-item-${itemId}-print-file.${ext}` };
}
