import type { StorePlatform } from '@pressrun/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { EventSink } from '../../lib/events';
import { companyGroup } from '../../providers/jobs/queue';
import { type Fulfilment, StoreError } from '../../providers/stores';
import { storeById, withStore } from './connections';
import type { StoresDeps } from './deps';
import { storeOrders, storeUpdates } from './tables';

export const UPDATE_JOB = 'stores.update';
/** About three hours of tries (2 s doubling, capped at 5 minutes) before an update is left failed. */
const UPDATE_ATTEMPTS = 40;

/** The carrier as a store shows it to its customer. */
const CARRIER_NAME: Record<string, string> = { DhlEcs: 'DHL eCommerce', USPS: 'USPS' };

interface OrderEvent {
  order: {
    id: number;
    shipping: { carrier: string; tracking_number: string | null; tracking_url: string | null };
  };
}

/**
 * Hears the orders' events (lib/events.ts) in the transaction that moves the order: a store
 * order's PressRun order shipped or cancelled queues the update for its store there, so it exists
 * exactly when the move commits. Orders that came from no store cost one indexed read.
 */
export function storesSink(deps: StoresDeps): EventSink {
  return {
    async emit(db, companyId, type, list) {
      if (type !== 'order.shipped' && type !== 'order.cancelled') return;
      const events = list as unknown as OrderEvent[];
      const ids = events.map((e) => e.order.id);
      const found = await db
        .select()
        .from(storeOrders)
        .where(and(eq(storeOrders.companyId, companyId), inArray(storeOrders.orderId, ids)));
      if (!found.length) return;
      const rows = await db
        .insert(storeUpdates)
        .values(
          found.map((so) => {
            const e = events.find((x) => x.order.id === so.orderId)!;
            const shipping = e.order.shipping;
            const fulfilment: Fulfilment | null =
              type === 'order.shipped'
                ? {
                    orderId: so.externalId,
                    lineIds: so.order.lines.map((l) => l.id),
                    carrier: CARRIER_NAME[shipping.carrier] ?? shipping.carrier,
                    trackingNumber: shipping.tracking_number ?? '',
                    trackingUrl: shipping.tracking_url,
                  }
                : null;
            return {
              companyId,
              storeOrderId: so.id,
              kind: type === 'order.shipped' ? 'fulfil' : 'cancel',
              fulfilment,
            };
          }),
        )
        .onConflictDoNothing()
        .returning({ id: storeUpdates.id });
      await deps.jobs.enqueueAll(
        rows.map((r) => ({
          type: UPDATE_JOB,
          payload: { updateId: r.id },
          group: companyGroup(companyId),
          maxAttempts: UPDATE_ATTEMPTS,
        })),
        db,
      );
    },
  };
}

/**
 * Sends one update to the store. A platform that is down or throttling is tried again by the job
 * queue's backoff; a refusal (the order is gone, the token revoked) is final. Every attempt is
 * recorded on the row, which the order page shows.
 */
export async function sendUpdate(deps: StoresDeps, updateId: number, lastTry: boolean) {
  const [row] = await deps.db
    .select({ u: storeUpdates, so: storeOrders })
    .from(storeUpdates)
    .innerJoin(storeOrders, eq(storeOrders.id, storeUpdates.storeOrderId))
    .where(eq(storeUpdates.id, updateId));
  if (!row || row.u.status === 'sent' || row.u.status === 'not_supported') return;
  const store = await storeById(deps.db, row.so.storeId);
  if (!store) return;
  const adapter = deps.adapters[store.platform as StorePlatform];
  const record = (status: string, lastError: string | null) =>
    deps.db
      .update(storeUpdates)
      .set({ status, lastError, attempts: row.u.attempts + 1, lastAttemptAt: new Date() })
      .where(eq(storeUpdates.id, updateId));
  try {
    const outcome = await withStore(deps, store, async (auth) => {
      if (row.u.kind === 'fulfil') {
        await adapter.fulfil(auth, row.u.fulfilment!);
        return 'sent';
      }
      return (await adapter.cancelOrder(auth, row.so.externalId)) === 'cancelled' ? 'sent' : 'not_supported';
    });
    await record(outcome, null);
  } catch (err) {
    const retry =
      err instanceof StoreError ? err.kind === 'unavailable' || err.kind === 'rate_limited' : true;
    const message = err instanceof Error ? err.message : String(err);
    await record(retry && !lastTry ? 'pending' : 'failed', message);
    if (retry && !lastTry) throw err;
  }
}

export function registerUpdateJob(deps: StoresDeps) {
  deps.jobs.register(UPDATE_JOB, async (payload, job) =>
    sendUpdate(deps, Number(payload.updateId), job.attempts >= UPDATE_ATTEMPTS),
  );
}

/** The updates sent (or being sent) to the store about one order, for the order page. */
export async function updatesOfStoreOrder(db: Db, storeOrderId: number) {
  const rows = await db
    .select()
    .from(storeUpdates)
    .where(eq(storeUpdates.storeOrderId, storeOrderId))
    .orderBy(desc(storeUpdates.id));
  return rows.map((u) => ({
    kind: u.kind as 'fulfil' | 'cancel',
    status: u.status as 'pending' | 'sent' | 'failed' | 'not_supported',
    attempts: u.attempts,
    lastError: u.lastError,
    lastAttemptAt: u.lastAttemptAt?.toISOString() ?? null,
    trackingNumber: u.fulfilment?.trackingNumber ?? null,
    carrier: u.fulfilment?.carrier ?? null,
  }));
}
