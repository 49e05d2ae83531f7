import { removeOrphans } from '../../providers/storage/sweep';
import type { FilesDeps } from './deps';
import * as repo from './repo';
import { removeStaleSpool, spoolDir } from './spool';

export const FILES_CLEANUP_JOB = 'files.cleanup';
/** How often the cleanup runs. */
export const FILES_CLEANUP_EVERY_MS = 24 * 60 * 60_000;
/**
 * Stored files without a record, and temporary files, are left alone this long: an upload still
 * under way has stored its bytes and not yet recorded them (uploads take seconds, not an hour).
 */
export const ORPHANS_KEPT_FOR_MS = 60 * 60_000;

/**
 * Removes what a process killed during an upload leaves behind: artwork (and thumbnails) in storage
 * that no record names, the store's half-written temporary files, and uploads half received.
 */
export async function cleanUpFiles(deps: FilesDeps) {
  const before = new Date(deps.now() - ORPHANS_KEPT_FOR_MS);
  const orphans = await removeOrphans(deps.storage, {
    prefix: 'artwork/',
    before,
    known: (keys) => repo.knownKeys(deps.db, keys),
  });
  const temporary =
    (await deps.storage.removeStaleTemp(before)) +
    (await removeStaleSpool(spoolDir(deps.config.dataDir), before));
  return { orphans, temporary };
}

/** The daily 'files.cleanup' job (a periodic job of the queue: one chain however many workers run). */
export function registerFilesCleanup(deps: FilesDeps) {
  deps.jobs.every(FILES_CLEANUP_JOB, FILES_CLEANUP_EVERY_MS, () => cleanUpFiles(deps));
}
