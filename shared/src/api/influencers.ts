import type { Category } from '../contract/common';
import { influencerSearchResultSchema } from '../contract/influencers';
import { useKeysetList } from '../data/keyset-pages';
import { queryKeys } from '../data/query-keys';

/** Filters of GET /influencers/search/; only non-empty ones are sent (spec §5). */
export interface InfluencerSearchFilters {
  [name: string]: string | undefined;
  category?: Exclude<Category, 'other'> | '';
  min_followers?: string;
}

/** Active influencers matching the filters; `enabled` false until the brand searches. */
export function useInfluencerSearch(filters: InfluencerSearchFilters, enabled = true) {
  return useKeysetList({
    queryKey: queryKeys.influencers.search(filters),
    path: '/influencers/search/',
    itemSchema: influencerSearchResultSchema,
    params: filters,
    enabled,
  });
}
