import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { type ArtworkFile, type ArtworkType, FILES_MSG, sanitizeArtworkName } from '@pressrun/domain';
import { AppError, notFound } from '../../lib/errors';
import { keyFromMediaUrl, mediaUrl } from '../../providers/storage';
import type { FilesDeps } from './deps';
import { inspectArtwork } from './inspect';
import type { ArtworkRow } from './repo';
import * as repo from './repo';
import type { SpooledFile } from './spool';
import { makeThumbnail } from './thumbnail';

export interface Upload {
  /** The name the browser sent (only used to derive the display and file name). */
  filename: string;
  /** The bytes, received into a temporary file (removed here once stored or refused). */
  file: SpooledFile;
}

export function toArtworkView(row: ArtworkRow): ArtworkFile {
  return {
    id: row.id,
    name: row.name,
    fileName: row.fileName,
    url: mediaUrl(row.storageKey),
    thumbnailUrl: mediaUrl(row.thumbnailKey),
    contentType: row.contentType as ArtworkType,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    dimensions: { width: row.width, height: row.height },
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Stores uploaded artwork for a company, one file at a time as the uploads arrive (each streamed to
 * a temporary file, then moved into storage: never a whole file in memory). Every file is checked first (type by content, size,
 * pixels; an image larger than a product's print area is fine: the builder scales its layer); one bad file
 * refuses the whole request, so a request either stores all its files or none — the files stored
 * before it are removed again.
 *
 * Keys hold 128 random bits (`artwork/<random>/<name>.<ext>`): a file's URL is unguessable, so it
 * can be served at /media without a session (a store hot-links the URL the user copied) and still
 * never reveals another company's files.
 */
export async function uploadArtwork(
  deps: FilesDeps,
  companyId: number,
  uploads: AsyncIterable<Upload> | Iterable<Upload>,
): Promise<ArtworkFile[]> {
  const rows: repo.NewArtworkRow[] = [];
  const written: string[] = [];
  try {
    for await (const { filename, file } of uploads) {
      try {
        const image = await inspectArtwork(file);
        const thumbnail = await makeThumbnail(file.path);
        const name = sanitizeArtworkName(filename);
        const folder = `artwork/${crypto.randomBytes(16).toString('base64url')}`;
        const fileName = `${name}.${image.ext}`;
        const storageKey = `${folder}/${fileName}`;
        const thumbnailKey = `${folder}/thumbnail.webp`;
        await deps.storage.putFile(storageKey, file.path, image.contentType);
        written.push(storageKey);
        await deps.storage.put(thumbnailKey, thumbnail, 'image/webp');
        written.push(thumbnailKey);
        rows.push({
          companyId,
          name,
          fileName,
          storageKey,
          thumbnailKey,
          contentType: image.contentType,
          bytes: file.size,
          width: image.width,
          height: image.height,
          sha256: file.sha256,
        });
      } finally {
        await fs.rm(file.path, { force: true });
      }
    }
    if (!rows.length) throw new AppError(400, 'validation', FILES_MSG.noFile);
    const inserted = await repo.insertMany(deps.db, rows);
    return inserted.sort((a, b) => a.id - b.id).map(toArtworkView);
  } catch (err) {
    await Promise.allSettled(written.map((k) => deps.storage.delete(k)));
    throw err;
  }
}

export async function listArtwork(deps: FilesDeps, companyId: number) {
  return (await repo.listByCompany(deps.db, companyId)).map(toArtworkView);
}

export async function getArtwork(deps: FilesDeps, companyId: number, id: number) {
  const row = await repo.findOne(deps.db, companyId, id);
  if (!row) throw notFound(FILES_MSG.notFound);
  return toArtworkView(row);
}

/** Inline rename; an empty name clears it so the card shows 'Artwork N'. */
export async function renameArtwork(deps: FilesDeps, companyId: number, id: number, name: string) {
  const row = await repo.rename(deps.db, companyId, id, name.trim() || null);
  if (!row) throw notFound(FILES_MSG.notFound);
  return toArtworkView(row);
}

/** Deletes the record, then its bytes (a storage hiccup must not bring a deleted file back). */
export async function deleteArtwork(deps: FilesDeps, companyId: number, id: number) {
  const row = await repo.remove(deps.db, companyId, id);
  if (!row) throw notFound(FILES_MSG.notFound);
  await Promise.allSettled([deps.storage.delete(row.storageKey), deps.storage.delete(row.thumbnailKey)]);
}

/**
 * The company's artwork behind layer sources, for the mockup renderer: a source is a media URL
 * (`/media/artwork/…`, relative or absolute) or a file id. Sources that are neither, or that
 * belong to another company, are missing from the answer.
 */
export async function resolveArtworkSources(
  deps: FilesDeps,
  companyId: number,
  sources: string[],
): Promise<Map<string, ArtworkRow>> {
  const ids = new Map<number, string[]>();
  const keys = new Map<string, string[]>();
  for (const source of new Set(sources)) {
    const s = source.trim();
    if (/^\d{1,9}$/.test(s)) ids.set(Number(s), [...(ids.get(Number(s)) ?? []), source]);
    else {
      const key = keyFromMediaUrl(s);
      if (key) keys.set(key, [...(keys.get(key) ?? []), source]);
    }
  }
  const found = new Map<string, ArtworkRow>();
  for (const row of await repo.findByIds(deps.db, companyId, [...ids.keys()]))
    for (const s of ids.get(row.id) ?? []) found.set(s, row);
  for (const row of await repo.findByKeys(deps.db, companyId, [...keys.keys()]))
    for (const s of keys.get(row.storageKey) ?? []) found.set(s, row);
  return found;
}

/** For other modules (the bulk orders sample file): the company's newest file, or null. */
export async function newestArtwork(deps: FilesDeps, companyId: number) {
  const [row] = await repo.listByCompany(deps.db, companyId).limit(1);
  return row ? toArtworkView(row) : null;
}
