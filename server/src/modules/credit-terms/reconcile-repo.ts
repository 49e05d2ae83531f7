import { and, asc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { CARD_PROVIDERS } from '../payments';
import type { TermPaymentRow } from './repo';
import { termPayments } from './tables';

/** A row no run holds, or one whose run died (its claim older than `staleBefore`). */
const free = (staleBefore: Date) =>
  or(
    isNull(termPayments.reconciliation),
    and(eq(termPayments.reconciliation, 'under_way'), lt(termPayments.reconciledAt, staleBefore)),
  );

/**
 * Term payments a reconciliation run should look at, a page after `afterId`: failed ones made
 * before `failedBefore` (a hold may have been made after all) and pending ones made before
 * `pendingBefore` (their resume job gave up).
 */
export function toReconcile(
  db: Db,
  p: { failedBefore: Date; pendingBefore: Date; staleBefore: Date; afterId: number; limit: number },
): Promise<TermPaymentRow[]> {
  return db
    .select()
    .from(termPayments)
    .where(
      and(
        or(
          and(eq(termPayments.status, 'failed'), lt(termPayments.createdAt, p.failedBefore)),
          and(eq(termPayments.status, 'pending'), lt(termPayments.createdAt, p.pendingBefore)),
        ),
        inArray(termPayments.provider, [...CARD_PROVIDERS]),
        free(p.staleBefore),
        gt(termPayments.id, p.afterId),
      ),
    )
    .orderBy(asc(termPayments.id))
    .limit(p.limit);
}

/** Takes the row for this run; null when another run holds it. */
export async function claim(db: Db, id: number, at: Date, staleBefore: Date) {
  const [row] = await db
    .update(termPayments)
    .set({ reconciliation: 'under_way', reconciledAt: at })
    .where(and(eq(termPayments.id, id), free(staleBefore)))
    .returning();
  return row ?? null;
}

/** The run's outcome; null lets the row go for a later run (a pending payment still undecided). */
export async function finish(
  db: Db,
  id: number,
  outcome: 'released' | 'refunded' | 'nothing_held' | null,
  at: Date,
) {
  await db
    .update(termPayments)
    .set({ reconciliation: outcome, reconciledAt: outcome ? at : null })
    .where(and(eq(termPayments.id, id), eq(termPayments.reconciliation, 'under_way')));
}
