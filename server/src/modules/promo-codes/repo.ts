import type { PromoCodeEdit, PromoCodeForm, PromoCodeView } from '@pressrun/domain';
import { and, count, desc, eq, getTableColumns, gt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promoRedemptions } from './redemption-tables';
import { promoCodes } from './tables';

/** Codes with how many orders used each; redemptions keep pointing at a code, so it is never deleted. */
async function codesWhere(db: Db, where?: SQL): Promise<PromoCodeView[]> {
  const rows = await db
    .select({ ...getTableColumns(promoCodes), redemptions: count(promoRedemptions.id) })
    .from(promoCodes)
    .leftJoin(promoRedemptions, eq(promoRedemptions.promoCodeId, promoCodes.id))
    .where(where)
    .groupBy(promoCodes.id)
    .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id));
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** Every code, newest first. */
export const listCodes = (db: Db) => codesWhere(db);

export async function findCode(db: Db, id: number): Promise<PromoCodeView | null> {
  const [found] = await codesWhere(db, eq(promoCodes.id, id));
  return found ?? null;
}

/** A new code; null when the code is taken (the unique index decides, so two at once cannot both win). */
export async function insertCode(db: Db, form: PromoCodeForm): Promise<number | null> {
  const [row] = await db
    .insert(promoCodes)
    .values({ code: form.code, percent: form.percent, usesLeft: form.usesLeft, active: form.active ?? true })
    .onConflictDoNothing({ target: promoCodes.code })
    .returning({ id: promoCodes.id });
  return row?.id ?? null;
}

/** Changes a code's percent, uses or on/off; false when there is no such code. */
export async function updateCode(db: Db, id: number, edit: PromoCodeEdit): Promise<boolean> {
  const rows = await db
    .update(promoCodes)
    .set({ ...edit, updatedAt: sql`now()` })
    .where(eq(promoCodes.id, id))
    .returning({ id: promoCodes.id });
  return rows.length > 0;
}

/** Takes one use of a promo code; false when none is left (two orders cannot take the last one). */
export async function takePromoUse(db: Db, promoId: number): Promise<boolean> {
  const rows = await db
    .update(promoCodes)
    .set({ usesLeft: sql`${promoCodes.usesLeft} - 1`, updatedAt: new Date() })
    .where(and(eq(promoCodes.id, promoId), eq(promoCodes.active, true), gt(promoCodes.usesLeft, 0)))
    .returning({ id: promoCodes.id });
  return rows.length === 1;
}

/** The order used the code: it counts among the code's redemptions. */
export async function recordRedemption(db: Db, promoCodeId: number, orderId: number, companyId: number) {
  await db.insert(promoRedemptions).values({ promoCodeId, orderId, companyId });
}
