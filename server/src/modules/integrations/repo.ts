import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { usersReadModel } from '../auth';
import type { RequestStatus } from './messages';
import { integrationRequests } from './tables';

export type IntegrationRequestRow = typeof integrationRequests.$inferSelect;

/** Staff list pages hold this many requests. */
export const REQUESTS_PAGE_SIZE = 50;

/** The company's own list is short by nature; this bounds it all the same. */
export const OWN_REQUESTS_MAX = 100;

export async function insertRequest(db: Db, row: typeof integrationRequests.$inferInsert) {
  const [inserted] = await db.insert(integrationRequests).values(row).returning();
  return inserted!;
}

/** The company's requests, newest first (the id breaks ties of one instant). */
export function listForCompany(db: Db, companyId: number) {
  return db
    .select()
    .from(integrationRequests)
    .where(eq(integrationRequests.companyId, companyId))
    .orderBy(desc(integrationRequests.createdAt), desc(integrationRequests.id))
    .limit(OWN_REQUESTS_MAX);
}

/** Who made a request and in which company: the support mail names them. */
export const requester = (db: Db, userId: number) => usersReadModel.contactOf(db, userId);

/**
 * A page of requests for staff, newest first (ids only grow, so the id orders them and is the
 * cursor: `before` is the last id of the previous page). One more than a page tells if more follow.
 */
export function listForStaff(db: Db, opts: { status?: RequestStatus; before?: number; id?: number }) {
  const companies = usersReadModel.companyNames(db);
  const handler = usersReadModel.userNamesTable(db, 'handler');
  const where: SQL[] = [];
  if (opts.id) where.push(eq(integrationRequests.id, opts.id));
  if (opts.status) where.push(eq(integrationRequests.status, opts.status));
  if (opts.before) where.push(lt(integrationRequests.id, opts.before));
  return db
    .select({
      request: integrationRequests,
      account: companies.name,
      handledByName: handler.firstName,
      handledByLast: handler.lastName,
    })
    .from(integrationRequests)
    .innerJoin(companies, eq(companies.id, integrationRequests.companyId))
    .leftJoin(handler, eq(handler.id, integrationRequests.handledBy))
    .where(and(...where))
    .orderBy(desc(integrationRequests.id))
    .limit(REQUESTS_PAGE_SIZE + 1);
}

export async function findRequest(db: Db, id: number) {
  const [row] = await db.select().from(integrationRequests).where(eq(integrationRequests.id, id));
  return row ?? null;
}

/** 'Received' → 'Keys Issued', once: null when it was not waiting (a second click, or another staff member). */
export async function markKeysIssued(db: Db, id: number, staffUserId: number) {
  const [row] = await db
    .update(integrationRequests)
    .set({ status: 'Keys Issued', handledBy: staffUserId, handledAt: sql`now()` })
    .where(and(eq(integrationRequests.id, id), eq(integrationRequests.status, 'Received')))
    .returning();
  return row ?? null;
}
