import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promoCodes } from '../promo-codes/tables';

export type PromoRow = typeof promoCodes.$inferSelect;

/** The promo code spelled `code` (stored upper-case), or null. */
export async function findPromo(db: Db, code: string): Promise<PromoRow | null> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code.toUpperCase()));
  return row ?? null;
}
