import {
  applicationSchema,
  type Application,
  type ApplicationStatus,
  type CreateApplicationRequest,
  type DecideApplicationRequest,
} from '../contract/applications';
import { filteredListOptions, keysetListOptions, useKeysetList } from '../data/keyset-pages';
import { useApiMutation } from '../data/mutations';
import { queryKeys } from '../data/query-keys';
import { sendParsed } from '../data/request';

/** Filters of GET /applications/; empty ones are not sent. */
export interface ApplicationFilters {
  [name: string]: string | number | undefined;
  campaign?: number | '';
  status?: ApplicationStatus | '';
}

/** The applications' queries: the cache key of each, its fetcher and so the type of its data. */
export const applicationQueries = {
  list: filteredListOptions(queryKeys.applications.list, '/applications/', applicationSchema),
  payments: (view: 'brand' | 'influencer') =>
    keysetListOptions(queryKeys.applications.payments(view), '/applications/', applicationSchema, {
      [view]: 'true',
    }),
};

/** The applications to a brand's campaigns, or an influencer's own. */
export function useApplications(filters: ApplicationFilters = {}) {
  return useKeysetList(applicationQueries.list(filters));
}

/**
 * The payments screen: accepted applications with their payment status (see
 * docs/api-conventions.md).
 */
export function usePaymentApplications(view: 'brand' | 'influencer') {
  return useKeysetList(applicationQueries.payments(view));
}

export function useApplyToCampaign() {
  return useApiMutation({
    mutationFn: (input: CreateApplicationRequest) =>
      sendParsed('post', '/applications/', input, applicationSchema),
    invalidates: [queryKeys.applications.all, queryKeys.campaigns.all, queryKeys.dashboards.all],
  });
}

export function useDecideApplication() {
  return useApiMutation({
    mutationFn: ({ id, status }: Pick<Application, 'id'> & DecideApplicationRequest) =>
      sendParsed('put', `/applications/${id}/status/`, { status }, applicationSchema),
    // An accepted application opens a conversation and a payment row.
    invalidates: [
      queryKeys.applications.all,
      queryKeys.campaigns.all,
      queryKeys.dashboards.all,
      queryKeys.messages.connections,
    ],
  });
}
