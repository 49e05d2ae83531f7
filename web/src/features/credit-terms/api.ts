import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../app/api';
import { PAYMENT_KEY } from '../checkout';
import { type CompanyTerms, CREDIT_TERMS_KEY, DOCUMENTS_KEY, type DocumentStatus } from '../documents';

/** How a term order stands: owed, being paid, paid by card, or owed nothing (its amount went back). */
export type TermPayment = 'Open' | 'Processing' | 'Paid' | 'Not owed';

/** A row of the term orders (spec: id, payment, status, amount, date); amounts in cents. */
export interface TermOrder {
  id: number;
  po: string;
  status: string;
  payment: TermPayment;
  amount: number;
  /** What paying it now charges: the amount less anything given back to the terms. */
  owed: number;
  date: string;
  paidAt: string | null;
}

export interface CreditTermsPage {
  terms: CompanyTerms;
  application: {
    id: number;
    status: DocumentStatus;
    reason: string;
    fileName: string;
    createdAt: string;
    reviewedAt: string | null;
  } | null;
  open: { amount: number; count: number };
  card: { brand: string; last4: string } | null;
  orders: TermOrder[];
  next: string | null;
}

/** The terms, the latest application and the term orders, newest first, 50 a page. */
export function useCreditTerms() {
  return useInfiniteQuery({
    queryKey: CREDIT_TERMS_KEY,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      get<CreditTermsPage>(`/api/credit-terms${pageParam ? `?after=${pageParam}` : ''}`),
    getNextPageParam: (last) => last.next,
  });
}

export interface TermsPaid {
  payment: { id: number; amount: number; status: 'succeeded'; cardLast4: string | null; orderIds: number[] };
  terms: CompanyTerms;
  message: string;
}

/** Pays the chosen open orders with the default card; `key` is the attempt's Idempotency-Key. */
export function usePayTermOrders() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ orderIds, key }: { orderIds: number[]; key: string }) =>
      post<TermsPaid>('/api/credit-terms/payments', { orderIds }, { headers: { 'Idempotency-Key': key } }),
    // Paid or not, the orders may have moved on (paid, or claimed by another tab): read them again.
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: CREDIT_TERMS_KEY });
      void qc.invalidateQueries({ queryKey: DOCUMENTS_KEY });
      // The payment step shows the balance a payment restores.
      void qc.invalidateQueries({ queryKey: PAYMENT_KEY });
    },
  });
}
