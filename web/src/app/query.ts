import type { FetchQueryOptions } from '@tanstack/react-query';
import { ApiError } from './api';

/**
 * A 4xx answer: the server has looked and said no (not found, not yours, refused), so asking again
 * would get the same. Pages read it as "not found" rather than as a failure to retry.
 */
export const isFinal = (e: unknown) => e instanceof ApiError && e.status >= 400 && e.status < 500;

/**
 * React Query's `retry` for reads: one more try after a network failure or a 5xx, none after a
 * final answer, so a missing record shows its page at once instead of after a retry's delay.
 */
export const retryUnlessFinal = (failures: number, e: Error) => !isFinal(e) && failures < 1;

/**
 * A read the dashboard frame's first view makes: the one API address it asks, and its query. The
 * document of a dashboard address asks for those addresses before any script has run
 * (server/src/ssr/template.ts), and the app's start puts the answers in the cache before its first
 * render (start.tsx): the frame renders once, with its figures, instead of rendering empty and again,
 * synchronously, as each answer lands.
 */
export interface FirstRead {
  url: string;
  // biome-ignore lint/suspicious/noExplicitAny: each read's data and key are its own; the start only prefetches it
  query: FetchQueryOptions<any, Error, any, any>;
}

/** The query client's defaults: the same in the app, on the site and in the server's render. */
export const queryDefaults = { queries: { refetchOnWindowFocus: false, retry: 1 } } as const;
