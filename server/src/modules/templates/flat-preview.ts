import crypto from 'node:crypto';
import { TEMPLATE_MSG } from '@pressrun/domain';
import sharp from 'sharp';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { sniffImageType } from '../../lib/image-type';
import type { TemplatesDeps } from './deps';
import * as repo from './repo';

/** A preview is a small picture for a card: at most this many pixels on a side, and bytes. */
export const FLAT_PREVIEW_MAX_SIDE = 1600;
export const FLAT_PREVIEW_MAX_BYTES = 5 * 1024 * 1024;
/** Storage folder of flat previews (render images live under mockups/). */
export const FLAT_PREVIEW_FOLDER = 'templates';

/**
 * Where the catalogue has no mockup for a product the user still goes on without one, and a
 * template still needs a preview: the builder sends a flat picture of the design instead. It
 * replaces any render the template had.
 */
export async function setFlatPreview(ctx: TemplatesDeps, companyId: number, id: number, bytes: Buffer) {
  const row = await repo.findOne(ctx.db, companyId, id);
  if (!row) throw notFound(TEMPLATE_MSG.missing);
  if (sniffImageType(bytes) !== 'image/png') throw badRequest(TEMPLATE_MSG.previewNotPng);
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) throw badRequest(TEMPLATE_MSG.previewNotPng);
  if (meta.width > FLAT_PREVIEW_MAX_SIDE || meta.height > FLAT_PREVIEW_MAX_SIDE)
    throw new AppError(413, 'too_large', TEMPLATE_MSG.previewTooLarge);
  const key = `${FLAT_PREVIEW_FOLDER}/${companyId}/${id}-${crypto.randomBytes(9).toString('base64url')}.png`;
  await ctx.storage.put(key, bytes, 'image/png');
  const updated = await repo.update(ctx.db, companyId, id, {
    mockupId: null,
    previewKey: key,
    mockups: [],
    printFile: null,
  });
  await deleteFlatPreview(ctx, row.previewKey);
  return updated!;
}

/**
 * Deletes a template's flat preview: it belongs to that template alone, unlike render images, which
 * are content-addressed and shared through the mockup cache (other templates may show them).
 */
export async function deleteFlatPreview(ctx: TemplatesDeps, key: string | null) {
  if (key?.startsWith(`${FLAT_PREVIEW_FOLDER}/`)) await ctx.storage.delete(key).catch(() => {});
}
