import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { post } from '../../app/api';
import { SESSION_KEY, type SessionUser } from '../../app/session';

// Calls of the auth API (server/src/modules/auth/routes.ts).

export interface RegisterBody {
  username: string;
  email: string;
  password: string;
  password_confirmation: string;
  company_name?: string;
  next?: string;
}

export const registerAccount = (body: RegisterBody) =>
  post<{ user: SessionUser; next: string }>('/api/auth/register', body);

export const login = (body: { email: string; password: string }) =>
  post<{ user: SessionUser }>('/api/auth/login', body);

export const forgotPassword = (body: { email: string }) =>
  post<{ message: string }>('/api/auth/forgot', body);

export const resetPassword = (body: { token: string; password: string; password_confirmation: string }) =>
  post<{ status: 'ok'; message: string }>('/api/auth/reset', body);

export const verifyEmail = (key: string) => post<{ message: string }>('/api/auth/verify-email', { key });

/**
 * After a login, registration or verification: the new user becomes the session, and whatever an
 * earlier user had cached is dropped so it can never show through.
 */
export function useSignedIn() {
  const qc = useQueryClient();
  return useCallback(
    (user: SessionUser) => {
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
      qc.setQueryData(SESSION_KEY, user);
    },
    [qc],
  );
}
