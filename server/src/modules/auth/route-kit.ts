import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SessionSigner } from '../../lib/session';
import type { SessionCookieJar } from './cookies';
import type { AuthRateLimits } from './rate-limits';
import type { AuthService, RequestMeta } from './service';

export const userSchema = z.object({
  id: z.number(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.string(),
  staff_role: z.string().nullable(),
  company_id: z.number(),
  company_name: z.string(),
  email_verified: z.boolean(),
});

export const userReply = z.object({ user: userSchema });
export const messageReply = z.object({ message: z.string() });

export const metaOf = (req: FastifyRequest): RequestMeta => ({
  ip: req.ip,
  userAgent: req.headers['user-agent']?.slice(0, 512) ?? null,
});

/** What the accounts routes share: the service, the cookie jar, the signer and the rate limits. */
export interface AuthRouteKit {
  auth: AuthService;
  cookies: SessionCookieJar;
  signer: SessionSigner;
  limits: AuthRateLimits;
  /** A limit per address and email together, for the forms that name an email. */
  perIpAndEmail: (action: string) => ReturnType<AuthRateLimits['by']>;
  /** Whether the address may be sent another reset mail this hour. */
  resetMailAllowed: ReturnType<AuthRateLimits['resetMails']>;
}
