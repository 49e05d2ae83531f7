import type { CartView, UpdateCartItemInput } from '@pressrun/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { del, get, patch, post } from '../../app/api';
import { useSession } from '../../app/session';

export const CART_KEY = ['cart'] as const;
const EMPTY: CartView = { items: [], count: 0, subtotal: 0 };

/** The signed-in user's cart, as the server has it (prices from the catalogue). */
export function useCart() {
  const { user } = useSession();
  return useQuery({
    queryKey: CART_KEY,
    queryFn: async () => (await get<{ cart: CartView }>('/api/cart')).cart,
    enabled: Boolean(user),
    placeholderData: EMPTY,
  });
}

/** How many lines the cart has, for the top bar's badge. */
export const useCartCount = () => useCart().data?.count ?? 0;

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
