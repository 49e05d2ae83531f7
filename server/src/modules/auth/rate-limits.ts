import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { tooMany } from '../../lib/errors';
import { sha256 } from '../../lib/session';

/** Password-reset mails one requester (IP, an IPv6 client by its /64) may have sent to one address per hour. */
export const RESET_MAILS_PER_HOUR = 3;
/** Password-reset mails one requester may have sent per hour, to all addresses together. */
export const RESET_MAILS_PER_IP_PER_HOUR = 10;

/**
 * A client's address as @fastify/rate-limit counts it: an IPv6 client by its /64, since one
 * subscriber usually holds a whole /64 and could otherwise hop between addresses.
 */
export const ipKey = (ip: string) => normalizeIP(ip);
export const ipOf = (req: FastifyRequest) => ipKey(req.ip);
/** Emails are hashed in keys, so a shared store never holds an address. */
export const emailKey = (email: string) => sha256(email.trim().toLowerCase());

/**
 * The account forms' rate limits, all @fastify/rate-limit: `AUTH_RATE_LIMIT` attempts per
 * `AUTH_RATE_WINDOW_MS` per IP (route config, checked first, before the body is read), then per
 * IP + email or per token (checked in a preHandler). A limit is counted only for requests every
 * earlier limit let through, so a request refused for its IP never counts against an email: a
 * stranger cannot lock an account out, and the owner signing in from a clean address gets in.
 */
export class AuthRateLimits {
  constructor(
    private app: FastifyInstance,
    private config: Pick<Config, 'rateLimit'>,
  ) {}

  /** Route config: the per-IP limit, each route counted on its own. */
  get perIp() {
    const { max, windowMs } = this.config.rateLimit;
    return { rateLimit: { max, timeWindow: windowMs } };
  }

  /** A preHandler: 429 past `AUTH_RATE_LIMIT` per window for the key `keyOf` gives. */
  by(name: string, keyOf: (req: FastifyRequest) => string) {
    const { max, windowMs } = this.config.rateLimit;
    const allowed = this.counter(name, max, windowMs, keyOf);
    return async (req: FastifyRequest) => {
      if (!(await allowed(req))) throw tooMany();
    };
  }

  /**
   * Counts one password-reset mail for the requester and the address in the body; false once the
   * requester had RESET_MAILS_PER_HOUR mailed to that address this hour, or
   * RESET_MAILS_PER_IP_PER_HOUR to any addresses. The address's count is kept per requester, so a
   * stranger spending it does not silence the owner asking from their own connection; the per-IP
   * count stops one requester from mailing many addresses. Counted for every address alike, known
   * or not, so neither the answer nor its timing tells whether the address has an account.
   */
  resetMails() {
    const hour = 60 * 60_000;
    const perAddress = this.counter(
      'reset-mail:ip-email',
      RESET_MAILS_PER_HOUR,
      hour,
      (req) => `${ipOf(req)}:${emailKey((req.body as { email: string }).email)}`,
    );
    const perIp = this.counter('reset-mail:ip', RESET_MAILS_PER_IP_PER_HOUR, hour, ipOf);
    // The per-IP count only counts mails the per-address one let through.
    return async (req: FastifyRequest) => (await perAddress(req)) && (await perIp(req));
  }

  /** Counts the request under `name:key`; false once over `max` in the window. */
  private counter(name: string, max: number, timeWindow: number, keyOf: (req: FastifyRequest) => string) {
    const limit = this.app.createRateLimit({
      max,
      timeWindow,
      keyGenerator: (req) => `${name}:${keyOf(req)}`,
      // A broken Redis lets requests through rather than locking everyone out.
      skipOnError: true,
    });
    return async (req: FastifyRequest) => {
      const r = await limit(req);
      return r.isAllowed || !r.isExceeded;
    };
  }
}
