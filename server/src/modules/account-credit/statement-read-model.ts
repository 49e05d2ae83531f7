import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Span, within } from '../../db/span';
import { accountCredits } from './tables';

/**
 * The company's credit ledger rows written within the span (issued, spent, returned): a subquery
 * (alias "account_credits") the statements module lists and sums. PostgreSQL flattens it into the
 * query around it.
 */
export const companyCredits = (db: Db, companyId: number, span: Span) =>
  db
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
    .where(and(eq(accountCredits.companyId, companyId), ...within(accountCredits.createdAt, span)))
    .as('account_credits');
