import { removeOrphans } from '../../providers/storage/sweep';
import type { TemplatesDeps } from './deps';
import { FLAT_PREVIEW_FOLDER } from './flat-preview';
import * as repo from './repo';

export const TEMPLATES_CLEANUP_JOB = 'templates.cleanup';
/** How often the cleanup runs. */
export const TEMPLATES_CLEANUP_EVERY_MS = 24 * 60 * 60_000;
/** A stored preview without its template is left this long: its upload may still be under way. */
export const ORPHAN_PREVIEWS_KEPT_FOR_MS = 60 * 60_000;

/** `templates/<company id>/…` → the company id, or null for a key of no company. */
const companyOf = (key: string) => {
  const id = Number(key.split('/')[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * Removes flat previews that no template shows: a process killed between storing a preview and
 * recording it on the template leaves one behind. Answers how many went.
 */
export function cleanUpFlatPreviews(ctx: TemplatesDeps) {
  return removeOrphans(ctx.storage, {
    prefix: `${FLAT_PREVIEW_FOLDER}/`,
    before: new Date(ctx.now() - ORPHAN_PREVIEWS_KEPT_FOR_MS),
    known: async (keys) => {
      const byCompany = new Map<number, string[]>();
      for (const key of keys) {
        const id = companyOf(key);
        if (id) byCompany.set(id, [...(byCompany.get(id) ?? []), key]);
      }
      const known = new Set<string>();
      for (const [companyId, ks] of byCompany)
        for (const key of await repo.shownPreviewKeys(ctx.db, companyId, ks)) known.add(key);
      return known;
    },
  });
}

/** The daily 'templates.cleanup' job (a periodic job of the queue). */
export function registerTemplatesCleanup(ctx: TemplatesDeps) {
  ctx.jobs.every(TEMPLATES_CLEANUP_JOB, TEMPLATES_CLEANUP_EVERY_MS, () => cleanUpFlatPreviews(ctx));
}
