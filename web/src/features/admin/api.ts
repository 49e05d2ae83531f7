import type { PromoCodeEdit, PromoCodeFormInput, PromoCodeView } from '@pressrun/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, patch, post } from '../../app/api';

const URL = '/api/admin/promo-codes';
const KEY = ['admin', 'promo-codes'] as const;

/** Every promo code, newest first, with how many orders used each. */
export function usePromoCodes() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () => (await get<{ codes: PromoCodeView[] }>(URL)).codes,
  });
}

export function useCreatePromoCode() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (form: PromoCodeFormInput) =>
      (await post<{ promoCode: PromoCodeView }>(URL, form)).promoCode,
    onSuccess: () => void qc.invalidateQueries({ queryKey: KEY }),
  });
}

/** Changes one code; the answer replaces its row at once, so a switch does not flicker back. */
export function useEditPromoCode() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...edit }: PromoCodeEdit & { id: number }) =>
      (await patch<{ promoCode: PromoCodeView }>(`${URL}/${id}`, edit)).promoCode,
    onSuccess: (changed) =>
      qc.setQueryData<PromoCodeView[]>(KEY, (codes) =>
        codes?.map((c) => (c.id === changed.id ? changed : c)),
      ),
  });
}
