import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productionUsersReadModel, usersReadModel } from '../auth';
import { productionVariantsReadModel } from '../catalog/service';
import { productionOrdersReadModel } from '../orders';

/**
 * What the production console reads. The rows are other modules' (orders, auth, catalog), which
 * alone write them; each exports the read model this module joins (subqueries PostgreSQL flattens,
 * so each page or order is still one query).
 */

export interface QueueFilter {
  status: string;
  facility?: string;
  after?: number;
  limit: number;
}

/** A page of the queue: one status (and facility), oldest first, along orders_queue_idx. */
export function queuePage(db: Db, f: QueueFilter) {
  const orders = productionOrdersReadModel.queueOrders(db);
  const companies = usersReadModel.companyNames(db);
  return db
    .select({
      id: orders.id,
      po: orders.po,
      companyName: companies.name,
      status: orders.status,
      facility: orders.facility,
      createdAt: orders.createdAt,
      totalQuantity: orders.totalQuantity,
      itemCount: orders.itemCount,
      shipToName: orders.shipToName,
      shippingOption: orders.shippingOption,
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(
      and(
        eq(orders.status, f.status),
        f.facility ? eq(orders.facility, f.facility) : undefined,
        f.after ? gt(orders.id, f.after) : undefined,
      ),
    )
    .orderBy(asc(orders.id))
    .limit(f.limit);
}

/** Orders per status, in one facility or in all. */
export const countsByStatus = productionOrdersReadModel.countsByStatus;

/** Any company's order, with its company's name and the name of the user who placed it. */
export async function findOrderForStaff(db: Db, id: number) {
  const orders = productionOrdersReadModel.staffOrders(db);
  const companies = usersReadModel.companyNames(db);
  const users = productionUsersReadModel.placers(db);
  const [row] = await db
    .select()
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  if (!row) return null;
  const { firstName, lastName, username, email } = row.users;
  return {
    order: row.orders,
    companyName: row.companies.name,
    placedBy: `${firstName} ${lastName}`.trim() || username,
    placerEmail: email,
  };
}

/** The order's lines, with the catalogue's product type (for the parcel's weight) when the sku is still sold. */
export async function itemsWithType(db: Db, orderId: number) {
  const lines = productionOrdersReadModel.staffOrderLines(db);
  const variants = productionVariantsReadModel.variantTypes(db);
  const rows = await db
    .select()
    .from(lines)
    .leftJoin(variants, eq(variants.sku, lines.sku))
    .where(eq(lines.orderId, orderId))
    .orderBy(asc(lines.id));
  return rows.map((r) => ({ item: r.order_items, type: r.catalog_variants?.type ?? null }));
}

/** A line's print file key, when the line belongs to the order and has one. */
export const printFileKey = productionOrdersReadModel.printFileKey;
