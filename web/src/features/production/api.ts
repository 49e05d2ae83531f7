import type {
  Facility,
  OrderEvent,
  OrderItemView,
  OrderStatus,
  OrderView,
  TrackingCarrier,
} from '@pressrun/domain';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../app/api';
import { retryUnlessFinal } from '../../app/query';
import type { PostalAddress } from '../../components/AddressLines';

const URL = '/api/admin/production';
const KEY = ['admin', 'production'] as const;

/** A row of the production queue. */
export interface QueueOrder {
  id: number;
  po: string;
  companyName: string;
  status: OrderStatus;
  facility: Facility;
  createdAt: string;
  totalQuantity: number;
  itemCount: number;
  shipToName: string;
  shippingOption: string;
}

export interface QueuePage {
  orders: QueueOrder[];
  next: string | null;
  counts: Record<OrderStatus, number>;
}

/** The statuses a bulk move may go to (shipping needs a tracking number, so it is one at a time). */
export type BulkMoveTo = 'ReadyToProduce' | 'InProduction';

export interface MoveResult {
  moved: number[];
  refused: { id: number; message: string }[];
}

/** An address as the production console shows it; a label's parties may carry fewer fields. */
export type StaffAddress = PostalAddress;

/** A line as the floor prints it: the customer's line without its price, and its print file. */
export type ProductionItem = Omit<OrderItemView, 'templateId' | 'unitPrice'> & {
  printFileUrl: string | null;
};

export interface ProductionOrder {
  order: OrderView & {
    companyId: number;
    companyName: string;
    facility: Facility;
    trackingNumber: string | null;
    trackingCarrier: TrackingCarrier | null;
    trackingUrl: string | null;
    shippedAt: string | null;
  };
  items: ProductionItem[];
  events: OrderEvent[];
  shipFrom: StaffAddress | null;
  label: { from: StaffAddress; to: StaffAddress; service: string; weightOz: number };
  canCancel: boolean;
  nextStatuses: OrderStatus[];
  /** What cancelling now would give back (cents), and why nothing when 0; null when it cannot be cancelled. */
  cancelRefund?: { amount: number; why: string } | null;
}

export interface ErrorReport {
  id: number;
  message: string;
  email: string | null;
  component: string | null;
  url: string | null;
  userId: number | null;
  createdAt: string;
}

const query = (params: Record<string, string | null | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `?${s}` : '';
};

/** One order id as the URL names it (a positive whole number). */
export const isOrderId = (id: string | undefined): id is string => /^[1-9]\d{0,15}$/.test(id ?? '');

/** The queue of one status (and facility), oldest first, 50 orders a page; Load more adds the next. */
export function useQueue(status: OrderStatus, facility: Facility | null) {
  return useInfiniteQuery({
    queryKey: [...KEY, 'queue', status, facility],
    queryFn: ({ pageParam }) =>
      get<QueuePage>(`${URL}/queue${query({ status, facility, after: pageParam })}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
}

/** The most orders one move request takes. */
const MOVE_BATCH = 200;

/** Moves the chosen orders on; more than a request takes go in batches, their answers added up. */
export function useMoveOrders() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ orderIds, to }: { orderIds: number[]; to: BulkMoveTo }) => {
      const all: MoveResult = { moved: [], refused: [] };
      for (let i = 0; i < orderIds.length; i += MOVE_BATCH) {
        const r = await post<MoveResult>(`${URL}/moves`, { orderIds: orderIds.slice(i, i + MOVE_BATCH), to });
        all.moved.push(...r.moved);
        all.refused.push(...r.refused);
      }
      return all;
    },
    // Every status's count changes, so every cached queue is stale.
    onSettled: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}

const orderKey = (id: string) => [...KEY, 'order', id] as const;

/** One order as staff see it; 404 for an id that does not exist. */
export function useProductionOrder(id: string | undefined) {
  return useQuery({
    queryKey: orderKey(id ?? ''),
    queryFn: () => get<ProductionOrder>(`${URL}/orders/${id}`),
    enabled: isOrderId(id),
    // A missing order stays missing: no second ask.
    retry: retryUnlessFinal,
  });
}

/** After a change the order is read again, and the queue's lists and counts with it. */
function useOrderChange<V, R>(id: number, fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: KEY }),
    onSuccess: (r) => {
      // The move answers with the order detail: show it at once.
      if (r && typeof r === 'object' && 'order' in r && 'events' in r)
        qc.setQueryData(orderKey(String(id)), r);
    },
  });
}

export const useMoveOrder = (id: number) =>
  useOrderChange(id, (to: OrderStatus) => post<ProductionOrder>(`${URL}/orders/${id}/move`, { to }));

export const useShipOrder = (id: number) =>
  useOrderChange(id, (ship: { carrier: TrackingCarrier; trackingNumber: string }) =>
    post<unknown>(`${URL}/orders/${id}/ship`, ship),
  );

export interface CancelResult {
  message?: string;
  refund?: { amount: number; why: string };
}

/** Cancels the order; the reason, when given, goes on its timeline. */
export const useCancelOrder = (id: number) =>
  useOrderChange(id, (reason: string) =>
    post<CancelResult | undefined>(`${URL}/orders/${id}/cancel`, reason ? { reason } : undefined),
  );

export const packingSlipUrl = (id: number) => `${URL}/orders/${id}/packing-slip.pdf`;

/** Client error reports, newest first; Load more adds the next page. */
export function useErrorReports() {
  return useInfiniteQuery({
    queryKey: ['admin', 'error-reports'],
    queryFn: ({ pageParam }) =>
      get<{ reports: ErrorReport[]; next: string | null }>(
        `/api/admin/error-reports${query({ after: pageParam })}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
}
