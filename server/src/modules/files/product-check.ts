import { fitsPrintArea, imageTooLargeMessage, MSG } from '@pressrun/domain';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../lib/errors';
import type { InspectedImage } from './inspect';

/**
 * The port through which the files module learns a product's print area (in pixels), or null for
 * an unknown sku. The mockups module knows products; app.ts plugs its lookup in, so the files
 * module never imports the mockups module (which uses files).
 */
export type PrintAreaLookup = (
  ctx: AppContext,
  sku: string,
) => Promise<{ widthPx: number; heightPx: number } | null>;

/**
 * When the builder uploads for a product (?sku=), an image must fit the product's print area:
 * 'This product accepts dimensions no greater than W pixels × H pixels. …'
 */
export async function productDimensionCheck(ctx: AppContext, printAreaOf: PrintAreaLookup, sku: string) {
  const area = await printAreaOf(ctx, sku);
  if (!area) throw notFound(MSG.productNotFound);
  const max = { width: area.widthPx, height: area.heightPx };
  return (image: InspectedImage) => {
    if (!fitsPrintArea(image, max))
      throw new AppError(422, 'too_large_dimensions', imageTooLargeMessage(max, image));
  };
}
