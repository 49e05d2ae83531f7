import { STORE_MSG, type StorePlatform, type StoreStatus, type StoreView } from '@pressrun/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { type StoreAuth, StoreError } from '../../providers/stores';
import type { StoresDeps } from './deps';
import { storeConnections, storeOrders } from './tables';

export type StoreRow = typeof storeConnections.$inferSelect;

/** The company's store, or 404 (another company's store is not found, never forbidden). */
export async function storeOfCompany(db: Db, companyId: number, id: number): Promise<StoreRow> {
  const [row] = await db
    .select()
    .from(storeConnections)
    .where(and(eq(storeConnections.id, id), eq(storeConnections.companyId, companyId)));
  if (!row) throw notFound(STORE_MSG.storeNotFound);
  return row;
}

export async function storeById(db: Db, id: number): Promise<StoreRow | null> {
  const [row] = await db.select().from(storeConnections).where(eq(storeConnections.id, id));
  return row ?? null;
}

/** The store's credentials, opened; null when it holds none (disconnected). */
export function authOf(deps: StoresDeps, store: StoreRow): StoreAuth | null {
  return store.authCipher ? deps.box.open(store.authCipher) : null;
}

/**
 * Runs a call to the store's platform with its credentials, refreshed first when they are about to
 * expire (the new ones are sealed and kept). A refused token marks the store 'needs_reauth', so the
 * Stores page asks the user to connect it again and nothing more is tried meanwhile.
 */
export async function withStore<T>(
  deps: StoresDeps,
  store: StoreRow,
  call: (auth: StoreAuth) => Promise<T>,
): Promise<T> {
  const opened = store.status === 'connected' ? authOf(deps, store) : null;
  if (!opened) throw new StoreError('unauthorized', STORE_MSG.notConnected);
  const adapter = deps.adapters[store.platform as StorePlatform];
  const sealed = JSON.stringify(opened);
  let auth = opened;
  try {
    auth = await adapter.refresh(auth);
    return await call(auth);
  } catch (err) {
    if (err instanceof StoreError && err.kind === 'unauthorized')
      await setStatus(deps.db, store.id, 'needs_reauth');
    throw err;
  } finally {
    // A renewal (before the call, or one the adapter made inside it after the token was refused)
    // may have replaced the refresh token too: the old one is spent, so the new pair is kept at once.
    if (JSON.stringify(auth) !== sealed)
      await deps.db
        .update(storeConnections)
        .set({ authCipher: deps.box.seal(auth) })
        .where(and(eq(storeConnections.id, store.id), sql`status <> 'disconnected'`));
  }
}

export async function setStatus(db: Db, id: number, status: StoreStatus) {
  await db
    .update(storeConnections)
    .set({
      status,
      ...(status === 'disconnected' ? { authCipher: null, disconnectedAt: new Date() } : {}),
    })
    .where(and(eq(storeConnections.id, id), sql`status <> 'disconnected'`));
}

/** The company's stores, newest first, with how many of their orders wait for the user. */
export async function listStores(deps: StoresDeps, companyId: number): Promise<StoreView[]> {
  // Counted apart: a correlated subquery in the select list would have its columns written
  // unqualified by Drizzle ("store_id" = "id"), comparing the order's own id.
  const [rows, held] = await Promise.all([
    deps.db
      .select()
      .from(storeConnections)
      .where(eq(storeConnections.companyId, companyId))
      .orderBy(desc(storeConnections.id)),
    deps.db
      .select({ storeId: storeOrders.storeId, n: sql<number>`count(*)::int` })
      .from(storeOrders)
      .where(and(eq(storeOrders.companyId, companyId), eq(storeOrders.state, 'needs_attention')))
      .groupBy(storeOrders.storeId),
  ]);
  const attention = new Map(held.map((h) => [h.storeId, h.n]));
  return Promise.all(rows.map((r) => storeView(deps, r, attention.get(r.id) ?? 0)));
}

export async function storeView(deps: StoresDeps, row: StoreRow, attention?: number): Promise<StoreView> {
  const held =
    attention ??
    (
      await deps.db
        .select({ n: sql<number>`count(*)::int` })
        .from(storeOrders)
        .where(and(eq(storeOrders.storeId, row.id), eq(storeOrders.state, 'needs_attention')))
    )[0]!.n;
  return {
    id: row.id,
    platform: row.platform as StorePlatform,
    name: row.name,
    shop: row.shop,
    status: row.status as StoreStatus,
    paymentType: row.paymentType as StoreView['paymentType'],
    shippingOption: row.shippingOption as StoreView['shippingOption'],
    connectedAt: row.connectedAt.toISOString(),
    lastOrder:
      row.lastOrderAt && row.lastOrderNumber
        ? { number: row.lastOrderNumber, receivedAt: row.lastOrderAt.toISOString() }
        : null,
    attention: held,
    sandboxUrl: row.mode === 'sandbox' ? sandboxUrlOf(row) : null,
  };
}

/** The sandbox shop's page: its id is the number in the sandbox shop's external id. */
const sandboxUrlOf = (row: StoreRow) => `/sandbox/stores/${row.externalId.replace(/^sandbox-/, '')}`;
