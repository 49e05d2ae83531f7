import {
  forgotSchema,
  loginSchema,
  MSG,
  registerSchema,
  resetSchema,
  verifyEmailSchema,
} from '@pressrun/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { errorSchema } from '../../lib/schemas';
import { COOKIE, requireSession, sessionOf } from '../../lib/session';
import { createCrm, registerCrmJob } from '../../providers/crm';
import { clearAccessCookie, clearSessionCookies, rotateCsrfCookie, setSessionCookies } from './cookies';
import { AuthService, type RequestMeta, userJson } from './service';
import { AuthThrottle, createThrottleStore } from './throttle';

export const userSchema = z.object({
  id: z.number(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.string(),
  staff_role: z.string().nullable(),
  company_id: z.number(),
  company_name: z.string(),
  email_verified: z.boolean(),
});

const userReply = z.object({ user: userSchema });
const messageReply = z.object({ message: z.string() });

const metaOf = (req: FastifyRequest): RequestMeta => ({
  ip: req.ip,
  userAgent: req.headers['user-agent']?.slice(0, 512) ?? null,
});

/**
 * Accounts (spec part 1 §2, §4, §5, §8): sign-up, sign-in, refresh, sign-out, email verification
 * and password reset. Cookies as DESIGN.md says: signed `access`, rotating opaque `refresh` scoped to
 * /api/auth, readable `csrf`.
 */
export const authModule: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.ctx;
  const secure = config.secureCookies;
  const throttle = new AuthThrottle(createThrottleStore(config), config, app.log);
  const crm = createCrm(config);
  registerCrmJob(app.ctx.jobs, crm);
  const auth = new AuthService(app.ctx, throttle, crm);
  app.addHook('onClose', () => throttle.close());

  app.get(
    '/me',
    {
      schema: { tags: ['auth'], response: { 200: userReply, 401: errorSchema } },
      // The refresh cookie's path includes /api/auth, so this route can tell a visitor (nothing to
      // refresh: 'signed_out') from an expired access cookie — and the client skips a refresh
      // that cannot succeed on every public page view.
      preHandler: async (req) => {
        if (!req.session) {
          throw new AppError(
            401,
            req.cookies[COOKIE.refresh] ? 'unauthorized' : 'signed_out',
            MSG.notAuthorized,
          );
        }
      },
    },
    async (req) => ({ user: userJson(await auth.me(sessionOf(req).userId)) }),
  );

  app.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        body: registerSchema,
        response: {
          201: z.object({ user: userSchema, next: z.string() }),
          400: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (req, reply) => {
      const { user, session, next } = await auth.register(req.body, metaOf(req));
      setSessionCookies(reply, session, secure);
      return reply.status(201).send({ user: userJson(user), next });
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        body: loginSchema,
        response: { 200: userReply, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (req, reply) => {
      try {
        const { user, session } = await auth.login(req.body, metaOf(req));
        setSessionCookies(reply, session, secure);
        return { user: userJson(user) };
      } catch (err) {
        // Spec part 1 §4: a failed sign-in clears the access cookie and the csrf token.
        if (err instanceof AppError && err.code === 'login_failed') {
          clearAccessCookie(reply, secure);
          rotateCsrfCookie(reply, secure);
        }
        throw err;
      }
    },
  );

  app.post('/logout', { schema: { tags: ['auth'], response: { 204: z.null() } } }, async (req, reply) => {
    await auth.logout(req.cookies[COOKIE.refresh]);
    clearSessionCookies(reply, secure);
    return reply.status(204).send(null);
  });

  app.post(
    '/refresh',
    { schema: { tags: ['auth'], response: { 200: userReply, 401: errorSchema, 409: errorSchema } } },
    async (req, reply) => {
      try {
        const { user, session } = await auth.refresh(req.cookies[COOKIE.refresh]);
        setSessionCookies(reply, session, secure);
        return { user: userJson(user) };
      } catch (err) {
        // A lost refresh race keeps the cookies the winning request just set.
        if (!(err instanceof AppError && err.code === 'refresh_race')) clearSessionCookies(reply, secure);
        throw err;
      }
    },
  );

  app.post(
    '/verify-email',
    {
      schema: { tags: ['auth'], body: verifyEmailSchema, response: { 200: messageReply, 400: errorSchema } },
    },
    async (req) => {
      await auth.verifyEmail(req.body.key);
      return { message: 'success' };
    },
  );

  app.post(
    '/resend-verification',
    {
      schema: { tags: ['auth'], response: { 202: messageReply, 401: errorSchema, 409: errorSchema } },
      preHandler: requireSession,
    },
    async (req, reply) => {
      await auth.resendVerification(sessionOf(req).userId, metaOf(req));
      return reply.status(202).send({ message: MSG.verificationResent });
    },
  );

  app.post(
    '/forgot',
    {
      schema: {
        tags: ['auth'],
        body: forgotSchema,
        response: { 200: messageReply, 400: errorSchema, 429: errorSchema },
      },
    },
    async (req) => {
      await auth.forgot(req.body, metaOf(req));
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
    },
    async (req) => {
      await auth.reset(req.body, metaOf(req));
      return { status: 'ok' as const, message: MSG.resetSuccess };
    },
  );
};
