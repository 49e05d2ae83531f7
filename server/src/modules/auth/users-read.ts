import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, users } from './tables';

/** A user's name and email as other capabilities show them (an order's placer, a timeline's actor); null: no such user. */
export async function userNames(db: Db, userId: number) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The company's name; '' when there is no such company. */
export async function companyName(db: Db, companyId: number) {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? '';
}

/**
 * Companies' names to join in a staff list or detail, so a page stays one query: a subquery of the
 * companies (id, name), which PostgreSQL flattens into the join.
 */
export const companyNames = (db: Db) =>
  db.select({ id: companies.id, name: companies.name }).from(companies).as('companies');

/** Users' names to join in a staff list or detail (id, first and last name, email), as `companyNames`. */
export const userNamesTable = <Name extends string = 'users'>(db: Db, as: Name = 'users' as Name) =>
  db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .as(as);

/**
 * Companies as staff reviewing a document see them (name, credit terms, resale certificate), to
 * join as `companyNames`.
 */
export const companiesUnderReview = (db: Db) =>
  db
    .select({
      id: companies.id,
      name: companies.name,
      termStatus: companies.termStatus,
      termLimit: companies.termLimit,
      termBalance: companies.termBalance,
      resaleCertificateApproved: companies.resaleCertificateApproved,
    })
    .from(companies)
    .as('companies');

/** Whether the company's resale certificate is approved (false: no such company). */
export async function certificateApproved(db: Db, companyId: number) {
  const [row] = await db
    .select({ approved: companies.resaleCertificateApproved })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.approved ?? false;
}

/** Who a user is and in which company, as a mail names them; null: no such user. */
export async function contactOf(db: Db, userId: number) {
  const [row] = await db
    .select({ firstName: users.firstName, email: users.email, companyName: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row ?? null;
}
