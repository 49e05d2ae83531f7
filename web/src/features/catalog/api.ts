import type { CatalogListResponse, ProductResponse } from '@pressrun/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get } from '../../app/api';

/** The catalogue changes rarely; the server also sends ETags, so a refetch is a cheap 304. */
const STALE = 5 * 60_000;

export interface ListParams {
  collection?: string;
  metrics?: '3' | '4';
  search?: string;
  pageSize?: number;
}

const query = (p: ListParams) => {
  const qs = new URLSearchParams();
  if (p.collection) qs.set('collection', p.collection);
  if (p.metrics) qs.set('metrics', p.metrics);
  if (p.search) qs.set('search', p.search);
  if (p.pageSize) qs.set('pageSize', String(p.pageSize));
  const s = qs.toString();
  return s ? `?${s}` : '';
};

export function useCatalogList(params: ListParams, enabled = true) {
  return useQuery({
    queryKey: ['catalog', 'list', params],
    queryFn: () => get<CatalogListResponse>(`/api/catalog/products${query(params)}`),
    staleTime: STALE,
    enabled,
  });
}

/** One product with its family's variants; the previous product stays shown while switching. */
export function useProduct(sku: string) {
  return useQuery({
    queryKey: ['catalog', 'product', sku],
    queryFn: () => get<ProductResponse>(`/api/catalog/products/${encodeURIComponent(sku)}`),
    staleTime: STALE,
    placeholderData: keepPreviousData,
    retry: (count, err) => (err as { status?: number }).status !== 404 && count < 1,
    // A product the server's page found missing stays missing when the page comes alive, rather than
    // flashing back to the skeleton while it is asked for again.
    retryOnMount: false,
  });
}
