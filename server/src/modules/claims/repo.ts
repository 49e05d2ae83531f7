import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { issueCredit } from '../account-credit';
import { usersReadModel } from '../auth';
import { type OrderLine, type OrderRow, orderLinesIn, orderLinesOf, orderRowOf } from '../orders';
import { refundsOfOrder } from '../refunds';
import { claimItems, claims } from './tables';

export type ClaimRow = typeof claims.$inferSelect;
export type NewClaim = typeof claims.$inferInsert;

/** Staff list pages hold this many claims. */
export const CLAIMS_PAGE_SIZE = 50;

/** The claimed order and its lines are the orders module's to read. */
export const findOrderRow = orderRowOf;
export const listOrderLines = orderLinesOf;
export type { OrderLine, OrderRow };

export async function hasOpenClaim(db: Db, orderId: number) {
  const [row] = await db
    .select({ id: claims.id })
    .from(claims)
    .where(and(eq(claims.orderId, orderId), eq(claims.status, 'UNRESOLVED')));
  return row !== undefined;
}

/**
 * Units of each order line already settled by an earlier claim (a rejected claim settled none):
 * they were reprinted, refunded or credited once and cannot be claimed again.
 */
export async function settledUnits(db: Db, orderId: number) {
  const rows = await db
    .select({ lineId: claimItems.orderItemId, units: sql<number>`sum(${claimItems.quantity})::int` })
    .from(claimItems)
    .innerJoin(claims, eq(claims.id, claimItems.claimId))
    .where(and(eq(claims.orderId, orderId), eq(claims.status, 'RESOLVED')))
    .groupBy(claimItems.orderItemId);
  return new Map(rows.map((r) => [r.lineId, Number(r.units)]));
}

export async function insertClaim(db: Db, claim: NewClaim) {
  const [row] = await db.insert(claims).values(claim).returning();
  return row!;
}

/** Writes the items a claim names. */
export async function insertClaimItems(
  db: Db,
  claimId: number,
  items: Array<{ lineId: number; quantity: number }>,
) {
  await db
    .insert(claimItems)
    .values(items.map((i) => ({ claimId, orderItemId: i.lineId, quantity: i.quantity })));
}

/**
 * The items a claim names, with their order lines, in the order's line order. Two reads (the lines
 * are the orders module's), joined here; a claim item always has its line (a foreign key).
 */
export async function listClaimItems(db: Db, claimId: number) {
  const items = await db.select().from(claimItems).where(eq(claimItems.claimId, claimId));
  const lines = await orderLinesIn(
    db,
    items.map((i) => i.orderItemId),
  );
  const itemOf = new Map(items.map((i) => [i.orderItemId, i]));
  return lines.map((line) => ({ item: itemOf.get(line.id)!, line }));
}

export type ClaimItemRow = Awaited<ReturnType<typeof listClaimItems>>[number];

/** Records staff's decision per item (by claim item id). */
export async function setDecisions(db: Db, claimId: number, decisions: Map<number, string>) {
  for (const [itemId, decision] of decisions)
    await db
      .update(claimItems)
      .set({ decision })
      .where(and(eq(claimItems.claimId, claimId), eq(claimItems.id, itemId)));
}

/** A claim by id; with a company, only that company's. */
export async function findClaim(db: Db, id: number, companyId?: number) {
  const where =
    companyId === undefined ? eq(claims.id, id) : and(eq(claims.id, id), eq(claims.companyId, companyId));
  const [row] = await db.select().from(claims).where(where);
  return row ?? null;
}

/** A claim with its company's name and the name of whoever settled it. */
export async function findClaimForStaff(db: Db, id: number) {
  const companies = usersReadModel.companyNames(db);
  const users = usersReadModel.userNamesTable(db);
  const [row] = await db
    .select({
      claim: claims,
      companyName: companies.name,
      resolvedByName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
    })
    .from(claims)
    .innerJoin(companies, eq(companies.id, claims.companyId))
    .leftJoin(users, eq(users.id, claims.resolvedBy))
    .where(eq(claims.id, id));
  return row ?? null;
}

/** A page of claims, newest first (keyset on id), optionally of one status; one more than a page tells whether there is a next. */
export function listClaims(db: Db, opts: { status?: string; after?: number }) {
  const companies = usersReadModel.companyNames(db);
  const where: SQL[] = [];
  if (opts.status) where.push(eq(claims.status, opts.status));
  if (opts.after !== undefined) where.push(lt(claims.id, opts.after));
  return db
    .select({
      id: claims.id,
      orderId: claims.orderId,
      companyName: companies.name,
      reason: claims.reason,
      email: claims.email,
      status: claims.status,
      resolution: claims.resolution,
      createdAt: claims.createdAt,
    })
    .from(claims)
    .innerJoin(companies, eq(companies.id, claims.companyId))
    .where(and(...where))
    .orderBy(desc(claims.id))
    .limit(CLAIMS_PAGE_SIZE + 1);
}

/**
 * Settles an open claim, only if it is still open: of two staff settling it at once, the second
 * finds it settled (null) rather than settling it twice.
 */
export async function settleClaim(
  db: Db,
  id: number,
  set: Pick<ClaimRow, 'status' | 'resolution' | 'resolutionNote' | 'resolvedBy'>,
) {
  const [row] = await db
    .update(claims)
    .set({ ...set, resolvedAt: sql`now()` })
    .where(and(eq(claims.id, id), eq(claims.status, 'UNRESOLVED')))
    .returning();
  return row ?? null;
}

/**
 * Opens a claim settled with a refund again, when the refund itself failed (before anything else
 * of the settling was written), so staff can retry or settle it another way.
 */
export async function reopenRefundClaim(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(claims)
      .set({ status: 'UNRESOLVED', resolution: null, resolutionNote: '', resolvedBy: null, resolvedAt: null })
      .where(and(eq(claims.id, id), eq(claims.status, 'RESOLVED')))
      .returning({ id: claims.id });
    if (row) await tx.update(claimItems).set({ decision: null }).where(eq(claimItems.claimId, id));
  });
}

export async function setReprintOrder(db: Db, id: number, orderId: number) {
  await db.update(claims).set({ reprintOrderId: orderId }).where(eq(claims.id, id));
}

/** Credit is issued through the ledger's owner, the account-credit module. */
export const insertCredit = issueCredit;

/** Cents given back on an order so far, refunds under way included (a failed one gave nothing). */
export async function refundedSoFar(db: Db, orderId: number) {
  const rows = await refundsOfOrder(db, orderId);
  return rows.reduce((sum, r) => (r.status === 'failed' ? sum : sum + r.amount), 0);
}

/** A user's name as events and mails show it ('Ada Lovelace'), or their username when they gave none. */
export async function userName(db: Db, userId: number) {
  const row = await usersReadModel.userNames(db, userId);
  if (!row) return '';
  return `${row.firstName} ${row.lastName}`.trim() || row.username;
}

export const companyName = (db: Db, companyId: number) => usersReadModel.companyName(db, companyId);
