import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError, forbidden, unauthorized } from './errors';

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

/** The cookies' names over plain http (local development). */
export const COOKIE = { access: 'access', refresh: 'refresh', csrf: 'csrf' } as const;
export type CookieNames = { [K in keyof typeof COOKIE]: string };

/**
 * The cookies' names and the refresh cookie's path. Over https (a PUBLIC_URL starting https://)
 * every name carries the `__Host-` prefix: the browser then accepts the cookie only when it is
 * Secure, has Path=/ and no Domain, so a neighbouring subdomain or a plain-http page cannot plant
 * or overwrite one (a planted csrf cookie would defeat the double-submit check). Path=/ means the
 * refresh cookie is sent with every request there, not just to /api/auth.
 */
export function sessionCookies(secure: boolean): { names: CookieNames; refreshPath: string } {
  if (!secure) return { names: COOKIE, refreshPath: REFRESH_PATH };
  return {
    names: { access: '__Host-access', refresh: '__Host-refresh', csrf: '__Host-csrf' },
    refreshPath: '/',
  };
}

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

  /**
   * The session a token names, or null. `expired: 'accept'` also reads a token past its expiry
   * (logout ends the session a stale access cookie still names).
   */
  verify(token: string | undefined, opts: { expired?: 'accept' } = {}): Session | null {
    if (!token) return null;
    const [body, mac] = token.split('.');
    if (!body || !mac || !safeEqual(mac, this.mac(body))) return null;
    try {
      const p = JSON.parse(Buffer.from(body, 'base64url').toString());
      if (typeof p.exp !== 'number') return null;
      if (p.exp < this.now() && opts.expired !== 'accept') return null;
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
export function registerSessionHooks(
  app: FastifyInstance,
  signer: SessionSigner,
  isLive: SessionCheck,
  names: CookieNames = COOKIE,
) {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (req) => {
    const session = signer.verify(req.cookies[names.access]);
    req.session = session && (await isLive(session.sid)) ? session : null;
  });
}

/** preHandler for routes that need a signed-in user. */
export async function requireSession(req: FastifyRequest) {
  if (!req.session) throw unauthorized();
}

/** Staff roles, from the least to the most a role may do. */
export const STAFF_ROLES = ['operator', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const isStaffRole = (s: unknown): s is StaffRole => STAFF_ROLES.includes(s as StaffRole);

/** A signed-in staff member, as the staff gate read them: order events carry their name. */
export interface StaffMember {
  userId: number;
  role: StaffRole;
  /** First and last name, as the order timeline shows who did what. */
  name: string;
}

/** How long a process trusts its last reading of a user's staff role: a revoked role ends within it. */
export const STAFF_ROLE_TTL_MS = 2_000;

/**
 * Users' staff roles, read from users.staff_role rather than the access cookie (which keeps the role
 * it was signed with for 15 minutes): each process keeps a staff member's role for two seconds, so a
 * staff page costs one query per user per two seconds and a revoked role stops working within them.
 */
export class StaffRoles {
  private cache: LRUCache<number, { role: StaffRole | null; name: string }>;

  constructor(db: Db, opts: { ttlMs?: number; now?: () => number } = {}) {
    this.cache = new LRUCache({
      max: 10_000,
      ttl: opts.ttlMs ?? STAFF_ROLE_TTL_MS,
      ttlResolution: 0,
      perf: { now: opts.now ?? Date.now },
      fetchMethod: async (userId) => {
        const [u] = await db
          .select({
            role: users.staffRole,
            firstName: users.firstName,
            lastName: users.lastName,
            username: users.username,
          })
          .from(users)
          .where(eq(users.id, userId));
        const name = u ? `${u.firstName} ${u.lastName}`.trim() || u.username : '';
        return { role: isStaffRole(u?.role) ? u.role : null, name };
      },
    });
  }

  /** The user as staff, or null for a customer (or a user who is gone). */
  async of(userId: number): Promise<StaffMember | null> {
    const u = await this.cache.fetch(userId);
    if (u?.role) return { userId, role: u.role, name: u.name };
    // Only staff answers are kept: a role just granted works at once (customers seldom ask here).
    this.cache.delete(userId);
    return null;
  }

  /** This process changed the role itself (the staff command): no need to wait for the cache. */
  forget(userId: number) {
    this.cache.delete(userId);
  }
}

// One per app (tests build several in a process); made on first use, so app.ts needs no wiring.
const rolesOfApp = new WeakMap<object, StaffRoles>();
export function staffRolesOf(ctx: { db: Db; now: () => number }): StaffRoles {
  let roles = rolesOfApp.get(ctx);
  if (!roles) {
    roles = new StaffRoles(ctx.db, { now: ctx.now });
    rolesOfApp.set(ctx, roles);
  }
  return roles;
}

const staffOfRequest = new WeakMap<FastifyRequest, StaffMember>();

/**
 * What any path no route matches answers (errors.ts, the not-found handler): a customer or a
 * signed-out visitor asking for a staff route is told no more than that, not that it exists.
 */
export const noSuchRoute = (req: FastifyRequest) =>
  new AppError(404, 'not_found', `No route ${req.method} ${req.url.split('?')[0]}`);

/**
 * The staff gate (route-auth's 'staff' kind runs it before the body is read): anyone but staff,
 * signed out included, gets the unknown route's 404. The role is the one users.staff_role holds now
 * (see StaffRoles), not the one signed into the access cookie.
 */
export async function requireStaff(req: FastifyRequest) {
  if (staffOfRequest.has(req)) return;
  const staff = req.session ? await staffRolesOf(req.server.ctx).of(req.session.userId) : null;
  if (!staff) throw noSuchRoute(req);
  staffOfRequest.set(req, staff);
}

/**
 * An onRequest hook for what only some staff may do (promo codes, credit terms: admins): other
 * staff are told so (403); customers still get the staff gate's 404.
 */
export function requireStaffRole(role: StaffRole) {
  return async (req: FastifyRequest) => {
    await requireStaff(req);
    if (STAFF_ROLES.indexOf(staffOf(req).role) < STAFF_ROLES.indexOf(role))
      throw forbidden(`Only a PressRun ${role} can do this.`);
  };
}

/** The staff member of a route behind the staff gate. */
export function staffOf(req: FastifyRequest): StaffMember {
  const staff = staffOfRequest.get(req);
  if (!staff) throw noSuchRoute(req);
  return staff;
}

/** The session of a route guarded by requireSession. */
export function sessionOf(req: FastifyRequest): Session {
  if (!req.session) throw unauthorized();
  return req.session;
}
