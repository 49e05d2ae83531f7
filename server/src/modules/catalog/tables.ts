import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// Catalogue: product families and their variants. Shapes of the JSON columns live in modules/catalog (model.ts, images/types.ts).

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

export const catalogFamilies = pgTable('catalog_families', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

/** One row per size × colour: everything the product page, cart and mockups read. Money in cents. */
export const catalogVariants = pgTable(
  'catalog_variants',
  {
    sku: text('sku').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => catalogFamilies.id, { onDelete: 'cascade' }),
    product: text('product').notNull(),
    type: text('type').notNull().default(''),
    variantName: text('variant_name').notNull(),
    variantUrl: text('variant_url').notNull(),
    colorName: text('color_name').notNull(),
    colorHex: text('color_hex').notNull(),
    colorUrl: text('color_url').notNull(),
    price: integer('price').notNull(),
    shippingUs: integer('shipping_us').notNull(),
    shippingIntl: integer('shipping_intl').notNull(),
    shippingExpedited: integer('shipping_expedited').notNull(),
    material: text('material').notNull().default(''),
    dimensions: text('dimensions').notNull().default(''),
    bodyDescription: text('body_description').notNull().default(''),
    /** bullet_pt … bullet_pt_5; '-' means hidden */
    bullets: jsonb('bullets').notNull().$type<string[]>(),
    printWidthPx: integer('print_width_px').notNull(),
    printHeightPx: integer('print_height_px').notNull(),
    printDpi: integer('print_dpi').notNull(),
    printBleedPx: integer('print_bleed_px').notNull().default(0),
    mockupShape: text('mockup_shape').notNull(),
    /** drawn images: { kind, size, color }; null when the row brings image URLs */
    drawing: jsonb('drawing').$type<{ kind: string; size?: string; color: string }>(),
    images: jsonb('images').$type<{ blank: string; render0: string; render90: string; render270: string }>(),
    mockup: jsonb('mockup').$type<Record<string, unknown>>(),
    /** _default '1' */
    isDefault: boolean('is_default').notNull().default(false),
    /** '3' new arrival, '4' best seller */
    metrics: text('metrics').notNull().default(''),
    collections: jsonb('collections').notNull().$type<string[]>(),
    /** kept out of the variant dropdown (legacy poster sizes) */
    hidden: boolean('hidden').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('catalog_variants_family_idx').on(t.familyId, t.position)],
);

/** Old skus that now mean another (21108-3 → 21108, 91101-T → 91101). */
export const catalogSkuRemaps = pgTable('catalog_sku_remaps', {
  fromSku: text('from_sku').primaryKey(),
  toSku: text('to_sku').notNull(),
});

/** The home page's featured products, in order. */
export const catalogFeatured = pgTable('catalog_featured', {
  sku: text('sku').primaryKey(),
  position: integer('position').notNull(),
});

/**
 * Drawn product images, rendered once (by whichever API process is asked first) and kept here so
 * every process behind the load balancer serves the same bytes. The id is a hash of the drawing,
 * its angle and the drawing version, so the URL never changes meaning (served as immutable).
 */
export const catalogImages = pgTable('catalog_images', {
  id: text('id').primaryKey(),
  png: bytea('png').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
