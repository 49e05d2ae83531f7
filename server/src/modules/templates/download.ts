import { LISTING_VIEW_NAMES, type ListingAngle, TEMPLATE_MSG } from '@pressrun/domain';
import { type Zippable, zipSync } from 'fflate';
import { notFound } from '../../lib/errors';
import type { TemplatesDeps } from './deps';
import { readImage } from './links';
import { backgroundSuffix, templateListings } from './listings';
import * as repo from './repo';

export const NOTHING_TO_DOWNLOAD = 'This template has no files to download yet.';

const EXT: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** 'My Mug Design!' → 'My-Mug-Design' (a file name that every system accepts). */
const safeName = (name: string) =>
  name
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

/** 'listing-front.jpg' base for white, 'listing-left-studio-grey', 'listing-right-f4e9d8' for others. */
const listingBase = (angle: number, background: string) =>
  `listing-${(LISTING_VIEW_NAMES[angle as ListingAngle] ?? `${angle}`).toLowerCase()}${backgroundSuffix(background)}`;

/**
 * The template's print file, its mockups (0°, 90°, 270°) and its listing renders (Front, Angled,
 * Right and Left at 2000 px, for every background drawn so far) in one zip. Images are stored, not
 * deflated: PNG and JPEG are compressed already, and this keeps the request cheap.
 */
export async function templateZip(ctx: TemplatesDeps, companyId: number, id: number) {
  const row = await repo.findOne(ctx.db, companyId, id);
  if (!row) throw notFound(TEMPLATE_MSG.missing);
  const wanted = [
    ...(row.printFile ? [{ key: row.printFile.key, base: 'print-file' }] : []),
    ...row.mockups.map((m) => ({ key: m.key, base: `mockup-${m.angle ?? 0}` })),
    ...(await templateListings(ctx, companyId, row.mockupId)).map((l) => ({
      key: l.key,
      base: listingBase(l.angle, l.background),
    })),
  ];
  // A product without a mockup has only the flat preview of the design.
  if (!wanted.length && row.previewKey) wanted.push({ key: row.previewKey, base: 'preview' });
  const files: Zippable = {};
  for (const w of wanted) {
    const obj = await readImage(ctx, w.key);
    if (!obj) continue;
    files[`${w.base}.${EXT[obj.contentType] ?? 'png'}`] = [new Uint8Array(obj.body), { level: 0 }];
  }
  if (!Object.keys(files).length) throw notFound(NOTHING_TO_DOWNLOAD);
  const bytes = Buffer.from(zipSync(files, { mtime: row.updatedAt }));
  const fileName = `${safeName(row.name ?? '') || `template-${row.id}`}.zip`;
  return { fileName, bytes };
}
