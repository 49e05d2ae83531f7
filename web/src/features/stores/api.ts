import type {
  ConnectStoreRequest,
  LinkProductRequest,
  StoreLinkView,
  StoreOrderState,
  StoreOrderView,
  StoreProductView,
  StoreSettings,
  StoreView,
  TemplateView,
} from '@pressrun/domain';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, del, get, patch, post } from '../../app/api';
import { retryUnlessFinal } from '../../app/query';

// Calls of the connected-stores API (server/src/modules/stores).

const STORES_KEY = ['stores'] as const;
const LIST_KEY = [...STORES_KEY, 'list'] as const;
const ORDERS_KEY = [...STORES_KEY, 'orders'] as const;
const storeKey = (id: number) => [...STORES_KEY, 'store', id] as const;

/** What a store order waits for is looked at again this often while a page shows it. */
const FOLLOW_MS = 10_000;

/**
 * The company's stores (connected, waiting for re-authorisation, and disconnected). `follow`: the
 * page shows their state (last order, orders on hold), so it is read again now and then.
 */
export function useStores({ follow = false }: { follow?: boolean } = {}) {
  return useQuery({
    queryKey: LIST_KEY,
    queryFn: () => get<StoreView[]>('/api/stores'),
    refetchInterval: follow ? FOLLOW_MS : false,
    retry: retryUnlessFinal,
  });
}

/** One store, read from the list (the API lists them all; a company has a handful). */
export function useStore(id: number) {
  const list = useStores({ follow: true });
  return { ...list, store: list.data?.find((s) => s.id === id) ?? null };
}

/** Starts connecting: the server answers the platform's approval page, where the browser goes. */
export function useConnectStore() {
  return useMutation({
    mutationFn: (body: ConnectStoreRequest) => post<{ url: string }>('/api/stores/connect', body),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/**
 * The platform refused PressRun's token while the store was used (the owner revoked its access):
 * the server has marked the store, so the list is read again and the page asks to reconnect.
 */
const refusedToken = (e: unknown) => e instanceof ApiError && e.code === 'store_needs_reauth';

/** Every change may move a count or a state elsewhere on the page: the stores' queries are read again. */
function useStoresMutation<I, O>(fn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: STORES_KEY }),
    onError: (e) => {
      if (refusedToken(e)) void qc.invalidateQueries({ queryKey: LIST_KEY });
    },
  });
}

/** The answer goes in the list at once, so the form never shows the old settings in between. */
export function useSaveStoreSettings(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: StoreSettings) => patch<StoreView>(`/api/stores/${id}`, body),
    onSuccess: (store) => {
      qc.setQueryData<StoreView[]>(LIST_KEY, (list) => list?.map((s) => (s.id === store.id ? store : s)));
      void qc.invalidateQueries({ queryKey: STORES_KEY });
    },
  });
}

export const useDisconnectStore = () => useStoresMutation((id: number) => del(`/api/stores/${id}`));

/** The store's own products, 50 a page, to pick one to link. */
export function useStoreProducts(id: number, enabled: boolean) {
  const qc = useQueryClient();
  return useInfiniteQuery({
    queryKey: [...storeKey(id), 'products'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      get<{ items: StoreProductView[]; next: string | null }>(
        `/api/stores/${id}/products${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
      ).catch((e: unknown) => {
        if (refusedToken(e)) void qc.invalidateQueries({ queryKey: LIST_KEY });
        throw e;
      }),
    getNextPageParam: (last) => last.next,
    enabled,
    retry: retryUnlessFinal,
  });
}

/** The store products linked to a template, and the ones PressRun published. */
export function useStoreLinks(id: number) {
  return useQuery({
    queryKey: [...storeKey(id), 'links'],
    queryFn: () => get<StoreLinkView[]>(`/api/stores/${id}/links`),
    retry: retryUnlessFinal,
  });
}

export const useLinkProduct = (id: number) =>
  useStoresMutation((body: LinkProductRequest) => post<StoreLinkView>(`/api/stores/${id}/links`, body));

export const useChangeLinkTemplate = (id: number) =>
  useStoresMutation(({ linkId, templateId }: { linkId: number; templateId: number }) =>
    patch<StoreLinkView>(`/api/stores/${id}/links/${linkId}`, { templateId }),
  );

export const useUnlink = (id: number) =>
  useStoresMutation((linkId: number) => del(`/api/stores/${id}/links/${linkId}`));

/** What publishing a template shows: PressRun's price of one item and the listing's photos. */
export interface PublishQuote {
  /** cents, before shipping */
  cost: number;
  templateName: string;
  productName: string;
  variantName: string;
  colorName: string;
  images: string[];
}

/** A template just saved has its listing photos made in the background: asked again meanwhile, for a minute at most. */
const PHOTOS_MS = 3000;
const PHOTO_TRIES = 20;

export function usePublishQuote(id: number, templateId: number | null) {
  return useQuery({
    queryKey: [...storeKey(id), 'quote', templateId],
    queryFn: () => get<PublishQuote>(`/api/stores/${id}/publish-quote?templateId=${templateId}`),
    enabled: templateId !== null,
    retry: retryUnlessFinal,
    refetchInterval: (q) =>
      q.state.data?.images.length === 0 && q.state.dataUpdateCount < PHOTO_TRIES ? PHOTOS_MS : false,
  });
}

export const usePublish = (id: number) =>
  useStoresMutation((body: { templateId: number; title: string; description: string; retailPrice: string }) =>
    post<StoreLinkView>(`/api/stores/${id}/publish`, body),
  );

/** Store orders, newest first (up to 50): of one store or all, in one state or any. */
export function useStoreOrders(filter: { storeId?: number; state?: StoreOrderState }) {
  const params = new URLSearchParams();
  if (filter.storeId !== undefined) params.set('storeId', String(filter.storeId));
  if (filter.state) params.set('state', filter.state);
  const query = params.toString();
  return useQuery({
    queryKey: [...ORDERS_KEY, filter.storeId ?? 'all', filter.state ?? 'any'],
    queryFn: () => get<StoreOrderView[]>(`/api/stores/orders${query ? `?${query}` : ''}`),
    refetchInterval: FOLLOW_MS,
  });
}

/** Retry a held order: placed now, or still held with today's reason. The orders list may change too. */
export function useRetryStoreOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => post<StoreOrderView>(`/api/stores/orders/${orderId}/retry`),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: STORES_KEY });
      void qc.invalidateQueries({ queryKey: ['orders'] });
      void qc.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

/** What PressRun sent back to the store about one of its orders (tracking, a cancellation), with the tries. */
export interface StoreUpdate {
  kind: 'fulfil' | 'cancel';
  status: 'pending' | 'sent' | 'failed' | 'not_supported';
  attempts: number;
  lastError: string | null;
  lastAttemptAt: string | null;
  trackingNumber: string | null;
  carrier: string | null;
}

/** The store order behind a PressRun order, and what its store was told; read for an order from a store. */
export function useStoreOrderOf(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'of', orderId],
    queryFn: () =>
      get<{ storeOrder: StoreOrderView | null; updates: StoreUpdate[] }>(`/api/stores/orders/of/${orderId}`),
    enabled,
    retry: retryUnlessFinal,
  });
}

/** The company's saved templates, to publish or link (the templates API the Templates page reads). */
export function useTemplatesToPick() {
  return useQuery({
    queryKey: [...STORES_KEY, 'templates'],
    queryFn: async () =>
      (await get<{ templates: TemplateView[] }>('/api/templates')).templates.filter(
        (t) => t.status === 'saved',
      ),
  });
}
