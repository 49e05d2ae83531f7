import { forgotSchema, MSG, resetSchema, verifyEmailSchema } from '@pressrun/domain';
import { z } from 'zod';
import type { RouteApp } from '../../lib/route-app';
import { errorSchema } from '../../lib/schemas';
import { requireSession, sessionOf, sha256 } from '../../lib/session';
import { type AuthRouteKit, messageReply } from './route-kit';

/** /verify-email and /resend-verification: proving the account's email is the owner's. */
export function emailVerificationRoutes(app: RouteApp, k: AuthRouteKit) {
  app.post(
    '/verify-email',
    {
      schema: { tags: ['auth'], body: verifyEmailSchema, response: { 200: messageReply, 400: errorSchema } },
      // The link in the mail works in any browser, signed in or not.
      config: { auth: 'public' },
    },
    async (req) => {
      await k.auth.verifyEmail(req.body.key, {
        session: req.session,
        refresh: req.cookies[k.cookies.names.refresh],
      });
      return { message: 'success' };
    },
  );

  app.post(
    '/resend-verification',
    {
      schema: {
        tags: ['auth'],
        response: { 202: messageReply, 401: errorSchema, 409: errorSchema, 429: errorSchema },
      },
      config: k.limits.perIp,
      preHandler: [requireSession, k.limits.by('resend:user', (r) => String(sessionOf(r).userId))],
    },
    async (req, reply) => {
      await k.auth.resendVerification(sessionOf(req).userId);
      return reply.status(202).send({ message: MSG.verificationResent });
    },
  );
}

/** /forgot and /reset: a new password through a mailed link. */
export function passwordResetRoutes(app: RouteApp, k: AuthRouteKit) {
  app.post(
    '/forgot',
    {
      schema: {
        tags: ['auth'],
        body: forgotSchema,
        response: { 200: messageReply, 400: errorSchema, 429: errorSchema },
      },
      config: { ...k.limits.perIp, auth: 'public' },
      preHandler: k.perIpAndEmail('forgot'),
    },
    async (req) => {
      // Past the address's reset mails for the hour the answer stays the same; no mail goes out.
      await k.auth.forgot(req.body, { mailAllowed: await k.resetMailAllowed(req) });
      return { message: MSG.forgotSuccess };
    },
  );

  app.post(
    '/reset',
    {
      schema: {
        tags: ['auth'],
        body: resetSchema,
        response: {
          200: z.object({ status: z.literal('ok'), message: z.string() }),
          400: errorSchema,
          429: errorSchema,
        },
      },
      config: { ...k.limits.perIp, auth: 'public' },
      preHandler: k.limits.by('reset:token', (r) => sha256((r.body as { token: string }).token)),
    },
    async (req) => {
      await k.auth.reset(req.body);
      return { status: 'ok' as const, message: MSG.resetSuccess };
    },
  );
}
