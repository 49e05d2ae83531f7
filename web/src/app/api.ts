import { MSG } from '@pressrun/domain';

/** An API error with the server's message (the text to show the user) and per-field messages. */
export class ApiError extends Error {
  constructor(
    public status: number,
    public code: string,
    message: string,
    public fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Extra request headers, sent with every try of the request (csrf retry, session refresh replay). */
export interface RequestOptions {
  headers?: Record<string, string>;
}

function readCookie(name: string): string | null {
  const m = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
  return m ? decodeURIComponent(m[1]!) : null;
}

/**
 * The csrf cookie: `__Host-csrf` when the server runs on https (a name only a Secure, host-only
 * cookie can have, so no neighbouring site can plant it), plain `csrf` on http. The prefixed one
 * wins when both exist: a plain one beside it was not set by this server.
 */
const readCsrfCookie = () => readCookie('__Host-csrf') ?? readCookie('csrf');

/** Called when a refresh fails: the session module signs out and shows the expired prompt. */
let onSessionExpired: () => void = () => {};
export function setSessionExpiredHandler(fn: () => void) {
  onSessionExpired = fn;
}

let refreshing: Promise<boolean> | null = null;
/** One refresh at a time, however many requests got a 401 together. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= rawFetch('POST', '/api/auth/refresh')
    .then((r) => r.ok)
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** Whether an answer is the server's CSRF refusal (which also handed out a token that fits). */
async function isCsrfRefusal(res: Response): Promise<boolean> {
  if (res.status !== 403) return false;
  try {
    const data = (await res.clone().json()) as { error?: { code?: string } } | null;
    return data?.error?.code === 'csrf';
  } catch {
    return false;
  }
}

/**
 * The csrf token is bound to the session: one that no longer fits (the session changed in another
 * tab, or the cookie was lost) is refused once with a fitting one in the answer, so retry once.
 */
async function rawFetch(
  method: string,
  url: string,
  body?: unknown,
  opts?: RequestOptions,
): Promise<Response> {
  const res = await fetchOnce(method, url, body, opts);
  return (await isCsrfRefusal(res)) ? fetchOnce(method, url, body, opts) : res;
}

/**
 * The server's render answers the pages' GETs itself, in its own process (no cookies, so always as
 * a visitor); unset in the browser.
 */
export type ServerGet = (url: string) => Promise<Response>;
let serverGet: ServerGet | null = null;
export function setServerGet(fn: ServerGet | null) {
  serverGet = fn;
}

/**
 * The answers a dashboard address's document asked for before any of the app's code had loaded
 * (the session, then the frame's first reads: server/src/ssr/template.ts, EARLY_READS), by URL.
 * Each is taken once, by the first GET of its URL; null when it was not asked (a visitor) or failed.
 */
function earlyAnswer(url: string): Promise<Response | null> | undefined {
  const early = (window as { __pressrunEarly?: Record<string, Promise<Response | null>> }).__pressrunEarly;
  const answer = early?.[url];
  if (answer) delete early[url];
  return answer?.catch(() => null);
}

async function fetchOnce(
  method: string,
  url: string,
  body?: unknown,
  opts?: RequestOptions,
): Promise<Response> {
  if (serverGet) {
    if (method !== 'GET') throw new Error(`${method} ${url} while rendering on the server`);
    return serverGet(url);
  }
  if (method === 'GET' && !opts?.headers) {
    const early = await earlyAnswer(url);
    if (early) return early;
  }
  // The caller's headers (an Idempotency-Key, say) go first: the csrf token and content type are ours.
  const headers: Record<string, string> = { accept: 'application/json', ...opts?.headers };
  if (method !== 'GET') {
    let csrf = readCsrfCookie();
    if (!csrf) {
      // The first API response hands out the csrf cookie; make sure we have one.
      await fetch('/api/health', { credentials: 'same-origin' });
      csrf = readCsrfCookie();
    }
    if (csrf) headers['x-csrf-token'] = csrf;
  }
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  return fetch(url, { method, headers, body: payload, credentials: 'same-origin' });
}

const NO_REFRESH = [
  '/api/auth/login',
  '/api/auth/register',
  '/api/auth/refresh',
  '/api/auth/logout',
  '/api/auth/me',
  '/api/auth/session',
];

/**
 * JSON request to the API. On a 401 it refreshes the session once and replays the request;
 * if the refresh fails the user is signed out with 'Your session has expired, please log in again.'
 */
export async function api<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
  opts?: RequestOptions,
): Promise<T> {
  let res: Response;
  try {
    res = await rawFetch(method, url, body, opts);
  } catch {
    throw new ApiError(0, 'network', MSG.somethingWrong);
  }
  if (res.status === 401 && !NO_REFRESH.some((p) => url.startsWith(p))) {
    const refreshed = await refreshSession();
    // Replay even when our refresh lost a race: another tab may just have refreshed the cookies.
    res = await rawFetch(method, url, body, opts);
    if (!refreshed && res.status === 401) onSessionExpired();
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!res.ok) {
    const err = (data as { error?: { code?: string; message?: string; fields?: Record<string, string> } })
      ?.error;
    throw new ApiError(
      res.status,
      err?.code ?? 'error',
      err?.message ?? MSG.somethingWrong,
      err?.fields ?? {},
    );
  }
  return data as T;
}

export const get = <T>(url: string) => api<T>('GET', url);
export const post = <T>(url: string, body?: unknown, opts?: RequestOptions) =>
  api<T>('POST', url, body, opts);
export const put = <T>(url: string, body?: unknown) => api<T>('PUT', url, body);
export const patch = <T>(url: string, body?: unknown) => api<T>('PATCH', url, body);
export const del = <T>(url: string, body?: unknown) => api<T>('DELETE', url, body);

/**
 * Upload with progress (fetch has no upload progress): XMLHttpRequest with the same CSRF header.
 */
export function upload<T>(
  url: string,
  form: FormData,
  onProgress?: (pct: number) => void,
  retried = false,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    const csrf = readCsrfCookie();
    if (csrf) xhr.setRequestHeader('x-csrf-token', csrf);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {}
      const err = (data as { error?: { code?: string; message?: string } } | null)?.error;
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      // A csrf token that no longer fits the session: the refusal handed out one that does.
      else if (xhr.status === 403 && err?.code === 'csrf' && !retried)
        upload<T>(url, form, onProgress, true).then(resolve, reject);
      else {
        reject(new ApiError(xhr.status, err?.code ?? 'error', err?.message ?? MSG.somethingWrong));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', MSG.somethingWrong));
    xhr.send(form);
  });
}
