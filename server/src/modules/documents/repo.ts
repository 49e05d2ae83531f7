import { and, asc, desc, eq, gt, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { usersReadModel } from '../auth';
import { DOC_MSG, type DocumentKind, type DocumentStatus } from './messages';
import { companyDocuments } from './tables';

export type DocumentRow = typeof companyDocuments.$inferSelect;

/** Staff list pages hold this many documents. */
export const DOCUMENTS_PAGE_SIZE = 50;

export async function insertDocument(db: Db, doc: typeof companyDocuments.$inferInsert) {
  const [row] = await db.insert(companyDocuments).values(doc).returning();
  return row!;
}

/**
 * A new upload replaces one of the same kind still waiting: staff review only the newest, and the
 * older is closed with the reason why (no mail: the customer did it).
 */
export async function closeWaiting(db: Db, companyId: number, kind: DocumentKind) {
  await db
    .update(companyDocuments)
    .set({ status: 'Rejected', reason: DOC_MSG.replaced, reviewedAt: sql`now()` })
    .where(
      and(
        eq(companyDocuments.companyId, companyId),
        eq(companyDocuments.kind, kind),
        eq(companyDocuments.status, 'Under Review'),
      ),
    );
}

/** The company's newest document of a kind, or null. */
export async function latestOfKind(db: Db, companyId: number, kind: DocumentKind) {
  const [row] = await db
    .select()
    .from(companyDocuments)
    .where(and(eq(companyDocuments.companyId, companyId), eq(companyDocuments.kind, kind)))
    .orderBy(desc(companyDocuments.id))
    .limit(1);
  return row ?? null;
}

/** A document by id; with a company, only that company's (another company's is not found). */
export async function findDocument(db: Db, id: number, companyId?: number) {
  const where =
    companyId === undefined
      ? eq(companyDocuments.id, id)
      : and(eq(companyDocuments.id, id), eq(companyDocuments.companyId, companyId));
  const [row] = await db.select().from(companyDocuments).where(where);
  return row ?? null;
}

/** A document with what staff need beside it: the company, its terms, and who uploaded it. */
export async function findForStaff(db: Db, id: number) {
  const companies = usersReadModel.companiesUnderReview(db);
  const users = usersReadModel.userNamesTable(db);
  const [row] = await db
    .select({
      doc: companyDocuments,
      companyName: companies.name,
      termStatus: companies.termStatus,
      termLimit: companies.termLimit,
      termBalance: companies.termBalance,
      certificateApproved: companies.resaleCertificateApproved,
      uploaderEmail: users.email,
      uploaderName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(companyDocuments)
    .innerJoin(companies, eq(companies.id, companyDocuments.companyId))
    .leftJoin(users, eq(users.id, companyDocuments.userId))
    .where(eq(companyDocuments.id, id));
  return row ?? null;
}

/**
 * A page of documents for staff. Those waiting are listed oldest first (first come, first
 * reviewed); decided ones, and all together, newest first. Keyset on id, one more than a page.
 */
export function listForStaff(db: Db, opts: { status?: DocumentStatus; kind?: DocumentKind; after?: number }) {
  const oldestFirst = opts.status === 'Under Review';
  const where: SQL[] = [];
  if (opts.status) where.push(eq(companyDocuments.status, opts.status));
  if (opts.kind) where.push(eq(companyDocuments.kind, opts.kind));
  if (opts.after !== undefined)
    where.push(oldestFirst ? gt(companyDocuments.id, opts.after) : lt(companyDocuments.id, opts.after));
  const companies = usersReadModel.companyNames(db);
  return db
    .select({
      id: companyDocuments.id,
      kind: companyDocuments.kind,
      status: companyDocuments.status,
      companyId: companyDocuments.companyId,
      companyName: companies.name,
      fileName: companyDocuments.fileName,
      contentType: companyDocuments.contentType,
      createdAt: companyDocuments.createdAt,
      reviewedAt: companyDocuments.reviewedAt,
    })
    .from(companyDocuments)
    .innerJoin(companies, eq(companies.id, companyDocuments.companyId))
    .where(and(...where))
    .orderBy(oldestFirst ? asc(companyDocuments.id) : desc(companyDocuments.id))
    .limit(DOCUMENTS_PAGE_SIZE + 1);
}

/**
 * Decides a waiting document, only if it is still waiting: of two staff deciding at once, the
 * second finds it decided (null) rather than deciding it twice.
 */
export async function decide(
  db: Db,
  id: number,
  set: Pick<DocumentRow, 'status' | 'reason' | 'limitCents' | 'reviewedBy' | 'reviewedByName'>,
) {
  const [row] = await db
    .update(companyDocuments)
    .set({ ...set, reviewedAt: sql`now()` })
    .where(and(eq(companyDocuments.id, id), eq(companyDocuments.status, 'Under Review')))
    .returning();
  return row ?? null;
}

export const certificateApproved = (db: Db, companyId: number) =>
  usersReadModel.certificateApproved(db, companyId);

/** Who uploaded a document, for the mail of its outcome. */
export async function uploader(db: Db, userId: number) {
  const row = await usersReadModel.contactOf(db, userId);
  return row && { email: row.email, firstName: row.firstName, companyName: row.companyName };
}
