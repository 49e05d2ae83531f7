import type { FastifyReply } from 'fastify';
import { ACCESS_TTL_MS, sessionCookies } from '../../lib/session';

/** What a sign-in hands out: the signed access cookie, the rotating refresh token and its expiry. */
export interface SessionCookies {
  /** The session id the access token names (the CSRF token is bound to it). */
  sid: string;
  access: string;
  refresh: string;
  refreshExpiresAt: Date;
}

/**
 * Sets and clears the session's cookies under the names and paths of the scheme in use
 * (`__Host-` names over https: lib/session.ts, sessionCookies).
 */
export class SessionCookieJar {
  readonly names;
  private refreshPath;

  constructor(private secure: boolean) {
    const { names, refreshPath } = sessionCookies(secure);
    this.names = names;
    this.refreshPath = refreshPath;
  }

  set(reply: FastifyReply, c: SessionCookies) {
    reply.setCookie(this.names.access, c.access, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
      maxAge: ACCESS_TTL_MS / 1000,
    });
    reply.setCookie(this.names.refresh, c.refresh, {
      path: this.refreshPath,
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
      maxAge: Math.max(1, Math.floor((c.refreshExpiresAt.getTime() - Date.now()) / 1000)),
    });
    // A new CSRF token bound to this session: one planted or issued before sign-in does not fit it.
    reply.issueCsrfToken(c.sid);
  }

  /** A signed-out visitor's CSRF token (after a failed sign-in). */
  rotateCsrf(reply: FastifyReply) {
    reply.issueCsrfToken(null);
  }

  clearAccess(reply: FastifyReply) {
    reply.clearCookie(this.names.access, { path: '/', httpOnly: true, sameSite: 'lax', secure: this.secure });
  }

  clearAll(reply: FastifyReply) {
    this.clearAccess(reply);
    reply.clearCookie(this.names.refresh, {
      path: this.refreshPath,
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
    });
    reply.clearCookie(this.names.csrf, { path: '/', sameSite: 'lax', secure: this.secure });
  }
}
