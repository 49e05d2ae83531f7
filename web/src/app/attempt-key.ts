import { useMemo, useRef } from 'react';
import { ApiError } from './api';

/** A random v4 UUID; `crypto.randomUUID` exists only on https and localhost, hence the fallback. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Whether the request may have reached the server without its answer reaching us: the network
 * failed, or a gateway in between gave up. The server may have acted, so a retry must be the same
 * attempt (same key); any answer of the server's own ends the attempt.
 */
export const mayHaveReachedServer = (e: unknown) =>
  e instanceof ApiError && (e.status === 0 || e.status === 502 || e.status === 504);

/**
 * One Idempotency-Key per attempt: asking for the same thing again after a lost answer reuses the
 * key (so the server does it once); once the server has answered, the next try is a new attempt.
 * Asking for something else (another payment method) is always a new attempt.
 */
export function useAttemptKey() {
  const attempt = useRef<{ what: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(what: string) {
        if (attempt.current?.what !== what) attempt.current = { what, key: newIdempotencyKey() };
        return attempt.current.key;
      },
      settled(error: unknown) {
        if (!mayHaveReachedServer(error)) attempt.current = null;
      },
    }),
    [],
  );
}
