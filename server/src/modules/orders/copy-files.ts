import crypto from 'node:crypto';
import type { AppContext } from '../../context';
import { companyGroup, type NewJob } from '../../providers/jobs/queue';
import * as repo from './repo';

export const COPY_FILES_JOB = 'orders.copy-files';

/**
 * An order's lines are placed pointing at their template's preview and print file, which the
 * customer may later edit or delete (and the mockup cleanup then removes). This job, queued in the
 * order's own transaction, gives each line copies of its own under `orders/{orderId}/`.
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

/**
 * The copy's key. /media serves any key it is given, so the key carries a hash of the original's
 * (itself unguessable) rather than only the order and line ids, which would be easy to guess; and a
 * retried job writes the same key again instead of leaving a second copy behind.
 */
export function orderFileKey(orderId: number, itemId: number, source: string, name: string) {
  const hash = crypto.createHash('sha256').update(`${source}\n${orderId}\n${itemId}`).digest('hex');
  const ext = /\.([A-Za-z0-9]{1,5})$/.exec(source.split('/').pop()!)?.[1] ?? 'bin';
  return `orders/${orderId}/${itemId}-${hash.slice(0, 32)}/${name}.${ext}`;
}

async function ownCopy(ctx: AppContext, orderId: number, itemId: number, key: string | null, name: string) {
  if (!key || key.startsWith(`orders/${orderId}/`)) return key;
  const obj = await ctx.storage.get(key);
  // Gone before the copy was made: nothing to copy, and nothing a retry could find later.
  if (!obj) return key;
  const copy = orderFileKey(orderId, itemId, key, name);
  await ctx.storage.put(copy, obj.body, obj.contentType);
  return copy;
}
