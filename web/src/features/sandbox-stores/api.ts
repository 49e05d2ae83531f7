import type { StorePlatform } from '@pressrun/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../app/api';

// Calls of the sandbox stores' own pages (server/src/modules/stores, its sandbox routes).

/** What the sandbox's approval screen shows. */
export interface AuthorizeFacts {
  platform: StorePlatform;
  platformName: string;
  /** A name for the sandbox shop: the address typed in PressRun, or one made from the user's email. */
  shopSuggestion: string;
}

export interface SandboxProduct {
  id: string;
  title: string;
  /** cents */
  price: number;
  sku: string | null;
  imageUrl: string | null;
  variants: Array<{ id: string; title: string; sku: string | null }>;
}

export interface SandboxOrder {
  id: string;
  number: string;
  createdAt: string;
  customer: string;
  lines: Array<{ title: string; quantity: number }>;
  status: 'open' | 'fulfilled' | 'cancelled';
  fulfilment: { carrier: string; trackingNumber: string; trackingUrl: string } | null;
  /**
   * How the order reached PressRun: sent (a webhook), failed (not sent: PressRun's access was
   * revoked), or for Etsy waiting for PressRun's poll, then fetched.
   */
  delivered: 'sent' | 'failed' | 'waiting_for_poll' | 'fetched';
}

export interface SandboxShop {
  id: number;
  platform: StorePlatform;
  platformName: string;
  name: string;
  shop: string;
  /** Whether PressRun holds a working token (false once the owner revoked its access). */
  connected: boolean;
  products: SandboxProduct[];
  orders: SandboxOrder[];
}

export interface TestShipTo {
  name: string;
  address1: string;
  city: string;
  province: string;
  zip: string;
  country: string;
}

type Redirect = { redirect: string };
const BASE = '/api/sandbox/stores';
// An unknown or finished request is an answer, not a hiccup: asking again would not change it.
const once = { retry: false, refetchOnWindowFocus: false } as const;

export function useAuthorizeFacts(platform: string, shop: string, enabled: boolean) {
  const params = new URLSearchParams(shop ? { shop } : {});
  return useQuery({
    queryKey: ['sandbox-stores', 'authorize', platform, shop],
    queryFn: () => get<AuthorizeFacts>(`${BASE}/${encodeURIComponent(platform)}/authorize?${params}`),
    enabled,
    ...once,
  });
}

/** Approve: the sandbox makes (or finds) the shop and answers the callback, where the browser goes. */
export function useApprove(platform: string) {
  return useMutation({
    mutationFn: (body: { state: string; redirectUri: string; name: string; shop?: string }) =>
      post<Redirect>(`${BASE}/${encodeURIComponent(platform)}/approve`, body),
    onSuccess: ({ redirect }) => window.location.assign(redirect),
  });
}

const shopKey = (id: string) => ['sandbox-stores', 'shop', id] as const;

/** How often the shop is read again while an order waits for PressRun (fetched, or fulfilled). */
const FOLLOW_MS = 5000;

export function useSandboxShop(id: string) {
  return useQuery({
    queryKey: shopKey(id),
    queryFn: () => get<SandboxShop>(`${BASE}/shop/${encodeURIComponent(id)}`),
    retry: false,
    refetchInterval: (q) =>
      q.state.data?.connected && q.state.data.orders.some((o) => o.status === 'open') ? FOLLOW_MS : false,
  });
}

export function usePlaceTestOrder(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { lines: Array<{ productId: string; quantity: number }>; shipTo?: TestShipTo }) =>
      post<{ id: number; number: string; delivered: SandboxOrder['delivered'] }>(
        `${BASE}/shop/${encodeURIComponent(id)}/orders`,
        body,
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: shopKey(id) }),
  });
}

export function useRevokeAccess(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => post(`${BASE}/shop/${encodeURIComponent(id)}/revoke`),
    onSuccess: () => qc.invalidateQueries({ queryKey: shopKey(id) }),
  });
}
