import type { Layer } from '@pressrun/domain';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../auth/tables';

/** Stored image of a template (a mockup at an angle, or the print file): a storage key, never a URL. */
export interface TemplateImageRef {
  key: string;
  width: number;
  height: number;
  angle?: number;
  dpi?: number;
}

/**
 * A product template: a company's design (layers) for one catalogue sku. It starts as a draft in
 * the builder and becomes a template when a finished mockup render gives it a preview; drafts
 * abandoned without a preview are cleaned up when the list loads.
 */
export const productTemplates = pgTable(
  'product_templates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** Null shows as 'Template N' on the Templates page. */
    name: text('name'),
    description: text('description').notNull().default(''),
    sku: text('sku').notNull(),
    layers: jsonb('layers').notNull().$type<Layer[]>().default([]),
    status: text('status').notNull().default('draft'), // draft | saved
    /** The render the preview came from (or is coming from, while it still runs). */
    mockupId: text('mockup_id'),
    previewKey: text('preview_key'),
    mockups: jsonb('mockups').notNull().$type<TemplateImageRef[]>().default([]),
    printFile: jsonb('print_file').$type<TemplateImageRef>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_templates_company_idx').on(t.companyId, t.createdAt)],
);
