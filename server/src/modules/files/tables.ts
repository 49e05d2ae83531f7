import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../auth/tables';

/**
 * A company's uploaded artwork files. The bytes live in the storage port under an unguessable key;
 * `name` is the display name (null shows 'Artwork N').
 */
export const artworkFiles = pgTable(
  'artwork_files',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name'),
    /** The sanitised upload name with its real extension, e.g. 'myphoto1.png'. */
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** sha256 of the bytes: mockup renders are cached by content. */
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('artwork_files_company_idx').on(t.companyId, t.createdAt),
    uniqueIndex('artwork_files_key_idx').on(t.storageKey),
  ],
);
