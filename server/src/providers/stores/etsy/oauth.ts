import crypto from 'node:crypto';
import type { BeginConnect, StoreAuth } from '../port';
import { StoreError } from '../port';
import { type EtsyAnswer, type EtsyApp, etsyFetch, etsyMessage, retryAfterMs } from './client';

/**
 * Etsy's OAuth 2.0 authorization code grant with PKCE: the seller approves PressRun on
 * etsy.com/oauth/connect, the code comes back to our callback and is exchanged at
 * /v3/public/oauth/token with the verifier. Access tokens live an hour and are `{user_id}.{token}`;
 * the refresh token gets a new pair (and may itself be replaced, so the pair is kept together).
 */

/** Read listings, write them (publish), read receipts, write them (tracking), read the shop. */
export const ETSY_SCOPES = ['listings_r', 'listings_w', 'transactions_r', 'transactions_w', 'shops_r'];

/** Renewed this long before it runs out, so a token never expires between taking it and using it. */
export const REFRESH_MARGIN_MS = 60_000;

/** PKCE S256: the unpadded base64url SHA-256 of the verifier. */
export const pkceChallenge = (verifier: string) =>
  crypto.createHash('sha256').update(verifier).digest('base64url');

export function authorizeUrl(app: EtsyApp, input: BeginConnect): string {
  const params: Array<[string, string]> = [
    ['response_type', 'code'],
    ['client_id', app.clientId],
    ['redirect_uri', input.redirectUri],
    ['scope', ETSY_SCOPES.join(' ')],
    ['state', input.state],
    ['code_challenge', pkceChallenge(input.codeVerifier)],
    ['code_challenge_method', 'S256'],
  ];
  // Spaces as %20, as Etsy's own example writes the scope list (URLSearchParams would write '+').
  const query = params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  return `${app.authBase}/oauth/connect?${query}`;
}

/** The user id Etsy puts before the dot of its access tokens. */
export const userIdOfToken = (token: string) => /^(\d+)\./.exec(token)?.[1] ?? null;

export type EtsyTokens = Pick<StoreAuth, 'accessToken' | 'refreshToken' | 'expiresAt' | 'userId'>;

/** POST /v3/public/oauth/token (form-encoded), for a code or a refresh token. */
export async function requestTokens(
  app: EtsyApp,
  grant: Record<string, string>,
  what: string,
): Promise<EtsyTokens> {
  const answer = await etsyFetch(app, 'POST', '/v3/public/oauth/token', {
    body: { form: { ...grant, client_id: app.clientId } },
  });
  if (answer.status !== 200) throw tokenError(answer, what);
  const t = answer.json as { access_token?: unknown; refresh_token?: unknown; expires_in?: unknown } | null;
  if (typeof t?.access_token !== 'string' || typeof t.refresh_token !== 'string')
    throw new StoreError('unavailable', `${what}: Etsy answered without tokens`);
  const lifetime = typeof t.expires_in === 'number' ? t.expires_in : 3600;
  return {
    accessToken: t.access_token,
    refreshToken: t.refresh_token,
    expiresAt: (app.now ?? Date.now)() + lifetime * 1000,
    userId: userIdOfToken(t.access_token),
  };
}

/**
 * The token endpoint's refusals: a code or refresh token Etsy no longer accepts (invalid_grant,
 * 400/401) means the seller has to approve PressRun again; Etsy being down is worth retrying.
 */
function tokenError(answer: EtsyAnswer, what: string): StoreError {
  const detail = `${what}: Etsy answered ${answer.status}${etsyMessage(answer.json) ? ` (${etsyMessage(answer.json)})` : ''}`;
  if (answer.status === 429) return new StoreError('rate_limited', detail, retryAfterMs(answer.headers));
  if (answer.status >= 500) return new StoreError('unavailable', detail);
  return new StoreError('unauthorized', detail);
}

export const needsRefresh = (auth: StoreAuth, now: number) =>
  auth.expiresAt != null && auth.expiresAt - now <= REFRESH_MARGIN_MS;
