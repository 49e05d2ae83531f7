import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bulkOrders } from './tables';

export type BulkOrderRow = typeof bulkOrders.$inferSelect;
type Patch = Partial<
  Pick<
    BulkOrderRow,
    'status' | 'rowsTotal' | 'rowsDone' | 'rowsFailed' | 'ordersPlaced' | 'resultsKey' | 'error'
  >
>;

/** A company sees this many of its latest uploads. */
export const BULK_LIST_LIMIT = 100;

export async function insertBulkOrder(db: Db, row: typeof bulkOrders.$inferInsert) {
  const [created] = await db.insert(bulkOrders).values(row).returning();
  return created!;
}

/** One upload; with a company id, only that company's. */
export async function findBulkOrder(db: Db, id: number, companyId?: number) {
  const where =
    companyId === undefined
      ? eq(bulkOrders.id, id)
      : and(eq(bulkOrders.id, id), eq(bulkOrders.companyId, companyId));
  const [row] = await db.select().from(bulkOrders).where(where);
  return row ?? null;
}

/** The company's uploads, newest first. */
export function listBulkOrders(db: Db, companyId: number) {
  return db
    .select()
    .from(bulkOrders)
    .where(eq(bulkOrders.companyId, companyId))
    .orderBy(desc(bulkOrders.createdAt), desc(bulkOrders.id))
    .limit(BULK_LIST_LIMIT);
}

export async function updateBulkOrder(db: Db, id: number, patch: Patch) {
  await db
    .update(bulkOrders)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(bulkOrders.id, id));
}
