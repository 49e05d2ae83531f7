import type { FeaturedProduct } from '@pressrun/domain';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../app/api';

export type { FeaturedProduct };

function isFeatured(p: unknown): p is FeaturedProduct {
  const f = p as FeaturedProduct;
  return (
    Boolean(f) && typeof f.sku === 'string' && typeof f.product === 'string' && typeof f.price === 'number'
  );
}

/**
 * The home page's featured products. A missing or failing endpoint gives an empty list: the
 * landing page must never look broken because the catalogue is unavailable.
 */
export function useFeaturedProducts() {
  return useQuery({
    queryKey: ['catalog', 'featured'],
    queryFn: async () => {
      try {
        const data = await get<{ products?: unknown } | null>('/api/catalog/featured');
        return Array.isArray(data?.products) ? data.products.filter(isFeatured) : [];
      } catch {
        return [];
      }
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/**
 * The collection label shown above a product's name. The catalogue lists the group first and the
 * narrowest collection last (['Drinkware', 'Coffee Mugs']); the narrowest says more.
 */
export function collectionLabel(c: readonly string[] | undefined): string {
  return (Array.isArray(c) && c.filter(Boolean).at(-1)) || '';
}
