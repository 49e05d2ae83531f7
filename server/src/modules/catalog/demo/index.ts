import type { CatalogInput } from '../model';
import { ACCESSORIES } from './accessories';
import { DRINKWARE } from './drinkware';
import { expandFamily } from './family';
import { HOME_OFFICE } from './home-office';

/** The demo catalogue: believable products in every group of the sidebar, with drawn images. */
export function demoCatalog(): CatalogInput {
  const families = [...DRINKWARE, ...ACCESSORIES, ...HOME_OFFICE];
  return {
    variants: families.flatMap((f, i) => expandFamily(f, i)),
    // Old skus still found in stores and bulk-order files.
    remaps: [
      { from: '21108-3', to: '21108' },
      { from: '91101-T', to: '91101' },
    ],
    featured: ['21101', '61201', '91101', '41701', '31401', '72201', 'PS1824', 'CT3701'],
  };
}
