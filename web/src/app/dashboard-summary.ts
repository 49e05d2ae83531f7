import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from './api';
import type { FirstRead } from './query';

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
const SUMMARY_URL = '/api/dashboard/summary';

const dashboardSummaryQuery = queryOptions({
  queryKey: DASHBOARD_SUMMARY_KEY,
  queryFn: () => get<DashboardSummary>(SUMMARY_URL),
  staleTime: 30_000,
});

/** One of the frame's first reads: the stats strip shows it on every page of the frame. */
export const dashboardSummaryRead: FirstRead = { url: SUMMARY_URL, query: dashboardSummaryQuery };

export const useDashboardSummary = () => useQuery(dashboardSummaryQuery);
