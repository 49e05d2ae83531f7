import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post, put } from '../../app/api';
import { retryUnlessFinal } from '../../app/query';

export type RequestStatus = 'Received' | 'Keys Issued';

/** An integration request, as the API answers it. */
export interface IntegrationRequest {
  id: number;
  name: string;
  stores: string[];
  /** Expected units sold per month, free text. */
  budget: string;
  companyName: string;
  email: string;
  phone: string;
  status: RequestStatus;
  createdAt: string;
  handledAt: string | null;
}

/** What the wizard sends. */
export interface RequestAnswers {
  name: string;
  stores: string[];
  budget: string;
  companyName: string;
  email: string;
  phone: string;
}

/** The stores the wizard shows (six may be requested; the wizard offers only these two). */
export const WIZARD_STORES = [
  { value: 'shopify', label: 'Shopify' },
  { value: 'etsy', label: 'Etsy' },
] as const;

/** Every store the request may name, for lists of requests made elsewhere (the API). */
export const STORE_LABEL: Record<string, string> = {
  shopify: 'Shopify',
  etsy: 'Etsy',
  woocommerce: 'WooCommerce',
  bigcommerce: 'BigCommerce',
  amazon: 'Amazon',
  ebay: 'eBay',
};
export const storesText = (stores: string[]) =>
  stores.length ? stores.map((s) => STORE_LABEL[s] ?? s).join(', ') : 'No store chosen';

export const STATUS_COLOR: Record<RequestStatus, string> = { Received: 'blue', 'Keys Issued': 'teal' };

/** The integration form's text limit: name, company and email at most 256 characters. */
export const TEXT_MAX = 256;
export const PHONE_MAX = 40;

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const OWN_KEY = ['integration-requests'] as const;
const STAFF_KEY = ['admin', 'integration-requests'] as const;

export function useIntegrationRequests() {
  return useQuery({
    queryKey: OWN_KEY,
    queryFn: async () =>
      (await get<{ requests: IntegrationRequest[] }>('/api/integration-requests')).requests,
    retry: retryUnlessFinal,
  });
}

export function useSubmitIntegrationRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (answers: RequestAnswers) =>
      post<{ request: IntegrationRequest; message: string }>('/api/integration-requests', answers),
    onSuccess: () => void qc.invalidateQueries({ queryKey: OWN_KEY }),
  });
}

/** A row of the staff list: the request, the account it came from, and who issued the keys. */
export interface StaffIntegrationRequest extends IntegrationRequest {
  companyId: number;
  account: string;
  handledByName: string | null;
}

export type StatusFilter = RequestStatus | 'all';

/** Requests for staff, newest first, 50 a page; Load more asks for the page before `next`. */
export function useStaffIntegrationRequests(status: StatusFilter) {
  return useInfiniteQuery({
    queryKey: [...STAFF_KEY, status],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ status });
      if (pageParam) params.set('before', pageParam);
      return get<{ requests: StaffIntegrationRequest[]; next: string | null }>(
        `/api/admin/integration-requests?${params}`,
      );
    },
    getNextPageParam: (last) => last.next,
    retry: retryUnlessFinal,
  });
}

export function useMarkKeysIssued() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      put<StaffIntegrationRequest & { message: string }>(`/api/admin/integration-requests/${id}/handled`),
    // Someone else may have marked it meanwhile (409): either way the list is read again.
    onSettled: () => void qc.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}
