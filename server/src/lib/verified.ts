import { MSG } from '@pressrun/domain';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError } from './errors';
import { sessionOf } from './session';

/**
 * preHandler for actions the spec reserves to verified emails (designing templates, ordering):
 * the web app gates them too, but the API must not rely on that. Read from the database, since
 * the access cookie outlives a verification.
 */
export function requireVerifiedEmail(db: Db) {
  return async (req: FastifyRequest) => {
    const [user] = await db
      .select({ verified: users.emailVerified })
      .from(users)
      .where(eq(users.id, sessionOf(req).userId));
    if (!user?.verified) throw new AppError(403, 'email_unverified', MSG.unverifiedEmail);
  };
}
