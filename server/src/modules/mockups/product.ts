import type { MockupShape } from '@pressrun/domain';
import { keyFromMediaUrl } from '../../providers/storage';
import { catalogImage, findProduct } from '../catalog/service';
import type { MockupsDeps } from './deps';
import type { Affine } from './engine/flat';
import type { ListingProduct } from './engine/listing';
import type { MockupGeometry } from './engine/preview';
import { listingProductOf } from './listing-product';

/** What the renderer needs to know about a catalogue product. */
export interface MockupProduct {
  sku: string;
  shape: MockupShape;
  printArea: { widthPx: number; heightPx: number; dpi: number; bleedPx: number };
  /** Null when the catalogue has no mockup for the sku (the user can still go on without one). */
  geometry: MockupGeometry | null;
  /** One photo per angle: a catalogue image URL or a media URL of the storage port. */
  views: Array<{ angle: number; image: string; centerU?: number; matrix?: Affine }>;
  /** How the listing renders draw it (its scene, colour and real size); absent on renders made before them. */
  listing?: ListingProduct;
}

export type ProductLookup = (deps: MockupsDeps, sku: string) => Promise<MockupProduct | null>;

/** A drawn catalogue image (`/api/catalog/images/<id>.png`, the 1000 px original). */
const catalogImageId = (url: string) => /\/api\/catalog\/images\/([a-f0-9]{24})\.png$/.exec(url)?.[1] ?? null;

/** Photos the renderer can read: the catalogue's drawings and our own storage, never a remote URL. */
const readable = (url: string) => Boolean(url && (catalogImageId(url) || keyFromMediaUrl(url)));

/**
 * The catalogue's product, as the renderer needs it. Angles whose photo cannot be read (a shop's
 * own images on another host) are left out; with none left the product has no mockup.
 */
export const catalogLookup: ProductLookup = async (deps, sku) => {
  const p = await findProduct(deps, sku);
  if (!p) return null;
  const photo = { 0: p.images.render0, 90: p.images.render90, 270: p.images.render270 } as const;
  const views = p.mockup.views
    .filter((v) => readable(photo[v.angle]))
    .map((v) => ({ angle: v.angle, image: photo[v.angle], centerU: v.centerU, matrix: v.matrix }));
  const { imageWidth, imageHeight, area, curve, arcDegrees, radiusTop, radiusBottom, mask } = p.mockup;
  return {
    sku: p.sku,
    shape: p.mockupShape,
    printArea: p.printArea,
    geometry: views.length
      ? { imageWidth, imageHeight, area, curve, arcDegrees, radiusTop, radiusBottom, mask }
      : null,
    views,
    listing: listingProductOf(p),
  };
};

let lookup: ProductLookup = catalogLookup;

/** Swaps the product source (tests use generated products). */
export function setProductLookup(fn: ProductLookup) {
  lookup = fn;
}

export const findMockupProduct = (deps: MockupsDeps, sku: string) => lookup(deps, sku.trim());

/** The bytes of a product photo, or null when it is not in storage. */
export async function loadProductImage(deps: MockupsDeps, image: string): Promise<Buffer | null> {
  try {
    const id = catalogImageId(image);
    if (id) return await catalogImage(deps, id, null);
    const key = keyFromMediaUrl(image);
    return key ? ((await deps.storage.get(key))?.body ?? null) : null;
  } catch {
    return null;
  }
}
