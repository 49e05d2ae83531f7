import type { AppContext } from '../../context';
import { defaultCard } from '../billing';
import type { HandedBack } from '../payments';
import { collect, RESUME_GIVES_UP_MS, termHoldKey } from './pay';
import * as repo from './reconcile-repo';
import type { TermOrderHolds } from './term-orders';

export const TERMS_RECONCILE_JOB = 'credit-terms.reconcile';
/** A run that took a row and died lets go of it after this long. */
const LEASE_MS = 5 * 60_000;
const PAGE = 100;

export interface TermsReconcileOutcome {
  released: number;
  refunded: number;
  nothingHeld: number;
  /** Pending payments whose resume job gave up, finished (or left pending when still undecided). */
  resumed: number;
  failed: number;
}

/**
 * The term payments' side of the payments reconciliation. A payment that failed may still have
 * left a hold (the gateway's answer lost, the card removed before the hold was taken again): once
 * older than the safe age, the gateway is asked by the payment's own key and whatever it holds is
 * released, or refunded when taken. A payment still pending after its resume job gave up is
 * collected again (the same key: never a second hold). Each row is taken by one run at a time.
 */
export async function reconcileTermPayments(
  ctx: AppContext,
  holds: TermOrderHolds,
  opts: { safeAgeMs?: number } = {},
): Promise<TermsReconcileOutcome> {
  const safeAgeMs = opts.safeAgeMs ?? ctx.config.reconcile.afterMs;
  const now = ctx.now();
  const at = new Date(now);
  const staleBefore = new Date(now - LEASE_MS);
  const out: TermsReconcileOutcome = { released: 0, refunded: 0, nothingHeld: 0, resumed: 0, failed: 0 };
  let afterId = 0;
  for (;;) {
    const page = await repo.toReconcile(ctx.db, {
      failedBefore: new Date(now - safeAgeMs),
      pendingBefore: new Date(now - Math.max(safeAgeMs, RESUME_GIVES_UP_MS)),
      staleBefore,
      afterId,
      limit: PAGE,
    });
    for (const row of page) {
      try {
        const claimed = await repo.claim(ctx.db, row.id, at, staleBefore);
        if (!claimed) continue;
        if (claimed.status === 'pending') {
          await collect(ctx, holds, claimed, await defaultCard(ctx.db, claimed.companyId));
          await repo.finish(ctx.db, row.id, null, at);
          out.resumed++;
          continue;
        }
        const payments = ctx.payments;
        const hold = claimed.providerRef
          ? await payments.retrieveCardPayment(claimed.providerRef)
          : await payments.findCardPayment(termHoldKey(claimed));
        const outcome: HandedBack = hold
          ? await payments.handBackCard(hold, `reconcile:terms:${row.id}`)
          : 'nothing_held';
        await repo.finish(ctx.db, row.id, outcome, at);
        out[outcome === 'nothing_held' ? 'nothingHeld' : outcome]++;
      } catch (err) {
        out.failed++;
        ctx.log.error({ err, termPaymentId: row.id }, 'reconciling a term payment failed');
      }
    }
    if (page.length < PAGE) break;
    afterId = page.at(-1)!.id;
  }
  if (out.released + out.refunded + out.failed > 0) ctx.log.warn({ ...out }, 'term payments reconciled');
  return out;
}

/** Every RECONCILE_EVERY_MS, in one chain however many workers run (the checkout's runs beside it). */
export function registerTermsReconcile(ctx: AppContext, holds: TermOrderHolds) {
  ctx.jobs.every(TERMS_RECONCILE_JOB, ctx.config.reconcile.everyMs, () => reconcileTermPayments(ctx, holds));
}
