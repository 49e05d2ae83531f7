import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A company owns files, templates, orders, cards and terms; every query is scoped by its id. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Credit terms left to spend, in cents; null: the company is not offered credit terms. */
  termBalance: integer('term_balance'),
  /** Credit terms granted, in cents, when staff approve an application; null: none granted. */
  termLimit: integer('term_limit'),
  /** Credit terms as the customer sees it: null (never applied), 'Under Review', 'Approved', 'Declined'. */
  termStatus: text('term_status'),
  /** An approved resale certificate exempts the company from California's estimated tax. */
  resaleCertificateApproved: boolean('resale_certificate_approved').notNull().default(false),
  /** The card gateway's customer (Stripe's `cus_…`) the company's saved cards belong to; made with the first card. */
  cardCustomerRef: text('card_customer_ref'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    username: text('username').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    /** Stored lower-cased and trimmed so the unique index catches 'A@x.com' vs 'a@x.com'. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone').notNull().default('0000000000'),
    /** A new email the user asked for; it replaces `email` only once its verification link is opened. */
    pendingEmail: text('pending_email'),
    countryCode: text('country_code').notNull().default('US'),
    state: text('state').notNull().default('CA'),
    /** Company role '1' owner, '2' member, '3' orders-only. */
    role: text('role').notNull().default('1'),
    /** Staff role for the production side: 'operator' or 'admin'; null for customers. */
    staffRole: text('staff_role'),
    emailVerified: boolean('email_verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email), index('users_company_idx').on(t.companyId)],
);

/**
 * A login record (company, user, login time); logout stamps it. Its family id is the session id the
 * access cookie carries, looked up on requests to tell a live session from an ended one.
 */
export const logins = pgTable(
  'logins',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    userId: integer('user_id').notNull(),
    /** The refresh-token family this login owns. */
    familyId: text('family_id').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    loginTime: timestamp('login_time', { withTimezone: true }).notNull().defaultNow(),
    logoutTime: timestamp('logout_time', { withTimezone: true }),
  },
  (t) => [index('logins_family_idx').on(t.familyId)],
);

/** Opaque refresh tokens, stored hashed; a reused (already rotated) token revokes its family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    familyId: text('family_id').notNull(),
    userId: integer('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/** One-time tokens mailed to the user: email verification and password reset, stored hashed. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    purpose: text('purpose').notNull(), // 'verify_email' | 'reset_password'
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_tokens_hash_idx').on(t.tokenHash)],
);
