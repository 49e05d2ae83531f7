import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/payments';
import type { PaymentRow } from './place-repo';

/** What the reconciliation records on a payment row (see the column's comment in the schema). */
export type Reconciliation =
  | 'under_way'
  | 'released'
  | 'refunded'
  | 'nothing_held'
  | 'captured'
  | 'hold_lost';

/** Providers that hold money outside the database (terms and free orders move none). */
const GATEWAYS = ['sandbox_card', 'stripe', 'sandbox_paypal', 'paypal'];

/** A row a run has taken, or one whose run died (its claim older than `staleBefore`). */
const free = (staleBefore: Date) =>
  or(
    isNull(payments.reconciliation),
    and(eq(payments.reconciliation, 'under_way'), lt(payments.reconciledAt, staleBefore)),
  );

/**
 * Payment rows no order took, made before `before`, that may still hold money at the gateway and
 * that no run has settled: a page of them after `afterId`, oldest first.
 */
export function orphans(db: Db, p: { before: Date; staleBefore: Date; afterId: number; limit: number }) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        isNull(payments.orderId),
        lt(payments.createdAt, p.before),
        inArray(payments.provider, GATEWAYS),
        ne(payments.status, 'refunded'),
        free(p.staleBefore),
        gt(payments.id, p.afterId),
      ),
    )
    .orderBy(asc(payments.id))
    .limit(p.limit);
}

/** Orders' payments still only held since before `before` (their capture should long be done). */
export function heldForOrders(db: Db, p: { before: Date; afterId: number; limit: number }) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        isNotNull(payments.orderId),
        eq(payments.status, 'authorized'),
        lt(payments.updatedAt, p.before),
        inArray(payments.provider, GATEWAYS),
        gt(payments.id, p.afterId),
      ),
    )
    .orderBy(asc(payments.id))
    .limit(p.limit);
}

/**
 * Takes an orphan for this run: only while no order names it and no other run holds it. From here
 * on the order transaction will not link it (linkPayments), so a late placement cannot use money
 * this run is handing back.
 */
export async function claimOrphan(
  db: Db,
  id: number,
  at: Date,
  staleBefore: Date,
): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ reconciliation: 'under_way', reconciledAt: at })
    .where(and(eq(payments.id, id), isNull(payments.orderId), free(staleBefore)))
    .returning();
  return row ?? null;
}

/** Lets go of a claim when nothing was found to do (the row stays open for a later placement). */
export async function unclaim(db: Db, id: number) {
  await db
    .update(payments)
    .set({ reconciliation: null, reconciledAt: null })
    .where(and(eq(payments.id, id), eq(payments.reconciliation, 'under_way')));
}

/** The run's outcome on the row it holds, with the status the gateway gave. */
export async function finish(
  db: Db,
  id: number,
  outcome: Exclude<Reconciliation, 'under_way'>,
  at: Date,
  patch: { status?: string; providerRef?: string | null } = {},
) {
  await db
    .update(payments)
    .set({
      reconciliation: outcome,
      reconciledAt: at,
      ...(patch.status ? { status: patch.status } : {}),
      ...(patch.providerRef
        ? { providerRef: sql`coalesce(${payments.providerRef}, ${patch.providerRef})` }
        : {}),
      updatedAt: at,
    })
    .where(
      and(
        eq(payments.id, id),
        or(isNull(payments.reconciliation), notInArray(payments.reconciliation, ['released', 'refunded'])),
      ),
    );
}
