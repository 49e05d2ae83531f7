import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { del, get, patch, post } from '../../app/api';

// Calls of the webhooks API (server/src/modules/webhooks).

export const WEBHOOK_EVENTS = [
  { value: 'order.created', label: 'Order created' },
  { value: 'order.status_changed', label: 'Order status changed' },
  { value: 'order.shipped', label: 'Order shipped (with carrier and tracking)' },
  { value: 'order.cancelled', label: 'Order cancelled' },
  { value: 'claim.resolved', label: 'Claim resolved' },
] as const;

export interface WebhookDelivery {
  id: number;
  endpointId: number;
  messageId: string;
  eventType: string;
  /** pending | succeeded | failed */
  status: string;
  attempts: number;
  nextAttemptAt: string | null;
  lastStatusCode: number | null;
  lastError: string;
  /** How long the last attempt took (ms); null before the first. */
  lastDurationMs: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface WebhookEndpoint {
  id: number;
  url: string;
  events: string[];
  disabledAt: string | null;
  disabledReason: string;
  previousSecretExpiresAt: string | null;
  createdAt: string;
  lastDeliveries: WebhookDelivery[];
}

interface WithSecret {
  endpoint: WebhookEndpoint;
  secret: string;
}

const BASE = '/api/webhooks';
export const ENDPOINTS_KEY = ['webhooks', 'endpoints'] as const;
const deliveriesKey = (id: number) => ['webhooks', 'deliveries', id] as const;

/** How often a list with a delivery on its way (not yet tried) is asked again. */
const POLL_MS = 2000;
const onItsWay = (d: WebhookDelivery) => d.status === 'pending' && d.attempts === 0;

/** The endpoints with their last deliveries; asked again while a delivery has not been tried yet. */
export function useWebhookEndpoints() {
  return useQuery({
    queryKey: ENDPOINTS_KEY,
    queryFn: async () => (await get<{ endpoints: WebhookEndpoint[] }>(`${BASE}/endpoints`)).endpoints,
    refetchInterval: (q) => (q.state.data?.some((e) => e.lastDeliveries.some(onItsWay)) ? POLL_MS : false),
  });
}

/** Every change reloads the list (and the open logs), so statuses and last deliveries stay true. */
function useWebhookMutation<I, O>(fn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['webhooks'] }),
  });
}

export const useCreateEndpoint = () =>
  useWebhookMutation((body: { url: string; events: string[] }) =>
    post<WithSecret>(`${BASE}/endpoints`, body),
  );

export const useUpdateEndpoint = () =>
  useWebhookMutation(({ id, ...body }: { id: number; events?: string[]; enabled?: boolean }) =>
    patch<{ endpoint: WebhookEndpoint }>(`${BASE}/endpoints/${id}`, body),
  );

export const useDeleteEndpoint = () => useWebhookMutation((id: number) => del(`${BASE}/endpoints/${id}`));

export const useRotateSecret = () =>
  useWebhookMutation((id: number) => post<WithSecret>(`${BASE}/endpoints/${id}/rotate`));

export const useSendTest = () =>
  useWebhookMutation((id: number) => post<{ delivery: WebhookDelivery }>(`${BASE}/endpoints/${id}/test`));

export const useReplayDelivery = () =>
  useWebhookMutation((id: number) => post<{ delivery: WebhookDelivery }>(`${BASE}/deliveries/${id}/replay`));

/** An endpoint's delivery log, newest first, 20 a page; asked again while a delivery is on its way. */
export function useDeliveryLog(endpointId: number) {
  return useInfiniteQuery({
    queryKey: deliveriesKey(endpointId),
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) =>
      get<{ deliveries: WebhookDelivery[]; nextBefore: number | null }>(
        `${BASE}/endpoints/${endpointId}/deliveries?limit=20${pageParam ? `&before=${pageParam}` : ''}`,
      ),
    getNextPageParam: (last) => last.nextBefore,
    refetchInterval: (q) => (q.state.data?.pages.some((p) => p.deliveries.some(onItsWay)) ? POLL_MS : false),
  });
}
