import { MOCKUP_SHAPES, slugify } from '@pressrun/domain';
import Papa from 'papaparse';
import { z } from 'zod';
import { DRAWINGS } from './images/drawings';
import type { CatalogInput, VariantInput } from './model';

/**
 * Reading a shop's own catalogue (`npm run catalog:import FILE`). One row per variant, with the
 * catalogue feed's field names (product, _type, _default, metrics, collections, sku, variant_name,
 * variant_url, color, color_url, price, shipping_us …, bullet_pt … bullet_pt_5, imprint_dimensions,
 * blank_img_url, render_0_img_url …). Prices are dollars as people type them ('12.50', '$12.50');
 * they are stored in cents. A row without image URLs names a `drawing` (mug, poster, …) and the
 * server draws its images in the row's colour.
 */

const dollars = (name: string) =>
  z.union([z.number(), z.string()], { error: `${name} is required (in dollars)` }).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : Number(String(v).replace(/[$,\s]/g, ''));
    if (!Number.isFinite(n) || n < 0 || n > 100_000) {
      ctx.addIssue({ code: 'custom', message: `'${v}' is not a price in dollars` });
      return z.NEVER;
    }
    return Math.round(n * 100);
  });

const required = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`);

const flag = z
  .union([z.boolean(), z.number(), z.string()])
  .optional()
  .transform(
    (v) =>
      v === true ||
      v === 1 ||
      ['1', 'true', 'yes', 'y'].includes(
        String(v ?? '')
          .trim()
          .toLowerCase(),
      ),
  );

const text = (max = 2000) => z.string().trim().max(max).optional().default('');

const list = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .transform((v) =>
    (Array.isArray(v) ? v : String(v ?? '').split(/[|;,]/)).map((s) => s.trim()).filter(Boolean),
  );

const hex = z
  .string()
  .trim()
  .regex(/^#?[0-9a-f]{6}$/i, 'color_hex must look like #1d3557')
  .transform((h) => (h.startsWith('#') ? h : `#${h}`).toLowerCase());

const url = z
  .string()
  .trim()
  .max(2048)
  .refine(
    (u) => u === '' || u.startsWith('/') || /^https?:\/\//.test(u),
    'image URLs must be http(s) or start with /',
  )
  .optional()
  .default('');

const rowSchema = z
  .object({
    sku: required('sku').max(64),
    product: required('product').max(200),
    family: z.string().trim().max(100).optional(),
    _type: text(100),
    type: text(100),
    variant_name: required('variant_name').max(100),
    variant_url: text(100),
    color: text(100),
    color_name: text(100),
    color_hex: hex.optional(),
    color_url: text(100),
    price: dollars('price'),
    shipping_us: dollars('shipping_us'),
    shipping_intl: dollars('shipping_intl'),
    shipping_expedited: dollars('shipping_expedited'),
    material: text(500),
    dimensions: text(500),
    body_description: text(5000),
    bullet_pt: text(500),
    bullet_pt_2: text(500),
    bullet_pt_3: text(500),
    bullet_pt_4: text(500),
    bullet_pt_5: text(500),
    imprint_dimensions: z
      .string({ error: "imprint_dimensions is required ('width/height' in pixels)" })
      .trim()
      .regex(/^\d+\s*[/x×]\s*\d+$/, "imprint_dimensions must be 'width/height' in pixels"),
    dpi: z.coerce.number().int().min(72).max(1200).optional().default(300),
    bleed_px: z.coerce.number().int().min(0).max(1000).optional().default(0),
    mockup_shape: z.enum(MOCKUP_SHAPES).optional(),
    drawing: z
      .string()
      .trim()
      .refine((k) => k === '' || Object.hasOwn(DRAWINGS, k), {
        message: `drawing must be one of ${Object.keys(DRAWINGS).join(', ')}`,
      })
      .optional()
      .default(''),
    drawing_size: text(40),
    blank_img_url: url,
    render_0_img_url: url,
    render_90_img_url: url,
    render_270_img_url: url,
    _default: flag,
    metrics: z
      .union([z.string(), z.number()])
      .optional()
      .transform((v) => String(v ?? '').trim())
      .refine((v) => ['', '3', '4'].includes(v), "metrics must be '3', '4' or empty"),
    collections: list,
    hidden: flag,
  })
  .refine((r) => r.blank_img_url || r.drawing, {
    message: 'give blank_img_url (and the render_* URLs) or a drawing to draw the images',
  });

type Row = z.infer<typeof rowSchema>;

const DRAWN_SHAPE: Record<string, VariantInput['mockupShape']> = {
  'skinny-tumbler': 'tumbler',
  'shot-glass': 'tumbler',
  'can-cooler': 'tumbler',
  bottle: 'bottle',
  poster: 'flat',
  'photo-panel': 'flat',
  'mouse-pad': 'flat',
  coaster: 'flat',
  tile: 'flat',
  pillow: 'flat',
  keychain: 'flat',
  'luggage-tag': 'flat',
  tote: 'flat',
};

function toVariant(r: Row, position: number): VariantInput {
  const [w, h] = r.imprint_dimensions.split(/[/x×]/).map((s) => Number(s.trim())) as [number, number];
  const colorName = r.color_name || r.color || 'White';
  const colorHex = r.color_hex ?? '#ffffff';
  const own = r.blank_img_url
    ? {
        blank: r.blank_img_url,
        render0: r.render_0_img_url || r.blank_img_url,
        render90: r.render_90_img_url || r.blank_img_url,
        render270: r.render_270_img_url || r.blank_img_url,
      }
    : null;
  return {
    sku: r.sku,
    family: slugify(r.family || r.product),
    familyName: r.product,
    product: r.product,
    type: r._type || r.type,
    variantName: r.variant_name,
    variantUrl: slugify(r.variant_url || r.variant_name),
    colorName,
    colorHex,
    colorUrl: slugify(r.color_url || colorName),
    price: r.price,
    shippingUs: r.shipping_us,
    shippingIntl: r.shipping_intl,
    shippingExpedited: r.shipping_expedited,
    material: r.material,
    dimensions: r.dimensions,
    bodyDescription: r.body_description,
    bullets: [r.bullet_pt, r.bullet_pt_2, r.bullet_pt_3, r.bullet_pt_4, r.bullet_pt_5].map(
      (b) => b || '-',
    ) as VariantInput['bullets'],
    printArea: { widthPx: w, heightPx: h, dpi: r.dpi, bleedPx: r.bleed_px },
    mockupShape: r.mockup_shape ?? (r.drawing ? (DRAWN_SHAPE[r.drawing] ?? 'mug') : 'flat'),
    drawing: own ? null : { kind: r.drawing, size: r.drawing_size || undefined, color: colorHex },
    images: own,
    mockup: null,
    isDefault: r._default,
    metrics: r.metrics as VariantInput['metrics'],
    collections: r.collections,
    hidden: r.hidden,
    position,
  };
}

export interface ParseResult {
  input: CatalogInput;
  errors: string[];
}

/** Parses a JSON or CSV catalogue. JSON is a list of rows or { products, remaps, featured }. */
export function parseCatalog(source: string, format: 'json' | 'csv'): ParseResult {
  const errors: string[] = [];
  let rows: unknown[] = [];
  let remaps: Array<{ from: string; to: string }> = [];
  let featured: string[] = [];
  if (format === 'json') {
    let data: unknown;
    try {
      data = JSON.parse(source);
    } catch (e) {
      return {
        input: { variants: [], remaps: [], featured: [] },
        errors: [`The file is not valid JSON: ${(e as Error).message}`],
      };
    }
    const doc = Array.isArray(data) ? { products: data } : (data as Record<string, unknown>);
    rows = Array.isArray(doc.products) ? doc.products : [];
    const rm = doc.remaps;
    remaps = Array.isArray(rm)
      ? rm.map((r) => ({ from: String(r.from ?? ''), to: String(r.to ?? '') }))
      : rm && typeof rm === 'object'
        ? Object.entries(rm).map(([from, to]) => ({ from, to: String(to) }))
        : [];
    featured = Array.isArray(doc.featured) ? doc.featured.map(String) : [];
  } else {
    const parsed = Papa.parse<Record<string, string>>(source.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (h) => h.trim().toLowerCase(),
    });
    for (const e of parsed.errors.slice(0, 10)) errors.push(`Row ${(e.row ?? 0) + 2}: ${e.message}`);
    // Empty CSV cells mean "not given".
    rows = parsed.data.map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== '')));
  }
  if (!rows.length) errors.push('The file has no products.');

  const variants: VariantInput[] = [];
  const seen = new Set<string>();
  rows.forEach((raw, i) => {
    const where = format === 'csv' ? `Row ${i + 2}` : `Product ${i + 1}`;
    const r = rowSchema.safeParse(raw);
    if (!r.success) {
      const issue = r.error.issues[0]!;
      const field = issue.path.join('.');
      errors.push(
        `${where}: ${!field || issue.message.startsWith(field) ? '' : `${field}: `}${issue.message}`,
      );
      return;
    }
    if (seen.has(r.data.sku)) errors.push(`${where}: sku ${r.data.sku} appears twice`);
    seen.add(r.data.sku);
    variants.push(toVariant(r.data, i));
  });
  // Every family needs one listed row (_default); the first row stands in when none is marked.
  for (const slug of new Set(variants.map((v) => v.family))) {
    const fam = variants.filter((v) => v.family === slug);
    if (!fam.some((v) => v.isDefault)) fam[0]!.isDefault = true;
  }
  for (const r of remaps) {
    if (!r.from || !r.to) errors.push('Every remap needs a from and a to sku.');
    else if (!seen.has(r.to)) errors.push(`Remap ${r.from} → ${r.to}: ${r.to} is not in the file`);
  }
  for (const sku of featured) if (!seen.has(sku)) errors.push(`Featured sku ${sku} is not in the file`);
  return { input: { variants, remaps, featured }, errors };
}
