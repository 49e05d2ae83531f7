import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from './tables';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type NewDelivery = typeof webhookDeliveries.$inferInsert;

/** A company's endpoint by id: another company's is not found. */
export async function findEndpoint(db: Db, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.companyId, companyId)));
  return row ?? null;
}

export async function endpointById(db: Db, id: number) {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row ?? null;
}

export function listEndpoints(db: Db, companyId: number) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, companyId))
    .orderBy(webhookEndpoints.id);
}

/** The company's endpoints that were not revoked (a revoked one stays listed but does not count). */
export async function countEndpoints(db: Db, companyId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.companyId, companyId), isNull(webhookEndpoints.revokedAt)));
  return row?.n ?? 0;
}

/**
 * Revokes every endpoint the company has made so far: disabled for good, with `reason` shown
 * where it is listed; queued deliveries then fail with that reason. The number revoked.
 */
export async function revokeEndpoints(db: Db, companyId: number, reason: string) {
  const rows = await db
    .update(webhookEndpoints)
    .set({
      revokedAt: sql`now()`,
      disabledAt: sql`coalesce(${webhookEndpoints.disabledAt}, now())`,
      disabledReason: reason,
    })
    .where(and(eq(webhookEndpoints.companyId, companyId), isNull(webhookEndpoints.revokedAt)))
    .returning({ id: webhookEndpoints.id });
  return rows.length;
}

/** The company's live endpoints that subscribed to this event type. */
export function subscribedEndpoints(db: Db, companyId: number, type: string) {
  return db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.companyId, companyId),
        isNull(webhookEndpoints.disabledAt),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb`,
      ),
    );
}

export async function insertEndpoint(db: Db, row: typeof webhookEndpoints.$inferInsert) {
  const [created] = await db.insert(webhookEndpoints).values(row).returning();
  return created!;
}

export async function updateEndpoint(
  db: Db,
  companyId: number,
  id: number,
  set: Partial<typeof webhookEndpoints.$inferInsert>,
) {
  const [row] = await db
    .update(webhookEndpoints)
    .set(set)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.companyId, companyId)))
    .returning();
  return row ?? null;
}

/** Deletes an endpoint with its delivery log; answers whether it existed. */
export async function deleteEndpoint(db: Db, companyId: number, id: number) {
  return db.transaction(async (tx) => {
    const endpoint = await findEndpoint(tx, companyId, id);
    if (!endpoint) return false;
    await tx.delete(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id));
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    return true;
  });
}

export function insertDeliveries(db: Db, rows: NewDelivery[]) {
  return db.insert(webhookDeliveries).values(rows).returning();
}

export async function deliveryById(db: Db, id: number) {
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return row ?? null;
}

export async function findDelivery(db: Db, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.companyId, companyId)));
  return row ?? null;
}

export async function updateDelivery(db: Db, id: number, set: Partial<NewDelivery>) {
  await db
    .update(webhookDeliveries)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(webhookDeliveries.id, id));
}

/** One page of an endpoint's log, newest first: ids below `before` (keyset, so deep pages stay cheap). */
export function deliveryPage(db: Db, endpointId: number, limit: number, before?: number) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        before ? lt(webhookDeliveries.id, before) : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit);
}

/** The last few deliveries of each endpoint, for the endpoints list. */
export async function lastDeliveries(db: Db, endpointIds: number[], each: number) {
  if (endpointIds.length === 0) return [];
  const ranked = db
    .select({
      id: webhookDeliveries.id,
      rank: sql<number>`row_number() over (partition by ${webhookDeliveries.endpointId} order by ${webhookDeliveries.id} desc)`.as(
        'rank',
      ),
    })
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.endpointId, endpointIds))
    .as('ranked');
  return db
    .select()
    .from(webhookDeliveries)
    .innerJoin(ranked, eq(ranked.id, webhookDeliveries.id))
    .where(sql`${ranked.rank} <= ${each}`)
    .orderBy(desc(webhookDeliveries.id))
    .then((rows) => rows.map((r) => r.webhook_deliveries));
}
