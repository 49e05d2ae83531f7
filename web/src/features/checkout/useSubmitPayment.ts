import { MSG, ORDER_MSG, type OrderView, PAYMENT_MSG, type PlaceOrderInput } from '@pressrun/domain';
import { useEffect, useState } from 'react';
import { ApiError } from '../../app/api';
import { useAttemptKey } from '../../app/attempt-key';
import { useCardSession, usePaypalOrder, usePlaceOrder } from './api';

export interface CheckoutError {
  message: string;
  code: string;
}

/** What the page is waiting for, to say so next to the button. */
export type Wait = 'placing' | 'card' | 'paypal' | null;

// Texts that say nothing about what went wrong: PayPal's own failure text says more.
const VAGUE = new Set<string>([MSG.somethingWrong, ORDER_MSG.placeFailed]);

function errorOf(e: unknown, wallet: boolean): CheckoutError {
  const api = e instanceof ApiError ? e : null;
  const vague = !api || api.code === 'network' || api.code === 'error' || VAGUE.has(api.message);
  if (wallet && vague) return { message: PAYMENT_MSG.paypalFailed, code: api?.code ?? 'error' };
  return { message: api?.message ?? MSG.somethingWrong, code: api?.code ?? 'error' };
}

/**
 * The payment step's actions: place the order (saved card, credit terms, or money already paid or
 * approved on a provider's page), or leave for the provider's page (new card, PayPal). Each request
 * carries an Idempotency-Key; one that comes back from a provider's page is named after that payment,
 * so a reload asks for the same order again rather than a second one.
 */
export function useSubmitPayment(onPlaced: (order: OrderView) => void) {
  const place = usePlaceOrder();
  const cardSession = useCardSession();
  const paypal = usePaypalOrder();
  const attempt = useAttemptKey();
  const [error, setError] = useState<CheckoutError | null>(null);
  const [leaving, setLeaving] = useState<Wait>(null);
  // Placed: the button stays busy until the confirmation shows (the page may linger while it loads).
  const [placed, setPlaced] = useState(false);

  // Back from the provider's page by the Back button, the page may come from the browser's cache
  // as it was left: waiting for the redirect.
  useEffect(() => {
    const shown = (e: PageTransitionEvent) => e.persisted && setLeaving(null);
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);

  const placeOrder = (input: PlaceOrderInput, key: string) => {
    setError(null);
    place.mutate(
      { input, key },
      {
        onSuccess: (order) => {
          setPlaced(true);
          onPlaced(order);
        },
        onError: (e) => setError(errorOf(e, input.paymentType === 'paypal')),
        onSettled: (_, e) => attempt.settled(e),
      },
    );
  };

  /** Saved card or credit terms: a new attempt unless the last one's answer was lost. */
  const placeNow = (
    input: Extract<PlaceOrderInput, { paymentType: 'default_card' | 'term' | 'account_credit' }>,
  ) => placeOrder(input, attempt.keyFor(`order:${input.paymentType}`));

  /** Back from the hosted card page, paid. */
  const placePaidByCard = (sessionId: string) =>
    placeOrder({ paymentType: 'new_card', sessionId }, `new_card:${sessionId}`);

  /** Back from PayPal, approved. */
  const placeApprovedByPaypal = (paypalOrderId: string) =>
    placeOrder({ paymentType: 'paypal', paypalOrderId }, `paypal:${paypalOrderId}`);

  const toCardPage = () => {
    setError(null);
    cardSession.mutate(attempt.keyFor('card-session'), {
      onSuccess: ({ url }) => {
        setLeaving('card');
        window.location.assign(url);
      },
      onError: (e) => setError(errorOf(e, false)),
      onSettled: (_, e) => attempt.settled(e),
    });
  };

  const toPaypal = () => {
    setError(null);
    paypal.mutate(attempt.keyFor('paypal'), {
      onSuccess: ({ approveUrl }) => {
        setLeaving('paypal');
        window.location.assign(approveUrl);
      },
      onError: (e) => setError(errorOf(e, true)),
      onSettled: (_, e) => attempt.settled(e),
    });
  };

  const wait: Wait =
    placed || place.isPending
      ? 'placing'
      : cardSession.isPending
        ? 'card'
        : paypal.isPending
          ? 'paypal'
          : leaving;

  return { placeNow, placePaidByCard, placeApprovedByPaypal, toCardPage, toPaypal, wait, error };
}
