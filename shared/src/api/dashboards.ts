import { useQuery } from '@tanstack/react-query';
import {
  adminDashboardSchema,
  brandDashboardSchema,
  influencerDashboardSchema,
} from '../contract/dashboards';
import { queryKeys } from '../data/query-keys';
import { parsedQueryOptions } from '../data/request';

/** Each role's dashboard: its cache key, its fetcher and so the type of its data. */
export const dashboardQueries = {
  brand: () =>
    parsedQueryOptions(queryKeys.dashboards.brand, '/dashboard/brand/', brandDashboardSchema),
  influencer: () =>
    parsedQueryOptions(
      queryKeys.dashboards.influencer,
      '/dashboard/influencer/',
      influencerDashboardSchema,
    ),
  admin: () =>
    parsedQueryOptions(queryKeys.dashboards.admin, '/dashboard/admin/', adminDashboardSchema),
};

export function useBrandDashboard() {
  return useQuery(dashboardQueries.brand());
}

export function useInfluencerDashboard() {
  return useQuery(dashboardQueries.influencer());
}

export function useAdminDashboard() {
  return useQuery(dashboardQueries.admin());
}
