import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { ControlChannel } from '../../lib/control';
import { errorSchema } from '../../lib/schemas';
import { STAFF_ROLES, staffRolesOf } from '../../lib/session';
import { changeStaffRole } from './roles';

export const staffRoleChangeSchema = z.object({
  email: z.string().trim().min(1).max(256),
  /** null takes the role away. */
  role: z.enum(STAFF_ROLES).nullable(),
});

const changeSchema = z.object({
  userId: z.number(),
  email: z.string(),
  name: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});

/**
 * Staff accounts: who is staff is changed from the command line (`npm run staff`, cli.ts), never
 * from a web page. While the server runs it owns the database (the embedded one may be open in one
 * process only), so the command asks it, through a 'control' route guarded by a random token the
 * server writes to DATA_DIR/control.json when it starts listening.
 */
/** What staff-role changes use from the app: the database, and the clock of the cached staff roles they forget. */
export type StaffDeps = Pick<AppContext, 'db' | 'now'>;

export const staffModule: FastifyPluginAsyncZod<{ control: ControlChannel; deps: StaffDeps }> = async (
  app,
  { control, deps },
) => {
  app.post(
    '/api/control/staff-role',
    {
      schema: { hide: true, body: staffRoleChangeSchema, response: { 200: changeSchema, 404: errorSchema } },
      config: { auth: 'control' },
      onRequest: control.guard,
    },
    async (req) => {
      const change = await changeStaffRole(deps.db, req.body.email, req.body.role);
      // This process need not wait for its cached reading of the role to expire.
      staffRolesOf(deps).forget(change.userId);
      return change;
    },
  );
};

export { readControlFile } from '../../lib/control';
export { changeStaffRole, describeChange, type RoleChange } from './roles';
