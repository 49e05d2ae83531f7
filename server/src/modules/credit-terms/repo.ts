import { and, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../auth/tables';
import type { TermStatus } from './messages';
import { termPayments } from './tables';
import type { TermOrderHolds } from './term-orders';

export type TermPaymentRow = typeof termPayments.$inferSelect;

/** Term orders per page of the list. */
export const ORDERS_PAGE_SIZE = 50;

/**
 * What is still owed on a term order (the row of `orders` in the statement): its total less what
 * goes back to the terms balance (a cancel's or a claim's refund), never below 0. A refund still
 * under way counts: it is committed under the order's lock before the balance is credited, so a
 * card payment claiming the order after it must not charge for what the terms get back anyway.
 * Spelled with qualified names: drizzle leaves columns unqualified inside UPDATE, and "id" would
 * be the refund's.
 */
const owed = sql<number>`greatest(0, "orders"."total" - coalesce((
  select sum(r.amount) from refunds r
  where r.order_id = "orders"."id" and r.method = 'term_balance' and r.status <> 'failed'
), 0))::int`;

/**
 * Cents of the company's terms that its unpaid term orders use: open ones and those a payment
 * under way has claimed. What an approval with a limit leaves to spend is the limit less this.
 * Unlike `owed`, only refunds that went through count: one under way credits the balance when it
 * settles, so counting it here as well would give its amount to the balance twice.
 */
const usedBy = (companyId: SQL) => sql`coalesce((
  select sum(greatest(0, o.total - coalesce((
    select sum(r.amount) from refunds r
    where r.order_id = o.id and r.method = 'term_balance' and r.status = 'succeeded'
  ), 0)))
  from orders o left join term_payments p on p.id = o.term_payment_id
  where o.company_id = ${companyId} and o.pay_type = 'term'
    and (o.term_payment_id is null or p.status <> 'succeeded')
), 0)::int`;

export interface TermsRow {
  status: TermStatus | null;
  limit: number | null;
  balance: number | null;
}

const termsColumns = {
  status: sql<TermStatus | null>`${companies.termStatus}`,
  limit: companies.termLimit,
  balance: companies.termBalance,
};

export async function termsOf(db: Db, companyId: number): Promise<TermsRow | null> {
  const [row] = await db.select(termsColumns).from(companies).where(eq(companies.id, companyId));
  return row ?? null;
}

/** A terms application was handed in: 'Under Review', unless the company's terms are approved already. */
export async function markUnderReview(db: Db, companyId: number) {
  await db
    .update(companies)
    .set({
      termStatus: sql`case when ${companies.termStatus} = 'Approved' then ${companies.termStatus} else 'Under Review' end`,
    })
    .where(eq(companies.id, companyId));
}

/** Approved with a limit: the balance is the limit less what unpaid term orders use, never below 0. */
export async function grant(db: Db, companyId: number, limit: number): Promise<TermsRow | null> {
  const [row] = await db
    .update(companies)
    .set({
      termStatus: 'Approved',
      termLimit: limit,
      termBalance: sql`greatest(0, ${limit}::int - ${usedBy(sql`"companies"."id"`)})`,
    })
    .where(eq(companies.id, companyId))
    .returning(termsColumns);
  return row ?? null;
}

/** An application declined: approved terms stay as they were (a request for more was turned down). */
export async function decline(db: Db, companyId: number) {
  await db
    .update(companies)
    .set({
      termStatus: sql`case when ${companies.termStatus} = 'Approved' then ${companies.termStatus} else 'Declined' end`,
    })
    .where(eq(companies.id, companyId));
}

/**
 * Staff set the balance itself (the companies console): the terms are approved, with a limit of the
 * balance plus what unpaid term orders use. null removes the terms (and their approval).
 */
export async function setBalance(db: Db, companyId: number, balance: number | null) {
  const set =
    balance === null
      ? {
          termBalance: null,
          termLimit: null,
          termStatus: sql`case when ${companies.termStatus} = 'Approved' then null else ${companies.termStatus} end`,
        }
      : {
          termBalance: balance,
          termLimit: sql`${balance}::int + ${usedBy(sql`"companies"."id"`)}`,
          termStatus: 'Approved',
        };
  const rows = await db
    .update(companies)
    .set(set)
    .where(eq(companies.id, companyId))
    .returning({ id: companies.id });
  return rows.length > 0;
}

/** A term payment went through: the balance grows by it, up to the limit (none: no cap). */
export async function restoreBalance(db: Db, companyId: number, amount: number) {
  await db
    .update(companies)
    .set({
      termBalance: sql`case when ${companies.termBalance} is null then null
        else least(${companies.termBalance} + ${amount}::int, coalesce(${companies.termLimit}, ${companies.termBalance} + ${amount}::int)) end`,
    })
    .where(eq(companies.id, companyId));
}

/** Takes an order's total from the company's credit terms; false when the balance is too low. */
export async function takeTermBalance(db: Db, companyId: number, amount: number): Promise<boolean> {
  const rows = await db
    .update(companies)
    .set({ termBalance: sql`${companies.termBalance} - ${amount}` })
    .where(and(eq(companies.id, companyId), gte(companies.termBalance, amount)))
    .returning({ id: companies.id });
  return rows.length === 1;
}

/**
 * A refunded term order gives its amount back to the balance. Unlike a term payment (restoreBalance)
 * it is not capped by the limit: the order took that much from the balance when it was placed.
 */
export async function restoreTermBalance(db: Db, companyId: number, amount: number) {
  await db
    .update(companies)
    .set({ termBalance: sql`coalesce(${companies.termBalance}, 0) + ${amount}` })
    .where(eq(companies.id, companyId));
}

export type TermOrderRow = Awaited<ReturnType<typeof listTermOrders>>[number];

/**
 * A page of the company's term orders, newest first, each with its payment's status and time; one
 * more than a page tells whether there is a next. The orders come from the orders module (the
 * port), their payments from this module's table.
 */
export async function listTermOrders(db: Db, holds: TermOrderHolds, companyId: number, after?: number) {
  const rows = await holds.termOrdersPage(db, { companyId, after, limit: ORDERS_PAGE_SIZE + 1, owed });
  const ids = [...new Set(rows.flatMap((r) => (r.termPaymentId === null ? [] : [r.termPaymentId])))];
  const paid = ids.length
    ? await db
        .select({ id: termPayments.id, status: termPayments.status, updatedAt: termPayments.updatedAt })
        .from(termPayments)
        .where(inArray(termPayments.id, ids))
    : [];
  const paymentOf = new Map(paid.map((p) => [p.id, p]));
  return rows.map(({ termPaymentId, ...order }) => {
    const payment = termPaymentId === null ? undefined : paymentOf.get(termPaymentId);
    return { ...order, paymentStatus: payment?.status ?? null, paidAt: payment?.updatedAt ?? null };
  });
}

/** How much the company owes on term orders no payment has claimed, and on how many. */
export const openTotals = (db: Db, holds: TermOrderHolds, companyId: number) =>
  holds.openTermOrderTotals(db, { companyId, owed });

/** The company's term orders among `ids`, with what is owed on each and whether a payment holds them. */
export const termOrdersIn = (db: Db, holds: TermOrderHolds, companyId: number, ids: number[]) =>
  holds.termOrdersIn(db, { companyId, ids, owed });

/**
 * Ties the orders to a payment, only those still open and owing: run in the payment's transaction,
 * so of two payments of the same orders at once the second claims none.
 */
export function claimOrders(
  tx: Db,
  holds: TermOrderHolds,
  claim: { companyId: number; ids: number[]; paymentId: number },
) {
  return holds.claimTermOrders(tx, { ...claim, stillOwed: sql`${owed} > 0` });
}

/** The orders a payment holds (or paid). */
export const ordersOfPayment = (db: Db, holds: TermOrderHolds, paymentId: number) =>
  holds.ordersOfTermPayment(db, paymentId);

export async function paymentByKey(db: Db, companyId: number, key: string) {
  const [row] = await db
    .select()
    .from(termPayments)
    .where(and(eq(termPayments.companyId, companyId), eq(termPayments.idempotencyKey, key)));
  return row ?? null;
}

export async function paymentById(db: Db, id: number) {
  const [row] = await db.select().from(termPayments).where(eq(termPayments.id, id));
  return row ?? null;
}

/** A new pending payment; null when the company already has one with this key (a retry racing this one). */
export async function insertPayment(db: Db, row: typeof termPayments.$inferInsert) {
  const [made] = await db.insert(termPayments).values(row).onConflictDoNothing().returning();
  return made ?? null;
}

export async function setProviderRef(db: Db, id: number, providerRef: string) {
  await db.update(termPayments).set({ providerRef, updatedAt: sql`now()` }).where(eq(termPayments.id, id));
}

/** Settles a pending payment once: false when it was settled already (another call got there first). */
export async function settlePayment(
  db: Db,
  id: number,
  set: {
    status: 'succeeded' | 'failed';
    providerRef?: string | null;
    cardLast4?: string | null;
    failure?: string;
  },
) {
  const rows = await db
    .update(termPayments)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(termPayments.id, id), eq(termPayments.status, 'pending')))
    .returning({ id: termPayments.id });
  return rows.length > 0;
}
