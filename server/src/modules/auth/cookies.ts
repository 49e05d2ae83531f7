import type { FastifyReply } from 'fastify';
import { ACCESS_TTL_MS, COOKIE, REFRESH_PATH } from '../../lib/session';

/** What a sign-in hands out: the signed access cookie, the rotating refresh token and its expiry. */
export interface SessionCookies {
  /** The session id the access token names (the CSRF token is bound to it). */
  sid: string;
  access: string;
  refresh: string;
  refreshExpiresAt: Date;
}

export function setSessionCookies(reply: FastifyReply, c: SessionCookies, secure: boolean) {
  reply.setCookie(COOKIE.access, c.access, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: ACCESS_TTL_MS / 1000,
  });
  reply.setCookie(COOKIE.refresh, c.refresh, {
    path: REFRESH_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: Math.max(1, Math.floor((c.refreshExpiresAt.getTime() - Date.now()) / 1000)),
  });
  // A new CSRF token bound to this session: one planted or issued before sign-in does not fit it.
  reply.issueCsrfToken(c.sid);
}

/** A signed-out visitor's CSRF token (after a failed sign-in). */
export function rotateCsrfCookie(reply: FastifyReply) {
  reply.issueCsrfToken(null);
}

export function clearAccessCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(COOKIE.access, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean) {
  clearAccessCookie(reply, secure);
  reply.clearCookie(COOKIE.refresh, { path: REFRESH_PATH, httpOnly: true, sameSite: 'lax', secure });
  reply.clearCookie(COOKIE.csrf, { path: '/', sameSite: 'lax', secure });
}
