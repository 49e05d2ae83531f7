import { useMutation, useQuery } from '@tanstack/react-query';
import { get, post } from '../../app/api';

/** The hosted card page as the sandbox gateway keeps it. */
export interface CheckoutPageFacts {
  id: string;
  status: 'open' | 'paid' | 'expired';
  amountCents: number;
  description: string;
  /** The buyer's email, as checkout passed it ('' when none). */
  customerEmail: string;
  cancelUrl: string;
  /** Where a paid page links on to. */
  redirectUrl: string | null;
}

/** The PayPal order the approval page shows (PayPal's order states, lower-cased). */
export interface PayPalOrderFacts {
  id: string;
  status: string;
  amountCents: number;
  returnUrl: string;
  cancelUrl: string;
}

export interface TypedCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name?: string;
}

type Redirect = { redirectUrl: string };

// A missing or expired page is an answer, not a hiccup: asking again would not change it.
const once = { retry: false, refetchOnWindowFocus: false } as const;

export function useCheckoutPage(id: string) {
  return useQuery({
    queryKey: ['sandbox-checkout', id],
    queryFn: () => get<CheckoutPageFacts>(`/api/sandbox/checkout/${encodeURIComponent(id)}`),
    ...once,
  });
}

export function usePayCheckout(id: string) {
  return useMutation({
    mutationFn: (card: TypedCard) =>
      post<Redirect>(`/api/sandbox/checkout/${encodeURIComponent(id)}/pay`, card),
  });
}

export function usePayPalOrder(id: string) {
  return useQuery({
    queryKey: ['sandbox-paypal', id],
    queryFn: () => get<PayPalOrderFacts>(`/api/sandbox/paypal/${encodeURIComponent(id)}`),
    ...once,
  });
}

/** The buyer's answer on the approval page: 'approve' (Continue) or 'cancel'. */
export function usePayPalDecision(id: string) {
  return useMutation({
    mutationFn: (decision: 'approve' | 'cancel') =>
      post<Redirect>(`/api/sandbox/paypal/${encodeURIComponent(id)}/${decision}`),
  });
}
