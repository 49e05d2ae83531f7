import { STORE_PLATFORMS, type StorePlatform } from '@pressrun/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { companyGroup } from '../../providers/jobs/queue';
import { storeById, withStore } from './connections';
import type { StoresDeps } from './deps';
import { receiveOrder } from './receive';
import { storeConnections } from './tables';

export const POLL_JOB = 'stores.poll';
export const POLL_STORE_JOB = 'stores.poll-store';
/** Each poll asks again for a little before the last one: a receipt changed as the last poll ran is not missed. */
const OVERLAP_MS = 10 * 60_000;
/** Pages read per poll of one store; the rest comes next time. */
const MAX_PAGES = 20;

/**
 * Platforms that send no order webhooks (Etsy) are asked for new orders on a schedule: one
 * periodic job queues a poll per connected store, each in its company's turn, so one company's
 * big shop never holds up the others. Overlapping polls are harmless: orders are keyed by store
 * and platform id.
 */
export function registerPolling(deps: StoresDeps) {
  const polled = STORE_PLATFORMS.filter((p) => deps.adapters[p].polled);
  deps.jobs.every(POLL_JOB, deps.config.stores.pollEveryMs, async () => {
    if (!polled.length) return;
    const stores = await deps.db
      .select({ id: storeConnections.id, companyId: storeConnections.companyId })
      .from(storeConnections)
      .where(and(eq(storeConnections.status, 'connected'), inArray(storeConnections.platform, polled)));
    await deps.jobs.enqueueAll(
      stores.map((s) => ({
        type: POLL_STORE_JOB,
        payload: { storeId: s.id },
        group: companyGroup(s.companyId),
      })),
    );
    return { stores: stores.length };
  });
  deps.jobs.register(POLL_STORE_JOB, async (payload) => pollStore(deps, Number(payload.storeId)));
}

export async function pollStore(deps: StoresDeps, storeId: number) {
  const store = await storeById(deps.db, storeId);
  if (store?.status !== 'connected') return { orders: 0 };
  const startedAt = new Date();
  const since = new Date(store.pollSince.getTime() - OVERLAP_MS);
  const adapter = deps.adapters[store.platform as StorePlatform];
  let cursor: string | null = null;
  let count = 0;
  for (let page = 0; page < MAX_PAGES; page++) {
    const found = await withStore(deps, store, (auth) => adapter.ordersSince(auth, since, cursor));
    for (const order of found.items) await receiveOrder(deps, store, order);
    count += found.items.length;
    cursor = found.next;
    if (!cursor) break;
  }
  // Only a poll that read to the end moves the mark forward.
  if (!cursor)
    await deps.db
      .update(storeConnections)
      .set({ pollSince: startedAt })
      .where(eq(storeConnections.id, store.id));
  return { orders: count };
}
