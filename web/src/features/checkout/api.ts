import type { OrderQuote, ShippingOption, ShipTo, ShipToInput } from '@pressrun/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { del, get, post } from '../../app/api';

export interface HeldCheckout {
  shipTo: ShipTo | null;
  shippingOption: ShippingOption;
  promoCode: string | null;
}

export type Quote = Pick<
  OrderQuote,
  | 'items'
  | 'shipping'
  | 'fee'
  | 'subtotal'
  | 'tax'
  | 'discount'
  | 'total'
  | 'carrier'
  | 'method'
  | 'totalQuantity'
  | 'promoPercent'
>;

const HELD_KEY = ['checkout'] as const;

/** What order review holds for the user: the last shipping form, option and promo code. */
export function useHeldCheckout() {
  return useQuery({ queryKey: HELD_KEY, queryFn: () => get<HeldCheckout>('/api/checkout') });
}

/** Calculate Order Total: the server prices the cart for the address. */
export function useQuote() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: { shipTo: ShipToInput; shippingOption: ShippingOption }) =>
      (await post<{ quote: Quote }>('/api/checkout/quote', v)).quote,
    onSuccess: () => void qc.invalidateQueries({ queryKey: HELD_KEY }),
  });
}

export function useApplyPromo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      post<{ message: string; code: string; percent: number }>('/api/checkout/promo', { code }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: HELD_KEY }),
  });
}

export function useRemovePromo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => del('/api/checkout/promo'),
    onSuccess: () => void qc.invalidateQueries({ queryKey: HELD_KEY }),
  });
}
