import type { AppContext } from '../../context';
import { SYSTEM_GROUP } from '../../providers/jobs/queue';
import { claimOrphan, finishReconciliation, heldForOrders, orphans, type PaymentRow } from '../payments';
import { captureOrder } from './capture';
import { holdKey } from './funds';

export const RECONCILE_JOB = 'checkout.reconcile';
/** A run that took a row and died lets go of it after this long; the next run takes it over. */
const LEASE_MS = 5 * 60_000;
/**
 * Hosted pages (Stripe Checkout, the sandbox's, PayPal's approval) expire within a day: a payment
 * they were opened for that holds nothing by then never will.
 */
const PAGE_EXPIRED_AFTER_MS = 25 * 60 * 60_000;
const PAGE = 100;
/** Rows looked at per run and per kind, at most: a backlog is worked off over a few runs. */
const MAX_ROWS = 2_000;

export interface ReconcileOutcome {
  /** Holds with no order, let go. */
  released: number;
  /** Money taken with no order, given back. */
  refunded: number;
  /** Rows with no order and nothing held at the gateway, closed. */
  nothingHeld: number;
  /** Orders whose capture had not happened, captured. */
  captured: number;
  /** Orders whose hold the gateway let go before it was captured (logged for staff). */
  holdLost: number;
  failed: number;
}

/**
 * The payments reconciliation (docs/business-rules.md, Checkout and placing an order). Money is
 * secured before its order is written, so a process dying between the two (or a release that
 * failed) leaves a payment row no order took, and money held or taken at the gateway for it. Once
 * such money is older than the safe age (longer than any placing takes), it is handed back: the
 * row is taken first (an order can no longer link it), the gateway asked for the truth, the hold
 * released or the capture refunded under the row's own key, and the outcome recorded on the row.
 * And an order whose payment is still only held past the safe age (its capture job gave up) is
 * captured now. Safe to run in several workers at once and again after a crash halfway.
 */
export async function reconcilePayments(
  ctx: AppContext,
  opts: { safeAgeMs?: number } = {},
): Promise<ReconcileOutcome> {
  const safeAgeMs = opts.safeAgeMs ?? ctx.config.reconcile.afterMs;
  const now = ctx.now();
  const before = new Date(now - safeAgeMs);
  const staleBefore = new Date(now - LEASE_MS);
  const out: ReconcileOutcome = {
    released: 0,
    refunded: 0,
    nothingHeld: 0,
    captured: 0,
    holdLost: 0,
    failed: 0,
  };
  const tally = (o: keyof ReconcileOutcome | null) => {
    if (o) out[o]++;
  };

  await pages(
    (afterId) => orphans(ctx.db, { before, staleBefore, afterId, limit: PAGE }),
    async (row) => tally(await reconcileOrphan(ctx, row, { now, safeAgeMs, staleBefore })),
    (row, err) => {
      out.failed++;
      ctx.log.error({ err, paymentId: row.id }, 'reconciling a payment without an order failed');
    },
  );
  await pages(
    (afterId) => heldForOrders(ctx.db, { before, afterId, limit: PAGE }),
    async (row) => tally(await settleOrder(ctx, row)),
    (row, err) => {
      out.failed++;
      ctx.log.error({ err, paymentId: row.id, orderId: row.orderId }, 'capturing an order’s payment failed');
    },
  );
  if (out.released + out.refunded + out.captured + out.holdLost + out.failed > 0)
    ctx.log.warn({ ...out }, 'payments reconciled');
  return out;
}

async function pages(
  read: (afterId: number) => Promise<PaymentRow[]>,
  each: (row: PaymentRow) => Promise<void>,
  failed: (row: PaymentRow, err: unknown) => void,
) {
  let afterId = 0;
  for (let seen = 0; seen < MAX_ROWS; ) {
    const page = await read(afterId);
    for (const row of page) await each(row).catch((err: unknown) => failed(row, err));
    if (page.length < PAGE) return;
    seen += page.length;
    afterId = page.at(-1)!.id;
  }
}

/** The payment row's money at the gateway; a saved card's hold is found by its key should the row not name it. */
const atGateway = (ctx: AppContext, row: PaymentRow) =>
  ctx.payments.atGateway(row, holdKey(row.companyId, row.idempotencyKey));

async function reconcileOrphan(
  ctx: AppContext,
  row: PaymentRow,
  t: { now: number; safeAgeMs: number; staleBefore: Date },
): Promise<keyof ReconcileOutcome | null> {
  const seen = await atGateway(ctx, row);
  if (seen?.held) {
    // A young hold may be the one a placing is about to write its order with.
    if (t.now - seen.createdAt < t.safeAgeMs) return null;
  } else if (row.payType !== 'default_card' && t.now - row.createdAt.getTime() < PAGE_EXPIRED_AFTER_MS) {
    // Nothing held yet, but the customer may still pay on the hosted page: leave it open.
    return null;
  }

  const at = new Date(t.now);
  const claimed = await claimOrphan(ctx.db, row.id, at, t.staleBefore);
  if (!claimed) return null; // an order took it meanwhile, or another run has it
  // The truth now that no order can take it: the placing may have moved it since the first look.
  const truth = await atGateway(ctx, claimed);
  const outcome = truth ? await truth.handBack(`reconcile:${row.id}`) : 'nothing_held';
  const status =
    outcome === 'released'
      ? 'canceled'
      : outcome === 'refunded'
        ? 'refunded'
        : ['pending', 'authorized'].includes(row.status)
          ? 'canceled'
          : undefined;
  await finishReconciliation(ctx.db, row.id, outcome, at, {
    status,
    providerRef: row.payType === 'default_card' ? (truth?.ref ?? null) : null,
  });
  return outcome === 'released' ? 'released' : outcome === 'refunded' ? 'refunded' : 'nothingHeld';
}

/**
 * An order whose payment is still only held long after it was placed: its capture job gave up (a
 * long gateway outage) or never ran. Captured now, as the job would; a hold the gateway has let go
 * meanwhile leaves an order without its money, which is recorded and logged for staff.
 */
async function settleOrder(ctx: AppContext, row: PaymentRow): Promise<keyof ReconcileOutcome | null> {
  const orderId = row.orderId!;
  const held = await ctx.payments.heldOf(row);
  const at = new Date(ctx.now());
  const lost = async () => {
    await finishReconciliation(ctx.db, row.id, 'hold_lost', at, { status: 'canceled' });
    ctx.log.error(
      { paymentId: row.id, orderId },
      'an order’s held payment was let go before it was captured',
    );
    return 'holdLost' as const;
  };
  if (!held) return lost();
  const skipped = await captureOrder(ctx, { ...held, orderId });
  if (skipped?.skipped === 'released') return lost();
  if (skipped) return null; // cancelled and being refunded: the refund settles the payment
  await finishReconciliation(ctx.db, row.id, 'captured', at);
  return 'captured';
}

/** The reconciliation runs every RECONCILE_EVERY_MS, in one chain however many workers run. */
export function registerReconcile(ctx: AppContext) {
  ctx.jobs.every(RECONCILE_JOB, ctx.config.reconcile.everyMs, () => reconcilePayments(ctx));
}

/** And once as a worker starts: what a crash left is handed back without waiting for the chain. */
export const reconcileAtStart = (ctx: AppContext) =>
  ctx.jobs.enqueue(RECONCILE_JOB, {}, { maxAttempts: 1, group: SYSTEM_GROUP });
