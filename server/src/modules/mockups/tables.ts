import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../auth/tables';

/** A rendered image in storage: a mockup preview at an angle, or the print file. */
export interface RenderedImage {
  key: string;
  width: number;
  height: number;
  angle?: number;
  dpi?: number;
}

/** A listing render: one view drawn at listing size on a background ('white', 'grey', '#rrggbb'). */
export interface ListingImage extends RenderedImage {
  angle: number;
  background: string;
}

/** A background whose listing renders were asked for on a render, and how far they have got. */
export interface ListingRequestState {
  background: string;
  status: 'queued' | 'running' | 'done' | 'failed';
}

/**
 * One request to render a design for a product (POST /api/mockups). The job 'mockup.render'
 * fills in previews one by one, then the print file; a cached design is done at once.
 */
export const mockupRenders = pgTable(
  'mockup_renders',
  {
    /** Random and unguessable; the builder and templates hold it. */
    id: text('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    sku: text('sku').notNull(),
    cacheKey: text('cache_key').notNull(),
    status: text('status').notNull().default('queued'), // queued | running | done | failed
    progress: integer('progress').notNull().default(0),
    cached: boolean('cached').notNull().default(false),
    previews: jsonb('previews').notNull().$type<RenderedImage[]>().default([]),
    printFile: jsonb('print_file').$type<RenderedImage>(),
    error: text('error'),
    /** What went wrong, for the logs (the user sees only the 'Error Code 500' text). */
    detail: text('detail'),
    /** Everything the job needs: layers with resolved storage keys, product geometry, images. */
    input: jsonb('input').notNull().$type<Record<string, unknown>>(),
    /** Listing renders, drawn after the previews ('mockup.listings' jobs), for each background asked for. */
    listings: jsonb('listings').notNull().$type<ListingImage[]>().default([]),
    listingRequests: jsonb('listing_requests').notNull().$type<ListingRequestState[]>().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mockup_renders_company_idx').on(t.companyId, t.createdAt),
    index('mockup_renders_cache_idx').on(t.cacheKey),
  ],
);

/**
 * Finished renders by content hash (layers + sku + image contents + product images + renderer
 * version): an unchanged design is never rendered twice, whoever asks.
 */
export const mockupCache = pgTable('mockup_cache', {
  cacheKey: text('cache_key').primaryKey(),
  previews: jsonb('previews').notNull().$type<RenderedImage[]>(),
  printFile: jsonb('print_file').notNull().$type<RenderedImage>(),
  /** The design's listing renders, for every background rendered so far (three views each). */
  listings: jsonb('listings').notNull().$type<ListingImage[]>().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
