import { sql } from 'drizzle-orm';
import { orders } from './tables';

/**
 * A company's orders as the payment history reads them: each order's id, the last four of the card
 * it was charged to, and the term payment that settled it (credit terms paid off by card). A
 * subquery to select from or join, never to write: the rows are this module's to change.
 */
export const companyOrderPayments = (companyId: number) => sql`(
  select id, card_last4, term_payment_id from ${orders} where company_id = ${companyId}
)`;
