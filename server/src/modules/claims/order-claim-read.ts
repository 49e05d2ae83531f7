import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { claims } from './tables';

/**
 * The company's order's latest claim, and whether one is open (UNRESOLVED): a new claim may be
 * filed only when none is. The orders module shows it on the order page through a port.
 */
export async function claimOfOrder(db: Db, companyId: number, orderId: number) {
  const [row] = await db
    .select({
      id: claims.id,
      status: claims.status,
      reason: claims.reason,
      resolution: claims.resolution,
      open: sql<boolean>`exists (select 1 from ${claims} c where c.order_id = ${orderId} and c.status = 'UNRESOLVED')`,
    })
    .from(claims)
    .where(and(eq(claims.companyId, companyId), eq(claims.orderId, orderId)))
    .orderBy(desc(claims.id))
    .limit(1);
  return row ?? null;
}
