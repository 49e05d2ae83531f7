import {
  DEFAULT_ORDER_SORT,
  type OrderDetail,
  type OrderListPage,
  type OrderSort,
  type OrderStatus,
} from '@pressrun/domain';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { get, post } from '../../app/api';
import { DASHBOARD_SUMMARY_KEY, type DashboardSummary } from '../../app/dashboard-summary';
import { retryUnlessFinal } from '../../app/query';

// Under the checkout's ['orders', id] (the confirmation's order): a cancel refreshes both.
const ORDERS_KEY = ['orders'] as const;
const listKey = (status: OrderStatus | null, q: string, sort: OrderSort, store: number | null) => [
  ...ORDERS_KEY,
  'list',
  status ?? 'all',
  q,
  sort,
  store ?? 'any',
];
const detailKey = (id: string) => [...ORDERS_KEY, 'detail', id];

/**
 * The company's orders for a filter (status, the store they came from), search and sort, 10 a
 * page; Load more asks for the page after `next`. The list's count of orders placed also refreshes
 * the frame's Orders Placed strip.
 */
export function useOrdersList(status: OrderStatus | null, q: string, sort: OrderSort, store: number | null) {
  const qc = useQueryClient();
  return useInfiniteQuery({
    queryKey: listKey(status, q, sort, store),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => {
      const params = new URLSearchParams();
      if (status) params.set('status', status);
      if (q) params.set('q', q);
      if (sort !== DEFAULT_ORDER_SORT) params.set('sort', sort);
      if (store !== null) params.set('store', String(store));
      if (pageParam) params.set('after', pageParam);
      const query = params.toString();
      const page = await get<OrderListPage>(`/api/orders${query ? `?${query}` : ''}`);
      qc.setQueryData<DashboardSummary>(DASHBOARD_SUMMARY_KEY, (s) =>
        s ? { ...s, ordersPlaced: page.placed } : s,
      );
      return page;
    },
    getNextPageParam: (last) => last.next,
    // The last answer stays on screen while a new filter or search is asked for.
    placeholderData: keepPreviousData,
    retry: retryUnlessFinal,
  });
}

/** Whether an address names an order at all (an order id is a positive whole number). */
export const isOrderId = (id: string | undefined): id is string => /^[1-9]\d{0,9}$/.test(id ?? '');

/** One of the company's orders with its timeline and what may be done now; 404 for any other. */
export function useOrderDetail(id: string | undefined) {
  return useQuery({
    queryKey: detailKey(id ?? ''),
    queryFn: () => get<OrderDetail>(`/api/orders/${id}`),
    enabled: isOrderId(id),
    retry: retryUnlessFinal,
  });
}

/**
 * Cancel: the server reads the status again and refuses (409) a cancel that comes too late.
 * Either way the order is read again, and the list and the Orders Placed count with it.
 */
export function useCancelOrder(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () =>
      post<{ message: string; refund: { amount: number; why: string } }>(`/api/orders/${id}/cancel`),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: ORDERS_KEY });
      void qc.invalidateQueries({ queryKey: DASHBOARD_SUMMARY_KEY });
    },
  });
}
