import { sql } from 'drizzle-orm';
import { refunds } from './tables';

/**
 * A company's refunds as the payment history reads them: one row per refund with its time,
 * amount, status, method and order. A subquery to select from or join, never to write: the rows
 * are this module's to change.
 */
export const companyRefunds = (companyId: number) => sql`(
  select id, created_at, amount, status, method, order_id from ${refunds} where company_id = ${companyId}
)`;
