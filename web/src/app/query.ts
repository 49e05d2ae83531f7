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

/** The query client's defaults: the same in the app, on the site and in the server's render. */
export const queryDefaults = { queries: { refetchOnWindowFocus: false, retry: 1 } } as const;
