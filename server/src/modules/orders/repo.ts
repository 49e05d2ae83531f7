import { type OrderSort, statusRank } from '@pressrun/domain';
import { and, asc, desc, eq, gt, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emitEvents, orderEventData } from '../../lib/events';
import { usersReadModel } from '../auth';
import { orderItems, orders } from './tables';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId' | 'companyId'>;

/** Writes an order and its lines (inside the caller's transaction). */
export async function insertOrder(db: Db, order: NewOrder, items: NewOrderItem[]) {
  return (await insertOrders(db, [{ order, items }]))[0]!;
}

/**
 * Several orders of one company, each on its own cart, in three statements (orders, lines, events)
 * whatever their number: a bulk upload writes its orders a chunk at a time. Rows are matched to
 * their drafts by cart, which an order has one of and a cart becomes one order at most.
 */
export async function insertOrders(db: Db, drafts: Array<{ order: NewOrder; items: NewOrderItem[] }>) {
  if (!drafts.length) return [];
  const companyId = drafts[0]!.order.companyId;
  const carts = drafts.map((d) => d.order.cartId);
  if (drafts.some((d) => d.order.companyId !== companyId) || new Set(carts).size !== drafts.length)
    throw new Error('insertOrders takes orders of one company, each with a cart of its own');
  const rows = await db
    .insert(orders)
    .values(drafts.map((d) => d.order))
    .returning();
  const byCart = new Map(rows.map((r) => [r.cartId, r]));
  const made = drafts.map((d) => byCart.get(d.order.cartId)!);
  const lines = await db
    .insert(orderItems)
    .values(drafts.flatMap((d, i) => d.items.map((item) => ({ ...item, orderId: made[i]!.id, companyId }))))
    .returning();
  await emitEvents(db, companyId, 'order.created', made.map(orderEventData));
  return made.map((order) => ({ order, items: lines.filter((l) => l.orderId === order.id) }));
}

/** A company's order by id: another company's order is not found. */
export async function findOrder(db: Db, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.companyId, companyId)));
  return row ?? null;
}

export async function findOrderOfCart(db: Db, cartId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.cartId, cartId));
  return row ?? null;
}

/** The orders some carts became, by cart. */
export async function findOrdersOfCarts(db: Db, cartIds: number[]) {
  const rows = cartIds.length ? await db.select().from(orders).where(inArray(orders.cartId, cartIds)) : [];
  return new Map(rows.map((r) => [r.cartId, r]));
}

export function listOrderItems(db: Db, orderId: number) {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

/**
 * The 'Orders Placed' figure: the company's orders, cancelled ('Disabled', ranked last) ones left
 * out. Every page of the orders list answers it, so it is counted from indexes alone where the
 * database can: all the company's orders (any index on company_id covers it) less the few in the
 * Cancelled range of list keys. Asking for `status <> 'Disabled'` instead reads every one of the
 * company's rows from the table (a company with 100,000 orders: ~200 ms on PostgreSQL).
 */
export async function countOrdersPlaced(db: Db, companyId: number) {
  const res = await db.execute(ordersPlacedSql(companyId));
  return Number((res as unknown as { rows: Array<{ n: string | number | bigint }> }).rows[0]?.n ?? 0);
}

export const ordersPlacedSql = (companyId: number) => sql`
  select (select count(*) from ${orders} where company_id = ${companyId})
    - (select count(*) from ${orders} where company_id = ${companyId} and list_key >= ${statusRank('Disabled') * RANK_SPAN}) as n`;

/** list_key = status_rank * RANK_SPAN + (2^31 - 1 - id): one status's orders fill one span of keys. */
export const RANK_SPAN = 2 ** 31;

/** The highest order id (a serial): list_key counts ids down from it within a status's span. */
const MAX_ID = 2 ** 31 - 1;

export interface ListFilter {
  companyId: number;
  /** Only this status (its rank): a range of list keys, so any page of it costs what the first does. */
  rank?: number;
  /** Orders whose PO starts with this (any case), or with this id. */
  search?: { poPrefix: string; id: number | null };
  sort: OrderSort;
  /** Only the orders of this connected store. */
  storeId?: number;
  /** The sort key of the last order already shown (Load more): see `sortKeyOf`. */
  after?: number[];
  limit: number;
}

/** `%`, `_` and `\` are LIKE's own characters: searched for as themselves. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/** What Load more resumes after, per sort: the values the list is ordered by, last one the id. */
export function sortKeyOf(sort: OrderSort, row: { listKey: number; id: number; total: number }) {
  if (sort === 'status') return [row.listKey];
  if (sort === 'newest' || sort === 'oldest') return [row.id];
  return [row.total, row.id];
}

/**
 * Each sort reads along an index on the company (see the schema) from the last key shown. Within
 * one status, list_key is already newest first, so newest and oldest with a status filter walk
 * list_key's range (forwards or backwards) instead of needing an index of their own.
 */
function orderingOf(f: ListFilter): { where: SQL[]; orderBy: SQL[] } {
  const where: SQL[] = [];
  const a = f.after;
  const keyRange = () => {
    if (f.rank !== undefined)
      where.push(gte(orders.listKey, f.rank * RANK_SPAN), lt(orders.listKey, (f.rank + 1) * RANK_SPAN));
  };
  switch (f.sort) {
    case 'status':
      keyRange();
      if (a) where.push(gt(orders.listKey, a[0]!));
      return { where, orderBy: [asc(orders.listKey)] };
    case 'newest':
    case 'oldest': {
      const newest = f.sort === 'newest';
      if (f.rank !== undefined) {
        keyRange();
        if (a) {
          const key = f.rank * RANK_SPAN + (MAX_ID - a[0]!);
          where.push(newest ? gt(orders.listKey, key) : lt(orders.listKey, key));
        }
        return { where, orderBy: [newest ? asc(orders.listKey) : desc(orders.listKey)] };
      }
      if (a) where.push(newest ? lt(orders.id, a[0]!) : gt(orders.id, a[0]!));
      return { where, orderBy: [newest ? desc(orders.id) : asc(orders.id)] };
    }
    case 'total-desc':
    case 'total-asc': {
      const high = f.sort === 'total-desc';
      if (f.rank !== undefined) where.push(eq(orders.statusRank, f.rank));
      if (a)
        where.push(
          high
            ? sql`(${orders.total}, ${orders.id}) < (${a[0]!}, ${a[1]!})`
            : sql`(${orders.total}, ${orders.id}) > (${a[0]!}, ${a[1]!})`,
        );
      const dir = high ? desc : asc;
      return { where, orderBy: [dir(orders.total), dir(orders.id)] };
    }
  }
}

/**
 * A page of the company's orders in the chosen order, read along an index from the last key shown:
 * Load more never counts past earlier pages.
 */
export function listOrders(db: Db, f: ListFilter) {
  const ordering = orderingOf(f);
  const where: SQL[] = [eq(orders.companyId, f.companyId), ...ordering.where];
  if (f.storeId !== undefined) where.push(eq(orders.storeId, f.storeId));
  if (f.search) {
    // lower(po) like lower(q) || '%': the (company_id, lower(po) text_pattern_ops) index finds it.
    const po = sql`lower(${orders.po}) like lower(${escapeLike(f.search.poPrefix)}) || '%'`;
    where.push(f.search.id === null ? po : or(eq(orders.id, f.search.id), po)!);
  }
  return db
    .select({
      id: orders.id,
      po: orders.po,
      status: orders.status,
      total: orders.total,
      totalQuantity: orders.totalQuantity,
      firstName: sql<string>`${orders.shipTo} ->> 'firstName'`,
      lastName: sql<string>`${orders.shipTo} ->> 'lastName'`,
      createdAt: orders.createdAt,
      trackingNumber: orders.trackingNumber,
      listKey: orders.listKey,
      storeId: orders.storeId,
      storeName: orders.storeName,
      storePlatform: orders.storePlatform,
      storeOrderNumber: orders.storeOrderNumber,
    })
    .from(orders)
    .where(and(...where))
    .orderBy(...ordering.orderBy)
    .limit(f.limit);
}

/** The first line's preview of each of these orders, in one read (the list's thumbnails). */
export async function firstPreviews(db: Db, orderIds: number[]) {
  if (!orderIds.length) return new Map<number, string | null>();
  const rows = await db
    .selectDistinctOn([orderItems.orderId], { orderId: orderItems.orderId, key: orderItems.previewKey })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
  return new Map(rows.map((r) => [r.orderId, r.key]));
}

/** A company's order with the name of the user who placed it (the timeline's first entry). */
export async function findOrderAndPlacer(db: Db, companyId: number, id: number) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.companyId, companyId)));
  if (!order) return null;
  const placer = await usersReadModel.userNames(db, order.userId);
  if (!placer) return null;
  const name = `${placer.firstName} ${placer.lastName}`.trim() || placer.username;
  return { order, placedBy: name };
}

/** The storage key of a line's print file, when the line is of this company's order and has one. */
export async function findPrintFileKey(db: Db, companyId: number, orderId: number, itemId: number) {
  const [row] = await db
    .select({ key: orderItems.printFileKey })
    .from(orderItems)
    .where(
      and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId), eq(orderItems.companyId, companyId)),
    );
  return row?.key ?? null;
}

/** Points a line at its own copies of its files, unless the line changed since they were read. */
export async function setItemFiles(
  db: Db,
  item: Pick<OrderItemRow, 'id' | 'previewKey' | 'printFileKey'>,
  to: { previewKey: string | null; printFileKey: string | null },
) {
  await db
    .update(orderItems)
    .set(to)
    .where(
      and(
        eq(orderItems.id, item.id),
        sql`${orderItems.previewKey} is not distinct from ${item.previewKey}`,
        sql`${orderItems.printFileKey} is not distinct from ${item.printFileKey}`,
      ),
    );
}

/** The order's money was taken (its capture went through): it is paid. */
export async function markOrderPaid(db: Db, orderId: number) {
  await db.update(orders).set({ payStatus: 'Paid' }).where(eq(orders.id, orderId));
}
