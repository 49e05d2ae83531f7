import crypto from 'node:crypto';
import { TEMPLATE_MSG } from '@pressrun/domain';
import sharp from 'sharp';
import type { AppContext } from '../../context';
import { AppError, badRequest, notFound } from '../../lib/errors';
import * as repo from './repo';

/** A preview is a small picture for a card: at most this many pixels on a side, and bytes. */
export const FLAT_PREVIEW_MAX_SIDE = 1600;
export const FLAT_PREVIEW_MAX_BYTES = 5 * 1024 * 1024;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Where the catalogue has no mockup for a product the user still goes on (spec part 1 §4), and a
 * template still needs a preview: the builder sends a flat picture of the design instead. It
 * replaces any render the template had.
 */
export async function setFlatPreview(ctx: AppContext, companyId: number, id: number, bytes: Buffer) {
  const row = await repo.findOne(ctx.db, companyId, id);
  if (!row) throw notFound(TEMPLATE_MSG.missing);
  if (bytes.length < 8 || !bytes.subarray(0, 8).equals(PNG)) throw badRequest(TEMPLATE_MSG.previewNotPng);
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) throw badRequest(TEMPLATE_MSG.previewNotPng);
  if (meta.width > FLAT_PREVIEW_MAX_SIDE || meta.height > FLAT_PREVIEW_MAX_SIDE)
    throw new AppError(413, 'too_large', TEMPLATE_MSG.previewTooLarge);
  const key = `templates/${companyId}/${id}-${crypto.randomBytes(9).toString('base64url')}.png`;
  await ctx.storage.put(key, bytes, 'image/png');
  const updated = await repo.update(ctx.db, companyId, id, {
    mockupId: null,
    previewKey: key,
    mockups: [],
    printFile: null,
  });
  // The old flat preview is ours alone (render images belong to the mockup cache).
  if (row.previewKey?.startsWith('templates/')) await ctx.storage.delete(row.previewKey).catch(() => {});
  return updated!;
}
