import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carts } from './tables';

/*
 * The completed carts that orders from a list of items (public API, bulk uploads) are anchored on,
 * one per Idempotency-Key. The checkout makes and links them in one statement with the key's row
 * locked, so the cart module hands it the pieces of that statement that touch its table rather
 * than a function of its own (a second round trip, and no lock across the two).
 */

/** A new cart's id, drawn from the carts' sequence up front so the caller can link it before it is written. */
export const nextCartId = sql`nextval(pg_get_serial_sequence('carts', 'id'))::int`;

/**
 * Writes completed carts (nobody's open cart) from `rows`, a select with the columns id (from
 * `nextCartId`), company_id, user_id, ship_to (jsonb), shipping_option and completed_at; answers
 * their ids. For a CTE of the caller's statement: `made as (${insertCompletedCarts(...)})`.
 */
export const insertCompletedCarts = (rows: SQL) => sql`
  insert into ${carts} (id, company_id, user_id, ship_to, shipping_option, completed_at)
  select r.id, r.company_id, r.user_id, r.ship_to, r.shipping_option, r.completed_at from (${rows}) r
  returning id`;

/** Whose cart it is (the user a paid hosted checkout places the order for); null: no such cart. */
export async function cartOwner(db: Db, cartId: number) {
  const [row] = await db.select({ userId: carts.userId }).from(carts).where(eq(carts.id, cartId));
  return row ?? null;
}
