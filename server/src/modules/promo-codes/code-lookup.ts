import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promoCodes } from './tables';

/** A promo code as the checkout reads it to apply it (on or off, percent, uses left). */
export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** The promo code spelled `code` (stored upper-case, so matched without regard to case), or null. */
export async function promoCodeNamed(db: Db, code: string): Promise<PromoCodeRow | null> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code.toUpperCase()));
  return row ?? null;
}
