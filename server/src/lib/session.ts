import crypto from 'node:crypto';
import { MSG } from '@pressrun/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, forbidden, unauthorized } from './errors';

/** What the signed access cookie carries; everything else is read from the database when needed. */
export interface Session {
  userId: number;
  companyId: number;
  role: string;
  staffRole: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}

export const COOKIE = { access: 'access', refresh: 'refresh', csrf: 'csrf' } as const;
export const ACCESS_TTL_MS = 15 * 60_000;
export const REFRESH_TTL_MS = 30 * 24 * 60 * 60_000;
export const REFRESH_PATH = '/api/auth';

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');

export const randomToken = (bytes = 32) => crypto.randomBytes(bytes).toString('base64url');
export const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

export function safeEqual(a: string, b: string) {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}

export class SessionSigner {
  constructor(private secret: string) {}

  sign(session: Session, ttlMs = ACCESS_TTL_MS): string {
    const body = b64(JSON.stringify({ ...session, exp: Date.now() + ttlMs }));
    return `${body}.${this.mac(body)}`;
  }

  verify(token: string | undefined): Session | null {
    if (!token) return null;
    const [body, mac] = token.split('.');
    if (!body || !mac || !safeEqual(mac, this.mac(body))) return null;
    try {
      const p = JSON.parse(Buffer.from(body, 'base64url').toString());
      if (typeof p.exp !== 'number' || p.exp < Date.now()) return null;
      return { userId: p.userId, companyId: p.companyId, role: p.role, staffRole: p.staffRole ?? null };
    } catch {
      return null;
    }
  }

  private mac(body: string) {
    return crypto.createHmac('sha256', this.secret).update(body).digest('base64url');
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Reads the access cookie into `req.session` and enforces the CSRF double-submit check:
 * every non-GET API request must echo the `csrf` cookie in `X-CSRF-TOKEN` (403 otherwise).
 * A visitor without a csrf cookie gets one on any API response, so even login can send it.
 */
export function registerSessionHooks(app: FastifyInstance, signer: SessionSigner, secure: boolean) {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (req, reply) => {
    req.session = signer.verify(req.cookies[COOKIE.access]);
    if (!req.url.startsWith('/api/')) return;
    let csrf = req.cookies[COOKIE.csrf];
    const fresh = !csrf;
    if (!csrf) {
      csrf = randomToken(18);
      req.cookies[COOKIE.csrf] = csrf;
      setCsrfCookie(reply, csrf, secure);
    }
    if (SAFE_METHODS.has(req.method)) return;
    const header = req.headers['x-csrf-token'];
    if (fresh || typeof header !== 'string' || !safeEqual(header, csrf)) {
      throw new AppError(403, 'csrf', MSG.csrfMissing);
    }
  });
}

export function setCsrfCookie(reply: FastifyReply, csrf: string, secure: boolean) {
  reply.setCookie(COOKIE.csrf, csrf, {
    path: '/',
    sameSite: 'lax',
    secure,
    httpOnly: false,
    maxAge: REFRESH_TTL_MS / 1000,
  });
}

/** preHandler for routes that need a signed-in user. */
export async function requireSession(req: FastifyRequest) {
  if (!req.session) throw unauthorized();
}

/** The session of a route guarded by requireSession. */
export function sessionOf(req: FastifyRequest): Session {
  if (!req.session) throw unauthorized();
  return req.session;
}

/** preHandler for staff-only routes (production side). */
export async function requireStaff(req: FastifyRequest) {
  if (!req.session) throw unauthorized();
  if (!req.session.staffRole) throw forbidden('Staff only.');
}
