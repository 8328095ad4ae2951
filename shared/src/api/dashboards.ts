import { useQuery } from '@tanstack/react-query';
import {
  adminDashboardSchema,
  brandDashboardSchema,
  influencerDashboardSchema,
} from '../contract/dashboards';
import { queryKeys } from '../data/query-keys';
import { getParsed } from '../data/request';

export function useBrandDashboard() {
  return useQuery({
    queryKey: queryKeys.dashboards.brand,
    queryFn: ({ signal }) =>
      getParsed('/dashboard/brand/', brandDashboardSchema, undefined, signal),
  });
}

export function useInfluencerDashboard() {
  return useQuery({
    queryKey: queryKeys.dashboards.influencer,
    queryFn: ({ signal }) =>
      getParsed('/dashboard/influencer/', influencerDashboardSchema, undefined, signal),
  });
}

export function useAdminDashboard() {
  return useQuery({
    queryKey: queryKeys.dashboards.admin,
    queryFn: ({ signal }) =>
      getParsed('/dashboard/admin/', adminDashboardSchema, undefined, signal),
  });
}
