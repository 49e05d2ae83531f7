import { fitsPrintArea, imageTooLargeMessage, MSG } from '@pressrun/domain';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../lib/errors';
import { findMockupProduct } from '../mockups/service';
import type { InspectedImage } from './inspect';

/**
 * When the builder uploads for a product (?sku=), an image must fit the product's print area
 * (spec part 1 §5): 'This product accepts dimensions no greater than W pixels × H pixels. …'
 */
export async function productDimensionCheck(ctx: AppContext, sku: string) {
  const product = await findMockupProduct(ctx, sku);
  if (!product) throw notFound(MSG.productNotFound);
  const max = { width: product.printArea.widthPx, height: product.printArea.heightPx };
  return (image: InspectedImage) => {
    if (!fitsPrintArea(image, max))
      throw new AppError(422, 'too_large_dimensions', imageTooLargeMessage(max, image));
  };
}
