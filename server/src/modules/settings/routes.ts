import { accountUpdateSchema, confirmEmailChangeSchema } from '@pressrun/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../lib/schemas';
import { sessionOf } from '../../lib/session';
import type { SettingsDeps } from './deps';
import {
  cancelEmailChange,
  confirmEmailChange,
  readAccount,
  resendChangeLink,
  updateAccount,
} from './service';

const accountSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  /** A new email waiting for its link to be opened; `email` stays the old one until then. */
  pendingEmail: z.string().nullable(),
});
const accountReply = z.object({ account: accountSchema });
const savedReply = accountReply.extend({ message: z.string() });

/**
 * Settings' account (/api/settings): the signed-in user's names, email and phone. A new email waits
 * for the link mailed to it; that link's route is public (it is opened from the mailbox, in any
 * browser), the token being the proof.
 */
export const settingsRoutes: FastifyPluginAsyncZod<{ deps: SettingsDeps }> = async (app, { deps }) => {
  const tags = ['settings'];
  // Saving may mail a link: a few per user (per IP for the public link) in the auth window.
  const limit = (key: string) => ({
    rateLimit: {
      max: deps.config.rateLimit.max,
      timeWindow: deps.config.rateLimit.windowMs,
      keyGenerator: (req: { session: { userId: number } | null; ip: string }) =>
        `settings:${key}:${req.session?.userId ?? req.ip}`,
    },
  });

  app.get(
    '/account',
    { schema: { tags, response: { 200: accountReply, 401: errorSchema } }, config: { auth: 'session' } },
    async (req) => ({ account: await readAccount(deps, sessionOf(req).userId) }),
  );

  app.put(
    '/account',
    {
      schema: {
        tags,
        body: accountUpdateSchema,
        response: { 200: savedReply, 400: errorSchema, 401: errorSchema, 409: errorSchema, 429: errorSchema },
      },
      config: limit('save'),
    },
    async (req) => updateAccount(deps, sessionOf(req), req.body),
  );

  app.post(
    '/account/email/resend',
    {
      schema: {
        tags,
        response: {
          202: z.object({ message: z.string() }),
          401: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
      config: limit('resend'),
    },
    async (req, reply) => reply.status(202).send(await resendChangeLink(deps, sessionOf(req))),
  );

  app.delete(
    '/account/email',
    { schema: { tags, response: { 200: savedReply, 401: errorSchema } } },
    async (req) => cancelEmailChange(deps, sessionOf(req).userId),
  );

  app.post(
    '/account/confirm-email',
    {
      schema: {
        tags,
        body: confirmEmailChangeSchema,
        response: {
          200: z.object({ email: z.string(), message: z.string() }),
          400: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
      config: { ...limit('confirm'), auth: 'public' },
    },
    async (req) => confirmEmailChange(deps, req.body.token),
  );
};
