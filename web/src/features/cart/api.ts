import type { CartView, UpdateCartItemInput } from '@pressrun/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { del, get, patch, post } from '../../app/api';
import type { FirstRead } from '../../app/query';
import { useSession } from '../../app/session';

export const CART_KEY = ['cart'] as const;
const CART_URL = '/api/cart';
const EMPTY: CartView = { items: [], count: 0, subtotal: 0 };

const cartQuery = queryOptions({
  queryKey: CART_KEY,
  queryFn: async () => (await get<{ cart: CartView }>(CART_URL)).cart,
});

/** One of the dashboard frame's first reads: the top bar's badge counts it on every page of the frame. */
export const cartRead: FirstRead = { url: CART_URL, query: cartQuery };

/**
 * The signed-in user's cart, as the server has it (prices from the catalogue). A page that shows the
 * cart asks for it again as it opens (`fresh` 0); the badge takes the cart as last read for `fresh` ms.
 */
export function useCart(fresh = 0) {
  const { user } = useSession();
  return useQuery({ ...cartQuery, enabled: Boolean(user), placeholderData: EMPTY, staleTime: fresh });
}

/**
 * How many lines the cart has, for the top bar's badge. The app's start has just read the cart with
 * the frame, and every change answers the whole cart, so the badge does not ask again as it mounts.
 */
export const useCartCount = () => useCart(30_000).data?.count ?? 0;

/** Every cart change answers the whole cart: it replaces what the page shows. */
function useCartChange<V>(fn: (v: V) => Promise<{ cart: CartView }>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: V) => (await fn(v)).cart,
    onSuccess: (cart) => qc.setQueryData(CART_KEY, cart),
  });
}

export const useAddToCart = () =>
  useCartChange((v: { templateId: number; quantity?: number; po?: string }) => post('/api/cart/items', v));

export const useUpdateCartItem = () =>
  useCartChange(({ id, ...change }: UpdateCartItemInput & { id: number }) =>
    patch(`/api/cart/items/${id}`, change),
  );

export const useRemoveCartItem = () => useCartChange((id: number) => del(`/api/cart/items/${id}`));
