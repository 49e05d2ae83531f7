import type { KindTotals } from '@pressrun/domain';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Span } from '../../db/span';
import { statementCreditsReadModel } from '../account-credit';
import { statementCompaniesReadModel } from '../auth';
import { statementTermPaymentsReadModel } from '../credit-terms';
import { statementOrdersReadModel } from '../orders';
import { statementRefundsReadModel } from '../refunds';

/**
 * What statements and invoices read. The rows belong to other modules (orders, refunds,
 * account-credit, credit-terms, auth), which alone write them; each exports the read model this
 * module composes (subqueries scoped by the session's company, flattened by PostgreSQL into one
 * query per source as before), and this module only reads.
 */

export type { Span };

// One subquery per source (its owner's read model), used by both the month's lines and the opening
// totals, so the two can never count differently.
const ordersOf = statementOrdersReadModel.companyOrders;
const creditsOf = statementCreditsReadModel.companyCredits;
const termPaymentsOf = statementTermPaymentsReadModel.companyTermPayments;
/** Refunds that moved money, joined to the company's own order each gave money back for. */
function refundsOf(db: Db, companyId: number, span?: Span) {
  const refunds = statementRefundsReadModel.movedMoney(db, companyId, span);
  const orders = ordersOf(db, companyId);
  return { refunds, orders, on: eq(orders.id, refunds.orderId) };
}

/** Orders paid by card or PayPal are paid when placed; orders on credit terms are owed. */
const paidAtOnce = (o: Orders) => sql`${o.payType} <> 'term'`;
/** What the payment method paid: the total less the account credit spent on the order. */
const paidByMethod = (o: Orders) => sql`${o.total} - ${o.creditUsed}`;
/** Credit given (issued, or returned from an order) counts on the balance; credit spent is shown only. */
const given = (c: Credits) => sql`${c.kind} <> 'spent'`;
/** A refund to a card or PayPal leaves the account; one to credit terms stays on it. */
const returned = (r: Refunds) => sql`${r.method} <> 'term_balance'`;

type Orders = ReturnType<typeof ordersOf>;
type Credits = ReturnType<typeof creditsOf>;
type Refunds = ReturnType<typeof refundsOf>['refunds'];

/** The amounts by kind of everything before `to`: the opening balance's parts. */
export async function totalsBefore(db: Db, companyId: number, to: Date): Promise<KindTotals> {
  const span = { from: null, to };
  const cents = (x: SQL) => sql<string>`coalesce(sum(${x}), 0)`;
  const o = ordersOf(db, companyId, span);
  const [placed] = await db
    .select({
      order: cents(sql`${o.total}`),
      order_payment: cents(sql`case when ${paidAtOnce(o)} then ${paidByMethod(o)} else 0 end`),
    })
    .from(o);
  const r = refundsOf(db, companyId, span);
  const [refunded] = await db
    .select({
      refund: cents(sql`${r.refunds.amount}`),
      refund_returned: cents(sql`case when ${returned(r.refunds)} then ${r.refunds.amount} else 0 end`),
    })
    .from(r.refunds)
    .innerJoin(r.orders, r.on);
  const c = creditsOf(db, companyId, span);
  const [credited] = await db
    .select({
      account_credit: cents(sql`case when ${given(c)} then ${c.amount} else 0 end`),
      account_credit_used: cents(sql`case when ${given(c)} then 0 else -${c.amount} end`),
    })
    .from(c);
  const t = termPaymentsOf(db, companyId, span);
  const [paid] = await db.select({ term_payment: cents(sql`${t.amount}`) }).from(t);
  const all = { ...placed, ...refunded, ...credited, ...paid };
  return Object.fromEntries(Object.entries(all).map(([k, v]) => [k, Number(v)])) as KindTotals;
}

export async function ordersIn(db: Db, companyId: number, span: Span) {
  const o = ordersOf(db, companyId, span);
  return db
    .select({
      id: o.id,
      at: o.at,
      total: o.total,
      creditUsed: o.creditUsed,
      payType: o.payType,
      cardLast4: o.cardLast4,
      po: o.po,
      reprintOfClaimId: o.reprintOfClaimId,
    })
    .from(o)
    .orderBy(asc(o.at), asc(o.id));
}

export async function refundsIn(db: Db, companyId: number, span: Span) {
  const { refunds, orders, on } = refundsOf(db, companyId, span);
  const cards = statementTermPaymentsReadModel.paymentCards(db);
  return db
    .select({
      id: refunds.id,
      at: refunds.at,
      amount: refunds.amount,
      method: refunds.method,
      key: refunds.key,
      orderId: refunds.orderId,
      // A term order has no card of its own: one paid off by card is refunded to that card.
      cardLast4: sql<string | null>`coalesce(${orders.cardLast4}, ${cards.cardLast4})`,
    })
    .from(refunds)
    .innerJoin(orders, on)
    .leftJoin(cards, eq(cards.id, orders.termPaymentId))
    .orderBy(asc(refunds.at), asc(refunds.id));
}

export async function creditsIn(db: Db, companyId: number, span: Span) {
  const c = creditsOf(db, companyId, span);
  return db
    .select({
      id: c.id,
      at: c.at,
      amount: c.amount,
      kind: c.kind,
      reason: c.reason,
      claimId: c.claimId,
      orderId: c.orderId,
    })
    .from(c)
    .orderBy(asc(c.at), asc(c.id));
}

export async function termPaymentsIn(db: Db, companyId: number, span: Span) {
  const t = termPaymentsOf(db, companyId, span);
  const rows = await db
    .select({ id: t.id, at: t.at, amount: t.amount, cardLast4: t.cardLast4 })
    .from(t)
    .orderBy(asc(t.at), asc(t.id));
  if (!rows.length) return [];
  const o = ordersOf(db, companyId);
  const settled = await db
    .select({ id: o.id, paymentId: o.termPaymentId })
    .from(o)
    .where(
      inArray(
        o.termPaymentId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(o.id));
  return rows.map((r) => ({ ...r, orderIds: settled.filter((s) => s.paymentId === r.id).map((s) => s.id) }));
}

/** The company as its statements name it, with its first owner as the contact. */
export const companyOf = statementCompaniesReadModel.statementCompany;

/** One of the company's orders with its lines, who placed it and what was given back; null when it is not theirs. */
export async function invoiceFacts(db: Db, companyId: number, orderId: number) {
  const found = await statementOrdersReadModel.invoiceOrder(db, companyId, orderId);
  if (!found) return null;
  const { user, company } = await statementCompaniesReadModel.invoiceAddressee(
    db,
    companyId,
    found.order.userId,
  );
  const { refunds, orders, on } = refundsOf(db, companyId);
  const moneyBack = await db
    .select({ id: refunds.id, at: refunds.at, amount: refunds.amount, method: refunds.method })
    .from(refunds)
    .innerJoin(orders, on)
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.at), asc(refunds.id));
  return { ...found, user, company, refunds: moneyBack };
}
