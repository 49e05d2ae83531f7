import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, users } from './tables';

/** The company as its statements name it, with its first owner as the contact; null: no such company. */
export async function statementCompany(db: Db, companyId: number) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name, createdAt: companies.createdAt })
    .from(companies)
    .where(eq(companies.id, companyId));
  const [owner] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, '1')))
    .orderBy(asc(users.id))
    .limit(1);
  return company ? { ...company, owner: owner ?? null } : null;
}

/**
 * Who an invoice is addressed to: the company, and the user who placed the order when they are
 * still one of its users (null otherwise).
 */
export async function invoiceAddressee(db: Db, companyId: number, userId: number) {
  const [user] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  return { user: user ?? null, company: company! };
}
