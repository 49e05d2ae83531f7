import { MOCKUP_MSG } from '@pressrun/domain';
import type { MockupsDeps } from './deps';
import { type RenderInput, RenderInputError, renderDesign } from './engine';
import { registerListingJob } from './listing-job';
import { loadProductImage } from './product';
import type { RenderRow } from './repo';
import * as repo from './repo';
import { MOCKUP_JOB, queueListings, type RenderJobInput } from './service';
import type { RenderedImage } from './tables';

const MAX_ATTEMPTS = 2;

/** Storage keys of a render's images: content-addressed by the cache key, so they never change. */
const previewKey = (cacheKey: string, angle: number) => `mockups/${cacheKey}/preview-${angle}.png`;
const printFileKey = (cacheKey: string) => `mockups/${cacheKey}/print-file.png`;

/** Loads the bytes a render needs; anything missing is the user's input, not a crash. */
async function loadInput(deps: MockupsDeps, input: RenderJobInput): Promise<RenderInput> {
  const artwork = new Map<string, Buffer>();
  for (const [source, key] of Object.entries(input.artworkKeys)) {
    const obj = await deps.storage.get(key);
    if (!obj) throw new RenderInputError(`artwork ${key} is gone`);
    artwork.set(source, obj.body);
  }
  const { product } = input;
  const views = [];
  for (const view of product.views) {
    const blank = await loadProductImage(deps, view.image);
    if (!blank) throw new RenderInputError(`product image ${view.image} is missing`);
    views.push({ angle: view.angle, blank, centerU: view.centerU, matrix: view.matrix });
  }
  return {
    layers: input.layers,
    printArea: product.printArea,
    shape: product.shape,
    geometry: product.geometry!,
    views,
    artwork,
  };
}

/**
 * Once a render is done (its status set in the same statement that read `row`), its listing
 * renders start: each background asked for so far is taken from the cache or queued as a
 * 'mockup.listings' job. Backgrounds asked for after that statement are queued by the request.
 */
async function startListings(deps: MockupsDeps, row: RenderRow | null) {
  if (!row) return;
  const cache = await repo.findCached(deps.db, row.cacheKey);
  for (const request of row.listingRequests) {
    if (request.status !== 'queued') continue;
    const cached = (cache?.listings ?? []).filter((l) => l.background === request.background);
    if (cached.length >= 3) await repo.setListingStatus(deps.db, row.id, request.background, 'done', cached);
    else await queueListings(deps, row, request.background);
  }
}

/**
 * The 'mockup.render' job: draws the previews one by one (each is stored and shown as it
 * arrives), then the print file, then files the result in the cache, and starts the listing
 * renders. A failure the user can fix shows the 'Error Code 500' text at once; a crash is
 * retried once before it does.
 */
export function registerMockupJob(deps: MockupsDeps) {
  registerListingJob(deps);
  deps.jobs.register(MOCKUP_JOB, async (payload, job) => {
    const row = await repo.findRender(deps.db, String(payload.renderId));
    if (!row || row.status === 'done' || row.status === 'failed') return { skipped: true };

    const cached = await repo.findCached(deps.db, row.cacheKey);
    if (cached) {
      const done = await repo.updateRender(deps.db, row.id, {
        status: 'done',
        progress: 100,
        cached: true,
        previews: cached.previews,
        printFile: cached.printFile,
      });
      await startListings(deps, done);
      return { cached: true };
    }

    await repo.updateRender(deps.db, row.id, { status: 'running', progress: 5, previews: [], error: null });
    const input = row.input as unknown as RenderJobInput;
    const total = input.product.views.length;
    let done = 0;
    const previews: RenderedImage[] = [];
    try {
      const render = await loadInput(deps, input);
      await repo.updateRender(deps.db, row.id, { progress: 15 });
      const result = await renderDesign(render, {
        onPreview: async (angle, preview) => {
          const key = previewKey(row.cacheKey, angle);
          await deps.storage.put(key, preview.png, 'image/png');
          const image = { key, width: preview.width, height: preview.height, angle };
          previews.push(image);
          done += 1;
          await repo.addPreview(deps.db, row.id, image, Math.round(15 + (75 * done) / Math.max(1, total)));
        },
      });
      const key = printFileKey(row.cacheKey);
      await deps.storage.put(key, result.printFile.png, 'image/png');
      const printFile = {
        key,
        width: result.printFile.width,
        height: result.printFile.height,
        dpi: result.printFile.dpi,
      };
      await repo.saveCached(deps.db, { cacheKey: row.cacheKey, previews, printFile });
      const finished = await repo.updateRender(deps.db, row.id, {
        status: 'done',
        progress: 100,
        previews,
        printFile,
      });
      await startListings(deps, finished);
      return { previews: previews.length };
    } catch (err) {
      const detail = err instanceof Error ? err.message : String(err);
      const final = err instanceof RenderInputError || job.attempts >= MAX_ATTEMPTS;
      const failed = await repo.updateRender(
        deps.db,
        row.id,
        final ? { status: 'failed', error: MOCKUP_MSG.failed, detail } : { status: 'queued', detail },
      );
      if (final) {
        // Nothing to draw listings from: every background asked for fails with the render.
        for (const r of failed?.listingRequests ?? [])
          if (r.status !== 'done') await repo.setListingStatus(deps.db, row.id, r.background, 'failed');
        return { failed: detail };
      }
      throw err;
    }
  });
}
