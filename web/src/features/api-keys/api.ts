import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { del, get, patch, post } from '../../app/api';

// Calls of the API keys API (server/src/modules/api-keys).

export const API_KEYS_KEY = ['api-keys'] as const;

export interface ApiKey {
  id: number;
  name: string;
  /** The key's first 12 characters (pr_live_…), to tell keys apart. */
  prefix: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  /** The whole key: present only in the one answer that shows it. */
  reveal: string | null;
}

/** Keys and endpoints revoked together when the account may have changed hands (a first verification, a password reset). */
export interface RevocationNotice {
  reason: 'email_verified' | 'password_reset';
  at: string;
  message: string;
}

export interface ApiKeysAnswer {
  keys: ApiKey[];
  /** Shown above the keys until dismissed. */
  notice: RevocationNotice | null;
}

/**
 * The company's keys. Reading the list shows a waiting key once (the server clears it), so it is
 * not read again behind the page's back: the component keeps what it was shown.
 */
export function useApiKeys() {
  return useQuery({
    queryKey: API_KEYS_KEY,
    queryFn: () => get<ApiKeysAnswer>('/api/api-keys'),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** Puts a changed key in the cached list, keeping any whole key already shown there. */
function useReplaceKey() {
  const qc = useQueryClient();
  return (key: ApiKey) =>
    qc.setQueryData<ApiKeysAnswer>(API_KEYS_KEY, (answer = { keys: [], notice: null }) => {
      const { keys } = answer;
      const at = keys.findIndex((k) => k.id === key.id);
      if (at < 0) return { ...answer, keys: [...keys, key] };
      return { ...answer, keys: keys.map((k) => (k.id === key.id ? { ...key, reveal: k.reveal } : k)) };
    });
}

/** Hides the revocation notice for good. */
export function useDismissRevocationNotice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => del('/api/api-keys/notice'),
    onSuccess: () =>
      qc.setQueryData<ApiKeysAnswer>(API_KEYS_KEY, (answer) => answer && { ...answer, notice: null }),
  });
}

export function useCreateApiKey() {
  const replace = useReplaceKey();
  return useMutation({
    mutationFn: (name: string) => post<{ key: ApiKey }>('/api/api-keys', { name }),
    onSuccess: ({ key }) => replace(key),
  });
}

export function useRenameApiKey() {
  const replace = useReplaceKey();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      patch<{ key: ApiKey }>(`/api/api-keys/${id}`, { name }),
    onSuccess: ({ key }) => replace(key),
  });
}

export function useRevokeApiKey() {
  const replace = useReplaceKey();
  return useMutation({
    mutationFn: (id: number) => del<{ key: ApiKey }>(`/api/api-keys/${id}`),
    onSuccess: ({ key }) => replace({ ...key, reveal: null }),
  });
}
