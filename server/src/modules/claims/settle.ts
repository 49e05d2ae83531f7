import { type ClaimResolution, formatMoney } from '@pressrun/domain';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/errors';
import { claimEventData, emitEvent } from '../../lib/events';
import { type Actor, insertOrder, recordOrderEvent } from '../orders';
import { type RefundOutcome, refundOrder } from '../refunds';
import { claimOutcomeMail, type Outcome } from './mails';
import { CLAIM_MSG } from './messages';
import * as repo from './repo';

/** The staff member acting, as the staff gate read them. */
export interface Staff {
  userId: number;
  name: string;
}

const staffActor = (staff: Staff): Actor => ({
  kind: 'staff',
  id: staff.userId,
  name: staff.name || 'Staff',
});

/** The open claim and its order; 404 for no such claim, 409 for one already settled. */
async function openClaim(db: Db, id: number) {
  const claim = await repo.findClaim(db, id);
  if (!claim) throw notFound(CLAIM_MSG.notFound);
  if (claim.status !== 'UNRESOLVED') throw conflict(CLAIM_MSG.alreadyHandled(id, claim.status));
  return { claim, order: (await repo.findOrderRow(db, claim.orderId))! };
}

/** Settles the claim in the caller's transaction, or 409 when someone else settled it first. */
async function settle(
  tx: Db,
  claim: repo.ClaimRow,
  set: { status: 'RESOLVED' | 'REJECTED'; resolution: ClaimResolution | null; note: string; by: number },
) {
  const row = await repo.settleClaim(tx, claim.id, {
    status: set.status,
    resolution: set.resolution,
    resolutionNote: set.note,
    resolvedBy: set.by,
  });
  if (!row) {
    const now = await repo.findClaim(tx, claim.id);
    throw conflict(CLAIM_MSG.alreadyHandled(claim.id, now?.status ?? 'RESOLVED'));
  }
  if (row.status === 'RESOLVED') await emitEvent(tx, row.companyId, 'claim.resolved', claimEventData(row));
  return row;
}

const withNote = (text: string, note: string) => (note ? `${text} — ${note}` : text);

/**
 * Resolves an open claim: a reprint (a new order at no charge for the same items and address), a
 * refund of what the order has not had back yet, or account credit for the order's total. The
 * claim is settled by a conditional update, so two staff resolving it at once cannot both win.
 * Answers the outcome; the customer is mailed it.
 */
export async function resolveClaim(
  ctx: AppContext,
  staff: Staff,
  id: number,
  input: { resolution: ClaimResolution; note: string },
): Promise<Outcome> {
  const { db } = ctx;
  const actor = staffActor(staff);
  const staffUserId = staff.userId;
  const { claim, order } = await openClaim(db, id);
  const { note } = input;
  const settling = { status: 'RESOLVED' as const, resolution: input.resolution, note, by: staffUserId };

  if (input.resolution === 'reprint') {
    const lines = await repo.listOrderLines(db, order.id);
    return db.transaction(async (tx) => {
      await settle(tx, claim, settling);
      const cartId = await repo.insertCompletedCart(tx, order);
      const { order: reprint } = await insertOrder(
        tx,
        {
          companyId: order.companyId,
          userId: order.userId,
          cartId,
          po: order.po,
          status: 'Created',
          payType: order.payType,
          payStatus: 'Paid',
          shipTo: order.shipTo,
          shippingOption: order.shippingOption,
          carrier: order.carrier,
          method: order.method,
          itemsPrice: 0,
          shipping: 0,
          fee: 0,
          tax: 0,
          discount: 0,
          total: 0,
          totalQuantity: order.totalQuantity,
          facility: order.facility,
          reprintOfClaimId: claim.id,
        },
        lines.map((l) => ({
          templateId: l.templateId,
          sku: l.sku,
          productName: l.productName,
          variantName: l.variantName,
          colorName: l.colorName,
          quantity: l.quantity,
          unitPrice: 0,
          tax: 0,
          po: l.po,
          previewKey: l.previewKey,
          printFileKey: l.printFileKey,
        })),
      );
      await repo.setReprintOrder(tx, claim.id, reprint.id);
      const outcome: Outcome = { kind: 'reprint', reprintOrderId: reprint.id };
      await recordOrderEvent(tx, order, actor, {
        kind: 'claim',
        reason: withNote(`Claim ${claim.id} resolved: reprinted as order ${reprint.id}`, note),
      });
      await recordOrderEvent(tx, reprint, actor, {
        kind: 'claim',
        reason: `Reprint of order ${order.id} for claim ${claim.id}, at no charge`,
      });
      await ctx.jobs.enqueueAll([claimOutcomeMail(ctx, claim, outcome, note)], tx);
      return outcome;
    });
  }

  if (input.resolution === 'credit') {
    return db.transaction(async (tx) => {
      await settle(tx, claim, settling);
      await repo.insertCredit(tx, {
        companyId: claim.companyId,
        amount: order.total,
        reason: withNote(`Claim ${claim.id} on order ${order.id}: ${claim.reason}`, note),
        claimId: claim.id,
        orderId: order.id,
        createdBy: staffUserId,
      });
      const outcome: Outcome = { kind: 'credit', amount: order.total };
      await recordOrderEvent(tx, order, actor, {
        kind: 'claim',
        reason: withNote(`Claim ${claim.id} resolved: account credit of ${formatMoney(order.total)}`, note),
      });
      await ctx.jobs.enqueueAll([claimOutcomeMail(ctx, claim, outcome, note)], tx);
      return outcome;
    });
  }

  const amount = order.total - (await repo.refundedSoFar(db, order.id));
  if (amount <= 0) throw conflict(CLAIM_MSG.fullyRefunded(order.id));
  // Settled first, so a second resolve cannot start a second refund; the refund (a provider call)
  // runs outside the transaction, and a failed one opens the claim again for another try.
  await db.transaction((tx) => settle(tx, claim, settling));
  let refund: RefundOutcome;
  try {
    refund = await refundOrder(ctx, {
      order,
      amount,
      key: `claim:${claim.id}`,
      actor,
      reason: withNote(`Claim ${claim.id}: ${claim.reason}`, note),
    });
  } catch (err) {
    await repo.reopenRefundClaim(db, claim.id).catch(() => {});
    throw err;
  }
  if (refund.status === 'failed') {
    await repo.reopenRefundClaim(db, claim.id).catch(() => {});
    throw new AppError(502, 'refund_failed', CLAIM_MSG.refundFailed('the payment provider refused it.'));
  }
  const outcome: Outcome = { kind: 'refund', amount: refund.amount };
  await db.transaction(async (tx) => {
    await recordOrderEvent(tx, order, actor, {
      kind: 'claim',
      reason: withNote(`Claim ${claim.id} resolved: refund of ${formatMoney(refund.amount)}`, note),
    });
    await ctx.jobs.enqueueAll([claimOutcomeMail(ctx, claim, outcome, note)], tx);
  });
  return outcome;
}

/** Rejects an open claim with the reason the customer is told. */
export async function rejectClaim(
  ctx: AppContext,
  staff: Staff,
  id: number,
  reason: string,
): Promise<Outcome> {
  const { db } = ctx;
  const actor = staffActor(staff);
  const { claim, order } = await openClaim(db, id);
  return db.transaction(async (tx) => {
    await settle(tx, claim, { status: 'REJECTED', resolution: null, note: reason, by: staff.userId });
    const outcome: Outcome = { kind: 'reject', reason };
    await recordOrderEvent(tx, order, actor, {
      kind: 'claim',
      reason: `Claim ${claim.id} rejected: ${reason}`,
    });
    await ctx.jobs.enqueueAll([claimOutcomeMail(ctx, claim, outcome, '')], tx);
    return outcome;
  });
}
