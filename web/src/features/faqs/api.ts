import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { del, get, patch, post, put } from '../../app/api';

/** The limits the server keeps (server/src/modules/faqs/messages.ts), for the form's counters. */
export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 5000;

/** A published entry, as the Support page reads it (GET /api/faqs). */
export interface Faq {
  id: number;
  question: string;
  answer: string;
}

/** An entry as the staff console sees it. */
export interface StaffFaq extends Faq {
  position: number;
  published: boolean;
  updatedAt: string;
}

export interface FaqInput {
  question: string;
  answer: string;
  published: boolean;
}

const PUBLIC_KEY = ['faqs'] as const;
const STAFF_KEY = ['admin', 'faqs'] as const;
const ADMIN = '/api/admin/faqs';

/** The published FAQ, in the order staff set. */
export function useFaqs() {
  return useQuery({
    queryKey: PUBLIC_KEY,
    queryFn: async () => (await get<{ faqs: Faq[] }>('/api/faqs')).faqs,
  });
}

/** Every entry, published or not, in order. */
export function useStaffFaqs() {
  return useQuery({
    queryKey: STAFF_KEY,
    queryFn: async () => (await get<{ faqs: StaffFaq[] }>(ADMIN)).faqs,
  });
}

/** After any change both lists are stale: staff may have the Support page open in another tab. */
function useSettled() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: STAFF_KEY }),
      qc.invalidateQueries({ queryKey: PUBLIC_KEY }),
    ]);
}

export function useAddFaq() {
  const settled = useSettled();
  return useMutation({
    mutationFn: async (input: FaqInput) => (await post<{ faq: StaffFaq }>(ADMIN, input)).faq,
    onSettled: settled,
  });
}

export function useEditFaq() {
  const settled = useSettled();
  return useMutation({
    mutationFn: async ({ id, ...edit }: Partial<FaqInput> & { id: number }) =>
      (await patch<{ faq: StaffFaq }>(`${ADMIN}/${id}`, edit)).faq,
    onSettled: settled,
  });
}

export function useDeleteFaq() {
  const settled = useSettled();
  return useMutation({
    mutationFn: (id: number) => del<void>(`${ADMIN}/${id}`),
    onSettled: settled,
  });
}

/**
 * Sends the whole list in its new order. The server refuses (409) a list that is not exactly the
 * entries there are now; reloading afterwards shows the list as it really is.
 */
export function useReorderFaqs() {
  const qc = useQueryClient();
  const settled = useSettled();
  return useMutation({
    mutationFn: async (ids: number[]) => (await put<{ faqs: StaffFaq[] }>(`${ADMIN}/order`, { ids })).faqs,
    onSuccess: (faqs) => qc.setQueryData(STAFF_KEY, faqs),
    onSettled: settled,
  });
}
