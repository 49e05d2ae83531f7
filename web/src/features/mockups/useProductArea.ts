import { wrapZones } from '@pressrun/domain';
import { useMemo } from 'react';
import type { BuilderProduct } from './api';
import { outlineOf, type PrintArea } from './printArea';

/** The product's print area in pixels, with the guides its shape needs on the canvas. */
export function useProductArea(product: BuilderProduct) {
  const area: PrintArea = useMemo(
    () => ({
      width: product.printArea.widthPx,
      height: product.printArea.heightPx,
      bleed: product.printArea.bleedPx ?? 0,
      dpi: product.printArea.dpi,
    }),
    [product],
  );
  // Round and shaped products (coasters, keychains): the canvas shows the face the print stays on.
  const outline = useMemo(
    () => outlineOf(product.mockup, { width: area.width, height: area.height }),
    [product, area],
  );
  // Mugs, tumblers and bottles: where the handle and the seam fall on the print, and the front.
  const zones = useMemo(
    () =>
      wrapZones({
        shape: product.mockupShape,
        widthPx: area.width,
        dpi: area.dpi,
        arcDegrees: product.mockup?.arcDegrees,
      }),
    [product, area],
  );
  return { area, outline, zones };
}
