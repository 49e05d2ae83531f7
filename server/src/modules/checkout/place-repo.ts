import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertCompletedCarts, nextCartId, type ShipTo } from '../cart';
import { idempotencyKeys } from './tables';

/**
 * Claims an Idempotency-Key for a request. Answers the key's row: a new one, or the earlier
 * request's (its hash, and its order once it made one).
 */
export async function claimKey(db: Db, companyId: number, key: string, requestHash: string) {
  return (await claimKeys(db, companyId, [{ key, requestHash }])).get(key)!;
}

/** An Idempotency-Key's row, if a request claimed it before; nothing is written. */
export async function findKey(db: Db, companyId: number, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.companyId, companyId), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

export async function settleKey(db: Db, companyId: number, key: string, orderId: number) {
  await db
    .update(idempotencyKeys)
    .set({ orderId })
    .where(and(eq(idempotencyKeys.companyId, companyId), eq(idempotencyKeys.key, key)));
}

/**
 * The cart an items order (public API, bulk orders) is anchored on: made once per Idempotency-Key,
 * already completed so it is nobody's open cart, and found again by every request under that key.
 * One statement (a bulk upload places thousands of orders, and on the embedded database every
 * round trip counts): the key's row is locked first, so of two requests at once the second waits,
 * then reads the cart the first linked (READ COMMITTED re-reads a row it waited for) and makes none.
 * `made` says this call made the cart: no order can name it yet.
 */
export async function cartOfKey(
  db: Db,
  buyer: { companyId: number; userId: number },
  key: string,
  cart: { shipTo: ShipTo; shippingOption: string; at: Date },
): Promise<{ cartId: number; made: boolean }> {
  const ofKey = sql`${idempotencyKeys.companyId} = ${buyer.companyId} and ${idempotencyKeys.key} = ${key}`;
  const res = await db.execute(sql`
    with k as (
      select ${idempotencyKeys.cartId} as cart_id from ${idempotencyKeys} where ${ofKey} for update
    ), made as (${insertCompletedCarts(sql`
      select ${nextCartId} as id, ${buyer.companyId}::int as company_id, ${buyer.userId}::int as user_id,
        ${JSON.stringify(cart.shipTo)}::jsonb as ship_to, ${cart.shippingOption}::text as shipping_option,
        ${cart.at.toISOString()}::timestamptz as completed_at
      where exists (select 1 from k where cart_id is null)`)}
    ), linked as (
      update ${idempotencyKeys} set cart_id = (select id from made)
      where ${ofKey} and exists (select 1 from made)
    )
    select coalesce((select id from made), (select cart_id from k)) as cart_id,
      exists (select 1 from made) as made`);
  const row = (res as unknown as { rows: Array<{ cart_id: number | null; made: boolean }> }).rows[0];
  if (!row?.cart_id) throw new Error(`idempotency key ${key} of company ${buyer.companyId} was not claimed`);
  return { cartId: Number(row.cart_id), made: row.made };
}

/*
 * The same steps for a run of orders (a bulk upload's chunk), each in one statement whatever the
 * run's length: on the embedded database every statement costs about a third of a millisecond,
 * and a 2,500-order upload would otherwise spend most of its time on round trips.
 */

/** claimKey for several distinct keys: each key's row, new or the earlier request's. */
export async function claimKeys(
  db: Db,
  companyId: number,
  claims: Array<{ key: string; requestHash: string }>,
) {
  const rows = new Map<string, typeof idempotencyKeys.$inferSelect>();
  if (!claims.length) return rows;
  const made = await db
    .insert(idempotencyKeys)
    .values(claims.map((c) => ({ companyId, key: c.key, requestHash: c.requestHash })))
    .onConflictDoNothing()
    .returning();
  for (const row of made) rows.set(row.key, row);
  const earlier = claims.filter((c) => !rows.has(c.key)).map((c) => c.key);
  if (earlier.length) {
    const found = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.companyId, companyId), inArray(idempotencyKeys.key, earlier)));
    for (const row of found) rows.set(row.key, row);
  }
  return rows;
}

/**
 * cartOfKey for several claimed keys in one statement, with the same locking: every key's row is
 * locked first, so a request under one of the keys at the same time waits and then finds the cart
 * linked. Cart ids are drawn from the sequence up front so each new cart is linked to its own key.
 */
export async function cartsOfKeys(
  db: Db,
  buyer: { companyId: number; userId: number },
  carts: Array<{ key: string; shipTo: ShipTo; shippingOption: string }>,
  at: Date,
): Promise<Map<string, { cartId: number; made: boolean }>> {
  const found = new Map<string, { cartId: number; made: boolean }>();
  if (!carts.length) return found;
  const input = JSON.stringify(
    carts.map((c) => ({ key: c.key, ship_to: c.shipTo, shipping_option: c.shippingOption })),
  );
  const res = await db.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${input}::jsonb) as i(key text, ship_to jsonb, shipping_option text)
    ), k as (
      select key, cart_id from ${idempotencyKeys}
      where company_id = ${buyer.companyId} and key in (select key from input) for update
    ), fresh as (
      select k.key, ${nextCartId} as id from k where k.cart_id is null
    ), made as (${insertCompletedCarts(sql`
      select fresh.id, ${buyer.companyId}::int as company_id, ${buyer.userId}::int as user_id, input.ship_to,
        input.shipping_option, ${at.toISOString()}::timestamptz as completed_at
      from fresh join input using (key)`)}
    ), linked as (
      update ${idempotencyKeys} set cart_id = fresh.id from fresh
      where ${idempotencyKeys}.company_id = ${buyer.companyId} and ${idempotencyKeys}.key = fresh.key
    )
    select k.key, coalesce(fresh.id, k.cart_id) as cart_id, fresh.id is not null as made
    from k left join fresh using (key)`);
  for (const row of (res as unknown as { rows: Array<{ key: string; cart_id: number; made: boolean }> }).rows)
    found.set(row.key, { cartId: Number(row.cart_id), made: row.made });
  for (const c of carts)
    if (!found.get(c.key)?.cartId)
      throw new Error(`idempotency key ${c.key} of company ${buyer.companyId} was not claimed`);
  return found;
}

/** settleKey for several keys: each key answers its order from now on. */
export async function settleKeys(
  db: Db,
  companyId: number,
  settled: Array<{ key: string; orderId: number }>,
) {
  if (!settled.length) return;
  const input = JSON.stringify(settled.map((s) => ({ key: s.key, order_id: s.orderId })));
  await db.execute(sql`
    update ${idempotencyKeys} set order_id = v.order_id
    from jsonb_to_recordset(${input}::jsonb) as v(key text, order_id int)
    where ${idempotencyKeys}.company_id = ${companyId} and ${idempotencyKeys}.key = v.key`);
}
