import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from './tables';

/** A user's name and email as other capabilities show them (an order's placer, a timeline's actor); null: no such user. */
export async function userNames(db: Db, userId: number) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
