import { and, desc, eq, exists, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, users } from './tables';

/** A company as staff see it; amounts in cents (balance null: no credit terms). */
export interface StaffCompany {
  id: number;
  name: string;
  ownerEmail: string | null;
  termBalance: number | null;
  termLimit: number | null;
  /** null (never applied), 'Under Review', 'Approved' or 'Declined'. */
  termStatus: string | null;
  createdAt: string;
}

export const LIST_LIMIT = 50;
const MAX_SERIAL = 2_147_483_647;

// The owner is the company's first owner-role user (the one sign-up made); any user if none is.
// Spelled out with an alias: drizzle leaves column names unqualified here, and "id" would be the user's.
const ownerEmail = sql<string | null>`(
  select o.email from ${users} o
  where o.company_id = ${companies}.id
  order by (o.role = '1') desc, o.id asc
  limit 1
)`;

async function companiesWhere(db: Db, where: SQL | undefined, limit: number): Promise<StaffCompany[]> {
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      ownerEmail,
      termBalance: companies.termBalance,
      termLimit: companies.termLimit,
      termStatus: companies.termStatus,
      createdAt: companies.createdAt,
    })
    .from(companies)
    .where(where)
    .orderBy(desc(companies.createdAt), desc(companies.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** `%`, `_` and `\` typed into the search box mean themselves, not LIKE patterns. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The newest companies, at most 50; with a search, those whose name or any user's email contains
 * it (any case), or whose id it is.
 */
export function searchCompanies(db: Db, q: string): Promise<StaffCompany[]> {
  if (!q) return companiesWhere(db, undefined, LIST_LIMIT);
  const pattern = `%${likeEscape(q)}%`;
  const byId = /^\d{1,10}$/.test(q) && Number(q) <= MAX_SERIAL ? eq(companies.id, Number(q)) : undefined;
  const byEmail = exists(
    db
      .select({ one: sql`1` })
      .from(users)
      .where(and(eq(users.companyId, companies.id), ilike(users.email, pattern))),
  );
  return companiesWhere(db, or(ilike(companies.name, pattern), byEmail, byId), LIST_LIMIT);
}

export async function findCompany(db: Db, id: number): Promise<StaffCompany | null> {
  const [found] = await companiesWhere(db, eq(companies.id, id), 1);
  return found ?? null;
}
