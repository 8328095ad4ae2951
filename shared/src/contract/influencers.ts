import * as z from '@portal/shared/contract/zod';
import { categorySchema, idSchema, pageQuerySchema, wholeNumberInputSchema } from './common';
import { searchTextSchema } from './filters';
import { reputationSchema } from './reviews';

/**
 * The shortest name search: the username trigram index finds a match among a million users only
 * from three characters (a shorter one would read every user), and usernames have at least three.
 */
export const NAME_SEARCH_MIN_LENGTH = 3;

/**
 * Find Influencers' orders, each descending with the user id breaking ties (see
 * docs/collaboration.md).
 */
export const INFLUENCER_SORTS = ['followers', 'rating', 'completed_collaborations'] as const;
export type InfluencerSort = (typeof INFLUENCER_SORTS)[number];

/**
 * Only non-empty filters are sent (see docs/api-conventions.md); the server treats empty as no
 * filter. `q` is a case-insensitive substring of the username; a page cursor belongs to the sort it
 * came from.
 */
export const influencerSearchQuerySchema = pageQuerySchema.extend({
  category: z
    .union([categorySchema, z.literal('')])
    .optional()
    .transform((value) => value || undefined),
  min_followers: z
    .union([z.literal(''), wholeNumberInputSchema(z.number().int().min(0).max(2_000_000_000))])
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  q: searchTextSchema.pipe(
    z
      .string()
      .min(NAME_SEARCH_MIN_LENGTH, `Search for at least ${NAME_SEARCH_MIN_LENGTH} characters.`)
      .optional(),
  ),
  sort: z
    .enum(INFLUENCER_SORTS, { error: 'Sort by followers, rating or completed_collaborations.' })
    .default('followers'),
});

/**
 * A result of the search. `email` is present only for an admin, or for a brand that has an
 * accepted application with this influencer: the list would otherwise hand every address to any
 * new brand. `saved` is present for a brand only: whether the influencer is on its shortlist.
 */
export const influencerSearchResultSchema = z
  .object({
    id: idSchema,
    username: z.string(),
    email: z.string().optional(),
    category: categorySchema.nullable(),
    followers_count: z.number().int(),
    bio: z.string().nullable(),
    profile_picture: z.string().nullable(),
    saved: z.boolean().optional(),
  })
  .extend(reputationSchema.shape);
export type InfluencerSearchResult = z.infer<typeof influencerSearchResultSchema>;
