import type { Category } from '../contract/common';
import { influencerSearchResultSchema, type InfluencerSort } from '../contract/influencers';
import { filteredListOptions, useKeysetList } from '../data/keyset-pages';
import { queryKeys } from '../data/query-keys';

/**
 * Filters of GET /influencers/search/; only non-empty ones are sent (see docs/api-conventions.md).
 */
export interface InfluencerSearchFilters {
  [name: string]: string | undefined;
  category?: Exclude<Category, 'other'> | '';
  min_followers?: string;
  /** Part of the username. */
  q?: string;
  /** Left out for the server's default, followers. */
  sort?: Exclude<InfluencerSort, 'followers'>;
}

/** The influencer search's query: its cache key, its fetcher and so the type of its data. */
export const influencerQueries = {
  search: filteredListOptions(
    queryKeys.influencers.search,
    '/influencers/search/',
    influencerSearchResultSchema,
  ),
};

/** Active influencers matching the filters, in the sort's order; `enabled` false until the brand searches. */
export function useInfluencerSearch(filters: InfluencerSearchFilters, enabled = true) {
  return useKeysetList(influencerQueries.search(filters), { enabled });
}
