import { LISTING_ANGLES, type ListingAngle, type ListingBackground, MOCKUP_MSG } from '@pressrun/domain';
import { companyGroup } from '../../providers/jobs/queue';
import type { MockupsDeps } from './deps';
import { RenderInputError } from './engine';
import { renderListings } from './engine/listing';
import { findMockupProduct } from './product';
import * as repo from './repo';
import {
  currentListings,
  LISTING_JOB,
  listingKey,
  MOCKUP_JOB,
  queueListings,
  type RenderJobInput,
} from './service';
import type { ListingImage } from './tables';

const MAX_ATTEMPTS = 2;

/**
 * The 'mockup.listings' job: one background's listing renders of a finished render, drawn from
 * its print file (so the layers are never composed twice). Each view is stored under a key made
 * of the design's cache key, its angle and the background, so the same design on the same
 * background always has the same URL; each shows as soon as it is stored, and the set is filed in
 * the design's cache entry for the next render of it. Between views it steps aside for a preview
 * render of the same company waiting in the queue, and continues in a new job after it.
 */
export function registerListingJob(deps: MockupsDeps) {
  deps.jobs.register(LISTING_JOB, async (payload, job) => {
    const id = String(payload.renderId);
    const background = String(payload.background) as ListingBackground;
    const row = await repo.findRender(deps.db, id);
    const request = row?.listingRequests.find((r) => r.background === background);
    if (!row || !request || request.status === 'done' || row.status !== 'done' || !row.printFile)
      return { skipped: true };

    const cache = await repo.findCached(deps.db, row.cacheKey);
    const cached = currentListings(row.cacheKey, cache?.listings ?? [], background);
    if (cached.length >= LISTING_ANGLES.length) {
      await repo.setListingStatus(deps.db, id, background, 'done', cached);
      return { cached: true };
    }

    await repo.setListingStatus(deps.db, id, background, 'running');
    // Views of this background a job before this one drew (it stepped aside for a preview).
    const drawn = currentListings(row.cacheKey, row.listings, background);
    try {
      const input = row.input as unknown as RenderJobInput;
      const product = input.product.listing ?? (await findMockupProduct(deps, row.sku))?.listing;
      if (!product) throw new RenderInputError(`no listing scene for ${row.sku}`);
      const file = await deps.storage.get(row.printFile.key);
      if (!file) throw new RenderInputError(`print file ${row.printFile.key} is gone`);
      const { widthPx, heightPx, dpi } = input.product.printArea;
      const images: ListingImage[] = [...drawn];
      await renderListings(
        {
          product,
          printFile: file.body,
          printInches: { width: widthPx / dpi, height: heightPx / dpi },
          background,
          size: deps.config.listingSize,
          skip: drawn.map((l) => l.angle as ListingAngle),
        },
        async (view) => {
          const key = listingKey(row.cacheKey, view.angle, background);
          await deps.storage.put(key, view.jpeg, 'image/jpeg');
          const image = { key, width: view.width, height: view.height, angle: view.angle, background };
          images.push(image);
          await repo.addListing(deps.db, id, image);
        },
        async () => (await deps.jobs.waiting(MOCKUP_JOB, companyGroup(row.companyId))) > 0,
      );
      if (images.length < LISTING_ANGLES.length) {
        await repo.setListingStatus(deps.db, id, background, 'queued');
        await queueListings(deps, row, background, 0);
        return { steppedAside: images.length };
      }
      // The drawing order (Front first), whichever job drew which view.
      images.sort(
        (x, y) =>
          LISTING_ANGLES.indexOf(x.angle as ListingAngle) - LISTING_ANGLES.indexOf(y.angle as ListingAngle),
      );
      await repo.saveCachedListings(deps.db, row.cacheKey, images);
      await repo.setListingStatus(deps.db, id, background, 'done', images);
      return { listings: images.length };
    } catch (err) {
      const detail = err instanceof Error ? err.message : String(err);
      const final = err instanceof RenderInputError || job.attempts >= MAX_ATTEMPTS;
      await repo.setListingStatus(deps.db, id, background, final ? 'failed' : 'queued');
      if (final) return { failed: detail, message: MOCKUP_MSG.listingsFailed };
      throw err;
    }
  });
}
