import { useQuery } from '@tanstack/react-query';
import { get } from '../../app/api';

export const ACCOUNT_CREDIT_KEY = ['account-credit'] as const;

/** The company's account credit balance (cents), read afresh whenever a page that shows it opens. */
export function useAccountCredit(enabled = true) {
  return useQuery({
    queryKey: ACCOUNT_CREDIT_KEY,
    queryFn: async () => (await get<{ balance: number }>('/api/account-credit')).balance,
    enabled,
  });
}
