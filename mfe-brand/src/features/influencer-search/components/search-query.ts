import type { InfluencerSearchFilters } from '@portal/shared/api/influencers';
import { CATEGORIES, type Category } from '@portal/shared/contract/common';

export type SearchCategory = Exclude<Category, 'other'>;

/** The search's categories (spec §5): the nine without 'other'. */
export const SEARCH_CATEGORIES = CATEGORIES.filter(
  (category): category is SearchCategory => category !== 'other',
);

export function searchCategoryOf(value: string): SearchCategory | '' {
  return SEARCH_CATEGORIES.find((category) => category === value) ?? '';
}

/** The filters in the address (/influencers?category=food&min_followers=1000). */
export function filtersFromQuery(query: URLSearchParams): InfluencerSearchFilters {
  return {
    category: searchCategoryOf(query.get('category') ?? ''),
    min_followers: query.get('min_followers')?.trim() ?? '',
  };
}

/** The address query for the filters: only non-empty ones (spec §5). */
export function queryFromFilters(filters: InfluencerSearchFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.category) query.set('category', filters.category);
  const minFollowers = filters.min_followers?.trim();
  if (minFollowers) query.set('min_followers', minFollowers);
  return query;
}
