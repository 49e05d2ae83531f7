import type { AddressInfo } from 'node:net';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../lib/schemas';
import { noSuchRoute, randomToken, STAFF_ROLES, safeEqual, staffRolesOf } from '../../lib/session';
import { CONTROL_TOKEN_HEADER, removeControlFile, writeControlFile } from './control';
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

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Staff accounts: who is staff is changed from the command line (`npm run staff`, cli.ts), never
 * from a web page. While the server runs it owns the database (the embedded one may be open in one
 * process only), so the command asks it, through a 'control' route guarded by a random token the
 * server writes to DATA_DIR/control.json when it starts listening.
 */
export const staffModule: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const token = randomToken(32);

  app.addHook('onListen', async () => {
    const address = app.server.address() as AddressInfo | null;
    if (!address) return;
    writeControlFile(ctx.config.dataDir, { host: ctx.config.host, port: address.port, token });
  });
  app.addHook('onClose', async () => removeControlFile(ctx.config.dataDir, token));

  app.post(
    '/api/control/staff-role',
    {
      schema: { hide: true, body: staffRoleChangeSchema, response: { 200: changeSchema, 404: errorSchema } },
      config: { auth: 'control' },
      // Before the body is read: from anywhere but this machine, or without the token, there is no such route.
      onRequest: async (req) => {
        const given = req.headers[CONTROL_TOKEN_HEADER];
        if (
          !LOOPBACK.has(req.socket.remoteAddress ?? '') ||
          typeof given !== 'string' ||
          !safeEqual(given, token)
        )
          throw noSuchRoute(req);
      },
    },
    async (req) => {
      const change = await changeStaffRole(ctx.db, req.body.email, req.body.role);
      // This process need not wait for its cached reading of the role to expire.
      staffRolesOf(ctx).forget(change.userId);
      return change;
    },
  );
};

export { readControlFile } from './control';
export { changeStaffRole, describeChange, type RoleChange } from './roles';
