import type {
  CreditUse,
  OrderQuote,
  OrderView,
  PlaceOrderInput,
  ShippingOption,
  ShipTo,
  ShipToInput,
} from '@pressrun/domain';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, del, get, post } from '../../app/api';
import { DASHBOARD_SUMMARY_KEY } from '../../app/dashboard-summary';
import { retryUnlessFinal } from '../../app/query';
import { CART_KEY } from '../cart';

export interface HeldCheckout {
  shipTo: ShipTo | null;
  shippingOption: ShippingOption;
  promoCode: string | null;
  /** The totals for the held address, priced when read; null without one, or with a problem. */
  quote: Quote | null;
  /** Why the held address has no totals (the carrier refused it or did not answer). */
  problem: string | null;
}

export type Quote = Pick<
  OrderQuote,
  | 'items'
  | 'shipping'
  | 'fee'
  | 'subtotal'
  | 'tax'
  | 'taxExempt'
  | 'discount'
  | 'total'
  | 'carrier'
  | 'method'
  | 'totalQuantity'
  | 'promoPercent'
>;

export const HELD_KEY = ['checkout'] as const;

/**
 * What order review holds for the user: the last shipping form, option, promo code and their
 * totals. Read when order review opens; afterwards the page's own answers are newer.
 */
export function useHeldCheckout() {
  return useQuery({ queryKey: HELD_KEY, queryFn: () => get<HeldCheckout>('/api/checkout') });
}

/** Calculate Order Total: the server prices the cart for the address and holds both. */
export const askQuote = async (v: { shipTo: ShipToInput; shippingOption: ShippingOption }) =>
  (await post<{ quote: Quote }>('/api/checkout/quote', v)).quote;

/** Edit: the server forgets the held address and its totals. */
export const clearShipTo = () => del('/api/checkout/ship-to');

/** The held promo code changed: order review asks for its totals itself, the payment step reads again. */
function heldPromo(qc: QueryClient, promoCode: string | null) {
  qc.setQueryData<HeldCheckout>(HELD_KEY, (h) => (h ? { ...h, promoCode } : h));
  void qc.invalidateQueries({ queryKey: PAYMENT_KEY, exact: true });
}

export function useApplyPromo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      post<{ message: string; code: string; percent: number }>('/api/checkout/promo', { code }),
    onSuccess: (applied) => heldPromo(qc, applied.code),
  });
}

export function useRemovePromo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => del('/api/checkout/promo'),
    onSuccess: () => heldPromo(qc, null),
  });
}

/** What the payment step shows: the held order, its totals and the ways the company can pay. */
export interface PaymentStep {
  quote: Quote;
  shipTo: ShipTo;
  shippingOption: ShippingOption;
  promoCode: string | null;
  defaultCard: { brand: string; last4: string } | null;
  /** cents; null when the company has no credit terms */
  termBalance: number | null;
  /** The account credit this order spends, and what is left to pay by the chosen method. */
  credit: CreditUse;
  payments: { cards: 'sandbox' | 'stripe'; wallet: 'sandbox' | 'paypal' };
}

// Under the held checkout's key: whatever order review changes (promo, address) refreshes it too.
export const PAYMENT_KEY = [...HELD_KEY, 'payment'] as const;
const orderKey = (id: number | string) => ['orders', String(id)] as const;

/** The payment step; a 409 means order review was not finished (no address, or an empty cart). */
export function usePaymentStep(enabled = true) {
  return useQuery({
    queryKey: PAYMENT_KEY,
    queryFn: () => get<PaymentStep>('/api/checkout/payment'),
    retry: retryUnlessFinal,
    enabled,
  });
}

const withKey = (key: string) => ({ headers: { 'Idempotency-Key': key } });

/**
 * Place the order. Once placed the cart is empty: the cart refreshes now (the top bar's badge), the
 * held checkout only when next shown, so the payment step does not send the user back to order
 * review on its way to the confirmation.
 */
export function usePlaceOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, key }: { input: PlaceOrderInput; key: string }) =>
      (await post<{ order: OrderView }>('/api/checkout/orders', input, withKey(key))).order,
    onSuccess: (order) => {
      qc.setQueryData(orderKey(order.id), order);
      void qc.invalidateQueries({ queryKey: CART_KEY });
      void qc.invalidateQueries({ queryKey: DASHBOARD_SUMMARY_KEY }); // 'Orders Placed'
      void qc.invalidateQueries({ queryKey: HELD_KEY, refetchType: 'none' });
    },
    onError: (e) => {
      // The cart, the promo or the balance changed under us: show the totals as they are now.
      if (e instanceof ApiError && e.status === 409) void qc.invalidateQueries({ queryKey: PAYMENT_KEY });
    },
  });
}

/** New Card: the card provider's hosted payment page to go to. */
export function useCardSession() {
  return useMutation({
    mutationFn: (key: string) => post<{ url: string }>('/api/checkout/card-session', {}, withKey(key)),
  });
}

/** Paypal: the PayPal order to approve, and the page where the buyer approves it. */
export function usePaypalOrder() {
  return useMutation({
    mutationFn: (key: string) =>
      post<{ approveUrl: string; paypalOrderId: string }>('/api/checkout/paypal', {}, withKey(key)),
  });
}

/** Whether an address names an order at all (an order id is a positive whole number). */
export const isOrderId = (id: string | undefined): id is string => /^[1-9]\d{0,15}$/.test(id ?? '');

/** A placed order of the user's company; 404 for one that is unknown or another company's. */
export function useOrder(id: string | undefined) {
  return useQuery({
    queryKey: orderKey(id ?? ''),
    queryFn: async () => (await get<{ order: OrderView }>(`/api/orders/${id}`)).order,
    retry: retryUnlessFinal,
    enabled: isOrderId(id),
  });
}
