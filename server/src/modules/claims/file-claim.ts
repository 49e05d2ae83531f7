import { claimWindowClosed, FULFIL_MSG, ORDER_MSG } from '@pressrun/domain';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Buyer } from '../../lib/session';
import { privateKey } from '../../providers/storage';
import { type Actor, recordOrderEvent } from '../orders';
import type { ClaimedItem, ClaimForm } from './form';
import { itemLine } from './items-text';
import { claimReceivedMail, supportClaimMail } from './mails';
import { CLAIM_MSG } from './messages';
import * as repo from './repo';

/** Whether an error is PostgreSQL's unique violation (here: a second open claim on one order). */
function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23505') return true;
  return false;
}

/**
 * The claimed items checked against the order's lines: each a line of this order, once, with 1 to
 * the units not yet settled by an earlier claim. Left out, every unit not yet settled (the whole
 * order the first time).
 */
function checkItems(lines: repo.OrderLine[], settled: Map<number, number>, items: ClaimedItem[] | undefined) {
  const left = (line: repo.OrderLine) => line.quantity - (settled.get(line.id) ?? 0);
  if (!items) {
    const open = lines.filter((l) => left(l) > 0).map((l) => ({ lineId: l.id, quantity: left(l) }));
    if (!open.length) throw conflict(CLAIM_MSG.allSettled);
    return open;
  }
  const seen = new Set<number>();
  for (const item of items) {
    const line = lines.find((l) => l.id === item.lineId);
    if (!line) throw badRequest(CLAIM_MSG.itemUnknown, { items: CLAIM_MSG.itemUnknown });
    if (seen.has(line.id)) throw badRequest(CLAIM_MSG.itemTwice, { items: CLAIM_MSG.itemTwice });
    seen.add(line.id);
    const message =
      item.quantity > line.quantity
        ? CLAIM_MSG.itemTooMany(line.quantity, line.productName)
        : item.quantity > left(line)
          ? CLAIM_MSG.itemAlreadySettled(left(line), line.productName)
          : null;
    if (message) throw badRequest(message, { items: message });
  }
  return items;
}

/**
 * Files a claim about one of the company's shipped orders: within the refund policy's window and
 * with no other claim open on it, naming some of its items. The photos are stored privately; the claim, its timeline entry and
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
  const [lines, settled] = await Promise.all([
    repo.listOrderLines(db, order.id),
    repo.settledUnits(db, order.id),
  ]);
  const items = checkItems(lines, settled, form.items);
  const named = items.map((i) => itemLine(lines.find((l) => l.id === i.lineId)!, i.quantity));

  const [filedBy, companyName] = await Promise.all([
    repo.userName(db, who.userId),
    repo.companyName(db, who.companyId),
  ]);
  const actor: Actor = { kind: 'customer', id: who.userId, name: filedBy };
  const photoKeys = form.photos.map((p) => privateKey('claims', who.companyId, `.${p.ext}`));
  const dropPhotos = () => Promise.all(photoKeys.map((k) => ctx.storage.delete(k).catch(() => {})));
  try {
    await Promise.all(form.photos.map((p, i) => ctx.storage.put(photoKeys[i]!, p.bytes, p.contentType)));
  } catch (err) {
    await dropPhotos();
    throw err;
  }
  try {
    return await db.transaction(async (tx) => {
      const claim = await repo.insertClaim(tx, {
        companyId: who.companyId,
        orderId: order.id,
        userId: who.userId,
        reason: form.reason,
        remarks: form.remarks,
        email: form.email,
        photoKey: photoKeys[0]!,
        morePhotoKeys: photoKeys.slice(1),
        status: 'UNRESOLVED',
      });
      await repo.insertClaimItems(tx, claim.id, items);
      await recordOrderEvent(tx, order, actor, {
        kind: 'claim',
        reason: `Claim ${claim.id} filed: ${claim.reason}`,
      });
      await ctx.jobs.enqueueAll(
        [
          supportClaimMail(ctx, claim, { po: order.po, companyName, filedBy, items: named }),
          claimReceivedMail(ctx, claim, order.po, named),
        ],
        tx,
      );
      return { claim: { id: claim.id, status: claim.status }, message: FULFIL_MSG.claimThanks(claim.email) };
    });
  } catch (err) {
    await dropPhotos();
    // Two claims filed at once: the unique index on open claims lets one through.
    if (isUniqueViolation(err)) throw conflict(FULFIL_MSG.claimOpen);
    throw err;
  }
}
