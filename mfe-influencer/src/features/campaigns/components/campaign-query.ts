import type { CampaignFilters } from '@portal/shared/api/campaigns';
import { CATEGORIES, type Category } from '@portal/shared/contract/common';

/** The filter names, as they appear in the address (/campaigns?category=food) and the API. */
const FILTER_NAMES = ['category', 'min_budget', 'max_budget', 'search'] as const;

function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

/** The filters in the address; an unknown category is ignored. */
export function filtersFromQuery(query: URLSearchParams): CampaignFilters {
  const category = query.get('category') ?? '';
  return {
    category: isCategory(category) ? category : '',
    min_budget: query.get('min_budget') ?? '',
    max_budget: query.get('max_budget') ?? '',
    search: query.get('search') ?? '',
  };
}

/** The address query for the filters: empty ones are left out. */
export function queryFromFilters(filters: CampaignFilters): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filters[name]?.trim();
    if (value) query.set(name, value);
  }
  return query;
}
