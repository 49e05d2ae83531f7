import { hash, verify } from '@node-rs/argon2';
import {
  type forgotSchema,
  type loginSchema,
  MSG,
  REGISTRATION_DEFAULTS,
  type registerSchema,
  type resetSchema,
  safeNextPath,
  splitName,
} from '@pressrun/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError, conflict, unauthorized } from '../../lib/errors';
import { REFRESH_TTL_MS, randomToken, type Session } from '../../lib/session';
import { type Crm, queueCrmContact } from '../../providers/crm';
import { companyGroup, PUBLIC_GROUP } from '../../providers/jobs/queue';
import { type RevocationReason, recordRevocation, revokeCompanyKeys } from '../api-keys';
import { revokeCompanyEndpoints } from '../webhooks';
import type { SessionCookies } from './cookies';
import type { LiveSessions } from './live-sessions';
import { queuePasswordChangedMail, queueResetMail, queueVerificationMail } from './mails';
import { ipKey } from './rate-limits';
import * as repo from './repo';
import type { LoginDelays } from './throttle';

export type { UserWithCompany } from './repo';

/** How the endpoint list says why an endpoint was revoked. */
const REVOKED_WHEN: Record<RevocationReason, string> = {
  email_verified: 'the account’s email address was verified',
  password_reset: 'the account’s password was reset',
};

export const VERIFY_EMAIL_TTL_MS = 7 * 24 * 60 * 60_000;
export const RESET_PASSWORD_TTL_MS = 60 * 60_000;

/** The user object every auth answer carries (the web app's SessionUser). */
export function userJson(u: repo.UserWithCompany) {
  return {
    id: u.id,
    name: u.username,
    first_name: u.firstName,
    last_name: u.lastName,
    email: u.email,
    role: u.role,
    staff_role: u.staffRole,
    company_id: u.companyId,
    company_name: u.companyName,
    email_verified: u.emailVerified,
  };
}
export type UserJson = ReturnType<typeof userJson>;

/** For other modules (dashboard): the signed-in user with their company, or null. */
export const loadUser = (db: Db, userId: number) => repo.findUserById(db, userId);

/** For other modules (checkout): the company's credit-terms balance (null: none) and resale certificate. */
export const companyTerms = (db: Db, companyId: number) => repo.findCompanyTerms(db, companyId);

/** The job that mails a password-reset link: the request only queues it (see AuthService.forgot). */
export const RESET_MAIL_JOB = 'auth.reset-mail';

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const loginFailed = () => new AppError(401, 'login_failed', MSG.loginFailed);
const sessionExpired = () => new AppError(401, 'session_expired', MSG.sessionExpired);

// Passwords: argon2id (the library's default algorithm) with its default cost.
const hashPassword = (password: string) => hash(password);

// Signing in with an unknown email still verifies a password against this hash, so the answer
// takes as long as for a known email with a wrong password and timing does not tell them apart.
let dummyHash: Promise<string> | null = null;
const timingDummy = () => {
  dummyHash ??= hash(randomToken(16));
  return dummyHash;
};

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** How long after its use a refresh token counts as a concurrent refresh rather than a stolen copy. */
export const REFRESH_RACE_GRACE_MS = 30_000;
export const refreshRace = () =>
  new AppError(
    409,
    'refresh_race',
    'The session was just refreshed by another request; retry with the new cookies.',
  );

/** What sign-up, sign-in and the account mails use: the database, the mail jobs, settings and the signer. */
export type AuthServiceDeps = Pick<AppContext, 'config' | 'db' | 'jobs' | 'signer'>;

export class AuthService {
  constructor(
    private deps: AuthServiceDeps,
    private delays: LoginDelays,
    private crm: Crm,
    private sessions: LiveSessions,
  ) {}

  private get db() {
    return this.deps.db;
  }

  /**
   * Sign-up: company + owner, a login, the verification mail and the CRM contact. The customer is
   * signed in right away; designing and ordering wait for the verified email.
   */
  async register(input: z.output<typeof registerSchema>, meta: RequestMeta) {
    const email = normalizeEmail(input.email);
    if (await repo.findUserByEmail(this.db, email)) throw emailTaken();
    const { first_name, last_name } = splitName(input.username);
    const phone = input.phone_number || REGISTRATION_DEFAULTS.phone_number;
    let user: repo.UserWithCompany;
    try {
      user = await repo.createAccount(this.db, {
        companyName: input.company_name || input.username,
        username: input.username,
        firstName: first_name,
        lastName: last_name,
        email,
        passwordHash: await hashPassword(input.password),
        phone,
        countryCode: input.country_code || REGISTRATION_DEFAULTS.country_code,
        state: input.state || REGISTRATION_DEFAULTS.state,
      });
    } catch (err) {
      // Two sign-ups with one address at the same moment: the unique index decides.
      if (isUniqueViolation(err)) throw emailTaken();
      throw err;
    }
    const session = await this.openSession(user, meta);
    await this.sendVerification(user);
    await queueCrmContact(
      this.deps.jobs,
      this.crm,
      {
        email,
        firstName: first_name,
        lastName: last_name,
        company: user.companyName,
        phone: phone === REGISTRATION_DEFAULTS.phone_number ? undefined : phone,
      },
      companyGroup(user.companyId),
    );
    const next = safeNextPath(input.next) ?? `/verify?email=${encodeURIComponent(email)}`;
    return { user, session, next };
  }

  async login(input: z.output<typeof loginSchema>, meta: RequestMeta) {
    const email = normalizeEmail(input.email);
    const ip = ipKey(meta.ip); // the delays count an IPv6 client by its /64, as the rate limits do
    await this.delays.assertAllowed(ip, email);
    const user = await repo.findUserByEmail(this.db, email);
    let ok = false;
    if (user) ok = await verify(user.passwordHash, input.password).catch(() => false);
    else await verify(await timingDummy(), input.password).catch(() => false);
    if (!user || !ok) {
      await this.delays.failed(ip, email);
      throw loginFailed();
    }
    await this.delays.succeeded(ip, email);
    const signedIn = await this.withStaffRole(user);
    return { user: signedIn, session: await this.openSession(signedIn, meta) };
  }

  /**
   * Rotates the refresh token: each is good once. Presenting one that was already used means a copy
   * leaked, so the whole family (that login) is revoked and both holders must sign in again —
   * unless it was used only seconds ago: two tabs (or two requests) refreshing with the same cookie
   * at once is a race, answered 409 without revoking anything, so the winner's cookies stay good.
   */
  async refresh(token: string | undefined) {
    if (!token) throw sessionExpired();
    const row = await repo.findRefreshToken(this.db, token);
    if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) throw sessionExpired();
    if (row.usedAt && Date.now() - row.usedAt.getTime() < REFRESH_RACE_GRACE_MS) throw refreshRace();
    if (row.usedAt) {
      await this.endSession(row.familyId);
      throw sessionExpired();
    }
    // Lost the claim to a request that used this very token a moment ago: a race, not a theft.
    if (!(await repo.claimRefreshToken(this.db, row.id))) throw refreshRace();
    const found = await repo.findUserById(this.db, row.userId);
    if (!found) throw sessionExpired();
    // A refresh re-reads the user, so a listed address verified since sign-in becomes staff here.
    const user = await this.withStaffRole(found);
    const refresh = randomToken(32);
    const refreshExpiresAt = new Date(Date.now() + REFRESH_TTL_MS);
    await repo.insertRefreshToken(this.db, {
      token: refresh,
      familyId: row.familyId,
      userId: user.id,
      expiresAt: refreshExpiresAt,
    });
    return {
      user,
      session: { sid: row.familyId, access: this.accessToken(user, row.familyId), refresh, refreshExpiresAt },
    };
  }

  /**
   * Stamps the logout time and revokes the refresh family of the session the cookies name: the
   * refresh token's family, and the session id of the access token (which may come alone).
   */
  async logout(cookies: { refresh?: string; sid?: string }) {
    const families = new Set<string>();
    if (cookies.sid) families.add(cookies.sid);
    if (cookies.refresh) {
      const row = await repo.findRefreshToken(this.db, cookies.refresh);
      if (row) families.add(row.familyId);
    }
    for (const familyId of families) await this.endSession(familyId);
  }

  /** Ends a login: its refresh family is revoked and its access cookies stop working. */
  private async endSession(familyId: string) {
    await repo.endFamily(this.db, familyId);
    this.sessions.ended(familyId); // this process at once; the others within SESSION_CHECK_TTL_MS
  }

  async me(userId: number) {
    const user = await repo.findUserById(this.db, userId);
    if (!user) throw unauthorized();
    return user;
  }

  /**
   * Opens the verification link. The first verification proves the address is the verifier's,
   * not necessarily the account's maker's: anyone can sign up with an address they do not own. So
   * whatever was made before is not trusted: every other session of the user ends and the
   * company's API keys and webhook endpoints are revoked (accountChangedHands). Only the session
   * of the browser that opened the link stays, when it is this user's own (named by its access
   * cookie, or by its refresh cookie once the access cookie has lapsed): whoever holds it knows
   * the password and owns the address.
   */
  async verifyEmail(key: string, verifier: { session: Session | null; refresh: string | undefined }) {
    const ended = await this.db.transaction(async (tx) => {
      const userId = await repo.consumeUserToken(tx, 'verify_email', key);
      if (!userId) throw new AppError(400, 'verify_failed', MSG.verifyFailure);
      if (!(await repo.markEmailVerified(tx, userId))) return [];
      const user = await repo.findUserById(tx, userId);
      if (!user) return [];
      const keep = await this.sessionOfUser(tx, userId, verifier);
      return (await this.accountChangedHands(tx, user, 'email_verified', keep)).ended;
    });
    this.sessions.ended(...ended);
  }

  /** The session id the request's cookies name, when it is a live session of this user; else null. */
  private async sessionOfUser(
    db: Db,
    userId: number,
    cookies: { session: Session | null; refresh: string | undefined },
  ): Promise<string | null> {
    if (cookies.session?.userId === userId) return cookies.session.sid;
    if (!cookies.refresh) return null;
    const row = await repo.findRefreshToken(db, cookies.refresh);
    const live = row && !row.revokedAt && row.expiresAt.getTime() > Date.now();
    return live && row.userId === userId ? row.familyId : null;
  }

  async resendVerification(userId: number) {
    const user = await this.me(userId);
    if (user.emailVerified) throw new AppError(409, 'already_verified', MSG.alreadyVerified);
    await this.sendVerification(user);
  }

  /**
   * 'Forgot password' answers the same, after the same work, whether or not the address has an
   * account: the request only queues a job (unless the address had its reset mails for the hour),
   * and the job looks the account up and mails when there is one. So neither the answer nor its
   * timing tells who has an account.
   */
  async forgot(input: z.output<typeof forgotSchema>, opts: { mailAllowed: boolean }) {
    if (!opts.mailAllowed) return;
    // Whose account it is (if any) is the job's to find out: until then it is the public's.
    await this.deps.jobs.enqueue(
      RESET_MAIL_JOB,
      { email: normalizeEmail(input.email) },
      { group: PUBLIC_GROUP },
    );
  }

  /** The job behind forgot(): a one-hour reset link for the address, if it has an account. */
  async sendResetMail(email: string) {
    const user = await repo.findUserByEmail(this.db, email);
    if (!user) return;
    const token = await repo.createUserToken(this.db, user.id, 'reset_password', RESET_PASSWORD_TTL_MS);
    await queueResetMail(this.deps.jobs, this.deps.config, user, token);
  }

  /**
   * A reset link works once within the hour. A reset is how an owner takes an account back, so
   * afterwards every session of the account ends and the company's API keys and webhook endpoints
   * are revoked (accountChangedHands); the owner is mailed what was revoked.
   */
  async reset(input: z.output<typeof resetSchema>) {
    const userId = await repo.consumeUserToken(this.db, 'reset_password', input.token);
    if (!userId) throw new AppError(400, 'reset_token_invalid', MSG.resetTokenInvalid);
    const passwordHash = await hashPassword(input.password);
    const done = await this.db.transaction(async (tx) => {
      await repo.setPasswordHash(tx, userId, passwordHash);
      await repo.useUpTokens(tx, userId, 'reset_password');
      const user = await repo.findUserById(tx, userId);
      return user ? { user, ...(await this.accountChangedHands(tx, user, 'password_reset', null)) } : null;
    });
    if (!done) return;
    this.sessions.ended(...done.ended);
    await queuePasswordChangedMail(this.deps.jobs, this.deps.config, done.user, done.revoked);
  }

  /**
   * The account may have changed hands (its address verified for the first time, or its password
   * reset): the user's sessions but `keep` end, and the company's API keys and webhook endpoints
   * made so far are revoked, with a notice for the Stores page, so nothing a squatter made outlives
   * the owner's return. In the caller's transaction; the sessions ended and what was revoked.
   */
  private async accountChangedHands(
    tx: Db,
    user: repo.UserWithCompany,
    reason: RevocationReason,
    keep: string | null,
  ) {
    const ended = await repo.endAllSessions(tx, user.id, keep);
    const apiKeys = await revokeCompanyKeys(tx, user.companyId);
    const webhookEndpoints = await revokeCompanyEndpoints(tx, user.companyId, REVOKED_WHEN[reason]);
    await recordRevocation(tx, { companyId: user.companyId, reason, apiKeys, webhookEndpoints });
    return { ended, revoked: { apiKeys, webhookEndpoints } };
  }

  /** A new verification key; older unused ones stop working, so only the latest mail verifies. */
  private async sendVerification(user: repo.UserWithCompany) {
    await repo.useUpTokens(this.db, user.id, 'verify_email');
    const key = await repo.createUserToken(this.db, user.id, 'verify_email', VERIFY_EMAIL_TTL_MS);
    await queueVerificationMail(this.deps.jobs, this.deps.config, user, key);
  }

  /**
   * Addresses listed in STAFF_EMAILS are staff admins, but only once verified: anyone can sign up
   * with a listed address, only its owner can verify it. Unlisted users keep their stored role.
   */
  private async withStaffRole(user: repo.UserWithCompany): Promise<repo.UserWithCompany> {
    if (user.staffRole || !user.emailVerified || !this.deps.config.staffEmails.includes(user.email))
      return user;
    return { ...user, staffRole: await repo.grantStaffAdmin(this.db, user.id) };
  }

  /** A new login: a refresh family of its own, the login record, and the cookies' values. */
  private async openSession(user: repo.UserWithCompany, meta: RequestMeta): Promise<SessionCookies> {
    const familyId = randomToken(16);
    const refresh = randomToken(32);
    const refreshExpiresAt = new Date(Date.now() + REFRESH_TTL_MS);
    await repo.insertRefreshToken(this.db, {
      token: refresh,
      familyId,
      userId: user.id,
      expiresAt: refreshExpiresAt,
    });
    await repo.recordLogin(this.db, {
      companyId: user.companyId,
      userId: user.id,
      familyId,
      ip: meta.ip,
      userAgent: meta.userAgent,
    });
    return { sid: familyId, access: this.accessToken(user, familyId), refresh, refreshExpiresAt };
  }

  private accessToken(user: repo.UserWithCompany, familyId: string) {
    return this.deps.signer.sign({
      sid: familyId,
      userId: user.id,
      companyId: user.companyId,
      role: user.role,
      staffRole: user.staffRole,
    });
  }
}

const emailTaken = () => conflict(MSG.emailTaken, { email: MSG.emailTaken });
