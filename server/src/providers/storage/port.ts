import crypto from 'node:crypto';

/** An object as the storage port hands it back. */
export interface StoredObject {
  body: Buffer;
  contentType: string;
  size: number;
}

/** A key in a listing, and when its object was written. */
export interface StoredKey {
  key: string;
  modifiedAt: Date;
}

/**
 * The storage port: files, thumbnails, mockup previews and print files live under
 * opaque keys such as `artwork/<random>/name.png`. Local disk by default, an S3-compatible bucket
 * when S3_* is set. Keys are chosen by the server, never by the client.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /**
   * Stores the contents of a local file (an upload spooled to disk), streamed rather than read into
   * memory. The file itself is left for the caller to remove (it may have been moved away already).
   */
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /**
   * Every object whose key starts with `prefix` (a folder such as 'artwork/'), with when it was
   * written: the cleanup finds objects that no record names any more.
   */
  list(prefix: string): AsyncIterable<StoredKey>;
  /**
   * Removes the adapter's half-written temporary files older than `before` (a process killed
   * mid-write leaves them behind); answers how many went.
   */
  removeStaleTemp(before: Date): Promise<number>;
  /**
   * Copies the object at `from` to `to` (bytes and content type), all or nothing: a reader of `to`
   * never sees half a copy. Answers false, writing nothing, when `from` does not exist.
   */
  copy(from: string, to: string): Promise<boolean>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Letters, digits, '-', '_', '.' in '/'-separated segments; no empty, '.' or '..' segment. */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

export function isValidKey(key: string): boolean {
  // The local adapter keeps `<key>.type` and `<key>.<rand>.tmp` beside each object: never keys.
  return (
    key.length > 0 &&
    key.length <= 512 &&
    KEY.test(key) &&
    !key.split('/').includes('..') &&
    !/\.(type|tmp)$/.test(key)
  );
}

export function assertKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}

/**
 * The folders whose objects are public: served to anyone at /media by key, so every key in them
 * carries an unguessable part (128 random bits, or a hash of content only its owner has).
 * - artwork: uploaded artwork and its thumbnail, whose URL the user copies into a store;
 * - mockups: renders (previews, a design's print file, hot-linkable listing photos);
 * - templates: a template's flat preview;
 * - order-previews: the picture of an order line (its mockup preview, copied when it was placed);
 * - test-products: the blank product photos of the built-in test products.
 * Every other folder is private (bulk order files and results, claim photos, documents, order print
 * files …): /media answers 404 for it and only routes that check the company or staff serve it. A
 * new folder is therefore private until it is added here.
 */
export const PUBLIC_FOLDERS = ['artwork', 'mockups', 'templates', 'order-previews', 'test-products'] as const;

/** Whether /media may serve `key`: a valid key in one of the public folders. */
export function isPublicKey(key: string): boolean {
  const slash = key.indexOf('/');
  return isValidKey(key) && slash > 0 && (PUBLIC_FOLDERS as readonly string[]).includes(key.slice(0, slash));
}

/**
 * A new key for a private file of a company: `<folder>/<companyId>/<128 random bits><suffix>`, so
 * knowing one file's key (or the company's id) says nothing about another's.
 */
export function privateKey(folder: string, companyId: number, suffix: string): string {
  const key = `${folder}/${companyId}/${crypto.randomBytes(16).toString('base64url')}${suffix}`;
  assertKey(key);
  if (isPublicKey(key)) throw new Error(`private key in a public folder: ${key}`);
  return key;
}

/** The URL the app serves a public object at (see modules/files/media-routes.ts). */
export const mediaUrl = (key: string) => `/media/${key}`;

/**
 * The key behind a media URL (relative, or absolute on any host), or null when it is not one: a
 * private key is never a media URL, since /media does not serve it.
 */
export function keyFromMediaUrl(url: string): string | null {
  let pathname = url;
  if (/^https?:\/\//i.test(url)) {
    try {
      pathname = new URL(url).pathname;
    } catch {
      return null;
    }
  }
  const m = /^\/media\/(.+)$/.exec(pathname.split(/[?#]/)[0]!);
  if (!m) return null;
  let key: string;
  try {
    key = decodeURIComponent(m[1]!);
  } catch {
    return null; // a malformed escape is no key of ours
  }
  return isPublicKey(key) ? key : null;
}
