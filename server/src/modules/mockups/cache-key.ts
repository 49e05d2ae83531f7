import crypto from 'node:crypto';
import type { Layer } from '@pressrun/domain';
import { RENDERER_VERSION } from './engine';
import type { MockupProduct } from './product';

/**
 * The render cache key: sha256 of everything that decides the output — the layers (image sources
 * replaced by their files' content hashes, layer ids left out), the product's sku, print area,
 * shape, placement, photos and listing scene, and the renderer version. The same design of the same product is
 * never rendered twice, whichever company asks and whatever its files are called.
 */
export function renderCacheKey(
  layers: Layer[],
  product: MockupProduct,
  artworkHashes: Map<string, string>,
): string {
  const design = layers.map(({ id: _id, ...layer }) =>
    layer.type === 'image'
      ? { ...layer, source: `sha256:${artworkHashes.get(layer.source) ?? layer.source}` }
      : layer,
  );
  const payload = {
    v: RENDERER_VERSION,
    sku: product.sku,
    shape: product.shape,
    printArea: product.printArea,
    geometry: product.geometry,
    views: product.views,
    listing: product.listing,
    design,
  };
  return crypto.createHash('sha256').update(stableJson(payload)).digest('hex');
}

/** JSON with object keys sorted, so equal values always hash alike. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
