import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors';

/** What the signed access cookie carries; everything else is read from the database when needed. */
export interface Session {
  /** The session id: the login (refresh-token family) this access token belongs to; checked on every request (cached a few seconds per process, see live-sessions.ts), so logout and revocation take effect within seconds everywhere. */
  sid: string;
  userId: number;
  companyId: number;
  role: string;
  staffRole: string | null;
}

/** Who an order-related operation acts for: a signed-in user, or a provider's callback naming them. */
export type Buyer = Pick<Session, 'userId' | 'companyId'>;

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
  constructor(
    private secret: string,
    private now: () => number = Date.now,
  ) {}

  sign(session: Session, ttlMs = ACCESS_TTL_MS): string {
    const body = b64(JSON.stringify({ ...session, exp: this.now() + ttlMs }));
    return `${body}.${this.mac(body)}`;
  }

  verify(token: string | undefined): Session | null {
    if (!token) return null;
    const [body, mac] = token.split('.');
    if (!body || !mac || !safeEqual(mac, this.mac(body))) return null;
    try {
      const p = JSON.parse(Buffer.from(body, 'base64url').toString());
      if (typeof p.exp !== 'number' || p.exp < this.now()) return null;
      // Tokens from before session ids existed carry none: they must refresh (the refresh cookie still works).
      if (typeof p.sid !== 'string' || !p.sid) return null;
      return {
        sid: p.sid,
        userId: p.userId,
        companyId: p.companyId,
        role: p.role,
        staffRole: p.staffRole ?? null,
      };
    } catch {
      return null;
    }
  }

  private mac(body: string) {
    return crypto.createHmac('sha256', this.secret).update(body).digest('base64url');
  }
}

/**
 * Whether a session id still names a live login. The auth module answers (from the logins table,
 * cached for a few seconds), so a logout or a revocation ends the access cookie on every process
 * well before the cookie itself expires.
 */
export type SessionCheck = (sid: string) => Promise<boolean>;

/**
 * Reads the access cookie into `req.session` (null when its session has ended, per `isLive`).
 * The CSRF check runs after it, per route (lib/route-auth.ts, lib/csrf.ts).
 */
export function registerSessionHooks(app: FastifyInstance, signer: SessionSigner, isLive: SessionCheck) {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (req) => {
    const session = signer.verify(req.cookies[COOKIE.access]);
    req.session = session && (await isLive(session.sid)) ? session : null;
  });
}

/** preHandler for routes that need a signed-in user. */
export async function requireSession(req: FastifyRequest) {
  if (!req.session) throw unauthorized();
}

/**
 * preHandler for staff pages: 401 without a session, 403 for a customer. The role is the one signed
 * into the access cookie, so a changed role takes effect at the next refresh.
 */
export async function requireStaff(req: FastifyRequest) {
  if (!req.session) throw unauthorized();
  if (!req.session.staffRole) throw forbidden('Staff only.');
}

/** The session of a route guarded by requireSession. */
export function sessionOf(req: FastifyRequest): Session {
  if (!req.session) throw unauthorized();
  return req.session;
}
