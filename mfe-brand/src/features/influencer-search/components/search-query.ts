import { CATEGORIES, type Category } from '@portal/shared/contract/common';
import {
  INFLUENCER_SORTS,
  influencerSearchQuerySchema,
  type InfluencerSort,
} from '@portal/shared/contract/influencers';
import * as z from '@portal/shared/contract/zod';

export type SearchCategory = Exclude<Category, 'other'>;

/** The search's categories (see docs/api-conventions.md): the nine without 'other'. */
export const SEARCH_CATEGORIES = CATEGORIES.filter(
  (category): category is SearchCategory => category !== 'other',
);

export function searchCategoryOf(value: string): SearchCategory | '' {
  return SEARCH_CATEGORIES.find((category) => category === value) ?? '';
}

export function sortOf(value: string): InfluencerSort {
  return INFLUENCER_SORTS.find((sort) => sort === value) ?? 'followers';
}

/**
 * The filters kept in the address (/influencers?category=food&min_followers=1000&q=rina&sort=rating):
 * the contract's search query, with the search's categories only; the default sort is left out.
 */
export const influencerSearchFilterSchema = z.object({
  category: z.optional(z.enum(SEARCH_CATEGORIES, { error: 'Choose a category.' })),
  min_followers: influencerSearchQuerySchema.shape.min_followers,
  q: influencerSearchQuerySchema.shape.q,
  sort: influencerSearchQuerySchema.shape.sort,
});
