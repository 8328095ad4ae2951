import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  adminDashboardSchema,
  brandDashboardSchema,
  influencerDashboardSchema,
} from '../contract/dashboards';
import { queryKeys } from '../data/query-keys';
import { getParsed } from '../data/request';

/** Each role's dashboard: its cache key, its fetcher and so the type of its data. */
export const dashboardQueries = {
  brand: () =>
    queryOptions({
      queryKey: queryKeys.dashboards.brand,
      queryFn: ({ signal }) =>
        getParsed('/dashboard/brand/', brandDashboardSchema, undefined, signal),
    }),
  influencer: () =>
    queryOptions({
      queryKey: queryKeys.dashboards.influencer,
      queryFn: ({ signal }) =>
        getParsed('/dashboard/influencer/', influencerDashboardSchema, undefined, signal),
    }),
  admin: () =>
    queryOptions({
      queryKey: queryKeys.dashboards.admin,
      queryFn: ({ signal }) =>
        getParsed('/dashboard/admin/', adminDashboardSchema, undefined, signal),
    }),
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
