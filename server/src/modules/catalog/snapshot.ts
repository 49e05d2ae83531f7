import {
  type CatalogTile,
  type FeaturedProduct,
  type ProductDetail,
  type ProductImages,
  type ProductMockup,
  productPath,
  slugify,
  type VariantOption,
} from '@pressrun/domain';
import { blankAngle, isDrawingKind, mockupFor } from './images/drawings';
import { imageId, imageUrl } from './images/render';
import { ANGLES, type Angle, CANVAS, type DrawingSpec } from './images/types';
import type { FamilyRow, loadCatalog, VariantRow } from './repo';

/** What an image id stands for, so the image route can draw it on first request. */
export interface ImageSource {
  spec: DrawingSpec;
  angle: Angle;
}

export interface Family {
  id: number;
  slug: string;
  name: string;
  position: number;
  variants: VariantRow[];
  /** 'Starting at': the lowest price of the variants offered in the dropdown */
  startingAt: number;
  /** the row listed on the catalogue (_default '1'), else the first */
  listed: VariantRow;
  colors: string[];
}

/**
 * The whole catalogue in memory, rebuilt when its version changes. It is small (hundreds of rows)
 * and read on every page view, so the API answers from here and never queries per request.
 */
export interface Snapshot {
  version: string;
  variants: VariantRow[];
  bySku: Map<string, VariantRow>;
  families: Family[];
  familyById: Map<number, Family>;
  remaps: Map<string, string>;
  featured: VariantRow[];
  images: Map<string, ImageSource>;
}

const mockupCache = new Map<string, ProductMockup>();
/**
 * Mockup geometry depends on the product kind and size and on the print area's size in inches
 * (how much of a round body it covers), not on the colour.
 */
function drawnMockup(spec: DrawingSpec, v: VariantRow): ProductMockup {
  const print = { widthIn: v.printWidthPx / v.printDpi, heightIn: v.printHeightPx / v.printDpi };
  const key = `${spec.kind}|${spec.size ?? ''}|${print.widthIn}x${print.heightIn}`;
  let m = mockupCache.get(key);
  if (!m) {
    m = mockupFor(spec, v.printDpi > 0 ? print : null) as ProductMockup;
    mockupCache.set(key, m);
  }
  return m;
}

export function buildSnapshot(data: Awaited<ReturnType<typeof loadCatalog>>): Snapshot {
  const bySku = new Map(data.variants.map((v) => [v.sku, v]));
  const images = new Map<string, ImageSource>();
  for (const v of data.variants) {
    if (!v.drawing || !isDrawingKind(v.drawing.kind)) continue;
    for (const angle of ANGLES) images.set(imageId(v.drawing, angle), { spec: v.drawing, angle });
  }
  const families: Family[] = [];
  const familyById = new Map<number, Family>();
  const rowsByFamily = new Map<number, VariantRow[]>();
  for (const v of data.variants) {
    const list = rowsByFamily.get(v.familyId) ?? [];
    list.push(v);
    rowsByFamily.set(v.familyId, list);
  }
  for (const f of data.families as FamilyRow[]) {
    const variants = rowsByFamily.get(f.id) ?? [];
    if (!variants.length) continue;
    const offered = variants.filter((v) => !v.hidden);
    const pool = offered.length ? offered : variants;
    const family: Family = {
      ...f,
      variants,
      startingAt: Math.min(...pool.map((v) => v.price)),
      listed: variants.find((v) => v.isDefault) ?? pool[0]!,
      colors: [...new Set(pool.map((v) => v.colorHex.toLowerCase()))],
    };
    families.push(family);
    familyById.set(f.id, family);
  }
  return {
    version: data.version,
    variants: data.variants,
    bySku,
    families,
    familyById,
    remaps: new Map(data.remaps.map((r) => [r.fromSku, r.toSku])),
    featured: data.featured.map((f) => bySku.get(f.sku)).filter((v): v is VariantRow => Boolean(v)),
    images,
  };
}

export function imagesOf(v: VariantRow): ProductImages {
  if (v.drawing && isDrawingKind(v.drawing.kind)) {
    const url = (a: Angle) => imageUrl(imageId(v.drawing!, a));
    return {
      blank: url(blankAngle(v.drawing.kind)),
      render0: url(0),
      render90: url(90),
      render270: url(270),
    };
  }
  const own = v.images ?? { blank: '', render0: '', render90: '', render270: '' };
  return {
    blank: own.blank,
    render0: own.render0 || own.blank,
    render90: own.render90 || own.blank,
    render270: own.render270 || own.blank,
  };
}

function mockupOf(v: VariantRow): ProductMockup {
  if (v.drawing && isDrawingKind(v.drawing.kind)) return drawnMockup(v.drawing, v);
  if (v.mockup) return v.mockup as unknown as ProductMockup;
  // A shop's own images without placement: assume a centred square 60 % of a 1000 px picture.
  const flat = v.mockupShape === 'flat';
  return {
    shape: v.mockupShape as ProductMockup['shape'],
    imageWidth: CANVAS,
    imageHeight: CANVAS,
    area: { x: 200, y: 200, width: 600, height: 600 },
    curve: flat ? 0 : 0.1,
    views: ANGLES.map((angle) =>
      flat
        ? { angle, matrix: [1, 0, 0, 1, 0, 0] as [number, number, number, number, number, number] }
        : { angle, centerU: 0.5 + angle / 360 - (angle === 270 ? 1 : 0) },
    ),
  };
}

export const urlOf = (v: VariantRow) => productPath(v);

export function tileOf(s: Snapshot, v: VariantRow): CatalogTile {
  const family = s.familyById.get(v.familyId)!;
  return {
    sku: v.sku,
    product: v.product,
    variantName: v.variantName,
    colorName: v.colorName,
    collections: v.collections,
    metrics: v.metrics,
    url: urlOf(v),
    imageUrl: imagesOf(v).blank,
    price: family.startingAt,
    colors: family.colors,
  };
}

export function featuredOf(s: Snapshot, v: VariantRow): FeaturedProduct {
  const t = tileOf(s, v);
  return {
    sku: t.sku,
    product: t.product,
    collections: t.collections,
    url: t.url,
    imageUrl: t.imageUrl,
    price: t.price,
  };
}

export function optionOf(v: VariantRow): VariantOption {
  return {
    sku: v.sku,
    variantName: v.variantName,
    variantUrl: v.variantUrl,
    colorName: v.colorName,
    colorHex: v.colorHex,
    colorUrl: v.colorUrl,
    price: v.price,
    url: urlOf(v),
    imageUrl: imagesOf(v).blank,
  };
}

export function detailOf(s: Snapshot, v: VariantRow, remappedFrom: string | null): ProductDetail {
  const family = s.familyById.get(v.familyId)!;
  return {
    sku: v.sku,
    product: v.product,
    type: v.type,
    variantName: v.variantName,
    variantUrl: v.variantUrl,
    colorName: v.colorName,
    colorHex: v.colorHex,
    colorUrl: v.colorUrl,
    price: v.price,
    shippingUs: v.shippingUs,
    shippingIntl: v.shippingIntl,
    shippingExpedited: v.shippingExpedited,
    material: v.material,
    dimensions: v.dimensions,
    bodyDescription: v.bodyDescription,
    bullets: v.bullets.map((b) => b.trim()).filter((b) => b && b !== '-'),
    imprintDimensions: `${v.printWidthPx}/${v.printHeightPx}`,
    printArea: {
      widthPx: v.printWidthPx,
      heightPx: v.printHeightPx,
      dpi: v.printDpi,
      bleedPx: v.printBleedPx,
    },
    mockupShape: v.mockupShape as ProductDetail['mockupShape'],
    mockup: mockupOf(v),
    images: imagesOf(v),
    isDefault: v.isDefault,
    metrics: v.metrics,
    collections: v.collections,
    hidden: v.hidden,
    url: urlOf(v),
    family: { slug: family.slug, name: family.name },
    remappedFrom,
  };
}

/** Does a variant belong to a sidebar collection (by name or slug, any case)? */
export const inCollection = (v: VariantRow, collection: string) => {
  const want = slugify(collection);
  return v.collections.some((c) => slugify(c) === want);
};
