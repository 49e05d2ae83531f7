import { FILES_MSG } from '@pressrun/domain';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { resolveArtworkSources } from '../files';

/**
 * The file id of each item's artwork URL: URLs name the company's own files; anything else is a
 * clear 400 naming the item.
 */
export async function artworkFileIds(
  ctx: AppContext,
  companyId: number,
  body: { items: Array<{ artwork_url?: string }> },
) {
  const urls = body.items.flatMap((i) => (i.artwork_url ? [i.artwork_url] : []));
  const found = await resolveArtworkSources(ctx, companyId, urls);
  body.items.forEach((i, n) => {
    if (i.artwork_url && !found.has(i.artwork_url))
      throw badRequest(`Item ${n + 1}: ${FILES_MSG.notFound}`, {
        [`items.${n}.artwork_url`]: FILES_MSG.notFound,
      });
  });
  return (url: string) => found.get(url)!.id;
}
