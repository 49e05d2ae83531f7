import type { StoreAuth } from '../port';
import { StoreError } from '../port';
import { type EtsyApp, type EtsyBody, etsyError, etsyFetch, isInvalidToken } from './client';
import { type EtsyTokens, needsRefresh, requestTokens } from './oauth';

export interface CallOptions {
  query?: Record<string, string | number>;
  body?: EtsyBody;
  /** What the call does, for the error's message ("Etsy receipts"). */
  what: string;
}

/**
 * Calls on a seller's behalf. The access token is renewed before a call when it is about to expire,
 * and once after Etsy answers `invalid_token` (revoked or expired early); a refused renewal is
 * `unauthorized`. A token renewed in the middle of a call is written into the StoreAuth the caller
 * handed in, so the caller saves it with the connection (Etsy may replace the refresh token too).
 */
export interface EtsySession {
  call<T>(auth: StoreAuth, method: string, path: string, options: CallOptions): Promise<T>;
  /** The port's refresh: a new StoreAuth when the token is expired or within a minute of it. */
  refresh(auth: StoreAuth): Promise<StoreAuth>;
}

/** How long a renewal's answer is handed to callers still holding the refresh token it replaced. */
const RENEWAL_SHARED_MS = 5 * 60_000;

export function etsySession(app: EtsyApp): EtsySession {
  const now = app.now ?? Date.now;
  // One renewal per refresh token at a time: two calls for the same store that both find the token
  // expired share one answer instead of the second spending a refresh token the first replaced.
  const renewals = new Map<string, { at: number; tokens: Promise<EtsyTokens> }>();

  const renew = (auth: StoreAuth): Promise<EtsyTokens> => {
    const refreshToken = auth.refreshToken;
    if (!refreshToken)
      return Promise.reject(
        new StoreError('unauthorized', 'The Etsy token expired and there is no refresh token.'),
      );
    for (const [key, r] of renewals) if (now() - r.at > RENEWAL_SHARED_MS) renewals.delete(key);
    const shared = renewals.get(refreshToken);
    if (shared) return shared.tokens;
    const tokens = requestTokens(
      app,
      { grant_type: 'refresh_token', refresh_token: refreshToken },
      'Etsy token refresh',
    );
    renewals.set(refreshToken, { at: now(), tokens });
    tokens.catch(() => renewals.delete(refreshToken));
    return tokens;
  };

  return {
    async call<T>(auth: StoreAuth, method: string, path: string, options: CallOptions): Promise<T> {
      if (auth.refreshToken && needsRefresh(auth, now())) Object.assign(auth, await renew(auth));
      const send = () => etsyFetch(app, method, path, { ...options, token: auth.accessToken });
      let answer = await send();
      if (isInvalidToken(answer) && auth.refreshToken) {
        Object.assign(auth, await renew(auth));
        answer = await send();
      }
      if (answer.status >= 200 && answer.status < 300) return answer.json as T;
      throw etsyError(answer, options.what);
    },

    async refresh(auth) {
      if (!needsRefresh(auth, now())) return auth;
      return { ...auth, ...(await renew(auth)) };
    },
  };
}
