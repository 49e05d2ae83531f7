import { z } from 'zod';
import type { Db } from '../../db/client';
import { TERM_STATUSES } from './messages';
import * as repo from './repo';
import type { TermOrderHolds } from './term-orders';

/** A company's credit terms: null status means it never applied; amounts in cents. */
export const termsSchema = z.object({
  status: z.enum(TERM_STATUSES).nullable(),
  limit: z.number().nullable(),
  /** What it may still spend on orders paid by terms; null: terms are not offered. */
  balance: z.number().nullable(),
});
export type CompanyTerms = z.infer<typeof termsSchema>;

/** How a term order stands: owed, being paid, paid by card, or owed nothing (its amount went back). */
export const TERM_PAYMENT_STATES = ['Open', 'Processing', 'Paid', 'Not owed'] as const;

export const termOrderSchema = z.object({
  id: z.number(),
  po: z.string(),
  /** The order's status (Created … Disabled). */
  status: z.string(),
  payment: z.enum(TERM_PAYMENT_STATES),
  /** The order's total, and what paying it now would charge (less anything given back). */
  amount: z.number(),
  owed: z.number(),
  date: z.string(),
  paidAt: z.string().nullable(),
});
export type TermOrder = z.infer<typeof termOrderSchema>;

const NO_TERMS: CompanyTerms = { status: null, limit: null, balance: null };

/** The company's credit terms (none for a company that is gone). */
export async function companyTerms(db: Db, companyId: number): Promise<CompanyTerms> {
  return (await repo.termsOf(db, companyId)) ?? NO_TERMS;
}

function paymentState(r: repo.TermOrderRow): TermOrder['payment'] {
  if (r.paymentStatus === 'succeeded') return 'Paid';
  if (r.paymentStatus === 'pending') return 'Processing';
  return r.owed > 0 ? 'Open' : 'Not owed';
}

/** A page of the company's term orders, newest first, and the cursor of the next. */
export async function termOrdersPage(db: Db, holds: TermOrderHolds, companyId: number, after?: number) {
  const rows = await repo.listTermOrders(db, holds, companyId, after);
  const page = rows.slice(0, repo.ORDERS_PAGE_SIZE);
  return {
    orders: page.map(
      (r): TermOrder => ({
        id: r.id,
        po: r.po,
        status: r.status,
        payment: paymentState(r),
        amount: r.total,
        owed: r.paymentStatus === 'succeeded' ? 0 : r.owed,
        date: r.createdAt.toISOString(),
        paidAt: r.paymentStatus === 'succeeded' && r.paidAt ? r.paidAt.toISOString() : null,
      }),
    ),
    next: rows.length > repo.ORDERS_PAGE_SIZE ? String(page.at(-1)!.id) : null,
  };
}

/** What the company owes on open term orders, and on how many. */
export const openTermTotals = (db: Db, holds: TermOrderHolds, companyId: number) =>
  repo.openTotals(db, holds, companyId);
