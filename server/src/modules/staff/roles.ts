import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { StaffRole } from '../../lib/session';
import { setStaffRole, userForStaffRole } from '../auth';

export const STAFF_CMD_MSG = {
  noUser: (email: string) => `No PressRun user has the email ${email}.`,
  granted: (who: string, role: StaffRole) => `${who} is now a PressRun ${role}.`,
  already: (who: string, role: StaffRole) => `${who} was already a PressRun ${role}; nothing changed.`,
  revoked: (who: string, was: string) => `${who} is no longer PressRun staff (was ${was}).`,
  notStaff: (who: string) => `${who} was not PressRun staff; nothing changed.`,
} as const;

export interface RoleChange {
  userId: number;
  email: string;
  name: string;
  /** The role before and after; null: not staff. */
  before: string | null;
  after: StaffRole | null;
}

/**
 * Grants a staff role (or takes it away with null). The user must exist: staff sign up like anyone
 * and are then made staff. The role takes effect on the user's next request (lib/session.ts reads it
 * fresh; a revoked one within two seconds), whatever their access cookie says.
 */
export async function changeStaffRole(db: Db, email: string, role: StaffRole | null): Promise<RoleChange> {
  const address = email.trim().toLowerCase();
  const user = await userForStaffRole(db, address);
  if (!user) throw new AppError(404, 'user_not_found', STAFF_CMD_MSG.noUser(address));
  if (user.role !== role) await setStaffRole(db, user.id, role);
  return {
    userId: user.id,
    email: user.email,
    name: `${user.first} ${user.last}`.trim(),
    before: user.role,
    after: role,
  };
}

/** The one line the command prints. */
export function describeChange(c: RoleChange): string {
  const who = c.name ? `${c.email} (${c.name})` : c.email;
  if (c.after)
    return c.before === c.after ? STAFF_CMD_MSG.already(who, c.after) : STAFF_CMD_MSG.granted(who, c.after);
  return c.before ? STAFF_CMD_MSG.revoked(who, c.before) : STAFF_CMD_MSG.notStaff(who);
}
