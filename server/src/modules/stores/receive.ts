import { STORE_MSG, type StoreOrderState, type StoreOrderView, type StorePlatform } from '@pressrun/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { companyGroup } from '../../providers/jobs/queue';
import type { StoreAddress, StoreOrder, StoreOrderLine } from '../../providers/stores';
import { loadOrderer } from '../auth';
import { placeItemsOrder } from '../checkout';
import { type StoreRow, storeById } from './connections';
import type { StoresDeps } from './deps';
import { heldOrderMail } from './mails';
import { storeConnections, storeLinks, storeOrders } from './tables';

export const PLACE_JOB = 'stores.place';
type StoreOrderRow = typeof storeOrders.$inferSelect;

/**
 * A store order arrived (a webhook, a poll). The row is keyed by the store and the platform's
 * order id, so a webhook delivered twice or a poll overlapping the last one finds the row it made:
 * one store order, one placement. A new order is placed by a job queued in the same transaction,
 * so the platform gets its answer at once and a crash between the two loses nothing.
 */
export async function receiveOrder(deps: StoresDeps, store: StoreRow, order: StoreOrder) {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(storeOrders)
      .values({
        companyId: store.companyId,
        storeId: store.id,
        externalId: order.id,
        number: order.number,
        order,
        state: order.cancelled ? 'cancelled' : 'received',
      })
      .onConflictDoNothing()
      .returning();
    if (row) {
      await tx
        .update(storeConnections)
        .set({ lastOrderAt: new Date(), lastOrderNumber: order.number })
        .where(eq(storeConnections.id, store.id));
      if (row.state === 'received')
        await deps.jobs.enqueue(
          PLACE_JOB,
          { storeOrderId: row.id },
          { group: companyGroup(store.companyId), tx },
        );
      return;
    }
    // Seen before: a cancellation at the store stops an order not placed yet; a placed one is staff's to cancel.
    if (order.cancelled)
      await tx
        .update(storeOrders)
        .set({ state: 'cancelled', order, updatedAt: new Date() })
        .where(
          and(
            eq(storeOrders.storeId, store.id),
            eq(storeOrders.externalId, order.id),
            inArray(storeOrders.state, ['received', 'needs_attention']),
          ),
        );
  });
}

/**
 * Places a store order through the checkout's idempotent placement, with the store's order id in
 * the key: whoever runs it (the job, a job run again after a crash, the user's retry) meets the
 * same order. The row is taken first with a conditional update, so the job and a retry never place
 * at once; a retry after a hold takes the next attempt's key, since what it places has changed (a
 * link made, a card updated). Nothing is charged for an order that cannot be placed: it is held as
 * 'needs attention' with the reason, and the user is mailed once.
 */
export async function placeStoreOrder(
  deps: StoresDeps,
  storeOrderId: number,
  by: 'job' | 'retry',
): Promise<StoreOrderRow | null> {
  const [taken] = await deps.db
    .update(storeOrders)
    .set({
      state: 'placing',
      updatedAt: new Date(),
      ...(by === 'retry' ? { attempt: sql`${storeOrders.attempt} + 1` } : {}),
    })
    .where(
      and(
        eq(storeOrders.id, storeOrderId),
        inArray(storeOrders.state, by === 'retry' ? ['needs_attention'] : ['received', 'placing']),
      ),
    )
    .returning();
  if (!taken) return null;
  const store = await storeById(deps.db, taken.storeId);
  if (!store || store.status === 'disconnected')
    return settle(deps, taken, { state: 'skipped', reason: STORE_MSG.notConnected });

  const lines = await linkedLines(deps.db, store, taken.order);
  const unlinked = lines.find((l) => l.templateId === null);
  if (unlinked) return hold(deps, store, taken, STORE_MSG.unlinkedItem(unlinked.title));
  try {
    const placed = await placeItemsOrder(
      deps,
      { userId: store.userId, companyId: store.companyId },
      `store:${store.id}:${taken.externalId}:${taken.attempt}`,
      {
        // The store's own number is the reference a reseller searches by; the store is named beside it.
        po: taken.number.slice(0, 255),
        shipTo: shipToOf(taken.order.shipTo),
        shippingOption: store.shippingOption as 'Standard' | 'Expedited',
        paymentType: store.paymentType as 'default_card' | 'term',
        items: lines.map((l) => ({ templateId: l.templateId!, quantity: l.quantity })),
        store: {
          id: store.id,
          name: store.name,
          platform: store.platform,
          orderNumber: taken.number,
        },
      },
    );
    return settle(deps, taken, { state: 'placed', reason: null, orderId: placed.order.id });
  } catch (err) {
    if (!(err instanceof AppError)) {
      // Not the order's fault (the database, a bug): let go of the row and let the job run again.
      await settle(deps, taken, {
        state: by === 'job' ? 'received' : 'needs_attention',
        reason: taken.reason,
      });
      throw err;
    }
    return hold(deps, store, taken, reasonOf(err));
  }
}

/** What the user reads about a held order: the placement's own message, in the store's words where they differ. */
function reasonOf(err: AppError): string {
  if (err.code === 'no_card') return STORE_MSG.noCard;
  if (err.code === 'payment_failed') return STORE_MSG.declined;
  if (err.code === 'form_submission_error') return STORE_MSG.addressInvalid(err.message);
  return err.message;
}

async function settle(
  deps: StoresDeps,
  row: StoreOrderRow,
  set: { state: StoreOrderState; reason: string | null; orderId?: number },
) {
  const [saved] = await deps.db
    .update(storeOrders)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(storeOrders.id, row.id))
    .returning();
  return saved!;
}

async function hold(deps: StoresDeps, store: StoreRow, row: StoreOrderRow, reason: string) {
  const saved = await settle(deps, row, { state: 'needs_attention', reason });
  // Mailed once per order: the first hold claims mailed_at.
  const [first] = await deps.db
    .update(storeOrders)
    .set({ mailedAt: new Date() })
    .where(and(eq(storeOrders.id, row.id), sql`${storeOrders.mailedAt} is null`))
    .returning({ id: storeOrders.id });
  const user = first && (await loadOrderer(deps.db, store.userId));
  if (user) await deps.jobs.enqueueAll([heldOrderMail(deps.config, { to: user.email, store, row: saved })]);
  return saved;
}

/** Each line of the store order with the template that makes it (null: nothing links it). */
async function linkedLines(db: Db, store: StoreRow, order: StoreOrder) {
  const links = await db.select().from(storeLinks).where(eq(storeLinks.storeId, store.id));
  return order.lines.map((line) => ({
    title: line.title,
    quantity: line.quantity,
    templateId: linkOfLine(links, line)?.templateId ?? null,
  }));
}

/**
 * The link that makes a store order's line, among its store's links: the product's variant, else
 * the whole product, else the SKU of a template PressRun published. The placement and the lists
 * read a line's template through this one rule.
 */
function linkOfLine(links: Array<typeof storeLinks.$inferSelect>, line: StoreOrderLine) {
  return (
    links.find((l) => l.storeProductId === line.productId && l.storeVariantId === line.variantId) ??
    links.find((l) => l.storeProductId === line.productId && l.storeVariantId === null) ??
    links.find((l) => line.sku !== null && line.sku === publishedSku(l.templateId) && l.published)
  );
}

/** The SKU PressRun gives the variant it publishes: an order line names its template by it even unlinked. */
export const publishedSku = (templateId: number) => `PR-${templateId}`;

/** The store's address as the order review form takes it (its rules then check it). */
export function shipToOf(a: StoreAddress) {
  const name = a.name.trim();
  const cut = name.lastIndexOf(' ');
  return {
    firstName: cut > 0 ? name.slice(0, cut) : name,
    lastName: cut > 0 ? name.slice(cut + 1) : '',
    street1: a.address1,
    street2: a.address2 ?? '',
    city: a.city,
    state: a.province,
    zip: a.zip,
    country: a.country,
    ioss: '',
  };
}

/** The user's retry of a held order: placed now, or held again with the new reason. */
export async function retryStoreOrder(deps: StoresDeps, companyId: number, id: number) {
  const [row] = await deps.db
    .select()
    .from(storeOrders)
    .where(and(eq(storeOrders.id, id), eq(storeOrders.companyId, companyId)));
  if (!row) throw notFound('That store order was not found.');
  const done = await placeStoreOrder(deps, id, 'retry');
  return storeOrderViews(deps.db, companyId, { ids: [done?.id ?? row.id] }).then((v) => v[0]!);
}

/** Store orders as the Stores pages list them, newest first. */
export async function storeOrderViews(
  db: Db,
  companyId: number,
  filter: { storeId?: number; state?: string; ids?: number[]; orderId?: number },
): Promise<StoreOrderView[]> {
  const where = [eq(storeOrders.companyId, companyId)];
  if (filter.storeId !== undefined) where.push(eq(storeOrders.storeId, filter.storeId));
  if (filter.state) where.push(eq(storeOrders.state, filter.state));
  if (filter.ids) where.push(inArray(storeOrders.id, filter.ids));
  if (filter.orderId !== undefined) where.push(eq(storeOrders.orderId, filter.orderId));
  const rows = await db
    .select({ o: storeOrders, storeName: storeConnections.name, platform: storeConnections.platform })
    .from(storeOrders)
    .innerJoin(storeConnections, eq(storeConnections.id, storeOrders.storeId))
    .where(and(...where))
    .orderBy(desc(storeOrders.id))
    .limit(50);
  const links = rows.length
    ? await db
        .select()
        .from(storeLinks)
        .where(inArray(storeLinks.storeId, [...new Set(rows.map((r) => r.o.storeId))]))
    : [];
  return rows.map(({ o, storeName, platform }) => ({
    id: o.id,
    storeId: o.storeId,
    storeName,
    platform: platform as StorePlatform,
    number: o.number,
    // 'placing' is a moment inside the placement: the user sees it as received.
    state: (o.state === 'placing' ? 'received' : o.state) as StoreOrderState,
    reason: o.reason,
    orderId: o.orderId,
    customer: o.order.shipTo.name,
    receivedAt: o.receivedAt.toISOString(),
    lines: o.order.lines.map((l) => ({
      title: l.title,
      quantity: l.quantity,
      templateId:
        linkOfLine(
          links.filter((k) => k.storeId === o.storeId),
          l,
        )?.templateId ?? null,
    })),
  }));
}
