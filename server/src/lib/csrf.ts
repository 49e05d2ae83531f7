import crypto from 'node:crypto';
import { MSG } from '@pressrun/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { REFRESH_TTL_MS, randomToken, safeEqual, sessionCookies } from './session';

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The tag of a token handed to a signed-out visitor. */
const VISITOR = 'visitor';

/**
 * CSRF tokens bound to the session they were issued for (a signed double-submit token):
 * `nonce.tag.mac`, where `tag` is a keyed hash of the session id ('visitor' when signed out) and
 * `mac` signs nonce and tag with the server's secret. A token of the attacker's choosing, or one the
 * server issued to the attacker's own session, does not fit the victim's session.
 */
export class CsrfTokens {
  private key: Buffer;

  constructor(secret: string) {
    // A key of its own, so a CSRF mac can never pass for an access-token mac.
    this.key = crypto.createHmac('sha256', secret).update('csrf-token-key').digest();
  }

  issue(sid: string | null): string {
    const nonce = randomToken(16);
    const tag = this.tagOf(sid);
    return `${nonce}.${tag}.${this.mac(nonce, tag)}`;
  }

  /**
   * Whether this server issued `token` for session `sid`. Signed out, any token this server issued
   * fits: a signed-out request has no session to protect, and the browser drops an expired access
   * cookie while the csrf cookie of that session stays (the refresh must still pass).
   */
  fits(token: string | undefined, sid: string | null): boolean {
    const parts = token?.split('.');
    if (parts?.length !== 3) return false;
    const [nonce, tag, mac] = parts as [string, string, string];
    if (!safeEqual(mac, this.mac(nonce, tag))) return false;
    return sid === null || safeEqual(tag, this.tagOf(sid));
  }

  private tagOf(sid: string | null) {
    if (sid === null) return VISITOR;
    return crypto.createHmac('sha256', this.key).update(`sid|${sid}`).digest('base64url').slice(0, 22);
  }

  private mac(nonce: string, tag: string) {
    return crypto.createHmac('sha256', this.key).update(`${nonce}|${tag}`).digest('base64url');
  }
}

/**
 * The double-submit check: a request with an unsafe method must echo its `csrf` cookie in
 * `X-CSRF-TOKEN`, and the cookie must fit the request's session (403 otherwise). A request whose
 * cookie is missing or does not fit gets a fitting one in the answer (API routes only), so a client
 * that was refused can read the new cookie and retry once.
 */
export class CsrfGuard {
  private name: string;

  constructor(
    private tokens: CsrfTokens,
    private secure: boolean,
  ) {
    this.name = sessionCookies(secure).names.csrf;
  }

  /** Hands out a token for the session that this answer starts (sign-in, refresh) or for a visitor. */
  issue(reply: FastifyReply, sid: string | null) {
    setCsrfCookie(reply, this.name, this.tokens.issue(sid), this.secure);
  }

  /** Runs on the route the router matched (never on the raw URL), after the session was read. */
  check(req: FastifyRequest, reply: FastifyReply) {
    const sid = req.session?.sid ?? null;
    const cookie = req.cookies[this.name];
    const fits = this.tokens.fits(cookie, sid);
    if (!fits && req.routeOptions.url?.startsWith('/api/')) this.issue(reply, sid);
    if (SAFE_METHODS.has(req.method)) return;
    const header = req.headers['x-csrf-token'];
    if (!fits || typeof header !== 'string' || !safeEqual(header, cookie!)) {
      throw new AppError(403, 'csrf', MSG.csrfMissing);
    }
  }
}

function setCsrfCookie(reply: FastifyReply, name: string, csrf: string, secure: boolean) {
  reply.setCookie(name, csrf, {
    path: '/',
    sameSite: 'lax',
    secure,
    httpOnly: false,
    maxAge: REFRESH_TTL_MS / 1000,
  });
}
