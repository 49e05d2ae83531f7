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
import { requireSession, sessionOf, sha256 } from '../../lib/session';
import { createCrm, registerCrmJob } from '../../providers/crm';
import { createThrottleStore } from '../../providers/throttle-store';
import { SessionCookieJar } from './cookies';
import type { LiveSessions } from './live-sessions';
import { AuthRateLimits, emailKey, ipOf } from './rate-limits';
import { AuthService, RESET_MAIL_JOB, type RequestMeta, userJson } from './service';
import { LoginDelays } from './throttle';

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

const bodyEmail = (req: FastifyRequest) => emailKey((req.body as { email: string }).email);

/**
 * Accounts: sign-up, sign-in, refresh, sign-out, email verification and password reset. Cookies:
 * a signed `access` (15 minutes, naming its session), a rotating opaque `refresh` scoped to
 * /api/auth, and a readable `csrf`. `sessions` is the app's live-session check, told at once when
 * this process ends a session.
 */
export const authModule: FastifyPluginAsyncZod<{ sessions: LiveSessions }> = async (app, { sessions }) => {
  const { config } = app.ctx;
  const cookies = new SessionCookieJar(config.secureCookies);
  const delays = new LoginDelays(createThrottleStore(app.ctx.redis, 'auth:', app.ctx.now), config, app.log);
  const crm = createCrm(config);
  registerCrmJob(app.ctx.jobs, crm);
  const auth = new AuthService(app.ctx, delays, crm, sessions);
  app.ctx.jobs.register(RESET_MAIL_JOB, (p) => auth.sendResetMail(String(p.email)), { scrubWhenDone: true });
  app.addHook('onClose', () => delays.close());
  const limits = new AuthRateLimits(app, config);
  const perIpAndEmail = (action: string) =>
    limits.by(`${action}:ip-email`, (r) => `${ipOf(r)}:${bodyEmail(r)}`);
  const resetMailAllowed = limits.resetMails();

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
            req.cookies[cookies.names.refresh] ? 'unauthorized' : 'signed_out',
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
      config: { ...limits.perIp, auth: 'public' },
      preHandler: perIpAndEmail('register'),
    },
    async (req, reply) => {
      const { user, session, next } = await auth.register(req.body, metaOf(req));
      cookies.set(reply, session);
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
      config: { ...limits.perIp, auth: 'public' },
      preHandler: perIpAndEmail('login'),
    },
    async (req, reply) => {
      try {
        const { user, session } = await auth.login(req.body, metaOf(req));
        cookies.set(reply, session);
        return { user: userJson(user) };
      } catch (err) {
        // A failed sign-in clears the access cookie and the csrf token.
        if (err instanceof AppError && err.code === 'login_failed') {
          cookies.clearAccess(reply);
          cookies.rotateCsrf(reply);
        }
        throw err;
      }
    },
  );

  // Signed out already, logging out still answers 204 (and clears the cookies). The session ends
  // whichever cookie names it: the refresh cookie, or the access cookie alone (even expired), so a
  // copy of either taken before the logout cannot carry on.
  app.post(
    '/logout',
    { schema: { tags: ['auth'], response: { 204: z.null() } }, config: { auth: 'public' } },
    async (req, reply) => {
      const accessSid = app.ctx.signer.verify(req.cookies[cookies.names.access], { expired: 'accept' })?.sid;
      await auth.logout({ refresh: req.cookies[cookies.names.refresh], sid: accessSid });
      cookies.clearAll(reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/refresh',
    {
      schema: { tags: ['auth'], response: { 200: userReply, 401: errorSchema, 409: errorSchema } },
      // The access cookie has usually expired by now: the refresh cookie is the credential.
      config: { auth: 'public' },
    },
    async (req, reply) => {
      try {
        const { user, session } = await auth.refresh(req.cookies[cookies.names.refresh]);
        cookies.set(reply, session);
        return { user: userJson(user) };
      } catch (err) {
        // A lost refresh race keeps the cookies the winning request just set.
        if (!(err instanceof AppError && err.code === 'refresh_race')) cookies.clearAll(reply);
        throw err;
      }
    },
  );

  app.post(
    '/verify-email',
    {
      schema: { tags: ['auth'], body: verifyEmailSchema, response: { 200: messageReply, 400: errorSchema } },
      // The link in the mail works in any browser, signed in or not.
      config: { auth: 'public' },
    },
    async (req) => {
      await auth.verifyEmail(req.body.key, {
        session: req.session,
        refresh: req.cookies[cookies.names.refresh],
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
      config: limits.perIp,
      preHandler: [requireSession, limits.by('resend:user', (r) => String(sessionOf(r).userId))],
    },
    async (req, reply) => {
      await auth.resendVerification(sessionOf(req).userId);
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
      config: { ...limits.perIp, auth: 'public' },
      preHandler: perIpAndEmail('forgot'),
    },
    async (req) => {
      // Past the address's reset mails for the hour the answer stays the same; no mail goes out.
      await auth.forgot(req.body, { mailAllowed: await resetMailAllowed(req) });
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
      config: { ...limits.perIp, auth: 'public' },
      preHandler: limits.by('reset:token', (r) => sha256((r.body as { token: string }).token)),
    },
    async (req) => {
      await auth.reset(req.body);
      return { status: 'ok' as const, message: MSG.resetSuccess };
    },
  );
};
