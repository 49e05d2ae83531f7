import { type RefObject, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../app/api';
import { ORDER_REVIEW_PATH } from '../cart';
import type { usePaymentStep } from './api';
import type { useSubmitPayment } from './useSubmitPayment';

/**
 * Paid on the card page: place the order now. The key is the payment's, so a reload (or React
 * running this twice) asks for the same order.
 */
export function usePlaceOnReturn(sessionId: string | null, pay: ReturnType<typeof useSubmitPayment>) {
  const started = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per paid session
  useEffect(() => {
    if (!sessionId || started.current === sessionId) return;
    started.current = sessionId;
    pay.placePaidByCard(sessionId);
  }, [sessionId]);
}

/**
 * Order review not finished: back to it. Not once paid by card: that order may already be placed
 * (a reload), and placing it again answers with it. Answers whether order review is unfinished.
 */
export function useBackToOrderReview(
  step: ReturnType<typeof usePaymentStep>,
  sessionId: string | null,
  placed: RefObject<boolean>,
) {
  const navigate = useNavigate();
  const unfinished = step.error instanceof ApiError && step.error.status === 409;
  useEffect(() => {
    if (unfinished && !placed.current && !sessionId) navigate(ORDER_REVIEW_PATH, { replace: true });
  }, [unfinished, sessionId, navigate, placed]);
  return unfinished;
}
