import { useQuery } from '@tanstack/react-query';
import {
  campaignSchema,
  type Campaign,
  type CreateCampaignRequest,
  type UpdateCampaignRequest,
} from '../contract/campaigns';
import type { Category } from '../contract/common';
import {
  filteredListOptions,
  keysetListOptions,
  useKeysetList,
  type ListOptions,
} from '../data/keyset-pages';
import { useApiMutation } from '../data/mutations';
import { queryKeys } from '../data/query-keys';
import { parsedQueryOptions, sendNoContent, sendParsed } from '../data/request';

/** Filters of GET /campaigns/; empty ones are not sent. */
export interface CampaignFilters {
  [name: string]: string | undefined;
  category?: Category | '';
  min_budget?: string;
  max_budget?: string;
  search?: string;
}

/** The campaigns' queries: the cache key of each, its fetcher and so the type of its data. */
export const campaignQueries = {
  list: filteredListOptions(queryKeys.campaigns.list, '/campaigns/', campaignSchema),
  detail: (id: number) =>
    parsedQueryOptions(queryKeys.campaigns.detail(id), `/campaigns/${id}/`, campaignSchema),
  adminList: () =>
    keysetListOptions(queryKeys.campaigns.adminList({}), '/admin/campaigns/', campaignSchema),
};

/**
 * A brand's own campaigns, an influencer's open ones, all for an admin (see
 * docs/api-conventions.md).
 */
export function useCampaigns(filters: CampaignFilters = {}) {
  return useKeysetList(campaignQueries.list(filters));
}

export function useCampaign(id: number) {
  return useQuery(campaignQueries.detail(id));
}

export function useCreateCampaign() {
  return useApiMutation({
    mutationFn: (input: CreateCampaignRequest) =>
      sendParsed('post', '/campaigns/', input, campaignSchema),
    invalidates: [queryKeys.campaigns.all, queryKeys.dashboards.all],
  });
}

/** The owning brand edits, closes or reopens its campaign (see docs/campaigns.md). */
export function useUpdateCampaign() {
  return useApiMutation({
    mutationFn: ({ id, ...changes }: UpdateCampaignRequest & Pick<Campaign, 'id'>) =>
      sendParsed('patch', `/campaigns/${id}/`, changes, campaignSchema),
    invalidates: [queryKeys.campaigns.all, queryKeys.dashboards.all],
  });
}

export function useDeleteCampaign() {
  return useApiMutation({
    mutationFn: (campaign: Pick<Campaign, 'id'>) =>
      sendNoContent('delete', `/campaigns/${campaign.id}/`),
    invalidates: [queryKeys.campaigns.all, queryKeys.applications.all, queryKeys.dashboards.all],
  });
}

/** Every campaign, active or not (admins). */
export function useAdminCampaigns(options: ListOptions = {}) {
  return useKeysetList(campaignQueries.adminList(), options);
}

export function useSetCampaignActive() {
  return useApiMutation({
    mutationFn: ({ id, is_active }: Pick<Campaign, 'id' | 'is_active'>) =>
      sendParsed('put', `/admin/campaigns/${id}/`, { is_active }, campaignSchema),
    invalidates: [queryKeys.campaigns.all, queryKeys.dashboards.all],
  });
}
