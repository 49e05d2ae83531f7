import { claimWindowClosed, FULFIL_MSG, ORDER_MSG } from '@pressrun/domain';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../lib/errors';
import type { Buyer } from '../../lib/session';
import { privateKey } from '../../providers/storage';
import { type Actor, recordOrderEvent } from '../orders';
import type { ClaimForm } from './form';
import { claimReceivedMail, supportClaimMail } from './mails';
import * as repo from './repo';

/** Whether an error is PostgreSQL's unique violation (here: a second open claim on one order). */
function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23505') return true;
  return false;
}

/**
 * Files a claim about one of the company's shipped orders: within the refund policy's window and
 * with no other claim open on it. The photo is stored privately; the claim, its timeline entry and
 * the two mails (support, and the customer's receipt) are written together.
 */
export async function fileClaim(ctx: AppContext, who: Buyer, form: ClaimForm) {
  const { db } = ctx;
  const order = await repo.findOrderRow(db, form.orderId, who.companyId);
  if (!order) throw notFound(ORDER_MSG.notFound);
  if (order.status !== 'OrderShipped') throw conflict(FULFIL_MSG.claimNotShipped);
  if (await repo.hasOpenClaim(db, order.id)) throw conflict(FULFIL_MSG.claimOpen);
  const now = new Date(ctx.now());
  const closed = claimWindowClosed(
    // A shipped order always has its shipping time; were it missing, the window counts from now.
    { shippedAt: order.shippedAt ?? now, deliveredAt: order.deliveredAt, method: order.method },
    form.reason,
    now,
  );
  if (closed) throw conflict(FULFIL_MSG.claimLate(closed));

  const [filedBy, companyName] = await Promise.all([
    repo.userName(db, who.userId),
    repo.companyName(db, who.companyId),
  ]);
  const actor: Actor = { kind: 'customer', id: who.userId, name: filedBy };
  const photoKey = privateKey('claims', who.companyId, `.${form.photo.ext}`);
  await ctx.storage.put(photoKey, form.photo.bytes, form.photo.contentType);
  try {
    return await db.transaction(async (tx) => {
      const claim = await repo.insertClaim(tx, {
        companyId: who.companyId,
        orderId: order.id,
        userId: who.userId,
        reason: form.reason,
        remarks: form.remarks,
        email: form.email,
        photoKey,
        status: 'UNRESOLVED',
      });
      await recordOrderEvent(tx, order, actor, {
        kind: 'claim',
        reason: `Claim ${claim.id} filed: ${claim.reason}`,
      });
      await ctx.jobs.enqueueAll(
        [
          supportClaimMail(ctx, claim, { po: order.po, companyName, filedBy }),
          claimReceivedMail(ctx, claim, order.po),
        ],
        tx,
      );
      return { claim: { id: claim.id, status: claim.status }, message: FULFIL_MSG.claimThanks(claim.email) };
    });
  } catch (err) {
    await ctx.storage.delete(photoKey).catch(() => {});
    // Two claims filed at once: the unique index on open claims lets one through.
    if (isUniqueViolation(err)) throw conflict(FULFIL_MSG.claimOpen);
    throw err;
  }
}
