import type { StorePlatform } from '@pressrun/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../app/api';

// Calls of the sandbox stores' own pages (server/src/modules/stores, its sandbox routes).

/** What the sandbox's approval screen shows. */
export interface AuthorizeFacts {
  platform: StorePlatform;
  /** An address for a shop the user did not name (Etsy asks for none). */
  shopSuggestion: string;
  /** The signed-in user's company: the shop's name to start from. */
  companyName: string;
}

export interface SandboxProduct {
  id: string;
  title: string;
  /** cents */
  price: number;
  sku: string;
  imageUrl: string | null;
  variants: Array<{ id: string; title: string; sku: string }>;
}

export interface SandboxOrder {
  id: string;
  number: string;
  createdAt: string;
  customer: string;
  lines: Array<{ title: string; quantity: number }>;
  status: 'open' | 'fulfilled' | 'cancelled';
  fulfilment: { carrier: string; trackingNumber: string; trackingUrl: string } | null;
  /** How the order reached PressRun: sent (a webhook), failed, or waiting for PressRun's poll (Etsy). */
  delivered: 'sent' | 'failed' | 'waiting_for_poll';
}

export interface SandboxShop {
  id: number;
  platform: StorePlatform;
  name: string;
  shop: string;
  revoked: boolean;
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

export function useAuthorizeFacts(
  platform: string,
  query: { state: string; redirectUri: string; shop: string },
) {
  const params = new URLSearchParams({ state: query.state, redirect_uri: query.redirectUri });
  if (query.shop) params.set('shop', query.shop);
  return useQuery({
    queryKey: ['sandbox-stores', 'authorize', platform, query],
    queryFn: () => get<AuthorizeFacts>(`${BASE}/${encodeURIComponent(platform)}/authorize?${params}`),
    ...once,
  });
}

/** Approve or Cancel on the approval screen: the browser then goes where the platform would send it. */
export function useAuthorizeDecision(platform: string) {
  return useMutation({
    mutationFn: ({
      decision,
      ...body
    }: {
      decision: 'approve' | 'deny';
      state: string;
      redirectUri: string;
      shop?: string;
      name?: string;
    }) => post<Redirect>(`${BASE}/${encodeURIComponent(platform)}/${decision}`, body),
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
      q.state.data && !q.state.data.revoked && q.state.data.orders.some((o) => o.status === 'open')
        ? FOLLOW_MS
        : false,
  });
}

export function usePlaceTestOrder(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { lines: Array<{ productId: string; quantity: number }>; shipTo?: TestShipTo }) =>
      post<SandboxOrder>(`${BASE}/shop/${encodeURIComponent(id)}/orders`, body),
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
