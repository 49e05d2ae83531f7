import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from './tables';

/**
 * The user who acts for a company in a call made without a session (an API key): the one named
 * while they are still a user of the company, else its first user (the account's owner); null
 * when the company has no user.
 */
export async function actingUser(db: Db, companyId: number, named: number | null): Promise<number | null> {
  if (named !== null) {
    const [u] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, named), eq(users.companyId, companyId)));
    if (u) return u.id;
  }
  const [first] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(asc(users.id))
    .limit(1);
  return first?.id ?? null;
}
