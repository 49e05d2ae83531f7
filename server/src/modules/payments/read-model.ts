import { sql } from 'drizzle-orm';
import { payments } from './tables';

/**
 * A company's payments as reports read them (the payment history): one row per payment with its
 * time, amount, status, provider and order. A subquery to select from or join, never to write:
 * the rows are this module's to change.
 */
export const companyPayments = (companyId: number) => sql`(
  select id, created_at, amount, status, provider, order_id from ${payments} where company_id = ${companyId}
)`;
