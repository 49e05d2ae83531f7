import { sql } from 'drizzle-orm';
import { termPayments } from './tables';

/**
 * A company's card payments of credit-terms orders as the payment history reads them: one row per
 * term payment with its time, amount, status, provider and card's last four. A subquery to select
 * from or join, never to write: the rows are this module's to change.
 */
export const companyTermPayments = (companyId: number) => sql`(
  select id, created_at, amount, status, provider, card_last4 from ${termPayments} where company_id = ${companyId}
)`;
