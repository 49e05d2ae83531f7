import { useQuery } from '@tanstack/react-query';
import { get } from './api';

/** The dashboard's numbers: the Orders Placed strip and the checklist. */
export interface DashboardSummary {
  ordersPlaced: number;
  checklist: {
    accountCreated: boolean;
    emailVerified: boolean;
    paymentMethod: boolean;
    template: boolean;
  };
}

export const DASHBOARD_SUMMARY_KEY = ['dashboard', 'summary'] as const;

export function useDashboardSummary() {
  return useQuery({
    queryKey: DASHBOARD_SUMMARY_KEY,
    queryFn: () => get<DashboardSummary>('/api/dashboard/summary'),
    staleTime: 30_000,
  });
}
