import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCrm, registerCrmJob } from '../../providers/crm';
import { createThrottleStore } from '../../providers/throttle-store';
import { SessionCookieJar } from './cookies';
import type { AuthDeps } from './deps';
import { emailVerificationRoutes, passwordResetRoutes } from './email-routes';
import type { LiveSessions } from './live-sessions';
import { AuthRateLimits, emailKey, ipOf } from './rate-limits';
import { AuthService, RESET_MAIL_JOB } from './service';
import { sessionRoutes, signInRoutes } from './session-routes';
import { LoginDelays } from './throttle';

const bodyEmail = (req: FastifyRequest) => emailKey((req.body as { email: string }).email);

/**
 * Accounts: sign-up, sign-in, refresh, sign-out, email verification and password reset. Cookies:
 * a signed `access` (15 minutes, naming its session), a rotating opaque `refresh` scoped to
 * /api/auth, and a readable `csrf`. `sessions` is the app's live-session check, told at once when
 * this process ends a session.
 */
export const authModule: FastifyPluginAsyncZod<{ sessions: LiveSessions; deps: AuthDeps }> = async (
  app,
  { sessions, deps },
) => {
  const { config } = deps;
  const cookies = new SessionCookieJar(config.secureCookies);
  const delays = new LoginDelays(createThrottleStore(deps.redis, 'auth:', deps.now), config, app.log);
  const crm = createCrm(config);
  registerCrmJob(deps.jobs, crm);
  const auth = new AuthService(deps, delays, crm, sessions);
  deps.jobs.register(RESET_MAIL_JOB, (p) => auth.sendResetMail(String(p.email)), { scrubWhenDone: true });
  app.addHook('onClose', () => delays.close());
  const limits = new AuthRateLimits(app, config);
  const kit = {
    auth,
    cookies,
    signer: deps.signer,
    limits,
    perIpAndEmail: (action: string) => limits.by(`${action}:ip-email`, (r) => `${ipOf(r)}:${bodyEmail(r)}`),
    resetMailAllowed: limits.resetMails(),
  };

  signInRoutes(app, kit);
  sessionRoutes(app, kit);
  emailVerificationRoutes(app, kit);
  passwordResetRoutes(app, kit);
};
