import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { StaffRole } from '../../lib/session';
import { users } from './tables';

/** The user with this (lower-cased) email and their staff role, for the staff command; null: none. */
export async function userForStaffRole(db: Db, email: string) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      first: users.firstName,
      last: users.lastName,
      role: users.staffRole,
    })
    .from(users)
    .where(eq(users.email, email));
  return user ?? null;
}

/** Gives the user a staff role, or takes it away with null. */
export async function setStaffRole(db: Db, userId: number, role: StaffRole | null) {
  await db.update(users).set({ staffRole: role }).where(eq(users.id, userId));
}
