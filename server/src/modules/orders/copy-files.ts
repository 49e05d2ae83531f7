import crypto from 'node:crypto';
import type { AppContext } from '../../context';
import { companyGroup, type NewJob } from '../../providers/jobs/queue';
import * as repo from './repo';

export const COPY_FILES_JOB = 'orders.copy-files';

/**
 * An order's lines are placed pointing at their template's preview and print file, which the
 * customer may later edit or delete (and the mockup cleanup then removes). This job, queued in the
 * order's own transaction, gives each line copies of its own: the print file under `orders/`
 * (private: served only to the company and to staff), the preview under `order-previews/` (public
 * like the template preview it copies, so order pages and the public API can show it by URL).
 */
export const copyFilesJob = (order: { id: number; companyId: number }): NewJob => ({
  type: COPY_FILES_JOB,
  payload: { orderId: order.id },
  maxAttempts: 8,
  group: companyGroup(order.companyId),
});

export function registerCopyFiles(ctx: AppContext) {
  ctx.jobs.register(COPY_FILES_JOB, async (payload) => copyOrderFiles(ctx, Number(payload.orderId)));
}

/** Copies every line's files that are not yet the order's own; safe to run again. */
export async function copyOrderFiles(ctx: AppContext, orderId: number) {
  for (const item of await repo.listOrderItems(ctx.db, orderId)) {
    const previewKey = await ownCopy(ctx, orderId, item.id, item.previewKey, 'preview');
    const printFileKey = await ownCopy(ctx, orderId, item.id, item.printFileKey, 'print-file');
    if (previewKey !== item.previewKey || printFileKey !== item.printFileKey)
      await repo.setItemFiles(ctx.db, item, { previewKey, printFileKey });
  }
}

/** Where order-line previews are copied to: a public folder of the storage port. */
export const ORDER_PREVIEWS = 'order-previews';

/**
 * The copy's key. It carries a hash of the original's key (itself unguessable) with the order and
 * line ids, never only the ids, which would be easy to guess; and a retried job writes the same key
 * again instead of leaving a second copy behind.
 */
export function orderFileKey(
  orderId: number,
  itemId: number,
  source: string,
  name: 'preview' | 'print-file',
) {
  const hash = crypto
    .createHash('sha256')
    .update(`${source}\n${orderId}\n${itemId}`)
    .digest('hex')
    .slice(0, 32);
  const ext = /\.([A-Za-z0-9]{1,5})$/.exec(source.split('/').pop()!)?.[1] ?? 'bin';
  return name === 'preview'
    ? `${ORDER_PREVIEWS}/${hash}/preview.${ext}`
    : `orders/${orderId}/${itemId}-${hash}/${name}.${ext}`;
}

/** Whether a line's file is already an order's own copy (a reprint shares its order's preview). */
const isOrderCopy = (orderId: number, key: string) =>
  key.startsWith(`orders/${orderId}/`) || key.startsWith(`${ORDER_PREVIEWS}/`);

/**
 * The key a line's preview has once this job ran: the order's own copy, public like its source. A
 * mail written as the order is placed points at it, so its picture outlives the template's preview
 * (which the customer may edit or delete), though the copy is made a moment after the mail is queued.
 */
export function orderPreviewKey(orderId: number, itemId: number, previewKey: string) {
  return isOrderCopy(orderId, previewKey) ? previewKey : orderFileKey(orderId, itemId, previewKey, 'preview');
}

async function ownCopy(
  ctx: AppContext,
  orderId: number,
  itemId: number,
  key: string | null,
  name: 'preview' | 'print-file',
) {
  if (!key || isOrderCopy(orderId, key)) return key;
  const copy = orderFileKey(orderId, itemId, key, name);
  // Gone before the copy was made: nothing to copy, and nothing a retry could find later.
  return (await ctx.storage.copy(key, copy)) ? copy : key;
}
