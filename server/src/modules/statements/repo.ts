import type { KindTotals } from '@pressrun/domain';
import { and, asc, eq, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountCredits } from '../account-credit/tables';
import { companies, users } from '../auth/tables';
import { termPayments } from '../credit-terms/tables';
import { orderItems, orders } from '../orders/tables';
import { refunds } from '../refunds/tables';

/**
 * What statements and invoices read. These tables belong to other modules (orders, checkout,
 * refunds, claims, credit-terms), which alone write them; this module only reads, always scoped
 * by the session's company.
 */

/** [from, to) in time; `from` null: everything before `to` (the opening balance). */
export interface Span {
  from: Date | null;
  to: Date;
}

const within = (col: Parameters<typeof gte>[0], span: Span): SQL[] =>
  span.from ? [gte(col, span.from), lt(col, span.to)] : [lt(col, span.to)];

// One set of conditions per source, used by both the month's lines and the opening totals, so the
// two can never count differently.
const orderWhere = (companyId: number, span: Span) =>
  and(eq(orders.companyId, companyId), ...within(orders.createdAt, span));
/** Refunds that went through and moved money (a refund of nothing has method 'none'). */
const refundWhere = (companyId: number, span: Span) =>
  and(
    eq(refunds.companyId, companyId),
    eq(orders.companyId, companyId),
    eq(refunds.status, 'succeeded'),
    ne(refunds.method, 'none'),
    ...within(refunds.createdAt, span),
  );
const creditWhere = (companyId: number, span: Span) =>
  and(eq(accountCredits.companyId, companyId), ...within(accountCredits.createdAt, span));
const termPaymentWhere = (companyId: number, span: Span) =>
  and(
    eq(termPayments.companyId, companyId),
    eq(termPayments.status, 'succeeded'),
    ...within(termPayments.createdAt, span),
  );

/** Orders paid by card or PayPal are paid when placed; orders on credit terms are owed. */
const PAID_AT_ONCE = sql`${orders.payType} <> 'term'`;
/** What the payment method paid: the total less the account credit spent on the order. */
const PAID_BY_METHOD = sql`${orders.total} - ${orders.creditUsed}`;
/** Credit given (issued, or returned from an order) counts on the balance; credit spent is shown only. */
const GIVEN = sql`${accountCredits.kind} <> 'spent'`;
/** A refund to a card or PayPal leaves the account; one to credit terms stays on it. */
const RETURNED = sql`${refunds.method} <> 'term_balance'`;

/** The amounts by kind of everything before `to`: the opening balance's parts. */
export async function totalsBefore(db: Db, companyId: number, to: Date): Promise<KindTotals> {
  const span = { from: null, to };
  const cents = (x: SQL) => sql<string>`coalesce(sum(${x}), 0)`;
  const [o] = await db
    .select({
      order: cents(sql`${orders.total}`),
      order_payment: cents(sql`case when ${PAID_AT_ONCE} then ${PAID_BY_METHOD} else 0 end`),
    })
    .from(orders)
    .where(orderWhere(companyId, span));
  const [r] = await db
    .select({
      refund: cents(sql`${refunds.amount}`),
      refund_returned: cents(sql`case when ${RETURNED} then ${refunds.amount} else 0 end`),
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(refundWhere(companyId, span));
  const [c] = await db
    .select({
      account_credit: cents(sql`case when ${GIVEN} then ${accountCredits.amount} else 0 end`),
      account_credit_used: cents(sql`case when ${GIVEN} then 0 else -${accountCredits.amount} end`),
    })
    .from(accountCredits)
    .where(creditWhere(companyId, span));
  const [t] = await db
    .select({ term_payment: cents(sql`${termPayments.amount}`) })
    .from(termPayments)
    .where(termPaymentWhere(companyId, span));
  const all = { ...o, ...r, ...c, ...t };
  return Object.fromEntries(Object.entries(all).map(([k, v]) => [k, Number(v)])) as KindTotals;
}

export async function ordersIn(db: Db, companyId: number, span: Span) {
  return db
    .select({
      id: orders.id,
      at: orders.createdAt,
      total: orders.total,
      creditUsed: orders.creditUsed,
      payType: orders.payType,
      cardLast4: orders.cardLast4,
      po: orders.po,
      reprintOfClaimId: orders.reprintOfClaimId,
    })
    .from(orders)
    .where(orderWhere(companyId, span))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

export async function refundsIn(db: Db, companyId: number, span: Span) {
  return db
    .select({
      id: refunds.id,
      at: refunds.createdAt,
      amount: refunds.amount,
      method: refunds.method,
      key: refunds.key,
      orderId: refunds.orderId,
      // A term order has no card of its own: one paid off by card is refunded to that card.
      cardLast4: sql<string | null>`coalesce(${orders.cardLast4}, ${termPayments.cardLast4})`,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .leftJoin(termPayments, eq(termPayments.id, orders.termPaymentId))
    .where(refundWhere(companyId, span))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

export async function creditsIn(db: Db, companyId: number, span: Span) {
  return db
    .select({
      id: accountCredits.id,
      at: accountCredits.createdAt,
      amount: accountCredits.amount,
      kind: accountCredits.kind,
      reason: accountCredits.reason,
      claimId: accountCredits.claimId,
      orderId: accountCredits.orderId,
    })
    .from(accountCredits)
    .where(creditWhere(companyId, span))
    .orderBy(asc(accountCredits.createdAt), asc(accountCredits.id));
}

export async function termPaymentsIn(db: Db, companyId: number, span: Span) {
  const rows = await db
    .select({
      id: termPayments.id,
      at: termPayments.createdAt,
      amount: termPayments.amount,
      cardLast4: termPayments.cardLast4,
    })
    .from(termPayments)
    .where(termPaymentWhere(companyId, span))
    .orderBy(asc(termPayments.createdAt), asc(termPayments.id));
  if (!rows.length) return [];
  const settled = await db
    .select({ id: orders.id, paymentId: orders.termPaymentId })
    .from(orders)
    .where(
      and(
        eq(orders.companyId, companyId),
        inArray(
          orders.termPaymentId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(orders.id));
  return rows.map((r) => ({ ...r, orderIds: settled.filter((s) => s.paymentId === r.id).map((s) => s.id) }));
}

/** The company as its statements name it, with its first owner as the contact. */
export async function companyOf(db: Db, companyId: number) {
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

/** One of the company's orders with its lines, who placed it and what was given back; null when it is not theirs. */
export async function invoiceFacts(db: Db, companyId: number, orderId: number) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.companyId, companyId)));
  if (!order) return null;
  const items = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.companyId, companyId)))
    .orderBy(asc(orderItems.id));
  const [user] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
    })
    .from(users)
    .where(and(eq(users.id, order.userId), eq(users.companyId, companyId)));
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  const given = await db
    .select({ id: refunds.id, at: refunds.createdAt, amount: refunds.amount, method: refunds.method })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(refunds.orderId, orderId), refundWhere(companyId, { from: null, to: FAR_FUTURE })))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  return { order, items, user: user ?? null, company: company!, refunds: given };
}

const FAR_FUTURE = new Date('9999-12-31T00:00:00Z');
