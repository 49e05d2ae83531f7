import type { ProductDetail, TemplateProduct, TemplateView } from '@pressrun/domain';
import type { TemplatesDeps } from './deps';
import { findProduct } from './links';

/** What a template card says of its product: product, variant and colour. */
export const productOf = (p: ProductDetail): TemplateProduct => ({
  name: p.product,
  variantName: p.variantName,
  colorName: p.colorName,
  colorHex: p.colorHex,
});

/** A product's print area as the design rules measure it (print pixels). */
export const printSizeOf = (p: Pick<ProductDetail, 'printArea'>) => ({
  width: p.printArea.widthPx,
  height: p.printArea.heightPx,
});

/**
 * Templates with their product named (null when the sku has left the catalogue). The catalogue
 * is held in memory, so this is a lookup per distinct sku, not a query.
 */
export async function withProducts(ctx: TemplatesDeps, views: TemplateView[]): Promise<TemplateView[]> {
  const skus = [...new Set(views.map((v) => v.sku))];
  const found = new Map(await Promise.all(skus.map(async (s) => [s, await findProduct(ctx, s)] as const)));
  return views.map((v) => {
    const p = found.get(v.sku);
    return { ...v, product: p ? productOf(p) : null };
  });
}
