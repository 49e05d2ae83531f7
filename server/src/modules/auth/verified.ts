import { MSG } from '@pressrun/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { sessionOf } from '../../lib/session';
import * as repo from './repo';

/** The user as ordering needs them: email, whether it is verified, their company's terms. */
export type Orderer = NonNullable<Awaited<ReturnType<typeof repo.findOrderer>>>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireVerifiedEmail: the verified user it read. */
    orderer?: Orderer;
  }
}

export const loadOrderer = (db: Db, userId: number) => repo.findOrderer(db, userId);

/**
 * preHandler for actions reserved to verified emails (designing templates, ordering): the web app
 * gates them too, but the API must not rely on that. Read from the database, since the access
 * cookie outlives a verification; what it read (with the company's terms) stays on the request,
 * so ordering does not read it again.
 */
export function requireVerifiedEmail(db: Db) {
  return async (req: FastifyRequest) => {
    const orderer = await loadOrderer(db, sessionOf(req).userId);
    if (!orderer?.emailVerified) throw new AppError(403, 'email_unverified', MSG.unverifiedEmail);
    req.orderer = orderer;
  };
}

/** The user requireVerifiedEmail let through on this request. */
export function ordererOf(req: FastifyRequest): Orderer {
  if (!req.orderer) throw new Error('requireVerifiedEmail must run before this handler');
  return req.orderer;
}
