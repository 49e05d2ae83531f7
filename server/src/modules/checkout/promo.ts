import { CHECKOUT_MSG } from '@pressrun/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type PromoCodeRow as PromoRow, promoCodeNamed } from '../promo-codes';

/**
 * A code a customer may apply now: it exists and is on ('Invalid Code' otherwise) and has uses left
 * ('This code has no remaining uses'). Placing the order takes the use, atomically.
 */
export async function usablePromo(db: Db, code: string): Promise<PromoRow> {
  const promo = await promoCodeNamed(db, code);
  if (!promo?.active) throw new AppError(400, 'promo_invalid', CHECKOUT_MSG.promoInvalid);
  if (promo.usesLeft <= 0) throw new AppError(409, 'promo_used_up', CHECKOUT_MSG.promoUsedUp);
  return promo;
}

/** The promo held on a cart, if it can still be used; a code that lapsed meanwhile is dropped. */
export async function heldPromo(db: Db, code: string | null): Promise<PromoRow | null> {
  if (!code) return null;
  return usablePromo(db, code).catch(() => null);
}
