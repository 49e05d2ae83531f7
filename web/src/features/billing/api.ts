import type { AddCardInput, CardView } from '@pressrun/domain';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { del, get, post, put } from '../../app/api';
import { DASHBOARD_SUMMARY_KEY } from '../dashboard/useDashboardSummary';

export const CARDS_KEY = ['billing', 'cards'] as const;

/** The company's cards on file, the default first; testMode: the test card numbers work. */
export interface CardsOnFile {
  cards: CardView[];
  testMode: boolean;
}

export function useCards() {
  return useQuery({ queryKey: CARDS_KEY, queryFn: () => get<CardsOnFile>('/api/billing/cards') });
}

/** A change of cards changes the dashboard's 'Add a payment method' step too. */
function refresh(qc: QueryClient, list?: CardsOnFile) {
  if (list) qc.setQueryData(CARDS_KEY, list);
  else void qc.invalidateQueries({ queryKey: CARDS_KEY });
  void qc.invalidateQueries({ queryKey: DASHBOARD_SUMMARY_KEY });
}

/** Saves a card; a card the gateway refuses rejects with an ApiError carrying the gateway's words. */
export function useAddCard() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (card: AddCardInput) =>
      (await post<{ card: CardView }>('/api/billing/cards', card)).card,
    onSuccess: () => refresh(qc),
  });
}

export function useSetDefaultCard() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => put<CardsOnFile>(`/api/billing/cards/${id}/default`),
    onSuccess: (list) => refresh(qc, list),
  });
}

export function useRemoveCard() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => del<CardsOnFile>(`/api/billing/cards/${id}`),
    onSuccess: (list) => refresh(qc, list),
  });
}
