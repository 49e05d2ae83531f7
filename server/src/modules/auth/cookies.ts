import type { FastifyReply } from 'fastify';
import { ACCESS_TTL_MS, COOKIE, REFRESH_PATH, randomToken, setCsrfCookie } from '../../lib/session';

/** The three session cookies a sign-in hands out (DESIGN.md, Accounts). */
export interface SessionCookies {
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
  // A new session gets a new CSRF token, so one planted before sign-in is worthless after it.
  rotateCsrfCookie(reply, secure);
}

export function rotateCsrfCookie(reply: FastifyReply, secure: boolean) {
  setCsrfCookie(reply, randomToken(18), secure);
}

export function clearAccessCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(COOKIE.access, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean) {
  clearAccessCookie(reply, secure);
  reply.clearCookie(COOKIE.refresh, { path: REFRESH_PATH, httpOnly: true, sameSite: 'lax', secure });
  reply.clearCookie(COOKIE.csrf, { path: '/', sameSite: 'lax', secure });
}
