import type { MockupsDeps } from './deps';
import * as repo from './repo';
import type { RenderedImage } from './tables';

export const CLEANUP_JOB = 'mockup.cleanup';

/**
 * The port through which the cleanup asks what other capabilities still show of some renders (by
 * render id) and of their images (by storage key): templates copy a render's images. app.ts plugs
 * the templates module's answer in, so this module never imports the templates module (which
 * uses mockups).
 */
export type RendersHeld = (
  deps: MockupsDeps,
  renders: { ids: string[]; imageKeys: string[] },
) => Promise<{ ids: Set<string>; imageKeys: Set<string> }>;
/** Renders and their images are kept this long after they were made, and longer while a template shows them. */
export const RENDERS_KEPT_FOR_MS = 30 * 24 * 60 * 60_000;
/** How often the cleanup runs. */
export const CLEANUP_EVERY_MS = 24 * 60 * 60_000;
/** Rows looked at per query, so a first run over a large table never holds it all in memory. */
const BATCH = 200;

const keysOf = (r: {
  previews: RenderedImage[];
  printFile?: RenderedImage | null;
  listings?: RenderedImage[];
}) => [
  ...r.previews.map((p) => p.key),
  ...(r.printFile ? [r.printFile.key] : []),
  ...(r.listings ?? []).map((l) => l.key),
];

/**
 * Deletes what old mockup renders leave behind. A render's images are content-addressed by its
 * design (mockups/<cache key>/…) and shared by every render of that design, so they go only when
 * the last render showing them has gone, and never while a template shows them:
 *  1. render records made more than RENDERS_KEPT_FOR_MS ago that no template points at;
 *  2. the images of those that never reached the cache (a render that failed part-way), once no
 *     render of their design is left;
 *  3. cache entries made that long ago that no render shows any more, with their images — unless
 *     a template shows one of them (it copied the images' keys when it took the render's preview).
 */
export async function cleanUpRenders(deps: MockupsDeps, rendersHeld: RendersHeld, now = new Date()) {
  const cutoff = new Date(now.getTime() - RENDERS_KEPT_FOR_MS);
  let renders = 0;
  let images = 0;
  const deleteImages = async (keys: string[]) => {
    const held = (await rendersHeld(deps, { ids: [], imageKeys: keys })).imageKeys;
    for (const key of keys)
      if (!held.has(key)) {
        await deps.storage.delete(key);
        images += 1;
      }
  };

  let afterId = '';
  for (;;) {
    const rows = await repo.oldRenders(deps.db, cutoff, afterId, BATCH);
    if (!rows.length) break;
    afterId = rows[rows.length - 1]!.id;
    const held = (await rendersHeld(deps, { ids: rows.map((r) => r.id), imageKeys: [] })).ids;
    const gone = rows.filter((r) => !held.has(r.id));
    await repo.deleteRenders(
      deps.db,
      gone.map((r) => r.id),
    );
    renders += gone.length;
    const designs = [...new Set(gone.map((r) => r.cacheKey))];
    const inUse = await repo.cacheKeysInUse(deps.db, designs);
    const orphans = gone.filter((r) => !inUse.has(r.cacheKey)).flatMap(keysOf);
    await deleteImages([...new Set(orphans)]);
  }

  let afterKey = '';
  for (;;) {
    const entries = await repo.unusedCacheEntries(deps.db, cutoff, afterKey, BATCH);
    if (!entries.length) break;
    afterKey = entries[entries.length - 1]!.cacheKey;
    const held = (await rendersHeld(deps, { ids: [], imageKeys: entries.flatMap(keysOf) })).imageKeys;
    const free = entries.filter((e) => !keysOf(e).some((k) => held.has(k)));
    const deleted = await repo.deleteUnusedCacheEntries(
      deps.db,
      free.map((e) => e.cacheKey),
    );
    for (const entry of deleted)
      for (const key of keysOf(entry)) {
        await deps.storage.delete(key);
        images += 1;
      }
  }
  return { renders, images };
}

/** The daily 'mockup.cleanup' job (a periodic job of the queue: one chain however many workers run). */
export function registerCleanupJob(deps: MockupsDeps, rendersHeld: RendersHeld) {
  deps.jobs.every(CLEANUP_JOB, CLEANUP_EVERY_MS, () => cleanUpRenders(deps, rendersHeld));
}
