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

/** The URL the app serves a stored object at (see modules/files/media-routes.ts). */
export const mediaUrl = (key: string) => `/media/${key}`;

/** The key behind a media URL (relative, or absolute on any host), or null when it is not one. */
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
  return isValidKey(key) ? key : null;
}
