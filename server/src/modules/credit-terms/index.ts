import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { registerResume } from './pay';
import { registerTermsReconcile } from './reconcile';
import * as repo from './repo';
import { creditTermsRoutes, type LatestApplication } from './routes';
import type { TermOrderHolds } from './term-orders';

export { TERM_STATUSES, type TermStatus } from './messages';
/** The company's term payments as the payment history reads them (a subquery to join). */
export { companyTermPayments } from './payment-history-read';
/** Card holds term payments left behind handed back, and payments left pending finished (a periodic job). */
export { reconcileTermPayments, type TermsReconcileOutcome } from './reconcile';
/**
 * The credit-terms module's public face. It owns what companies.term_* mean: the documents module
 * (an application handed in, approved or declined) and the staff companies console change them
 * only through these.
 */
export type { Application, LatestApplication } from './routes';
export { type CompanyTerms, companyTerms, termsSchema } from './service';
export type { TermOrderHolds } from './term-orders';
/** The card payment of term orders, as a refund of one reads it. */
export { type TermPaymentRow, termPaymentById } from './term-payment-read';

/** A terms application was handed in: 'Under Review', unless the terms are approved already. */
export const markTermsUnderReview = (db: Db, companyId: number) => repo.markUnderReview(db, companyId);
/** Approved with a limit (cents): the balance is the limit less what unpaid term orders use. */
export const grantTerms = (db: Db, companyId: number, limit: number) => repo.grant(db, companyId, limit);
/** An application declined: 'Declined', unless terms were approved before (they stay). */
export const declineTerms = (db: Db, companyId: number) => repo.decline(db, companyId);
/** Staff set the balance (cents) itself, approving the terms; null removes them. False: no such company. */
export const setTermBalance = (db: Db, companyId: number, balance: number | null) =>
  repo.setBalance(db, companyId, balance);

/**
 * An order paid on terms takes its total from the balance (false: too low), and a refund of one
 * gives it back; both in the caller's transaction.
 */
export const takeTermBalance = (tx: Db, companyId: number, amount: number) =>
  repo.takeTermBalance(tx, companyId, amount);
export const restoreTermBalance = (tx: Db, companyId: number, amount: number) =>
  repo.restoreTermBalance(tx, companyId, amount);

/** The credit-terms capability: /api/credit-terms, the job that finishes an undecided payment, and the reconciliation of term payments. */
export const creditTermsModule: FastifyPluginAsyncZod<{
  latestApplication: LatestApplication;
  holds: TermOrderHolds;
}> = async (app, opts) => {
  registerResume(app.ctx, opts.holds);
  registerTermsReconcile(app.ctx, opts.holds);
  await app.register(creditTermsRoutes, { latestApplication: opts.latestApplication, holds: opts.holds });
};

/** Term payments as statements list and sum them, and the card each was paid with. */
export * as statementTermPaymentsReadModel from './statement-read-model';
