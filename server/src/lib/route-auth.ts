import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import rawBody from 'fastify-raw-body';
import { CsrfGuard, CsrfTokens, SAFE_METHODS } from './csrf';
import { AppError, unauthorized } from './errors';
import { requireStaff } from './session';

/**
 * How a route authenticates, declared in its `config: { auth }`:
 * - 'session': the browser session (the access cookie); answers 401 without a signed-in user, and
 *   every unsafe method must pass the CSRF check. The default for every route that is not GET.
 * - 'public': needs no session (sign-in, sign-up, forgot password…, and every GET unless it says
 *   otherwise); the session is still read when there is one, and unsafe methods still pass the CSRF check.
 * - 'apiKey': the public API: `Authorization: Bearer <key>` names the caller (401 without a valid key).
 *   Cookies are ignored, so there is nothing for a forged cross-site request to ride on and no CSRF check.
 * - 'webhook': a provider's signed callback: no session and no CSRF check; the handler must check the
 *   provider's signature over `req.rawBody` (the exact bytes received) before it trusts anything.
 * - 'staff': PressRun staff only (the /api/admin routes). Unsafe methods pass the CSRF check first, as
 *   on every browser route; then anyone but staff, signed out included, is answered exactly as a path
 *   no route matches (404: a customer learns nothing of the staff console), before the body or query
 *   is read. The role is read fresh (lib/session.ts, requireStaff); admin-only routes add
 *   requireStaffRole('admin').
 * - 'control': the local command line (`npm run staff`, `npm run backup`) calling the running server
 *   on loopback: no session and no CSRF check (cookies are ignored, so there is nothing to forge
 *   with); the route must take the control channel's guard as its onRequest hook (lib/control.ts:
 *   loopback and the token of DATA_DIR/control.json, compared timing-safe, else 404). Kept out of
 *   the API docs.
 * No other route skips the CSRF check.
 */
export type RouteAuth = 'session' | 'public' | 'apiKey' | 'webhook' | 'staff' | 'control';
const KINDS: readonly RouteAuth[] = ['session', 'public', 'apiKey', 'webhook', 'staff', 'control'];

/** The caller of an 'apiKey' route. */
export interface ApiClient {
  keyId: string;
  companyId: number;
}

/** Turns a presented API key into its caller; null for a key that is unknown, revoked or expired. */
export interface ApiKeyResolver {
  resolve(key: string): Promise<ApiClient | null>;
}

/** Until API keys are issued, no key is valid. */
export const noApiKeys: ApiKeyResolver = { resolve: async () => null };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How this route authenticates; see RouteAuth in lib/route-auth.ts. */
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    /** The caller of an 'apiKey' route; null elsewhere. */
    apiClient: ApiClient | null;
  }
  interface FastifyReply {
    /** Sets a csrf cookie for the session this answer starts (null: a signed-out visitor). */
    issueCsrfToken(sid: string | null): void;
  }
}

export const API_KEY_MSG = 'Missing or invalid API key.';

/**
 * An onRoute hook declaring every route of a plugin one kind (the staff modules: 'staff'), added
 * before its routes: `app.addHook('onRoute', routesOfKind('staff'))`.
 */
export const routesOfKind =
  (auth: RouteAuth) =>
  (route: RouteOptions): void => {
    route.config = { ...route.config, auth };
  };

/** The route's declared kind, or its default; a request no route matched (a 404) reads as 'public'. */
export function authOf(req: FastifyRequest): RouteAuth {
  const declared = req.routeOptions.config?.auth;
  if (declared) return declared;
  if (req.routeOptions.url === undefined) return 'public';
  return SAFE_METHODS.has(req.method) ? 'public' : 'session';
}

/**
 * Enforces each route's declared authentication. Must be registered after the session hook (it reads
 * `req.session`) and before any route, so the raw-body capture reaches every webhook route.
 */
export async function registerRouteAuth(
  app: FastifyInstance,
  opts: { secret: string; secure: boolean; apiKeys: ApiKeyResolver },
) {
  const csrf = new CsrfGuard(new CsrfTokens(opts.secret), opts.secure);
  app.decorateRequest('apiClient', null);
  app.decorateReply('issueCsrfToken', function (this: FastifyReply, sid: string | null) {
    csrf.issue(this, sid);
  });

  app.addHook('onRoute', (route) => {
    const auth = route.config?.auth;
    if (auth !== undefined && !KINDS.includes(auth))
      throw new Error(`Route ${route.method} ${route.url}: unknown auth '${auth}'`);
    // Webhook handlers check a signature over the exact bytes received.
    if (auth === 'webhook') route.config = { ...route.config, rawBody: true };
  });
  // Buffers, not strings: a signature covers bytes, and decoding could alter invalid UTF-8.
  await app.register(rawBody, { global: false, encoding: null, runFirst: true });

  app.addHook('onRequest', async (req, reply) => {
    // No route matched: nothing runs but the 404 answer, so there is nothing to guard, and a
    // mistyped POST is told 'not found' rather than 'csrf'.
    if (req.routeOptions.url === undefined) return;
    switch (authOf(req)) {
      case 'webhook':
      case 'control':
        req.session = null;
        return;
      case 'apiKey': {
        req.session = null;
        const key = bearerOf(req);
        req.apiClient = key ? await opts.apiKeys.resolve(key) : null;
        if (!req.apiClient) {
          reply.header('www-authenticate', 'Bearer');
          throw new AppError(401, 'unauthorized', API_KEY_MSG);
        }
        return;
      }
      case 'public':
        csrf.check(req, reply);
        return;
      case 'session':
        csrf.check(req, reply);
        if (!req.session) throw unauthorized();
        return;
      case 'staff':
        csrf.check(req, reply);
        await requireStaff(req);
        return;
    }
  });
}

function bearerOf(req: FastifyRequest): string | null {
  const m = /^Bearer +([^\s]+)\s*$/i.exec(req.headers.authorization ?? '');
  return m ? m[1]! : null;
}
