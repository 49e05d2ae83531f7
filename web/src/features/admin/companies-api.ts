import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, put } from '../../app/api';

const URL = '/api/admin/companies';
const KEY = ['admin', 'companies'] as const;

/** A company as staff see it; amounts in cents (balance null: no credit terms). */
export interface StaffCompany {
  id: number;
  name: string;
  ownerEmail: string | null;
  termBalance: number | null;
  /** What paying term orders restores the balance up to. */
  termLimit: number | null;
  /** null (never applied), 'Under Review', 'Approved' or 'Declined'. */
  termStatus: string | null;
  createdAt: string;
}

export const CREDIT_MSG = 'Enter an amount from 0 to 1,000,000 with at most 2 decimals.';
export const CREDIT_MAX = 1_000_000;
export const SEARCH_MAX = 256;

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** A balance as staff read it: $1,234.56. */
export const formatBalance = (cents: number) => dollars.format(cents / 100);

/** The newest companies (at most 50), or those a search finds; the last rows stay while the next load. */
export function useCompanies(q: string) {
  return useQuery({
    queryKey: [...KEY, q],
    queryFn: async () =>
      (await get<{ companies: StaffCompany[] }>(`${URL}?q=${encodeURIComponent(q)}`)).companies,
    placeholderData: keepPreviousData,
  });
}

/** Sets a company's credit balance in dollars, or removes its credit terms (null). */
export function useSetCreditTerms() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, balance }: { id: number; balance: number | null }) =>
      (await put<{ company: StaffCompany }>(`${URL}/${id}/credit-terms`, { balance })).company,
    // Every list showing the company (any search) shows the new balance at once.
    onSuccess: (changed) =>
      qc.setQueriesData<StaffCompany[]>({ queryKey: KEY }, (rows) =>
        rows?.map((c) => (c.id === changed.id ? changed : c)),
      ),
  });
}
