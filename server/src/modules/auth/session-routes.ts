import { loginSchema, MSG, registerSchema } from '@pressrun/domain';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { RouteApp } from '../../lib/route-app';
import { errorSchema } from '../../lib/schemas';
import { sessionOf } from '../../lib/session';
import { type AuthRouteKit, metaOf, userReply, userSchema } from './route-kit';
import { userJson } from './service';

/** /me, /session, /register and /login: who is signed in, and the two ways to become so. */
export function signInRoutes(app: RouteApp, k: AuthRouteKit) {
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
            req.cookies[k.cookies.names.refresh] ? 'unauthorized' : 'signed_out',
            MSG.notAuthorized,
          );
        }
      },
    },
    async (req) => ({ user: userJson(await k.auth.me(sessionOf(req).userId)) }),
  );

  app.get(
    '/session',
    {
      schema: {
        tags: ['auth'],
        response: { 200: z.object({ user: userSchema.nullable(), expired: z.boolean().optional() }) },
      },
    },
    // /me for pages anyone may see: a visitor is an answer (no user), not a refusal, so a public
    // page's check leaves no failed request in the browser's console. `expired` says the access
    // cookie is gone but a refresh cookie is there: worth refreshing and asking again.
    async (req) => {
      if (req.session) return { user: userJson(await k.auth.me(sessionOf(req).userId)) };
      return req.cookies[k.cookies.names.refresh] ? { user: null, expired: true } : { user: null };
    },
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
      config: { ...k.limits.perIp, auth: 'public' },
      preHandler: k.perIpAndEmail('register'),
    },
    async (req, reply) => {
      const { user, session, next } = await k.auth.register(req.body, metaOf(req));
      k.cookies.set(reply, session);
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
      config: { ...k.limits.perIp, auth: 'public' },
      preHandler: k.perIpAndEmail('login'),
    },
    async (req, reply) => {
      try {
        const { user, session } = await k.auth.login(req.body, metaOf(req));
        k.cookies.set(reply, session);
        return { user: userJson(user) };
      } catch (err) {
        // A failed sign-in clears the access cookie and the csrf token.
        if (err instanceof AppError && err.code === 'login_failed') {
          k.cookies.clearAccess(reply);
          k.cookies.rotateCsrf(reply);
        }
        throw err;
      }
    },
  );
}

/** /logout and /refresh: ending a session, and renewing its access cookie. */
export function sessionRoutes(app: RouteApp, k: AuthRouteKit) {
  // Signed out already, logging out still answers 204 (and clears the cookies). The session ends
  // whichever cookie names it: the refresh cookie, or the access cookie alone (even expired), so a
  // copy of either taken before the logout cannot carry on.
  app.post(
    '/logout',
    { schema: { tags: ['auth'], response: { 204: z.null() } }, config: { auth: 'public' } },
    async (req, reply) => {
      const accessSid = k.signer.verify(req.cookies[k.cookies.names.access], { expired: 'accept' })?.sid;
      await k.auth.logout({ refresh: req.cookies[k.cookies.names.refresh], sid: accessSid });
      k.cookies.clearAll(reply);
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
        const { user, session } = await k.auth.refresh(req.cookies[k.cookies.names.refresh]);
        k.cookies.set(reply, session);
        return { user: userJson(user) };
      } catch (err) {
        // A lost refresh race keeps the cookies the winning request just set.
        if (!(err instanceof AppError && err.code === 'refresh_race')) k.cookies.clearAll(reply);
        throw err;
      }
    },
  );
}
