import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../auth/tables';

/**
 * The company's own 'Ship From' address, printed on its packing slips and labels instead of
 * PressRun's. One per company (the company id is the key), so saving is an upsert.
 */
export const shipFromAddresses = pgTable('ship_from_addresses', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  companyName: text('company_name').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  address1: text('address1').notNull(),
  address2: text('address2').notNull().default(''),
  city: text('city').notNull(),
  state: text('state').notNull(),
  country: text('country').notNull(),
  zip: text('zip').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
