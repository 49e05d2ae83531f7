import { MOCKUP_MSG } from '@pressrun/domain';
import type { AppContext } from '../../context';
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
async function loadInput(ctx: AppContext, input: RenderJobInput): Promise<RenderInput> {
  const artwork = new Map<string, Buffer>();
  for (const [source, key] of Object.entries(input.artworkKeys)) {
    const obj = await ctx.storage.get(key);
    if (!obj) throw new RenderInputError(`artwork ${key} is gone`);
    artwork.set(source, obj.body);
  }
  const { product } = input;
  const views = [];
  for (const view of product.views) {
    const blank = await loadProductImage(ctx, view.image);
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
async function startListings(ctx: AppContext, row: RenderRow | null) {
  if (!row) return;
  const cache = await repo.findCached(ctx.db, row.cacheKey);
  for (const request of row.listingRequests) {
    if (request.status !== 'queued') continue;
    const cached = (cache?.listings ?? []).filter((l) => l.background === request.background);
    if (cached.length >= 3) await repo.setListingStatus(ctx.db, row.id, request.background, 'done', cached);
    else await queueListings(ctx, row, request.background);
  }
}

/**
 * The 'mockup.render' job: draws the previews one by one (each is stored and shown as it
 * arrives), then the print file, then files the result in the cache, and starts the listing
 * renders. A failure the user can fix shows the 'Error Code 500' text at once; a crash is
 * retried once before it does.
 */
export function registerMockupJob(ctx: AppContext) {
  registerListingJob(ctx);
  ctx.jobs.register(MOCKUP_JOB, async (payload, job) => {
    const row = await repo.findRender(ctx.db, String(payload.renderId));
    if (!row || row.status === 'done' || row.status === 'failed') return { skipped: true };

    const cached = await repo.findCached(ctx.db, row.cacheKey);
    if (cached) {
      const done = await repo.updateRender(ctx.db, row.id, {
        status: 'done',
        progress: 100,
        cached: true,
        previews: cached.previews,
        printFile: cached.printFile,
      });
      await startListings(ctx, done);
      return { cached: true };
    }

    await repo.updateRender(ctx.db, row.id, { status: 'running', progress: 5, previews: [], error: null });
    const input = row.input as unknown as RenderJobInput;
    const total = input.product.views.length;
    let done = 0;
    const previews: RenderedImage[] = [];
    try {
      const render = await loadInput(ctx, input);
      await repo.updateRender(ctx.db, row.id, { progress: 15 });
      const result = await renderDesign(render, {
        onPreview: async (angle, preview) => {
          const key = previewKey(row.cacheKey, angle);
          await ctx.storage.put(key, preview.png, 'image/png');
          const image = { key, width: preview.width, height: preview.height, angle };
          previews.push(image);
          done += 1;
          await repo.addPreview(ctx.db, row.id, image, Math.round(15 + (75 * done) / Math.max(1, total)));
        },
      });
      const key = printFileKey(row.cacheKey);
      await ctx.storage.put(key, result.printFile.png, 'image/png');
      const printFile = {
        key,
        width: result.printFile.width,
        height: result.printFile.height,
        dpi: result.printFile.dpi,
      };
      await repo.saveCached(ctx.db, { cacheKey: row.cacheKey, previews, printFile });
      const finished = await repo.updateRender(ctx.db, row.id, {
        status: 'done',
        progress: 100,
        previews,
        printFile,
      });
      await startListings(ctx, finished);
      return { previews: previews.length };
    } catch (err) {
      const detail = err instanceof Error ? err.message : String(err);
      const final = err instanceof RenderInputError || job.attempts >= MAX_ATTEMPTS;
      const failed = await repo.updateRender(
        ctx.db,
        row.id,
        final ? { status: 'failed', error: MOCKUP_MSG.failed, detail } : { status: 'queued', detail },
      );
      if (final) {
        // Nothing to draw listings from: every background asked for fails with the render.
        for (const r of failed?.listingRequests ?? [])
          if (r.status !== 'done') await repo.setListingStatus(ctx.db, row.id, r.background, 'failed');
        return { failed: detail };
      }
      throw err;
    }
  });
}
