import { CATEGORIES, categorySchema, type Category } from '@portal/shared/contract/common';
import { influencerSearchQuerySchema } from '@portal/shared/contract/influencers';
import * as z from '@portal/shared/contract/zod';

export type SearchCategory = Exclude<Category, 'other'>;

/** The search's categories (spec §5): the nine without 'other'. */
export const SEARCH_CATEGORIES = CATEGORIES.filter(
  (category): category is SearchCategory => category !== 'other',
);

export function searchCategoryOf(value: string): SearchCategory | '' {
  return SEARCH_CATEGORIES.find((category) => category === value) ?? '';
}

/**
 * The filters kept in the address (/influencers?category=food&min_followers=1000): the
 * contract's search query, with the search's categories only.
 */
export const influencerSearchFilterSchema = z.object({
  category: categorySchema.exclude(['other']).optional(),
  min_followers: influencerSearchQuerySchema.shape.min_followers,
});
