import type { Storage } from './port';

/** Keys looked at per question to the owner, so a large store is never held in memory at once. */
const BATCH = 200;

const folderOf = (key: string) => key.slice(0, key.lastIndexOf('/') + 1);

/**
 * Deletes the objects under `prefix` written before `before` that their owner no longer knows:
 * what a process killed between storing bytes and recording them leaves behind. `known` answers
 * which of a batch of keys are still recorded; the age keeps an upload still in progress (stored,
 * not yet recorded) safe. A folder's keys are always asked about together (listings keep a
 * folder's keys next to each other), so an owner may decide by folder, e.g. an artwork and its
 * thumbnail by the artwork's record. Answers how many objects were deleted.
 */
export async function removeOrphans(
  storage: Storage,
  opts: { prefix: string; before: Date; known: (keys: string[]) => Promise<Set<string>> },
): Promise<number> {
  let removed = 0;
  let batch: string[] = [];
  let skipFolder: string | null = null;
  const flush = async () => {
    const keys = batch;
    batch = [];
    if (!keys.length) return;
    const known = await opts.known(keys);
    for (const key of keys)
      if (!known.has(key)) {
        await storage.delete(key);
        removed += 1;
      }
  };
  for await (const { key, modifiedAt } of storage.list(opts.prefix)) {
    const folder = folderOf(key);
    if (batch.length >= BATCH && folder !== folderOf(batch[batch.length - 1]!)) await flush();
    // A young object might belong to an upload still in progress; a folder with one is left whole.
    if (modifiedAt >= opts.before) {
      batch = batch.filter((k) => folderOf(k) !== folder);
      skipFolder = folder;
      continue;
    }
    if (folder === skipFolder) continue;
    batch.push(key);
  }
  await flush();
  return removed;
}
