import { CLAIM_RESOLUTIONS, type ClaimResolution } from '@pressrun/domain';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { claimEventData, emitEvent } from '../../lib/events';
import { insertCompletedCart } from '../cart';
import { type Actor, insertOrder, recordOrderEvent, refundedOrders } from '../orders';
import { type RefundOutcome, refundOrder } from '../refunds';
import { itemLine } from './items-text';
import { claimOutcomeMail, type Outcome, settledText } from './mails';
import { CLAIM_MSG } from './messages';
import * as repo from './repo';
import { shareOf } from './share';

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
  set: { status: 'RESOLVED' | 'REJECTED'; resolution: string | null; note: string; by: number },
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

/** Staff's decision for the claim's items: one for all of them, or one per line. */
export interface Decisions {
  resolution?: ClaimResolution;
  items?: Array<{ lineId: number; decision: ClaimResolution }>;
  note: string;
}

/** The claim's items, each with the decision staff made for it; 400 unless every item has one. */
function decide(claimed: repo.ClaimItemRow[], input: Decisions) {
  const byLine = new Map<number, ClaimResolution>();
  if (input.items?.length) {
    for (const d of input.items) {
      if (!claimed.some((c) => c.line.id === d.lineId))
        throw badRequest(CLAIM_MSG.decisionUnknown, { items: CLAIM_MSG.decisionUnknown });
      byLine.set(d.lineId, d.decision);
    }
  } else if (input.resolution) for (const c of claimed) byLine.set(c.line.id, input.resolution);
  if (claimed.some((c) => !byLine.has(c.line.id)))
    throw badRequest(CLAIM_MSG.decisionsMissing, { items: CLAIM_MSG.decisionsMissing });
  return claimed.map((c) => ({ ...c, decision: byLine.get(c.line.id)! }));
}

/** The claim's items; a claim written without any (before items existed) names the whole order. */
async function claimedItems(db: Db, claim: repo.ClaimRow, lines: repo.OrderLine[]) {
  const found = await repo.listClaimItems(db, claim.id);
  if (found.length || !lines.length) return found;
  await repo.insertClaimItems(
    db,
    claim.id,
    lines.map((l) => ({ lineId: l.id, quantity: l.quantity })),
  );
  return repo.listClaimItems(db, claim.id);
}

type Decided = ReturnType<typeof decide>;

/** A new order at no charge for just the given items and quantities, to the same address. */
async function reprintOf(tx: Db, order: repo.OrderRow, claimId: number, items: Decided) {
  const cartId = await insertCompletedCart(tx, order);
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
      totalQuantity: items.reduce((n, i) => n + i.item.quantity, 0),
      facility: order.facility,
      reprintOfClaimId: claimId,
    },
    items.map(({ line, item }) => ({
      templateId: line.templateId,
      sku: line.sku,
      productName: line.productName,
      variantName: line.variantName,
      colorName: line.colorName,
      quantity: item.quantity,
      unitPrice: 0,
      tax: 0,
      po: line.po,
      previewKey: line.previewKey,
      printFileKey: line.printFileKey,
    })),
  );
  return reprint;
}

/**
 * Resolves an open claim item by item: a reprint of just those items and quantities (a new order
 * at no charge), a refund of their share of the order (never more than it has left), or account
 * credit of their share. The claim is settled by a conditional update first, so two staff
 * resolving it at once cannot both win and money goes back once. A refund (a provider call) runs
 * after that and before the rest is written: when it fails, the claim opens again with nothing
 * else done. Answers the outcome; the customer is mailed it.
 */
export async function resolveClaim(
  ctx: AppContext,
  staff: Staff,
  id: number,
  input: Decisions,
): Promise<Outcome> {
  const { db } = ctx;
  const actor = staffActor(staff);
  const { claim, order } = await openClaim(db, id);
  const { note } = input;
  const lines = await repo.listOrderLines(db, order.id);
  const decided = decide(await claimedItems(db, claim, lines), input);
  const units = (of: Decided) => of.map((d) => ({ lineId: d.line.id, quantity: d.item.quantity }));
  const group = (r: ClaimResolution) => decided.filter((d) => d.decision === r);
  const share = (of: Decided) => shareOf(order, lines, units(decided), units(of));
  const [toReprint, toRefund, toCredit] = [group('reprint'), group('refund'), group('credit')];

  let refundAmount = 0;
  if (toRefund.length) {
    refundAmount = Math.min(share(toRefund), order.total - (await repo.refundedSoFar(db, order.id)));
    if (refundAmount <= 0) throw conflict(CLAIM_MSG.fullyRefunded(order.id));
  }
  const resolution = CLAIM_RESOLUTIONS.filter((r) => decided.some((d) => d.decision === r)).join(', ');
  const settling = async (tx: Db) => {
    await settle(tx, claim, { status: 'RESOLVED', resolution, note, by: staff.userId });
    await repo.setDecisions(tx, claim.id, new Map(decided.map((d) => [d.item.id, d.decision])));
  };

  let refunded: number | null = null;
  if (toRefund.length) {
    await db.transaction(settling);
    let refund: RefundOutcome;
    try {
      refund = await refundOrder(
        ctx,
        {
          order,
          amount: refundAmount,
          key: `claim:${claim.id}`,
          actor,
          reason: withNote(`Claim ${claim.id}: ${claim.reason}`, note),
        },
        refundedOrders,
      );
    } catch (err) {
      await repo.reopenRefundClaim(db, claim.id).catch(() => {});
      throw err;
    }
    if (refund.status === 'failed') {
      await repo.reopenRefundClaim(db, claim.id).catch(() => {});
      throw new AppError(502, 'refund_failed', CLAIM_MSG.refundFailed('the payment provider refused it.'));
    }
    refunded = refund.amount;
  }

  return db.transaction(async (tx) => {
    if (!toRefund.length) await settling(tx);
    let reprintOrderId: number | null = null;
    if (toReprint.length) {
      const reprint = await reprintOf(tx, order, claim.id, toReprint);
      reprintOrderId = reprint.id;
      await repo.setReprintOrder(tx, claim.id, reprint.id);
      await recordOrderEvent(tx, reprint, actor, {
        kind: 'claim',
        reason: `Reprint of ${toReprint.map((d) => itemLine(d.line, d.item.quantity)).join('; ')} from order ${order.id} for claim ${claim.id}, at no charge`,
      });
    }
    let credited: number | null = null;
    if (toCredit.length) {
      credited = share(toCredit);
      await repo.insertCredit(tx, {
        companyId: claim.companyId,
        amount: credited,
        reason: withNote(`Claim ${claim.id} on order ${order.id}: ${claim.reason}`, note),
        claimId: claim.id,
        orderId: order.id,
        createdBy: staff.userId,
      });
    }
    const outcome: Outcome = {
      kind: 'resolve',
      items: decided.map((d) => ({ text: itemLine(d.line, d.item.quantity), decision: d.decision })),
      reprintOrderId,
      refunded,
      credited,
    };
    await recordOrderEvent(tx, order, actor, {
      kind: 'claim',
      reason: withNote(settledText(claim.id, outcome).replace(/\.$/, ''), note),
    });
    await ctx.jobs.enqueueAll([claimOutcomeMail(ctx, claim, outcome, note)], tx);
    return outcome;
  });
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
