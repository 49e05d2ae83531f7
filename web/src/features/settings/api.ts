import type { AccountUpdateInput, AccountView, ShipFrom, ShipFromInput } from '@pressrun/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { del, get, post, put } from '../../app/api';
import { SESSION_KEY } from '../../app/session';

// Calls of the settings and ship-from APIs (server/src/modules/settings, server/src/modules/ship-from).

export const ACCOUNT_KEY = ['settings', 'account'] as const;
export const SHIP_FROM_KEY = ['settings', 'ship-from'] as const;

interface AccountSaved {
  account: AccountView;
  message: string;
}

export function useAccount() {
  return useQuery({
    queryKey: ACCOUNT_KEY,
    queryFn: async () => (await get<{ account: AccountView }>('/api/settings/account')).account,
  });
}

/** Saves the account; the session user (the top bar's name) is read again. */
export function useSaveAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountUpdateInput) => put<AccountSaved>('/api/settings/account', body),
    onSuccess: (saved) => {
      qc.setQueryData(ACCOUNT_KEY, saved.account);
      void qc.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}

export function useResendEmailChange() {
  return useMutation({
    mutationFn: () => post<{ message: string }>('/api/settings/account/email/resend'),
  });
}

export function useCancelEmailChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => del<AccountSaved>('/api/settings/account/email'),
    onSuccess: (saved) => qc.setQueryData(ACCOUNT_KEY, saved.account),
  });
}

/** The link mailed to a new address: makes it the account's email. */
export const confirmEmailChange = (token: string) =>
  post<{ email: string; message: string }>('/api/settings/account/confirm-email', { token });

/** The company's ship-from address; null while PressRun's address is printed on its labels. */
export function useShipFrom() {
  return useQuery({
    queryKey: SHIP_FROM_KEY,
    queryFn: async () => (await get<{ shipFrom: ShipFrom | null }>('/api/ship-from')).shipFrom,
  });
}

export function useSaveShipFrom() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ShipFromInput) => put<{ shipFrom: ShipFrom; message: string }>('/api/ship-from', body),
    onSuccess: (saved) => qc.setQueryData(SHIP_FROM_KEY, saved.shipFrom),
  });
}
