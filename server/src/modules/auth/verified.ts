import { MSG } from '@pressrun/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { sessionOf } from '../../lib/session';
import * as repo from './repo';

/**
 * preHandler for actions reserved to verified emails (designing templates, ordering): the web app
 * gates them too, but the API must not rely on that. Read from the database, since the access
 * cookie outlives a verification.
 */
export function requireVerifiedEmail(db: Db) {
  return async (req: FastifyRequest) => {
    if (!(await repo.isEmailVerified(db, sessionOf(req).userId)))
      throw new AppError(403, 'email_unverified', MSG.unverifiedEmail);
  };
}
