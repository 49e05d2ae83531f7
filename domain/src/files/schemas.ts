import { z } from 'zod';
import { MAX_INPUT, MSG } from '../messages';

/** Artwork types accepted (jpeg, png, gif, jpg); the server checks the bytes, not the name. */
export const ARTWORK_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export type ArtworkType = (typeof ARTWORK_TYPES)[number];
/** For file pickers and drop zones; only a hint — the server decides by content. */
export const ARTWORK_ACCEPT = {
  'image/jpeg': ['.jpeg', '.jpg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
};

/** Largest artwork file accepted. */
export const ARTWORK_MAX_BYTES = 25 * 1024 * 1024;
/**
 * Largest image, in pixels, the server will decode (about 8,000 × 8,000): larger ones are refused
 * from their header before any decoding, so an image bomb cannot exhaust the server's memory.
 */
export const ARTWORK_MAX_PIXELS = 64_000_000;
/** Longest side of an artwork image. */
export const ARTWORK_MAX_SIDE = 16_000;
/** Files the upload picker takes at once (it sends them one per request). */
export const ARTWORK_MAX_FILES = 20;
/** File parts in one upload request (the API reads them one at a time). */
export const ARTWORK_MAX_FILES_PER_REQUEST = 5;

export const FILES_MSG = {
  wrongType: MSG.wrongFileType,
  noArtwork: MSG.noArtwork,
  tooLarge: 'This file is too large. Please upload an image smaller than 25 MB.',
  tooManyPixels: (width: number, height: number) =>
    `This image is too large to process (${width} × ${height} pixels). Please upload an image of at most 64 megapixels and at most 16000 pixels on a side.`,
  unreadable: 'This image could not be read. Please upload a valid JPG, PNG or GIF image.',
  noFile: 'Please choose an image to upload.',
  tooManyFiles: 'Please upload at most 20 images at a time.',
  tooManyFilesPerRequest: 'Please send at most 5 images in one upload request.',
  notFound: 'This artwork does not exist.',
  deleted: 'Artwork deleted.',
  renamed: 'Artwork renamed.',
  uploaded: (n: number) => (n === 1 ? 'Artwork uploaded.' : `${n} artworks uploaded.`),
  urlCopied: 'Artwork URL copied.',
  deleteConfirm: 'Are you sure you want to delete this artwork?',
} as const;

/**
 * Spec: 'file names are stripped of non-alphanumeric characters (fallback name image)'. The
 * extension goes first ('my photo (1).png' → 'myphoto1'), and the result keeps to MAX_INPUT.
 */
export function sanitizeArtworkName(fileName: string | null | undefined): string {
  const base = String(fileName ?? '')
    .replace(/^.*[\\/]/, '')
    .replace(/\.[^.]*$/, '');
  const clean = base.replace(/[^A-Za-z0-9]/g, '').slice(0, 100);
  return clean || 'image';
}

/**
 * Name shown on a card: the stored name, else 'Artwork N'. `index` is the file's place counting
 * from the OLDEST upload (0 = the first), so N counts from 1 oldest-first and a file keeps its
 * number as newer files arrive, though lists show the newest first.
 */
export const artworkDisplayName = (name: string | null | undefined, index: number) =>
  name?.trim() ? name : `Artwork ${index + 1}`;

/** Inline rename: an empty name clears it (the card then shows 'Artwork N'). */
export const renameArtworkSchema = z.object({
  name: z.string().trim().max(MAX_INPUT, MSG.maxLength),
});
export type RenameArtworkInput = z.infer<typeof renameArtworkSchema>;

/** An artwork file as the API returns it (spec: id, company_id, name, artwork_url, dimensions, created_at). */
export interface ArtworkFile {
  id: number;
  name: string | null;
  fileName: string;
  url: string;
  thumbnailUrl: string;
  contentType: ArtworkType;
  bytes: number;
  width: number;
  height: number;
  dimensions: { width: number; height: number };
  createdAt: string;
}
