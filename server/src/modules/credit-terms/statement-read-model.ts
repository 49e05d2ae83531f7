import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Span, within } from '../../db/span';
import { termPayments } from './tables';

/**
 * The company's term payments that went through within the span: a subquery (alias
 * "term_payments") the statements module lists and sums. PostgreSQL flattens it into the query
 * around it.
 */
export const companyTermPayments = (db: Db, companyId: number, span: Span) =>
  db
    .select({
      id: termPayments.id,
      at: termPayments.createdAt,
      amount: termPayments.amount,
      cardLast4: termPayments.cardLast4,
    })
    .from(termPayments)
    .where(
      and(
        eq(termPayments.companyId, companyId),
        eq(termPayments.status, 'succeeded'),
        ...within(termPayments.createdAt, span),
      ),
    )
    .as('term_payments');

/**
 * The card each term payment was made with (any payment, any outcome), to join by id: a refund of
 * a term order paid off by card goes back to that card, and the statement names it.
 */
export const paymentCards = (db: Db) =>
  db
    .select({ id: termPayments.id, cardLast4: termPayments.cardLast4 })
    .from(termPayments)
    .as('term_payments');
