import type { AddCardInput, CardView } from '@pressrun/domain';
import {
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { del, get, post, put } from '../../app/api';
import { DASHBOARD_SUMMARY_KEY } from '../../app/dashboard-summary';

export const CARDS_KEY = ['billing', 'cards'] as const;
const PAYMENTS_KEY = ['billing', 'payments'] as const;

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
    // A card removed meanwhile (another tab): show the list as it is now.
    onError: () => refresh(qc),
  });
}

export function useRemoveCard() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => del<CardsOnFile>(`/api/billing/cards/${id}`),
    onSuccess: (list) => refresh(qc, list),
    // A card removed meanwhile (another tab): show the list as it is now.
    onError: () => refresh(qc),
  });
}

/** One charge or refund of the company (GET /api/billing/payments); amounts in cents, always positive. */
export interface PaymentHistoryRow {
  id: string;
  kind: 'charge' | 'refund' | 'term_payment';
  method: 'card' | 'paypal' | 'terms';
  /** The card's last four digits, or 'Paypal', 'Credit Terms' ('Card' when the gateway did not say). */
  last4: string;
  status: 'authorized' | 'paid' | 'charged_to_terms' | 'refunded' | 'canceled' | 'failed';
  amount: number;
  date: string;
  orderIds: number[];
}

interface PaymentHistoryPage {
  payments: PaymentHistoryRow[];
  next: string | null;
}

/** The company's payment history, newest first, 50 a page; Load more asks for the page after `next`. */
export function usePaymentHistory() {
  return useInfiniteQuery({
    queryKey: PAYMENTS_KEY,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      get<PaymentHistoryPage>(
        `/api/billing/payments${pageParam ? `?after=${encodeURIComponent(pageParam)}` : ''}`,
      ),
    getNextPageParam: (last) => last.next,
  });
}
