import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { get, post, refreshSession } from './api';
import { useHydrating } from './hydrating';

/** The signed-in user as the API returns it. */
export interface SessionUser {
  id: number;
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  role: string;
  staff_role: string | null;
  company_id: number;
  company_name: string;
  email_verified: boolean;
}

export const SESSION_KEY = ['session'] as const;

interface SessionAnswer {
  user: SessionUser | null;
  /** the access cookie is gone but a refresh cookie is there */
  expired?: boolean;
}

/**
 * The session query: who is signed in. /session answers a visitor with no user rather than a 401, so
 * a public page's check leaves no failed request behind. An expired access cookie beside a refresh
 * cookie is refreshed once (shared with every other request that needs it) and asked again: another
 * tab may have refreshed the cookies meanwhile. (The app's start asks it before the first render.)
 */
export const sessionQuery = queryOptions({
  queryKey: SESSION_KEY,
  queryFn: async () => {
    const first = await get<SessionAnswer>('/api/auth/session');
    if (first.user || !first.expired) return first.user;
    await refreshSession();
    return (await get<SessionAnswer>('/api/auth/session')).user;
  },
  staleTime: 60_000,
  retry: false,
});

/** The current user, or null when signed out. Every guard and the shell read this. */
export function useSession() {
  const q = useQuery(sessionQuery);
  // While a server-rendered page hydrates, the session counts as still being asked for, as it was
  // in the server's HTML: hydration may run after the answer has come, and must render the same.
  const hydrating = useHydrating();
  if (hydrating) return { user: null, loading: true, refetch: q.refetch };
  return { user: q.data ?? null, loading: q.isPending, refetch: q.refetch };
}

/** Signs out: records the logout on the server, drops cached data and persisted client state. */
export function useLogout() {
  const qc = useQueryClient();
  return useCallback(async () => {
    try {
      await post('/api/auth/logout');
    } catch {
      // Signed out locally either way.
    }
    clearClientState();
    qc.setQueryData(SESSION_KEY, null);
    qc.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
  }, [qc]);
}

/** Persisted client state lives under this prefix in localStorage (cart drafts and the like). */
export const STORAGE_PREFIX = 'pressrun.';
export function clearClientState() {
  for (const key of Object.keys(localStorage))
    if (key.startsWith(STORAGE_PREFIX)) localStorage.removeItem(key);
  sessionStorage.clear();
}
