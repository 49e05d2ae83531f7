import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, users } from '../auth/tables';
import { productTemplates } from '../templates/tables';

/** Where an order ships: the shipping-to form as it was when the order was placed. */
export interface ShipTo {
  firstName: string;
  lastName: string;
  street1: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  ioss: string;
}

/**
 * A user's cart: kept on the server so it follows them across devices and restarts. A user has at
 * most one open cart; placing the order completes it (completed_at, order_id) and the next item
 * starts a new one. The shipping form and choices are held here while the order is reviewed.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    shipTo: jsonb('ship_to').$type<ShipTo>(),
    shippingOption: text('shipping_option').notNull().default('Standard'), // Standard | Expedited
    promoCode: text('promo_code'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_one_open_per_user').on(t.userId).where(sql`completed_at is null`)],
);

/** One line of a cart: a template at a quantity; its price is always read from the catalogue. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    // Deleting a template takes it out of every cart.
    templateId: integer('template_id')
      .notNull()
      .references(() => productTemplates.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull().default(1),
    /** The customer's own purchase-order reference for this item (optional). */
    po: text('po').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_items_cart_idx').on(t.cartId)],
);
