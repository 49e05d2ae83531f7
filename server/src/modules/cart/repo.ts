import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, carts } from './tables';

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;

/** The user's open cart, or null. */
export async function findOpenCart(db: Db, userId: number): Promise<CartRow | null> {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.userId, userId), isNull(carts.completedAt)));
  return row ?? null;
}

/**
 * The user's open cart, made when there is none. Two first adds at once both land in one cart:
 * the unique index on open carts turns the second insert into a no-op, and both read the winner.
 */
export async function openCart(db: Db, companyId: number, userId: number): Promise<CartRow> {
  const found = await findOpenCart(db, userId);
  if (found) return found;
  await db
    .insert(carts)
    .values({ companyId, userId })
    .onConflictDoNothing({ target: carts.userId, where: sql`completed_at is null` });
  return (await findOpenCart(db, userId))!;
}

/** The user's open cart and its lines in one round trip, or null. */
export async function findOpenCartWithItems(db: Db, userId: number) {
  const rows = await db
    .select({ cart: carts, item: cartItems })
    .from(carts)
    .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
    .where(and(eq(carts.userId, userId), isNull(carts.completedAt)))
    .orderBy(asc(cartItems.id));
  if (!rows.length) return null;
  return { cart: rows[0]!.cart, items: rows.flatMap((r) => (r.item ? [r.item] : [])) };
}

export function listItems(db: Db, cartId: number) {
  return db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.id));
}

export async function insertItem(
  db: Db,
  item: { cartId: number; templateId: number; sku: string; quantity: number; po: string },
) {
  const [row] = await db.insert(cartItems).values(item).returning();
  return row!;
}

/** Changes a line of this cart; null when the line is not in it. */
export async function updateItem(
  db: Db,
  cartId: number,
  id: number,
  patch: { quantity?: number; po?: string },
): Promise<CartItemRow | null> {
  const [row] = await db
    .update(cartItems)
    .set(patch)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, id)))
    .returning();
  return row ?? null;
}

/** Removes a line of this cart; false when it was not in it. */
export async function deleteItem(db: Db, cartId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, id)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function touch(db: Db, cartId: number) {
  await db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
}

/** Holds the order-review choices on the open cart (the shipping form, the option, a promo code). */
export async function setChoices(
  db: Db,
  cartId: number,
  choices: Partial<Pick<CartRow, 'shipTo' | 'shippingOption' | 'promoCode'>>,
) {
  await db
    .update(carts)
    .set({ ...choices, updatedAt: new Date() })
    .where(eq(carts.id, cartId));
}

/**
 * Locks the cart row until the caller's transaction ends, so two placements of one cart run one
 * after the other; answers the cart and its lines as they are now.
 */
export async function lockCart(db: Db, cartId: number) {
  // One round trip: the cart joined to its lines, locking only the cart's row.
  const rows = await db
    .select({ cart: carts, item: cartItems })
    .from(carts)
    .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
    .where(eq(carts.id, cartId))
    .orderBy(asc(cartItems.id))
    .for('update', { of: carts });
  const cart = rows[0]?.cart;
  if (!cart) return null;
  return { cart, items: rows.flatMap((r) => (r.item ? [r.item] : [])) };
}

/** Locks several carts (in id order, so two runs that share carts cannot deadlock). */
export async function lockCarts(db: Db, cartIds: number[]) {
  if (!cartIds.length) return;
  await db
    .select({ id: carts.id })
    .from(carts)
    .where(inArray(carts.id, cartIds))
    .orderBy(asc(carts.id))
    .for('update');
}

export async function completeCart(db: Db, cartId: number, at: Date) {
  await db.update(carts).set({ completedAt: at, updatedAt: at }).where(eq(carts.id, cartId));
}

/**
 * A completed cart for a reprint: every order comes from exactly one cart (orders.cart_id), so a
 * reprint made by resolving a claim needs one too. Completed, so it is never the user's open cart.
 */
export async function insertCompletedCart(
  db: Db,
  order: Pick<typeof carts.$inferInsert, 'companyId' | 'userId' | 'shipTo' | 'shippingOption'>,
) {
  const [row] = await db
    .insert(carts)
    .values({
      companyId: order.companyId,
      userId: order.userId,
      shipTo: order.shipTo,
      shippingOption: order.shippingOption,
      completedAt: sql`now()`,
    })
    .returning({ id: carts.id });
  return row!.id;
}
