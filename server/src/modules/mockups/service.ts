import crypto from 'node:crypto';
import {
  LAYER_MSG,
  type Layer,
  LISTING_ANGLES,
  LISTING_VIEW_NAMES,
  type ListingAngle,
  type ListingBackground,
  type ListingStatus,
  MOCKUP_MAX_WAITING_PER_COMPANY,
  MOCKUP_MSG,
  type MockupAngle,
  type MockupListing,
  type MockupRequest,
  type MockupStatus,
  type MockupView,
  MSG,
  maxLayerSide,
  normaliseBackground,
} from '@pressrun/domain';
import { AppError, badRequest, conflict, notFound, tooMany } from '../../lib/errors';
import { companyGroup } from '../../providers/jobs/queue';
import { mediaUrl } from '../../providers/storage';
import { resolveArtworkSources } from '../files';
import { renderCacheKey } from './cache-key';
import type { MockupsDeps } from './deps';
import { findMockupProduct, type MockupProduct } from './product';
import type { RenderRow } from './repo';
import * as repo from './repo';
import type { ListingImage, ListingRequestState, RenderedImage } from './tables';

export type { MockupProduct } from './product';
export { findMockupProduct, setProductLookup } from './product';

export const MOCKUP_JOB = 'mockup.render';
/** Draws one background's listing renders of a finished render (after its previews and print file). */
export const LISTING_JOB = 'mockup.listings';

/** What the job needs, stored with the render so the job never re-reads the request. */
export interface RenderJobInput {
  layers: Layer[];
  /** Storage key of each image layer's artwork, by layer source. */
  artworkKeys: Record<string, string>;
  product: MockupProduct;
}

/**
 * Holds every layer to the product's print area (at most LAYER_MAX_SCALE times its longer side):
 * the renderer works at the print area's resolution, and a box far larger is a mistake.
 */
export function checkLayerSizes(layers: Layer[], area: { widthPx: number; heightPx: number }) {
  const max = maxLayerSide(area);
  const fields: Record<string, string> = {};
  const message = LAYER_MSG.tooLargeForProduct(max);
  layers.forEach((l, i) => {
    if (l.width > max) fields[`layers.${i}.width`] = message;
    if (l.height > max) fields[`layers.${i}.height`] = message;
  });
  if (Object.keys(fields).length) throw badRequest(message, fields);
}

/**
 * Rendered images as the API shows them (mockups and templates alike): storage keys become media
 * URLs, and a print file stored without its DPI is 300 dpi (the print standard).
 */
export function renderedImagesView(previews: RenderedImage[], printFile: RenderedImage | null | undefined) {
  return {
    previews: previews.map((p) => ({
      angle: (p.angle ?? 0) as MockupAngle,
      url: mediaUrl(p.key),
      width: p.width,
      height: p.height,
    })),
    printFile: printFile
      ? {
          url: mediaUrl(printFile.key),
          width: printFile.width,
          height: printFile.height,
          dpi: printFile.dpi ?? 300,
        }
      : null,
  };
}

/** Listing renders as the API shows them: media URLs, the views' shopper names, their background. */
export function listingsView(listings: ListingImage[]): MockupListing[] {
  return listings.map((l) => ({
    angle: l.angle as ListingAngle,
    name: LISTING_VIEW_NAMES[l.angle as ListingAngle] ?? 'Front',
    url: mediaUrl(l.key),
    width: l.width,
    height: l.height,
    background: l.background as ListingBackground,
  }));
}

/** One status for all the backgrounds asked for: still working, else failed if one failed, else done. */
export function listingStatusOf(requests: ListingRequestState[]): ListingStatus {
  if (requests.some((r) => r.status === 'running')) return 'running';
  if (requests.some((r) => r.status === 'queued')) return 'queued';
  if (requests.some((r) => r.status === 'failed')) return 'failed';
  return 'done';
}

export function toMockupView(row: RenderRow): MockupView {
  const requests = row.listingRequests;
  return {
    id: row.id,
    sku: row.sku,
    status: row.status as MockupStatus,
    progress: row.progress,
    cached: row.cached,
    ...renderedImagesView(row.previews, row.printFile),
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    background: (requests[0]?.background ?? 'white') as ListingBackground,
    listings: listingsView(row.listings),
    listingStatus: listingStatusOf(requests),
    listingBackgrounds: requests.map((r) => ({
      background: r.background as ListingBackground,
      status: r.status,
    })),
  };
}

/**
 * Storage key of a listing render: the design's cache key, the view and the background, so it
 * never changes. Named by the view ('listing-front-white.jpg'), not the angle: the 0° photo once
 * showed a mug turned to its handle, and a store or browser holding that URL keeps its image.
 */
export const listingKey = (cacheKey: string, angle: ListingAngle, background: string) =>
  `mockups/${cacheKey}/listing-${LISTING_VIEW_NAMES[angle].toLowerCase()}-${background.replace('#', '')}.jpg`;

/**
 * A design's listing renders on one background, of the views drawn today: a render from before a
 * view was added or re-posed (its key is another) does not count, so it is drawn again.
 */
export const currentListings = (cacheKey: string, listings: ListingImage[], background: string) =>
  listings.filter(
    (l) =>
      l.background === background &&
      l.angle in LISTING_VIEW_NAMES &&
      l.key === listingKey(cacheKey, l.angle as ListingAngle, background),
  );

/** A design's listing renders on a background already in the cache (every view), else null. */
function cachedListings(cache: { cacheKey: string; listings: ListingImage[] } | null, background: string) {
  const found = cache ? currentListings(cache.cacheKey, cache.listings, background) : [];
  return found.length >= LISTING_ANGLES.length ? found : null;
}

/**
 * Listing renders start this long after they are asked for. They take seconds where a preview
 * takes a fraction of one, and the worker draws one job at a time: a user still editing gets the
 * next preview first (and a listing job steps aside between views when a preview is waiting).
 */
export const LISTING_DELAY_MS = 2_000;

/** Queues the job drawing a background's listing renders of a render (its company's job group). */
export const queueListings = (
  deps: MockupsDeps,
  row: { id: string; companyId: number },
  background: string,
  delayMs = LISTING_DELAY_MS,
) =>
  deps.jobs.enqueue(
    LISTING_JOB,
    { renderId: row.id, background },
    { maxAttempts: 2, group: companyGroup(row.companyId), delayMs },
  );

/**
 * Asks for a background's listing renders on a render the caller's company owns (another
 * company's, or an unknown id, is 404): answered from the design's cache when it holds them,
 * else drawn by a 'mockup.listings' job once the render's previews are done. `fresh` says
 * whether anything was left to draw. A company with MOCKUP_MAX_WAITING_PER_COMPANY listing jobs
 * waiting gets a 429 for a new background.
 */
export async function requestListings(
  deps: MockupsDeps,
  companyId: number,
  id: string,
  background: string | undefined,
): Promise<{ view: MockupView; fresh: boolean }> {
  const bg = normaliseBackground(background);
  const row = await repo.findCompanyRender(deps.db, companyId, id);
  if (!row) throw notFound(MOCKUP_MSG.notFound);
  if (row.status === 'failed') throw conflict(MOCKUP_MSG.notRendered);
  // Each new background is seconds of drawing: the same cap as renders on what may wait.
  const asked = row.listingRequests.some((r) => r.background === bg && r.status !== 'failed');
  if (
    !asked &&
    (await deps.jobs.waiting(LISTING_JOB, companyGroup(companyId))) >= MOCKUP_MAX_WAITING_PER_COMPANY
  )
    throw tooMany(MOCKUP_MSG.tooManyWaiting);
  return addListingRequest(deps, row, bg);
}

async function addListingRequest(deps: MockupsDeps, row: RenderRow, bg: ListingBackground) {
  const asked = await repo.requestListing(deps.db, row.id, bg);
  if (!asked) throw notFound(MOCKUP_MSG.notFound);
  if (!asked.queued) {
    const state = asked.row.listingRequests.find((r) => r.background === bg)?.status;
    return { view: toMockupView(asked.row), fresh: state !== 'done' };
  }
  if (asked.row.status === 'failed') {
    await repo.setListingStatus(deps.db, row.id, bg, 'failed');
    throw conflict(MOCKUP_MSG.notRendered);
  }
  if (asked.row.status !== 'done') return { view: toMockupView(asked.row), fresh: true };
  const cached = cachedListings(await repo.findCached(deps.db, asked.row.cacheKey), bg);
  if (cached) {
    const done = await repo.setListingStatus(deps.db, row.id, bg, 'done', cached);
    return { view: toMockupView(done ?? asked.row), fresh: false };
  }
  await queueListings(deps, asked.row, bg);
  return { view: toMockupView(asked.row), fresh: true };
}

/**
 * Starts rendering a design for a product (POST /api/mockups). A design rendered before (by
 * anyone) is answered from the cache at once; the same design already rendering for the company
 * is joined; anything else is queued as a 'mockup.render' job.
 */
export async function requestMockup(
  deps: MockupsDeps,
  companyId: number,
  input: MockupRequest,
): Promise<{ view: MockupView; fresh: boolean }> {
  const product = await findMockupProduct(deps, input.sku);
  if (!product) throw notFound(MSG.productNotFound);
  if (!product.geometry || !product.views.length) throw new AppError(422, 'no_mockup', MOCKUP_MSG.noMockup);

  const layers = input.layers;
  const background = normaliseBackground(input.background);
  checkLayerSizes(layers, product.printArea);
  const imageSources = layers.filter((l) => l.type === 'image').map((l) => l.source);
  const artwork = await resolveArtworkSources(deps, companyId, imageSources);
  const fields: Record<string, string> = {};
  layers.forEach((l, i) => {
    if (l.type === 'image' && !artwork.has(l.source))
      fields[`layers.${i}.source`] = MOCKUP_MSG.artworkMissing;
  });
  if (Object.keys(fields).length) throw badRequest(MOCKUP_MSG.artworkMissing, fields);

  const hashes = new Map([...artwork].map(([source, row]) => [source, row.sha256]));
  const cacheKey = renderCacheKey(layers, product, hashes);
  const base = { id: crypto.randomBytes(16).toString('base64url'), companyId, sku: product.sku, cacheKey };
  const jobInput: RenderJobInput = {
    layers,
    artworkKeys: Object.fromEntries([...artwork].map(([source, row]) => [source, row.storageKey])),
    product,
  };

  const cached = await repo.findCached(deps.db, cacheKey);
  if (cached) {
    const listings = cachedListings(cached, background);
    const row = await repo.insertRender(deps.db, {
      ...base,
      status: 'done',
      progress: 100,
      cached: true,
      previews: cached.previews,
      printFile: cached.printFile,
      input: jobInput as unknown as Record<string, unknown>,
      listings: listings ?? [],
      listingRequests: [{ background, status: listings ? 'done' : 'queued' }],
    });
    if (!listings) await queueListings(deps, row, background);
    return { view: toMockupView(row), fresh: false };
  }
  const running = await repo.findInFlight(deps.db, companyId, cacheKey);
  if (running) return { view: (await addListingRequest(deps, running, background)).view, fresh: true };

  const group = companyGroup(companyId);
  // Checked before the insert, so two requests at the same instant may both pass: the cap is a
  // guard against flooding the queue, not an exact quota.
  if ((await deps.jobs.waiting(MOCKUP_JOB, group)) >= MOCKUP_MAX_WAITING_PER_COMPANY)
    throw tooMany(MOCKUP_MSG.tooManyWaiting);
  const row = await repo.insertRender(deps.db, {
    ...base,
    input: jobInput as unknown as Record<string, unknown>,
    listingRequests: [{ background, status: 'queued' }],
  });
  // Rendering fails only for reasons a retry will not fix, or a crash: two tries are enough.
  await deps.jobs.enqueue(MOCKUP_JOB, { renderId: row.id }, { maxAttempts: 2, group });
  return { view: toMockupView(row), fresh: true };
}

export async function getMockup(deps: MockupsDeps, companyId: number, id: string) {
  const row = await repo.findCompanyRender(deps.db, companyId, id);
  if (!row) throw notFound(MOCKUP_MSG.notFound);
  return toMockupView(row);
}

/** What a render produced, for the templates module (its images are storage keys, never URLs). */
export type RenderOutcome =
  | { state: 'unknown' }
  | { state: 'pending' }
  | { state: 'failed'; error: string | null }
  | {
      state: 'done';
      previewKey: string;
      mockups: RenderedImage[];
      printFile: RenderedImage | null;
      /** Listing renders finished so far (more may follow: see the mockup's listingStatus). */
      listings: ListingImage[];
    };

export async function renderOutcome(
  deps: Pick<MockupsDeps, 'db'>,
  companyId: number,
  id: string,
): Promise<RenderOutcome> {
  const row = await repo.findCompanyRender(deps.db, companyId, id);
  if (!row) return { state: 'unknown' };
  if (row.status === 'failed') return { state: 'failed', error: row.error };
  if (row.status !== 'done') return { state: 'pending' };
  const front = row.previews.find((p) => p.angle === 0) ?? row.previews[0];
  if (!front) return { state: 'failed', error: MOCKUP_MSG.failed };
  return {
    state: 'done',
    previewKey: front.key,
    mockups: row.previews,
    printFile: row.printFile ?? null,
    listings: row.listings,
  };
}
