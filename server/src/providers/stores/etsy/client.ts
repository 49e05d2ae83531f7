import { StoreError } from '../port';

/** PressRun's Etsy app and where Etsy is (tests point both addresses at a local stand-in). */
export interface EtsyApp {
  /** The app's keystring, which is also its OAuth client id. */
  clientId: string;
  /** The app's shared secret; Etsy refuses requests without it since February 2026. */
  clientSecret: string | null;
  /** https://api.etsy.com: the API and the token endpoint. */
  apiBase: string;
  /** https://www.etsy.com: the page the seller approves PressRun on. */
  authBase: string;
  fetch?: typeof fetch;
  /** How long a request may take, its body included (default 10 s). */
  timeoutMs?: number;
  now?: () => number;
}

export interface EtsyAnswer {
  status: number;
  json: unknown;
  headers: Headers;
}

/** A request body as Etsy's reference names it per endpoint. */
export type EtsyBody =
  | { form: Record<string, string | number | boolean> }
  | { json: unknown }
  | { multipart: FormData };

/** `x-api-key`: the keystring and the shared secret joined by a colon, as Etsy's request standards say. */
export const apiKeyOf = (app: EtsyApp) =>
  app.clientSecret ? `${app.clientId}:${app.clientSecret}` : app.clientId;

/** One HTTP exchange with Etsy; a network failure or a timeout is `unavailable`, never a raw error. */
export async function etsyFetch(
  app: EtsyApp,
  method: string,
  path: string,
  options: { query?: Record<string, string | number>; body?: EtsyBody; token?: string } = {},
): Promise<EtsyAnswer> {
  const url = new URL(`${app.apiBase}${path}`);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { 'x-api-key': apiKeyOf(app), accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined;
  const b = options.body;
  if (b && 'form' in b) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(Object.entries(b.form).map(([k, v]) => [k, String(v)])).toString();
  } else if (b && 'json' in b) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(b.json);
  } else if (b) {
    body = b.multipart; // fetch writes the multipart boundary itself
  }
  try {
    const res = await (app.fetch ?? fetch)(url, {
      method,
      headers,
      body,
      // The same signal bounds reading the body, so an answer that stalls half-way times out too.
      signal: AbortSignal.timeout(app.timeoutMs ?? 10_000),
    });
    const text = await res.text();
    return { status: res.status, json: parseJson(text), headers: res.headers };
  } catch (err) {
    throw new StoreError('unavailable', `Etsy did not answer ${method} ${path}: ${(err as Error).message}`);
  }
}

/** Etsy's error body: `{ error }` on the API, `{ error, error_description }` on the token endpoint. */
export function etsyMessage(json: unknown): string | null {
  const body = (json ?? {}) as { error?: unknown; error_description?: unknown };
  const parts = [body.error, body.error_description].filter((p): p is string => typeof p === 'string' && !!p);
  return parts.length > 0 ? parts.join(': ') : null;
}

/** An expired or revoked access token, which one refresh may cure (RFC 6750's `invalid_token`). */
export function isInvalidToken(answer: EtsyAnswer): boolean {
  if (answer.status !== 401) return false;
  const said = `${etsyMessage(answer.json) ?? ''} ${answer.headers.get('www-authenticate') ?? ''}`;
  return /invalid_token|expired/i.test(said);
}

/**
 * A refused answer as the stores module acts on it: the token refused (401, 403), too many requests
 * (429), Etsy down (5xx), nothing there (404), or Etsy refusing the request itself (other 4xx, in
 * Etsy's words).
 */
export function etsyError(answer: EtsyAnswer, what: string): StoreError {
  const { status } = answer;
  const detail = `${what}: Etsy answered ${status}${etsyMessage(answer.json) ? ` (${etsyMessage(answer.json)})` : ''}`;
  if (status === 401 || status === 403) return new StoreError('unauthorized', detail);
  if (status === 429) return new StoreError('rate_limited', detail, retryAfterMs(answer.headers));
  if (status >= 500) return new StoreError('unavailable', detail);
  if (status === 404) return new StoreError('not_found', detail);
  return new StoreError('rejected', etsyMessage(answer.json) ?? detail);
}

/** Wait after a per-second throttle, when Etsy says no more. */
const SECOND_MS = 1_000;
/**
 * Wait after the day's allowance ran out (x-remaining-today: 0) with no Retry-After: the window
 * slides over 24 hours, so requests free up gradually; a quarter of an hour keeps the poll from
 * spending them as fast as they come back.
 */
export const DAY_EXHAUSTED_MS = 15 * 60_000;

/** Retry-After (seconds or an HTTP date), else what Etsy's quota headers imply. */
export function retryAfterMs(headers: Headers, now = Date.now()): number {
  const given = headers.get('retry-after')?.trim();
  if (given) {
    if (/^\d+(\.\d+)?$/.test(given)) return Math.ceil(Number(given) * 1000);
    const at = Date.parse(given);
    if (!Number.isNaN(at)) return Math.max(0, at - now);
  }
  return headers.get('x-remaining-today')?.trim() === '0' ? DAY_EXHAUSTED_MS : SECOND_MS;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
